import FlowNavigator
import FlowPipeline
import FlowProgram

/// Two compilations of one program compared, as `flowmap diff OLD NEW` reports them: tasks
/// matched by name (a removed task and an added one with the same lines are one task
/// renamed), and for each task and profile its outcome before and after and the findings it
/// gained and lost. Findings are compared by pattern and element, never by line.
public struct ProgramComparison: Sendable {
    /// The tasks that differ: those of the new program in its order (added, renamed or
    /// changed), then the removed ones in the old program's order.
    public let tasks: [TaskChange]
    /// The names of the tasks that are the same on both sides, in the new program's order.
    public let unchanged: [String]
    /// `--max-increase N`: how many steps a profile's path may grow by; nil when growth does
    /// not fail.
    public let maxIncrease: Int?

    /// Compares `new` with `old`, two compilations without input errors.
    public init(old: Compilation, new: Compilation, maxIncrease: Int? = nil) {
        self.maxIncrease = maxIncrease
        let oldPaths = Dictionary(old.tasks.map { ($0.task.name, $0) }) { first, _ in first }
        let newNames = Set(new.tasks.map(\.task.name))
        let oldLocator = FindingLocator(old.program)
        let newLocator = FindingLocator(new.program)
        let side = { (paths: TaskPaths, locator: FindingLocator) in Side(paths: paths, locator: locator) }

        // A removed task and an added one with the same lines are one task renamed; each
        // removed task is taken by the first added task with its lines.
        let added = new.tasks.filter { oldPaths[$0.task.name] == nil }
        let removed = old.tasks.filter { !newNames.contains($0.task.name) }
        var renamedFrom: [String: TaskPaths] = [:]
        var taken: Set<String> = []
        if !added.isEmpty, !removed.isEmpty {
            var removedByLines: [TaskLines: [TaskPaths]] = [:]
            for (task, lines) in zip(removed, TaskLines.of(removed.map(\.task), in: old.sources)) {
                removedByLines[lines, default: []].append(task)
            }
            for (task, lines) in zip(added, TaskLines.of(added.map(\.task), in: new.sources)) {
                guard let earlier = removedByLines[lines]?.first(where: { !taken.contains($0.task.name) }) else { continue }
                taken.insert(earlier.task.name)
                renamedFrom[task.task.name] = earlier
            }
        }

        var tasks: [TaskChange] = []
        var unchanged: [String] = []
        for paths in new.tasks {
            let name = paths.task.name
            let after = side(paths, newLocator)
            if let earlier = oldPaths[name] ?? renamedFrom[name] {
                let profiles = Self.profiles(before: side(earlier, oldLocator), after: after, maxIncrease)
                if earlier.task.name != name {
                    tasks.append(TaskChange(kind: .renamed, name: name, oldName: earlier.task.name, profiles: profiles))
                } else if profiles.isEmpty {
                    unchanged.append(name)
                } else {
                    tasks.append(TaskChange(kind: .changed, name: name, profiles: profiles))
                }
            } else {
                tasks.append(TaskChange(kind: .added, name: name, profiles: Self.profiles(before: nil, after: after, maxIncrease)))
            }
        }
        for paths in removed where !taken.contains(paths.task.name) {
            let profiles = Self.profiles(before: side(paths, oldLocator), after: nil, maxIncrease)
            tasks.append(TaskChange(kind: .removed, name: paths.task.name, profiles: profiles))
        }
        self.tasks = tasks
        self.unchanged = unchanged
    }

    /// One task's paths on one side, and how that side names its findings.
    private struct Side {
        let paths: TaskPaths
        let locator: FindingLocator

        func outcome(_ profile: Profile) -> ProfileOutcome? {
            path(profile).map(ProfileOutcome.init)
        }

        func blockers(_ profile: Profile) -> [ElementFinding] {
            (path(profile)?.blockers ?? []).map { locator.locate($0, of: paths.task) }
        }

        func friction(_ profile: Profile) -> [ElementFinding] {
            (path(profile)?.friction ?? []).map { locator.locate($0, of: paths.task) }
        }

        private func path(_ profile: Profile) -> ProfilePath? {
            paths.profiles.first { $0.profile == profile }
        }
    }

    /// The profiles that differ, in profile order; for a task on one side only, every profile.
    private static func profiles(before: Side?, after: Side?, _ maxIncrease: Int?) -> [ProfileChange] {
        Profile.allCases.compactMap { profile in
            let change = ProfileChange(
                profile: profile, before: before?.outcome(profile), after: after?.outcome(profile),
                blockers: FindingChanges(before: before?.blockers(profile) ?? [], after: after?.blockers(profile) ?? []),
                friction: FindingChanges(before: before?.friction(profile) ?? [], after: after?.friction(profile) ?? []),
                maxIncrease: maxIncrease)
            return change.isChange ? change : nil
        }
    }

    /// Every profile that regressed, with its task.
    public var regressions: [(task: TaskChange, profile: ProfileChange)] {
        tasks.flatMap { task in task.profiles.filter(\.regression).map { (task, $0) } }
    }

    /// Every profile whose steps grew past `maxIncrease`, with its task.
    public var pastMaxIncrease: [(task: TaskChange, profile: ProfileChange)] {
        tasks.flatMap { task in task.profiles.filter(\.pastMaxIncrease).map { (task, $0) } }
    }

    /// What fails the comparison (exit status 1): a regression, or growth past `maxIncrease`.
    public var fails: Bool { !regressions.isEmpty || !pastMaxIncrease.isEmpty }
}

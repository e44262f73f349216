import FlowSyntax

/// Checks one task: its `start`, its steps in order (each resolved on the screen the task
/// has reached), and its `expect` and `waive` lines.
struct TaskChecker {
    let screens: [Screen]
    let names: ScreenNames
    let indexes: ProgramNameIndex
    let firstOffers: FirstOffers
    var diagnostics: [Diagnostic] = []

    init(screens: [Screen], names: ScreenNames, indexes: ProgramNameIndex, firstOffers: FirstOffers) {
        self.screens = screens
        self.names = names
        self.indexes = indexes
        self.firstOffers = firstOffers
    }

    /// The checked task, or nil when it has an error.
    mutating func check(_ task: TaskSyntax) -> FlowTask? {
        let errorsBefore = diagnostics.count
        var start: Int?
        var startSeen = false
        var steps: [Step] = []
        steps.reserveCapacity(task.steps.count)
        var expectations: [Expectation] = []
        var waivers: [Waiver] = []
        var expectSpans: [Profile: Span] = [:]
        var waiveSpans: [Profile: Span] = [:]
        // After a step that cannot be resolved, later steps would be checked on a guessed
        // screen; stop resolving rather than report errors that are only echoes.
        var resolving = true
        var screen: Int?
        // The screens the task navigated from, for `back` (navigator-model.md §9.2).
        var trail = Trail()

        // A line the parser could not read may hold the start; its error is reported already.
        if !task.hasUnreadableLine && (task.steps.isEmpty || !isStart(task.steps[0])) {
            if !task.steps.contains(where: isStart) {
                report(
                    .problem(.missingStart), "task '\(task.name.text)' has no 'start' line", task.name.span,
                    help: "begin the task with 'start \"Screen\"', the screen it starts on")
            }
        }
        for (position, line) in task.steps.enumerated() {
            switch line.kind {
            case .start(let name):
                if startSeen || position != 0 {
                    report(
                        .problem(.misplacedStart),
                        startSeen ? "a task has one 'start' line" : "'start' must be the task's first line", line.span,
                        help: startSeen ? "remove this line" : "move this line to the top of the task")
                    resolving = false
                    startSeen = true
                    continue
                }
                startSeen = true
                start = names.resolve(name, into: &diagnostics)
                screen = start
                if start == nil { resolving = false }
            case .activate(let name, let icon, let container):
                guard resolving, let current = screen else { continue }
                if let step = resolveStep(.activate, name, byIcon: icon, container: container, on: current, line.span) {
                    steps.append(step)
                    screen = step.destination ?? current
                    trail.navigate(from: current, to: step.destination, by: steps.count - 1, screens: screens)
                } else {
                    resolving = false
                }
            case .choose(let name, let container):
                guard resolving, let current = screen else { continue }
                if let step = resolveStep(.choose, name, byIcon: false, container: container, on: current, line.span) {
                    steps.append(step)
                    screen = step.destination ?? current
                    trail.navigate(from: current, to: step.destination, by: steps.count - 1, screens: screens)
                } else {
                    resolving = false
                }
            case .find(let name, let container):
                guard resolving, let current = screen else { continue }
                if let step = resolveStep(.find, name, byIcon: false, container: container, on: current, line.span) {
                    steps.append(step)
                } else {
                    resolving = false
                }
            case .back, .adjust, .type:
                guard resolving, let current = screen else { continue }
                if let step = resolveRealScreenStep(line, on: current, index: steps.count, trail: &trail) {
                    steps.append(step)
                    if let destination = step.destination { screen = destination }
                } else {
                    resolving = false
                }
            case .expect(let profileName, let count):
                guard let profile = resolveProfile(profileName) else { continue }
                if let first = expectSpans[profile] {
                    duplicate("expect", profile, line.span, first)
                    continue
                }
                expectSpans[profile] = line.span
                expectations.append(Expectation(profile: profile, steps: count, span: line.span))
            case .waive(let profileName, let reason):
                guard let profile = resolveProfile(profileName) else { continue }
                if let first = waiveSpans[profile] {
                    duplicate("waive", profile, line.span, first)
                    continue
                }
                waiveSpans[profile] = line.span
                waivers.append(Waiver(profile: profile, reason: reason.text, span: line.span))
            }
        }
        if start != nil && steps.isEmpty && diagnostics.count == errorsBefore && !task.hasUnreadableLine {
            diagnostics.append(
                Diagnostic(
                    .problem(.emptyTask), .warning, "task '\(task.name.text)' does nothing after 'start'", at: task.name.span,
                    help: "add the steps a person takes: 'activate', 'choose' or 'find'"))
        }
        let hasError = diagnostics[errorsBefore...].contains { $0.severity == .error }
        guard !hasError, let start else { return nil }
        return FlowTask(
            name: task.name.text, span: task.name.span, start: start, steps: steps, expectations: expectations,
            waivers: waivers)
    }

    private func isStart(_ step: StepSyntax) -> Bool {
        if case .start = step.kind { true } else { false }
    }

    mutating func resolveStep(
        _ kind: Step.Kind, _ name: Name, byIcon: Bool, container: Name?, on screen: Int, _ span: Span
    ) -> Step? {
        var resolver = StepResolver(screens: screens, screen: screen, index: indexes.screen(screen), firstOffers: firstOffers)
        let step = resolver.resolve(kind, name, byIcon: byIcon, container: container, span: span)
        diagnostics += resolver.diagnostics
        return step
    }

    private mutating func resolveProfile(_ name: Name) -> Profile? {
        if let profile = Profile(rawValue: name.text) { return profile }
        report(
            .problem(.unknownProfile), "unknown profile '\(name.text)'", name.span,
            help: Suggestion.help(for: name.text, among: Profile.allCases.map(\.rawValue))
                ?? "profiles: " + Profile.allCases.map(\.rawValue).joined(separator: ", "))
        return nil
    }

    private mutating func duplicate(_ keyword: String, _ profile: Profile, _ span: Span, _ first: Span) {
        diagnostics.append(
            Diagnostic(
                .problem(.duplicateDirective), .error, "'\(keyword) \(profile.rawValue)' is written twice in this task", at: span,
                notes: [Note("first written here", at: first)], help: "keep one of the two"))
    }

    mutating func report(_ id: DiagnosticID, _ message: String, _ span: Span, help: String? = nil) {
        diagnostics.append(Diagnostic(id, .error, message, at: span, help: help))
    }
}

import FlowProgram
import FlowSyntax

/// One user action in a path, with its count where it repeats (`Swipe right ×2`).
public struct PathStep: Sendable {
    /// The screen the action happens on.
    public let screen: String
    /// What the person does; renderers word it (FlowReport's `StepWording`).
    public let kind: StepKind
    public let count: Int
    /// What the user hears or sees at this point.
    public let target: StepTarget
    public let marks: [Mark]
    /// The pattern behind the step's marks or friction.
    public let pattern: Pattern?
    /// The step is a blocker for this profile: a mark that is not the method's own channel.
    public let blocker: Bool
    /// The step works, at a cost the report calls friction.
    public let friction: Bool
    /// Unverified rules the step relies on.
    public let unverified: [Rule]
    /// The element the step acts on, where findings point.
    public let span: Span?

    init(
        screen: String, kind: StepKind, count: Int, target: StepTarget, marks: [Mark], pattern: Pattern?, blocker: Bool,
        friction: Bool, unverified: [Rule], span: Span?
    ) {
        self.screen = screen
        self.kind = kind
        self.count = count
        self.target = target
        self.marks = marks
        self.pattern = pattern
        self.blocker = blocker
        self.friction = friction
        self.unverified = unverified
        self.span = span
    }
}

/// A blocker or a friction, located at the element (or action) that causes it.
public struct Finding: Sendable, Hashable {
    public let pattern: Pattern
    public let span: Span
    /// Why, in a few words ("hears only 'button'").
    public let detail: String
}

public enum PathStatus: String, Sendable {
    case ok, blocked, unreachable, waived
}

/// A task compiled for one profile.
public struct ProfilePath: Sendable {
    public let profile: Profile
    public let status: PathStatus
    /// The sum of the path's counts.
    public let steps: Int
    public let path: [PathStep]
    /// What blocks a blocked path, why an unreachable one has none, or what a waiver covers:
    /// every blocker, accepted or not (`waiver(accepting:)`).
    public let blockers: [Finding]
    /// The path's friction, with the blockers of a pattern the configuration turns down.
    public let friction: [Finding]
    /// The task's waiver of the whole profile, if it accepts something (`Acceptance.whole`).
    public let waiver: Waiver?
    /// The waiver that accepts each accepted blocker or friction (`Acceptance`).
    let waivedFindings: [Finding: Waiver]
    /// The configuration's reason for each blocker it turned down to friction.
    let turnedDownFindings: [Finding: String]
    /// The profile's waivers that accept nothing: `unneeded-waiver`.
    public let unusedWaivers: [Waiver]
    /// `expect PROFILE at most N steps`, if the task says it.
    public let expectation: Expectation?
    /// Whether the path reaches the task's end (false for an unreachable one, waived or not).
    public let complete: Bool

    init(
        profile: Profile, steps: Int, acceptance: Acceptance, waiver: Waiver?, expectation: Expectation?, complete: Bool
    ) {
        self.profile = profile
        status = acceptance.status
        self.steps = steps
        path = acceptance.path
        blockers = acceptance.blockers
        friction = acceptance.friction
        waivedFindings = acceptance.waived
        turnedDownFindings = acceptance.turnedDown
        unusedWaivers = acceptance.unused
        self.waiver = waiver
        self.expectation = expectation
        self.complete = complete
    }

    /// The waiver that accepts `finding` (a blocker or friction of this path), if one does.
    public func waiver(accepting finding: Finding) -> Waiver? { waivedFindings[finding] }

    /// Why the configuration turned `finding`'s pattern down to friction, if it did.
    public func turnedDownReason(of finding: Finding) -> String? { turnedDownFindings[finding] }

    /// Whether some finding of the path is accepted by a waiver of one pattern: what the
    /// reports mark beside the finding (a waiver of the whole profile is shown once).
    public var hasFindingWaivers: Bool { waivedFindings.values.contains { $0.pattern != nil } }

    /// Whether a waiver of one pattern accepts the finding of `step`'s blocker or friction.
    public func isWaived(_ step: PathStep) -> Bool {
        guard let pattern = step.pattern, let span = step.span, step.blocker || step.friction else { return false }
        return waivedFindings.contains { $0.key.pattern == pattern && $0.key.span == span && $0.value.pattern != nil }
    }

    /// The blockers no waiver accepts: what fails the profile.
    public var openBlockers: [Finding] { waivedFindings.isEmpty ? blockers : blockers.filter { waivedFindings[$0] == nil } }

    /// The friction no waiver accepts: what `task-friction` names and `--strict` fails on.
    public var openFriction: [Finding] { waivedFindings.isEmpty ? friction : friction.filter { waivedFindings[$0] == nil } }

    /// The expectation is not met: more steps than allowed, or no path at all.
    public var expectationFailed: Bool {
        guard let expectation else { return false }
        return !complete || steps > expectation.steps
    }

    /// Whether the profile fails the build (waived paths do not).
    public var fails: Bool { status == .blocked || status == .unreachable || expectationFailed }
}

/// A task compiled for every profile, in profile order.
public struct TaskPaths: Sendable {
    public let task: FlowTask
    public let profiles: [ProfilePath]

    init(task: FlowTask, profiles: [ProfilePath]) {
        self.task = task
        self.profiles = profiles
    }

    /// The index, in the compilation's `SourceSet`, of the file that declares the task.
    public var file: Int { task.span.file }
}

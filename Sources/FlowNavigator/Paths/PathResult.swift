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
    /// What blocks a blocked path, why an unreachable one has none, or what a waiver covers.
    public let blockers: [Finding]
    public let friction: [Finding]
    public let waiver: Waiver?
    /// `expect PROFILE at most N steps`, if the task says it.
    public let expectation: Expectation?
    /// Whether the path reaches the task's end (false for an unreachable one, waived or not).
    public let complete: Bool

    init(
        profile: Profile, status: PathStatus, steps: Int, path: [PathStep], blockers: [Finding], friction: [Finding],
        waiver: Waiver?, expectation: Expectation?, complete: Bool
    ) {
        self.profile = profile
        self.status = status
        self.steps = steps
        self.path = path
        self.blockers = blockers
        self.friction = friction
        self.waiver = waiver
        self.expectation = expectation
        self.complete = complete
    }

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

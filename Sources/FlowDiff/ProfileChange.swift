import FlowProgram

/// One profile of one task, before and after: its outcome on each side, the difference in
/// steps, and the blockers and friction it gained and lost.
public struct ProfileChange: Sendable {
    public let profile: Profile
    /// Nil for a task that did not exist before.
    public let before: ProfileOutcome?
    /// Nil for a task that no longer exists.
    public let after: ProfileOutcome?
    public let blockers: FindingChanges
    public let friction: FindingChanges
    /// The steps grew by more than `ProgramComparison.maxIncrease`.
    public let pastMaxIncrease: Bool

    init(profile: Profile, before: ProfileOutcome?, after: ProfileOutcome?, blockers: FindingChanges, friction: FindingChanges, maxIncrease: Int?) {
        self.profile = profile
        self.before = before
        self.after = after
        self.blockers = blockers
        self.friction = friction
        let delta = Self.stepsDelta(before, after)
        pastMaxIncrease = maxIncrease.map { limit in delta.map { $0 > limit } ?? false } ?? false
    }

    /// After minus before, when both paths reach the task's end; nil otherwise, since the
    /// steps of a path that stops short count only as far as it got.
    public var stepsDelta: Int? { Self.stepsDelta(before, after) }

    private static func stepsDelta(_ before: ProfileOutcome?, _ after: ProfileOutcome?) -> Int? {
        guard let before, let after, before.complete, after.complete else { return nil }
        return after.steps - before.steps
    }

    /// The profile fails worse than before: it passed and now fails (ok or waived → over its
    /// `expect`, blocked or unreachable), or fails in a worse way (over its `expect` → blocked,
    /// blocked → unreachable). A new task that fails is a regression too: it fails the build.
    public var regression: Bool {
        guard let after, let failure = after.failure else { return false }
        guard let earlier = before?.failure else { return true }
        return failure > earlier
    }

    /// The profile failed before and fails less now, or passes.
    public var improvement: Bool {
        guard let before, let after, let earlier = before.failure else { return false }
        guard let failure = after.failure else { return true }
        return failure < earlier
    }

    /// Whether anything about the profile differs between the two sides.
    var isChange: Bool { before != after || !blockers.isEmpty || !friction.isEmpty }
}

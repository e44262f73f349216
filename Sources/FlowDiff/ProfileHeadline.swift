import FlowNavigator
import FlowProgram

/// A profile's biggest change across the tasks: what the summary line says of that method
/// ("VoiceOver +12 steps on 'Check out'").
public struct ProfileHeadline: Sendable, Equatable {
    public let profile: Profile
    public let change: Change
    /// The task it changed on.
    public let task: String
    /// How many other tasks the profile changed on.
    public let otherTasks: Int

    /// From the most to the least telling: a regression outranks a fix, a fix outranks the
    /// largest difference in steps, and that a status or findings that changed alone.
    public enum Change: Sendable, Equatable {
        /// Fails worse than before, or a new task that fails (`ProfileChange.regression`).
        case newlyFailing(ProfileOutcome.Failure)
        /// Failed before and fails less now (`to`), or passes (nil).
        case improved(from: ProfileOutcome.Failure, to: ProfileOutcome.Failure?)
        /// The steps grew (positive) or shrank, on complete paths.
        case steps(Int)
        /// The status changed with neither side failing more (ok to waived, waived to ok).
        case status(PathStatus)
        /// Only blockers or friction changed.
        case findings(added: Int, removed: Int)
        /// Only the task's `expect` for the profile changed: its steps now, or nil when removed.
        case expectation(atMost: Int?)
        /// Something else: the steps of a path that stops short.
        case other
    }

    /// The headline of each profile that changed on a task that exists after, in profile
    /// order; a new task counts only where it fails.
    static func of(_ tasks: [TaskChange]) -> [ProfileHeadline] {
        Profile.allCases.compactMap { profile in
            var best: (rank: [Int], change: Change, task: String)?
            var count = 0
            for task in tasks where task.kind != .removed {
                guard let change = task.profiles.first(where: { $0.profile == profile }),
                    let ranked = ranked(change, new: task.kind == .added)
                else { continue }
                count += 1
                // The first task of the highest rank: ties keep the earlier one.
                if best.map({ $0.rank.lexicographicallyPrecedes(ranked.rank) }) ?? true {
                    best = (ranked.rank, ranked.change, task.name)
                }
            }
            return best.map { ProfileHeadline(profile: profile, change: $0.change, task: $0.task, otherTasks: count - 1) }
        }
    }

    /// The change said of one profile of one task, with its rank: larger ranks are told first.
    private static func ranked(_ change: ProfileChange, new: Bool) -> (rank: [Int], change: Change)? {
        if change.regression, let failure = change.after?.failure { return ([5, failure.rawValue], .newlyFailing(failure)) }
        if new { return nil }
        if change.improvement, let earlier = change.before?.failure {
            return ([4, earlier.rawValue], .improved(from: earlier, to: change.after?.failure))
        }
        if let delta = change.stepsDelta, delta != 0 { return ([3, abs(delta), delta > 0 ? 1 : 0], .steps(delta)) }
        if let before = change.before, let after = change.after, before.status != after.status { return ([2], .status(after.status)) }
        let added = change.blockers.added.count + change.friction.added.count
        let removed = change.blockers.removed.count + change.friction.removed.count
        if added + removed > 0 { return ([1, added + removed], .findings(added: added, removed: removed)) }
        if let after = change.after, after.expectation != change.before?.expectation {
            return ([1, 0], .expectation(atMost: after.expectation))
        }
        return ([0], .other)
    }
}

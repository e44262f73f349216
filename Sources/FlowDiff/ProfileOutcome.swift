import FlowNavigator

/// What one profile's path came to on one side of a comparison: what `flowmap diff` shows as
/// "before" and "after".
public struct ProfileOutcome: Sendable, Equatable {
    public let status: PathStatus
    /// The sum of the path's counts; a count of an incomplete path says little (see `complete`).
    public let steps: Int
    /// Whether the path reaches the task's end (false for an unreachable one, waived or not).
    public let complete: Bool
    /// `expect PROFILE at most N steps`: N, if the task says it.
    public let expectation: Int?
    /// The task's `expect` for this profile is not met.
    public let expectationFailed: Bool

    /// How a profile fails the build, from the least to the worst: a path that works but is
    /// longer than its `expect`, a blocked one, one with no path at all. A regression is a
    /// profile whose failure gets worse (`ProfileChange.regression`).
    public enum Failure: Int, Sendable, Comparable {
        case overExpectation, blocked, unreachable

        public static func < (a: Failure, b: Failure) -> Bool { a.rawValue < b.rawValue }
    }

    public init(status: PathStatus, steps: Int, complete: Bool, expectation: Int?, expectationFailed: Bool) {
        self.status = status
        self.steps = steps
        self.complete = complete
        self.expectation = expectation
        self.expectationFailed = expectationFailed
    }

    init(_ path: ProfilePath) {
        self.init(
            status: path.status, steps: path.steps, complete: path.complete, expectation: path.expectation?.steps,
            expectationFailed: path.expectationFailed)
    }

    /// How the profile fails the build, or nil when it passes (ok, or waived, within its
    /// `expect`): the same rule as `ProfilePath.fails`.
    public var failure: Failure? {
        switch status {
        case .blocked: .blocked
        case .unreachable: .unreachable
        case .ok, .waived: expectationFailed ? .overExpectation : nil
        }
    }
}

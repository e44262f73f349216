import FlowProgram
import FlowSyntax

/// The patterns a project turns down to a warning (`.flowmap.json`'s `patterns`, read by the
/// command line): for every profile or for some, each with the reason the reports show. Plain
/// data, given to `Navigator.run`; `Acceptance` applies it.
public struct PatternSeverities: Sendable, Equatable {
    /// One pattern turned down: its blockers count as friction for these profiles (all when nil).
    public struct TurnedDown: Sendable, Equatable {
        public let profiles: Set<Profile>?
        public let reason: String

        public init(profiles: Set<Profile>?, reason: String) {
            self.profiles = profiles
            self.reason = reason
        }
    }

    public let turnedDown: [Pattern: TurnedDown]

    public init(turnedDown: [Pattern: TurnedDown] = [:]) {
        self.turnedDown = turnedDown
    }

    /// Every pattern as the navigator model says: nothing turned down.
    public static let model = PatternSeverities()

    /// The reason `pattern` is turned down for `profile`, if it is.
    public func reason(turningDown pattern: Pattern, for profile: Profile) -> String? {
        guard let setting = turnedDown[pattern], setting.profiles?.contains(profile) ?? true else { return nil }
        return setting.reason
    }
}

/// What a pattern does to one profile: one cell of navigator-model.md §5's table.
public struct Verdict: Sendable {
    /// The cell's verdict. A blocker names the mark its step carries (§4); it has none when the
    /// path reports it under another pattern or when no step is marked (Larger Text's own).
    public enum Kind: Sendable, Hashable {
        case ok
        case friction
        case blocker(Mark?)
        case unreachable
        /// The pattern cannot happen for the profile (Offscreen at Larger Text for all but Larger Text).
        case notAffected
    }

    public let kind: Kind
    /// The line `flowmap explain` prints under "Who it blocks", after the profile's name.
    public let explained: String
    /// The effect a blocked or frictional path's note prints, when it differs from the pattern's.
    let effect: String?

    static func ok(_ explained: String = "ok") -> Verdict { Verdict(kind: .ok, explained: explained, effect: nil) }

    static func notAffected(_ explained: String = "not affected") -> Verdict {
        Verdict(kind: .notAffected, explained: explained, effect: nil)
    }

    static func friction(_ explained: String, effect: String? = nil) -> Verdict {
        Verdict(kind: .friction, explained: explained, effect: effect)
    }

    static func blocker(_ mark: Mark?, _ explained: String, effect: String? = nil) -> Verdict {
        Verdict(kind: .blocker(mark), explained: explained, effect: effect)
    }

    static func unreachable(_ explained: String, effect: String? = nil) -> Verdict {
        Verdict(kind: .unreachable, explained: explained, effect: effect)
    }

    /// Voice Control on what shows no name or number: an inline link, a view not exposed as a
    /// control (navigator-model.md §5, §9.3; CVS Health).
    static func noNameOrNumber(effect: String) -> Verdict {
        .blocker(.sight, "blocker (sight): no name or number; only the grid, by looking", effect: effect)
    }

    /// The keyboard on what takes no focus (navigator-model.md §5, §9.3; CVS Health).
    static let tabNeverStops = Verdict.blocker(
        .gesture, "blocker (gesture): Tab never stops on it; only Tab+G gesture mode", effect: "not focusable: only Tab+G gesture mode")
}

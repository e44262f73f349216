/// How large components and repeats may make the screens (§9.1): sizes are computed from the
/// lines as written, before anything is expanded, and a screen past a limit is an error.
public struct ExpansionLimits: Sendable {
    /// The most elements one screen may have once expanded (each `use` line counting as one).
    public let screenElements: Int
    /// The most elements all screens together may gain by expansion.
    public let programElements: Int

    public init(screenElements: Int, programElements: Int) {
        self.screenElements = screenElements
        self.programElements = programElements
    }

    /// The language's limits (grammar.md, section 5).
    public static let language = ExpansionLimits(screenElements: 100_000, programElements: 1_000_000)
}

/// One line the formatter writes, before its comments are put back.
struct FormattedLine {
    /// Levels of indentation: two spaces each.
    let level: Int
    let words: String
    /// The 0-based source line it was printed from, which its comments are attached to; nil for
    /// a `when voiceover` line the formatter writes in place of one the tree does not keep.
    let origin: Int?
    /// A `screen`, `task` or `component` line: a blank line separates it from what is before it.
    let startsDeclaration: Bool

    init(level: Int, _ words: String, origin: Int?, startsDeclaration: Bool = false) {
        self.level = level
        self.words = words
        self.origin = origin
        self.startsDeclaration = startsDeclaration
    }
}

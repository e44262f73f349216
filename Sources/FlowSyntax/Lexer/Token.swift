/// The kinds of token. A token is a kind plus a byte range, as in Go's scanner.
public enum TokenKind: UInt8, Sendable {
    /// A bare word: a keyword, a profile id, a trait, a number or a size (`30x30`).
    case word
    /// A double-quoted string; its value is decoded by `Lexer.stringValue`.
    case string
    /// `->`
    case arrow
    /// `,`
    case comma
}

public struct Token: Sendable, Equatable {
    public let kind: TokenKind
    public let start: Int
    public let end: Int
    /// For strings: whether the value differs from the raw bytes between the quotes
    /// (escapes, typographic quotes or a missing closing quote).
    public let needsDecoding: Bool
    /// For strings: the line ended before the closing quote.
    public let unterminated: Bool
    /// For words: the keyword the word spells, if it spells one.
    public let keyword: Keyword?

    public init(
        kind: TokenKind, start: Int, end: Int, needsDecoding: Bool = false, unterminated: Bool = false,
        keyword: Keyword? = nil
    ) {
        self.kind = kind
        self.start = start
        self.end = end
        self.keyword = keyword
        self.needsDecoding = needsDecoding || unterminated
        self.unterminated = unterminated
    }
}

/// One physical line that holds tokens (blank and comment-only lines are not recorded).
public struct Line: Sendable {
    /// Leading spaces before the first token.
    public let indent: Int
    /// Offset of the line's first byte.
    public let start: Int
    /// The line's tokens: `tokens[tokenRange]`.
    public let tokenRange: Range<Int>
    /// The indentation holds a tab: the line's level is unknown.
    public let hasTab: Bool
    /// The lexer already reported an error on this line; the parser stays quiet about it.
    public let hasError: Bool
}

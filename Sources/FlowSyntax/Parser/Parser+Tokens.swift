/// Reading a line's tokens: what the next one is, and the expected words and strings, with the
/// error when they are missing.
extension Parser {
    func peek() -> Token? { cursor < lineEnd ? tokens[cursor] : nil }

    func peekStart() -> Int { cursor < lineEnd ? tokens[cursor].start : (cursor > 0 ? tokens[cursor - 1].end : 0) }

    func peekEnd() -> Int { cursor < lineEnd ? tokens[cursor].end : peekStart() }

    func span(_ token: Token) -> Span { Span(file: index, start: token.start, end: token.end) }

    func stringName(_ token: Token) -> Name { Name(Lexer.stringValue(token, in: file), span(token)) }

    /// The text of a word token; nil for other tokens.
    func wordText(_ token: Token) -> String? {
        guard token.kind == .word else { return nil }
        return String(decoding: file.bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Compares a word token with an ASCII keyword without building a String.
    func wordIs(_ token: Token, _ keyword: StaticString) -> Bool {
        guard token.kind == .word, token.end - token.start == keyword.utf8CodeUnitCount else { return false }
        let pointer = keyword.utf8Start
        for offset in 0..<keyword.utf8CodeUnitCount where file.bytes[token.start + offset] != pointer[offset] {
            return false
        }
        return true
    }

    func describe(_ token: Token?) -> String {
        guard let token else { return "end of line" }
        switch token.kind {
        case .word: return "'\(file.text(token.start..<token.end))'"
        case .string:
            var cut = min(token.end, token.start + 40)
            // Cut at the start of a scalar, never inside one (which would print as U+FFFD).
            while cut < token.end, file.bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            return "string \(file.text(token.start..<cut))\(cut < token.end ? "…" : "")"
        case .arrow: return "'->'"
        case .comma: return "','"
        }
    }

    /// The next token as `read` takes it, consumed. When the line has ended or `read` refuses
    /// the token, reports "expected WHAT after 'KEYWORD'" as `problem`, with `help`.
    mutating func expect<Value>(
        _ what: String, after keyword: String, _ problem: DiagnosticID.Problem = .expectedToken, help: String? = nil,
        _ read: (Parser, Token) -> Value?
    ) -> Value? {
        guard let token = peek(), let value = read(self, token) else {
            error(.problem(problem), "expected \(what) after '\(keyword)', found \(describe(peek()))", peekStart(), peekEnd(), help: help)
            return nil
        }
        cursor += 1
        return value
    }

    mutating func expectString(after keyword: String) -> Name? {
        expect("a string", after: keyword, help: "names and text are written in double quotes") { parser, token in
            token.kind == .string ? parser.stringName(token) : nil
        }
    }

    mutating func expectWordName(after keyword: String, what: String) -> Name? {
        expect(what, after: keyword) { parser, token in parser.wordText(token).map { Name($0, parser.span(token)) } }
    }

    mutating func expectWord(_ word: StaticString, after keyword: String, help: String? = nil) -> Bool {
        expect("'\(word)'", after: keyword, help: help) { parser, token in parser.wordIs(token, word) ? () : nil } != nil
    }

    @discardableResult
    mutating func expectLineEnd(help: String? = nil) -> Bool {
        guard let token = peek() else { return true }
        error(.problem(.expectedToken), "expected end of line, found \(describe(token))", token.start, token.end, help: help)
        return false
    }

    mutating func error(_ id: DiagnosticID, _ message: String, _ start: Int, _ end: Int, help: String? = nil) {
        guard !lineReported else { return }
        lineReported = true
        diagnostics.append(Diagnostic(id, .error, message, at: Span(file: index, start: start, end: end), help: help))
    }
}

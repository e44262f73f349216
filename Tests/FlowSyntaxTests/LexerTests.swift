import Testing
import FlowSyntax

/// The lexer on its own: tokens, lines, string values, and where its errors point.
@Suite struct LexerTests {
    static func lex(_ bytes: [UInt8]) -> (file: SourceFile, output: Lexer.Output) {
        let file = SourceFile(path: "a.flow", bytes: bytes)
        return (file, Lexer(file, index: 0).run())
    }

    static func lex(_ text: String) -> (file: SourceFile, output: Lexer.Output) {
        lex(Array(text.utf8))
    }

    /// "line:column id" for each diagnostic.
    static func located(_ diagnostics: [Diagnostic], in file: SourceFile) -> [String] {
        let table = LineIndex(file.bytes)
        return diagnostics.map {
            let (line, column) = table.location(of: $0.span.start)
            return "\(line):\(column) \($0.id.rawValue)"
        }
    }

    static func located(_ text: String) -> [String] {
        let (file, output) = lex(text)
        return located(output.diagnostics, in: file)
    }

    static func located(_ bytes: [UInt8]) -> [String] {
        let (file, output) = lex(bytes)
        return located(output.diagnostics, in: file)
    }

    static func kinds(_ text: String) -> [TokenKind] {
        lex(text).output.tokens.map(\.kind)
    }

    static func texts(_ text: String) -> [String] {
        let (file, output) = lex(text)
        return output.tokens.map { file.text($0.start..<$0.end) }
    }

    /// The values of the string tokens.
    static func strings(_ text: String) -> [String] {
        let (file, output) = lex(text)
        return output.tokens.filter { $0.kind == .string }.map { Lexer.stringValue($0, in: file) }
    }

    // MARK: Nothing to read

    /// A string argument shown escaped in test output.
    struct Text: CustomTestStringConvertible, Sendable {
        let text: String
        var testDescription: String { text.debugDescription }
    }

    @Test(arguments: ["", "\n", "\n\n\n", "# A comment.", "# One.\n  # Two, indented.\n\n", "   \n \n", "\u{FEFF}", "\u{FEFF}# BOM and comment\n"].map(Text.init))
    func emptyAndCommentOnlyFiles(_ input: Text) {
        let text = input.text
        let (_, output) = Self.lex(text)
        #expect(output.tokens.isEmpty)
        #expect(output.lines.isEmpty)
        #expect(output.diagnostics.isEmpty)
        let (syntax, diagnostics) = Parser.parse(SourceFile(path: "a.flow", text: text), index: 0)
        #expect(syntax.screens.isEmpty && syntax.tasks.isEmpty && diagnostics.isEmpty)
    }

    // MARK: Tokens

    @Test func tokenKinds() {
        #expect(Self.kinds(#"screen "A" -> "B", x"#) == [.word, .string, .arrow, .string, .comma, .word])
        #expect(Self.kinds(#"button"Go"->"B""#) == [.word, .string, .arrow, .string])
    }

    @Test func wordsJoinDashesAndDotsButNotArrows() {
        #expect(Self.texts("swipe-action fixed-height 44.5x30 chevron.right not-enabled") == [
            "swipe-action", "fixed-height", "44.5x30", "chevron.right", "not-enabled",
        ])
        #expect(Self.texts("a->b") == ["a", "->", "b"])
        #expect(Self.texts("a-->b") == ["a-", "->", "b"])
    }

    @Test func linesRecordIndentationAndSkipBlankLines() {
        let (_, output) = Self.lex("screen \"A\"\n\n  # comment\n  text \"B\"\n      \n    text \"C\"\n")
        #expect(output.lines.map(\.indent) == [0, 2, 4])
        #expect(output.lines.map { $0.tokenRange.count } == [2, 2, 2])
        #expect(output.lines.map(\.start) == [0, 24, 42])
    }

    @Test func crlfIsALineEnd() {
        let (file, output) = Self.lex("screen \"A\"\r\n  text \"B\"\r\n")
        #expect(output.diagnostics.isEmpty)
        #expect(output.lines.map(\.indent) == [0, 2])
        #expect(output.tokens.map { file.text($0.start..<$0.end) } == ["screen", "\"A\"", "text", "\"B\""])
    }

    @Test func byteOrderMarkIsSkipped() {
        let (file, output) = Self.lex("\u{FEFF}screen \"A\"\n")
        #expect(output.diagnostics.isEmpty)
        #expect(output.tokens.first?.start == 3)
        #expect(output.lines.first?.indent == 0)
        // The mark takes no column: an error right after it is at column 1.
        #expect(Self.located("\u{FEFF}@\n") == ["1:1 unexpected-character"])
        #expect(file.text(output.tokens[0].start..<output.tokens[0].end) == "screen")
    }

    // MARK: String values

    @Test func stringValues() {
        #expect(Self.strings(#"text "plain""#) == ["plain"])
        #expect(Self.strings(#"text "Say \"hi\"""#) == [#"Say "hi""#])
        #expect(Self.strings(#"text "C:\\Drinks""#) == [#"C:\Drinks"#])
        #expect(Self.strings(#"text "\\\"" "\\""#) == [#"\""#, #"\"#])
        #expect(Self.strings(#"text """#) == [""])
        #expect(Self.strings(##"text "# not a comment" # a comment"##) == ["# not a comment"])
        #expect(Self.strings(#"text "Café · 3 € 🍵""#) == ["Café · 3 € 🍵"])
        #expect(Self.strings(#"text "say “hi”""#) == ["say “hi”"])
    }

    @Test func stringValuesAfterAnError() {
        // An invalid escape is kept as written.
        #expect(Self.strings(#"text "Tea\nMilk""#) == [#"Tea\nMilk"#])
        // An unterminated string runs to the end of its line, without the trailing spaces.
        #expect(Self.strings("text \"Hello   \n") == ["Hello"])
        #expect(Self.strings("text \"Hello # there\r\n") == ["Hello # there"])
        #expect(Self.strings(#"text "ends in an escaped quote\""#) == [#"ends in an escaped quote""#])
        // Typographic quotes open (and close) a string.
        #expect(Self.strings("button “Pay”") == ["Pay"])
        #expect(Self.strings("button “Pay\"") == ["Pay"])
        #expect(Self.strings("button “Say \\\"hi\\\"”") == [#"Say "hi""#])
    }

    // MARK: Errors and where they point

    @Test func unterminatedStringAtTheEndOfTheFile() {
        // No line end after the last line: the error is still at the opening quote.
        #expect(Self.located(#"screen "A"#) == ["1:8 unterminated-string"])
        #expect(Self.located("screen \"A\"\n  text \"B") == ["2:8 unterminated-string"])
        // A backslash with nothing after it is the line's first error.
        #expect(Self.located("screen \"A\"\n  text \"B\\") == ["2:10 invalid-escape"])
    }

    @Test func errorsInTheLastByte() {
        #expect(Self.located(Array("screen \"A\"\n".utf8) + [0xFF]) == ["2:1 invalid-utf8"])
        #expect(Self.located(Array("screen \"A\" ".utf8) + [0xC3]) == ["1:12 invalid-utf8"])
        #expect(Self.located(Array("screen \"A\"".utf8) + [0x00]) == ["1:11 nul-byte"])
        #expect(Self.located(Array("screen \"A\"".utf8) + [0x0D]) == ["1:11 stray-carriage-return"])
        #expect(Self.located("screen \"A\" @") == ["1:12 unexpected-character"])
    }

    @Test func columnsCountScalarsNotBytes() {
        // "Café · 3 €" is 10 scalars in 14 bytes.
        #expect(Self.located(#"screen "Café · 3 €" @"#) == ["1:21 unexpected-character"])
        #expect(Self.located("screen \"A\"\n  text \"🍵\" @") == ["2:12 unexpected-character"])
        #expect(Self.located("screen \"A\"\n  text \"👩‍👩‍👧\" @") == ["2:16 unexpected-character"])
        #expect(Self.located(Array("  text \"日本\" ".utf8) + [0xFF]) == ["1:13 invalid-utf8"])
        #expect(Self.located("  text \"é\\q\"") == ["1:10 invalid-escape"])
    }

    @Test func oneLexicalErrorPerLine() {
        #expect(Self.located("screen \"A\" @ $ %\n") == ["1:12 unexpected-character"])
        #expect(Self.located(Array("  text \"".utf8) + [0xFF, 0x00] + Array("\\q\" ~\n".utf8)) == ["1:9 invalid-utf8"])
        #expect(Self.located(Array("  text \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"\n".utf8)) == ["1:9 invalid-utf8"])
        // The next line starts afresh.
        #expect(Self.located("@ $\n% &\n") == ["1:1 unexpected-character", "2:1 unexpected-character"])
    }

    @Test func aTabIsTheFirstErrorOfItsLine() {
        #expect(Self.located("screen \"A\"\n\ttext \"B\n") == ["2:1 tab-indent"])
        #expect(Self.located("screen \"A\"\n  \ttext \"B\" @\n") == ["2:3 tab-indent"])
        // A tab in a blank or comment-only line is harmless.
        #expect(Self.located("screen \"A\"\n\t\n\t# note\n  text \"B\"\n").isEmpty)
        // A tab between tokens is a space.
        #expect(Self.located("screen\t\"A\"\t# note\n").isEmpty)
    }

    @Test func typographicQuoteIsReportedOnceAndReadAsAString() {
        let (file, output) = Self.lex("  button “Pay” -> “Checkout”\n")
        #expect(Self.located(output.diagnostics, in: file) == ["1:10 unexpected-character"])
        #expect(output.tokens.map(\.kind) == [.word, .string, .arrow, .string])
        #expect(output.tokens.filter { $0.kind == .string }.map { Lexer.stringValue($0, in: file) } == ["Pay", "Checkout"])
    }

    @Test func singleCurlyQuotesAreUnexpected() {
        #expect(Self.located("  text ‘Pay’\n") == ["1:8 unexpected-character"])
    }

    @Test func controlCharactersAndNUL() {
        #expect(Self.located(Array("screen \"A\" ".utf8) + [0x01]) == ["1:12 unexpected-character"])
        #expect(Self.lex(Array("screen \"A\" ".utf8) + [0x1B]).output.diagnostics.first?.message == #"unexpected control character '\u{1B}'"#)
        #expect(Self.located(Array("screen \"A".utf8) + [0x00] + Array("B\"\n".utf8)) == ["1:10 nul-byte"])
        #expect(Self.located(Array("# comment ".utf8) + [0x00] + Array("\n".utf8)) == ["1:11 nul-byte"])
    }

    @Test func loneCarriageReturns() {
        #expect(Self.located("screen \"A\"\r  text \"B\"\n") == ["1:11 stray-carriage-return"])
        #expect(Self.located("screen \"A\r\"\n") == ["1:10 stray-carriage-return"])
        // A lone CR after a comment would otherwise turn the next "line" into comment text.
        #expect(Self.located("# note\rscreen \"A\"\r") == ["1:7 stray-carriage-return"])
        #expect(Self.located("# note\r\nscreen \"A\"\r\n").isEmpty)
    }
}

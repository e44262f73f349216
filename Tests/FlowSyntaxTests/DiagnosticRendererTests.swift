import FlowOutput
@testable import FlowSyntax
import Testing

/// Both renderings of hand-made diagnostics, compared line for line.
@Suite struct DiagnosticRendererTests {
    static let short = DiagnosticRenderer(style: .short)
    static let rich = DiagnosticRenderer(style: .rich)

    /// A diagnostic over the first occurrence of `marked` in `file` (file 0 of its set), or an
    /// empty span at `offset` when given.
    static func diagnostic(
        _ file: SourceFile, _ marked: String? = nil, offset: Int? = nil, severity: Severity = .error,
        notes: [Note] = [], help: String? = nil
    ) -> Diagnostic {
        var span = Span(file: 0, start: offset ?? 0, end: offset ?? 0)
        if let marked, let range = find(marked, in: file) {
            span = Span(file: 0, start: range.lowerBound, end: range.upperBound)
        }
        return Diagnostic(.problem(.unknownScreen), severity, "message", at: span, notes: notes, help: help)
    }

    static func find(_ needle: String, in file: SourceFile) -> Range<Int>? {
        let bytes = Array(needle.utf8)
        guard bytes.count <= file.bytes.count else { return nil }
        for start in 0...(file.bytes.count - bytes.count) where Array(file.bytes[start..<start + bytes.count]) == bytes {
            return start..<start + bytes.count
        }
        return nil
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func richMatchesTheClangLayout() {
        let file = SourceFile(path: "flows/a.flow", text: String(repeating: "\n", count: 11) + "  start \"Chekout\"\n")
        let diagnostic = Diagnostic(
            .problem(.unknownScreen), .error, "unknown screen 'Chekout'",
            at: Span(file: 0, start: 19, end: 28), help: "did you mean 'Checkout'?")
        #expect(
            Self.lines(Self.rich.render([diagnostic], in: SourceSet([file]))) == [
                "flows/a.flow:12:9: error: unknown screen 'Chekout' [unknown-screen]",
                "   12 |   start \"Chekout\"",
                "      |         ^~~~~~~~~",
                "      = help: did you mean 'Checkout'?",
            ])
        // The short style keeps the help, as a note at the diagnostic's place (swiftc's form).
        #expect(
            Self.lines(Self.short.render([diagnostic], in: SourceSet([file]))) == [
                "flows/a.flow:12:9: error: unknown screen 'Chekout' [unknown-screen]",
                "flows/a.flow:12:9: note: did you mean 'Checkout'?",
            ])
    }

    @Test func shortPrintsNotesAndHelpOnTheirOwnLines() {
        let a = SourceFile(path: "a.flow", text: "screen \"A\"\n")
        let b = SourceFile(path: "sub/b.flow", text: "\n\nscreen \"A\"\n")
        let duplicate = Span(file: 1, start: 9, end: 12)
        let diagnostic = Diagnostic(
            .problem(.duplicateScreen), .error, "screen 'A' is declared twice", at: duplicate,
            notes: [Note("first declared here", at: Span(file: 0, start: 7, end: 10)), Note("screens share one namespace")],
            help: "rename one")
        let warning = Diagnostic(.problem(.emptyTask), .warning, "task has no steps", at: Span(file: 0, start: 0, end: 6))
        #expect(
            Self.lines(Self.short.render([diagnostic, warning], in: SourceSet([a, b]))) == [
                "sub/b.flow:3:8: error: screen 'A' is declared twice [duplicate-screen]",
                "a.flow:1:8: note: first declared here",
                "sub/b.flow:3:8: note: screens share one namespace",
                "sub/b.flow:3:8: note: rename one",
                "a.flow:1:1: warning: task has no steps [empty-task]",
            ])
        #expect(
            Self.lines(Self.rich.render([diagnostic, warning], in: SourceSet([a, b]))) == [
                "sub/b.flow:3:8: error: screen 'A' is declared twice [duplicate-screen]",
                "    3 | screen \"A\"",
                "      |        ^~~",
                "      = note: a.flow:1:8: first declared here",
                "      = note: screens share one namespace",
                "      = help: rename one",
                "",
                "a.flow:1:1: warning: task has no steps [empty-task]",
                "    1 | screen \"A\"",
                "      | ^~~~~~",
            ])
    }

    @Test func aNoteAtTheDiagnosticsOwnPlaceDoesNotRepeatIt() {
        let file = SourceFile(path: "a.flow", text: "screen \"A\"\n")
        let span = Span(file: 0, start: 7, end: 10)
        let diagnostic = Diagnostic(.problem(.duplicateScreen), .error, "m", at: span, notes: [Note("here", at: span)])
        #expect(Self.lines(Self.rich.render(diagnostic, in: SourceSet([file]))).last == "      = note: here")
    }

    @Test func theCaretCountsScalarsOnAMultiByteLine() {
        let file = SourceFile(path: "a.flow", text: "screen \"Café · 🍰\"\n  text \"né\" buton\n")
        let line1 = Self.rich.render(Self.diagnostic(file, "🍰"), in: SourceSet([file]))
        #expect(Self.lines(line1)[0] == "a.flow:1:16: error: message [unknown-screen]")
        #expect(Self.lines(line1)[1] == "    1 | screen \"Café · 🍰\"")
        #expect(Self.lines(line1)[2] == "      |                ^")
        let line2 = Self.lines(Self.rich.render(Self.diagnostic(file, "buton"), in: SourceSet([file])))
        #expect(line2[0] == "a.flow:2:13: error: message [unknown-screen]")
        #expect(line2[2] == "      |             ^~~~~")
    }

    @Test func anEmptySpanGetsOneCaret() {
        let file = SourceFile(path: "a.flow", text: "screen \"A\" extra\n")
        let lines = Self.lines(Self.rich.render(Self.diagnostic(file, offset: 11), in: SourceSet([file])))
        #expect(lines[0] == "a.flow:1:12: error: message [unknown-screen]")
        #expect(lines[2] == "      |            ^")
    }

    @Test func aSpanAtTheEndOfTheFileStillRenders() {
        let file = SourceFile(path: "a.flow", text: "screen \"A\"\n")
        #expect(
            Self.lines(Self.rich.render(Self.diagnostic(file, offset: file.bytes.count), in: SourceSet([file]))) == [
                "a.flow:2:1: error: message [unknown-screen]",
                "    2 |",
                "      | ^",
            ])
        let unterminated = SourceFile(path: "b.flow", text: "screen \"A")
        #expect(
            Self.lines(Self.rich.render(Self.diagnostic(unterminated, offset: unterminated.bytes.count), in: SourceSet([unterminated]))) == [
                "b.flow:1:10: error: message [unknown-screen]",
                "    1 | screen \"A",
                "      |          ^",
            ])
        let empty = SourceFile(path: "c.flow", bytes: [])
        #expect(Self.lines(Self.rich.render(Self.diagnostic(empty, offset: 0), in: SourceSet([empty])))[1...] == ["    1 |", "      | ^"])
    }

    @Test func aSpanPastTheEndOfItsLineIsUnderlinedToTheEnd() {
        let file = SourceFile(path: "a.flow", text: "screen \"A\r\n  button\n")
        let span = Span(file: 0, start: 7, end: file.bytes.count)
        let lines = Self.lines(Self.rich.render(Diagnostic(.problem(.unterminatedString), .error, "m", at: span), in: SourceSet([file])))
        #expect(lines[1] == "    1 | screen \"A")
        #expect(lines[2] == "      |        ^~")
    }

    /// A tab is one space; any other control is shown by code point, and the caret moves with it.
    @Test func tabsAndControlCharactersKeepTheCaretAligned() {
        let file = SourceFile(path: "a.flow", text: "\tscreen\r\"A\" \u{1B}x\n")
        let lines = Self.lines(Self.rich.render(Self.diagnostic(file, "x"), in: SourceSet([file])))
        #expect(lines[0] == "a.flow:1:14: error: message [unknown-screen]")
        #expect(lines[1] == "    1 |  screen\\u{D}\"A\" \\u{1B}x")
        #expect(lines[2] == "      |                       ^")
    }

    @Test func aLongLineIsShownAsAWindowAroundTheSpan() {
        let text = String(repeating: "a", count: 500) + "TARGET" + String(repeating: "b", count: 500) + "\n"
        let file = SourceFile(path: "a.flow", text: text)
        let lines = Self.lines(Self.rich.render(Self.diagnostic(file, "TARGET"), in: SourceSet([file])))
        #expect(lines[0] == "a.flow:1:501: error: message [unknown-screen]")
        let shown = lines[1].dropFirst("    1 | ".count)
        #expect(shown.hasPrefix("…a"))
        #expect(shown.hasSuffix("b…"))
        #expect(shown.unicodeScalars.count <= 202)
        let caret = lines[2].dropFirst("      | ".count)
        let column = caret.unicodeScalars.prefix { $0 == " " }.count
        #expect(Array(shown.unicodeScalars)[column...].prefix(6).map(Character.init) == Array("TARGET"))
        #expect(caret.hasSuffix("^~~~~~"))
    }

    @Test func aLongSpanIsCutAtTheWindow() {
        let text = "screen \"" + String(repeating: "x", count: 1000) + "\n"
        let file = SourceFile(path: "a.flow", text: text)
        let span = Span(file: 0, start: 7, end: file.bytes.count)
        let lines = Self.lines(Self.rich.render(Diagnostic(.problem(.unterminatedString), .error, "m", at: span), in: SourceSet([file])))
        #expect(lines[1] == "    1 | screen \"" + String(repeating: "x", count: 192) + "…")
        #expect(lines[2] == "      |        ^" + String(repeating: "~", count: 192))
    }

    @Test func aLongLineEndingAtTheSpanShowsItsEnd() {
        let text = String(repeating: "a", count: 300) + "Z\n"
        let file = SourceFile(path: "a.flow", text: text)
        let lines = Self.lines(Self.rich.render(Self.diagnostic(file, "Z"), in: SourceSet([file])))
        #expect(lines[1] == "    1 | …" + String(repeating: "a", count: 199) + "Z")
        #expect(lines[2] == "      | " + String(repeating: " ", count: 200) + "^")
    }

    @Test func invalidUTF8NeverCrashes() {
        let file = SourceFile(path: "a.flow", bytes: [0x61, 0xFF, 0x62, 0xC3, 0x0A, 0xE2, 0x82])
        let bad = Diagnostic(.problem(.invalidUTF8), .error, "invalid UTF-8", at: Span(file: 0, start: 1, end: 2))
        let lines = Self.lines(Self.rich.render(bad, in: SourceSet([file])))
        #expect(lines[1] == "    1 | a\u{FFFD}b\u{FFFD}")
        #expect(lines[2] == "      |  ^")
        // A span starting inside a character, and one at the truncated last line.
        let inside = Diagnostic(.problem(.invalidUTF8), .error, "m", at: Span(file: 0, start: 6, end: 7))
        #expect(Self.lines(Self.rich.render(inside, in: SourceSet([file]))).count == 3)
    }

    @Test func colourOnlyWhenAsked() {
        let file = SourceFile(path: "a.flow", text: "screen \"A\"\n")
        let kinds: [(Severity, String)] = [(.error, "\u{1B}[31m"), (.warning, "\u{1B}[33m"), (.note, "\u{1B}[36m")]
        for (severity, code) in kinds {
            let diagnostic = Self.diagnostic(file, "A", severity: severity, notes: [Note("n")], help: "h")
            for style in [DiagnosticRenderer.Style.short, .rich] {
                let coloured = DiagnosticRenderer(style: style, color: true).render([diagnostic], in: SourceSet([file]))
                #expect(coloured.contains(code))
                #expect(coloured.contains("\u{1B}[1m"))
                #expect(!DiagnosticRenderer(style: style).render([diagnostic], in: SourceSet([file])).contains("\u{1B}"))
            }
        }
    }

    @Test func nothingToRenderIsEmpty() {
        #expect(Self.rich.render([], in: SourceSet([])) == "")
        #expect(Self.short.render([], in: SourceSet([])) == "")
    }

    /// GitHub Actions annotations: one workflow command per diagnostic, never coloured,
    /// with the runner's escaping in the message and in the properties.
    @Test func githubAnnotations() {
        let file = SourceFile(path: "dir,1/a:b.flow", text: "screen \"A\"\n")
        let diagnostic = Self.diagnostic(file, "A", severity: .warning, notes: [Note("n")], help: "100% sure")
        let text = DiagnosticRenderer(style: .github, color: true).render([diagnostic], in: SourceSet([file]))
        #expect(text.hasPrefix("::warning file=dir%2C1/a%3Ab.flow,line=1,col=9,title=unknown-screen::message%0An"))
        #expect(text.hasSuffix("%0An%0Ahelp: 100%25 sure\n"))
        #expect(!text.contains("\u{1B}"))
        #expect(text.split(separator: "\n").count == 1)
        let error = Self.diagnostic(file, "A", severity: .error, notes: [], help: nil)
        #expect(DiagnosticRenderer(style: .github).render([error], in: SourceSet([file])).hasPrefix("::error "))
    }
}

/// Names in messages come from the flow; what would drive a terminal is shown by code point.
@Suite struct PrintableMessageTests {
    @Test func controlAndBidiScalarsAreShownByCodePoint() {
        let file = SourceFile(path: "a.flow", text: "x\n")
        let message = "unknown screen 'A\u{1B}[31mB\u{202E}C\u{2028}D'"
        let diagnostic = Diagnostic(.problem(.unknownScreen), .error, message, at: Span(file: 0, start: 0, end: 1))
        for style in [DiagnosticRenderer.Style.short, .rich] {
            let text = DiagnosticRenderer(style: style).render([diagnostic], in: SourceSet([file]))
            #expect(text.contains("unknown screen 'A\\u{1B}[31mB\\u{202E}C\\u{2028}D'"))
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{2028}" })
        }
        #expect(PrintableText.escaped("Café · 3 € 🍰") == "Café · 3 € 🍰")
    }
}

/// The renderer works on UTF-8 bytes; these pin it to the runner's escaping where a
/// per-Character version missed.
@Suite struct ByteLevelRenderingTests {
    /// `%`, CR and LF are escaped byte by byte, also when a combining mark follows them (one
    /// Character, which the per-Character version let through unescaped).
    @Test func githubEscapingIsByByte() {
        let file = SourceFile(path: "a,b:c%\u{301}.flow", text: "x\n")
        let diagnostic = Diagnostic(
            .problem(.unknownScreen), .error, "50%\u{301} done\r\nnext", at: Span(file: 0, start: 0, end: 1),
            notes: [Note("n:1,2")], help: "100%")
        let text = DiagnosticRenderer(style: .github).render([diagnostic], in: SourceSet([file]))
        #expect(text == "::error file=a%2Cb%3Ac%25\u{301}.flow,line=1,col=1,title=unknown-screen::50%25\u{301} done%0D%0Anext%0An:1,2%0Ahelp: 100%25\n")
    }

    @Test func aNonASCIILineWithAControlCharacterKeepsTheCaretAligned() {
        let file = SourceFile(path: "a.flow", bytes: Array("é\u{1B}€ x\n".utf8) + [0xFF, 0x0A])
        let span = Span(file: 0, start: 7, end: 8)
        let lines = DiagnosticRendererTests.lines(DiagnosticRenderer(style: .rich).render([Diagnostic(.problem(.unknownScreen), .error, "m", at: span)], in: SourceSet([file])))
        #expect(lines[1] == "    1 | é\\u{1B}€ x")
        #expect(lines[2] == "      |          ^")
    }
}

import FlowOutput
import FlowSyntax
import Testing

/// File paths and names are hostile: whatever they hold, no style of diagnostic lets a scalar
/// through that drives a terminal, ends a line or reorders it. Each is shown by code point.
@Suite struct HostileTextRenderingTests {
    /// One of every kind: ESC with a CSI and an OSC, a bell, CR LF (one Character), NEL, a C1
    /// CSI, the line and paragraph separators, and the bidirectional controls.
    static let hostile =
        "a\u{1B}[2J\u{1B}]52;c;eA==\u{07}b\r\n::error::forged\nc\u{85}\u{9B}d\u{2028}\u{2029}"
        + "\u{061C}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}e"

    /// Every scalar the sanitiser must never let through.
    static let forbidden: [Unicode.Scalar] =
        (Array(0..<0x20).filter { $0 != 0x0A } + Array(0x7F..<0xA0) + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029]
            + Array(0x202A...0x202E) + Array(0x2066...0x2069)).map { Unicode.Scalar(UInt32($0))! }

    static func render(_ style: DiagnosticRenderer.Style, path: String, message: String, line: String = "x\n") -> String {
        let file = SourceFile(path: path, text: line)
        let diagnostic = Diagnostic(
            .problem(.unknownScreen), .error, message, at: Span(file: 0, start: 0, end: 1), notes: [Note(message)], help: message)
        return DiagnosticRenderer(style: style).render([diagnostic], in: SourceSet([file]))
    }

    @Test(arguments: DiagnosticRenderer.Style.allCases)
    func aHostilePathAndMessageAreShownByCodePoint(style: DiagnosticRenderer.Style) {
        let text = Self.render(style, path: "dir/\(Self.hostile).flow", message: "unknown screen '\(Self.hostile)'")
        #expect(!text.unicodeScalars.contains { Self.forbidden.contains($0) })
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        switch style {
        case .github:
            // One workflow command, and nothing that starts another: CR and LF by the runner's
            // escapes, which it decodes back; what it has no escape for by code point.
            #expect(lines.count == 1)
            #expect(lines.first?.hasPrefix("::error file=dir/a\\u{1B}[2J\\u{1B}]52;c;eA==\\u{7}b%0D%0A%3A%3Aerror%3A%3Aforged%0Ac\\u{85}") == true)
        case .short:
            // The header, the note and the help, each on its own line, starting with the path.
            #expect(lines.count == 3)
            #expect(lines.allSatisfy { $0.hasPrefix("dir/a\\u{1B}[2J\\u{1B}]52;c;eA==\\u{7}b\\u{D}\\u{A}::error::forged\\u{A}c\\u{85}\\u{9B}d") })
        case .rich:
            #expect(lines.first?.hasPrefix("dir/a\\u{1B}[2J") == true)
            #expect(lines.first?.contains("\\u{202E}\\u{2066}\\u{2067}\\u{2068}\\u{2069}e.flow:1:1: error:") == true)
        }
    }

    /// The source line of the rich style shows a bidirectional override or a C1 control by
    /// code point, and the caret stays under the span it marks.
    @Test func theRichExcerptShowsBidiAndC1ByCodePointWithTheCaretAligned() {
        let line = "  button \"\u{202E}yaP\u{9B}\" -> \"Nowhere\"\n"
        let file = SourceFile(path: "a.flow", text: line)
        let start = line.utf8.count - "\"Nowhere\"\n".utf8.count
        let diagnostic = Diagnostic(.problem(.unknownScreen), .error, "m", at: Span(file: 0, start: start, end: start + 9))
        let text = DiagnosticRenderer(style: .rich).render([diagnostic], in: SourceSet([file]))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "    1 |   button \"\\u{202E}yaP\\u{9B}\" -> \"Nowhere\"")
        let shown = lines[1].utf8.count - "\"Nowhere\"".utf8.count
        #expect(lines[2] == String(repeating: " ", count: 6) + "|" + String(repeating: " ", count: shown - 7) + "^~~~~~~~~")
    }

    /// A tab in the source line keeps its one column, as positions count it.
    @Test func aTabInTheExcerptIsOneSpace() {
        let file = SourceFile(path: "a.flow", text: "screen\t\"\u{1B}\" x\n")
        let diagnostic = Diagnostic(.problem(.expectedToken), .error, "m", at: Span(file: 0, start: 11, end: 12))
        let lines = DiagnosticRenderer(style: .rich).render([diagnostic], in: SourceSet([file])).split(separator: "\n")
        #expect(lines[1] == "    1 | screen \"\\u{1B}\" x")
        #expect(lines[2] == "      |" + String(repeating: " ", count: 17) + "^")
    }
}

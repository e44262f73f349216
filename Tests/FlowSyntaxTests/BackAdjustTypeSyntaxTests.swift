import Foundation
import Testing

@testable import FlowSyntax

/// The syntax of navigator-model.md §9.1 and §9.2 that alerts, escape, `back`, `adjust` and
/// `type` add: parsed with no diagnostic, and dumped as written.
@Suite struct BackAdjustTypeSyntaxTests {
    static func parse(_ text: String) -> (dump: String, diagnostics: [Diagnostic]) {
        let parsed = Parser.parse(SourceFile(path: "t.flow", bytes: Array(text.utf8)), index: 0)
        return (SyntaxDump.dump(parsed.syntax), parsed.diagnostics)
    }

    @Test func alertsEscapeRangesAndStepsRoundTrip() {
        let input = """
            screen "Delete?" alert
              button "Cancel" escape -> "Message"
            screen "Options" scrolls sheet
              slider "Volume" value "20%" range 0 100 by 5
              stepper "Size" value "3" range 1 7
            task "Steps"
              start "Message"
              back
              adjust "Volume" to 40.5
              type "hello" in "Name"

            """
        let parsed = Self.parse(input)
        #expect(parsed.diagnostics.isEmpty)
        // The dump writes every line as it was written.
        #expect(parsed.dump == input)
    }

    @Test(arguments: [
        ("  adjust \"Volume\" 40", "expected-token"),
        ("  adjust \"Volume\" to", "malformed-count"),
        ("  adjust \"Volume\" to 4x", "malformed-count"),
        // Values are not negative: a minus sign starts no token.
        ("  adjust \"Volume\" to -4", "unexpected-character"),
        ("  type \"hello\" \"Name\"", "expected-token"),
        ("  type \"hello\" in", "expected-token"),
        ("  back \"Inbox\"", "expected-token"),
    ])
    func malformedStepsAreReported(_ line: String, _ id: String) {
        let parsed = Self.parse("task \"T\"\n  start \"A\"\n\(line)\n")
        #expect(parsed.diagnostics.map(\.id.rawValue) == [id], "\(line)")
    }

    @Test func aScreenLineTakesOnePresentation() {
        for line in ["screen \"A\" alert sheet\n", "screen \"A\" sheet alert\n", "screen \"A\" alert alert\n"] {
            #expect(Self.parse(line).diagnostics.map(\.id.rawValue) == ["expected-token"], "\(line)")
        }
    }

    /// Numbers (sizes, ranges, `adjust` values) read as the standard library reads them: whole
    /// numbers by their digits, the rest by `Double(String)`; anything but a decimal is nil.
    @Test func aNumberIsReadAsTheStandardLibraryReadsIt() {
        for text in ["0", "007", "44", "1000000", "123456789012345", "1234567890123456", "99999999999999999999", "0.5", "2.25", "0.1"] {
            #expect(Parser.decimalValue(ArraySlice(Array(text.utf8))) == Double(text), "\(text)")
        }
        for text in ["", ".5", "1.", "1.2.3", "-1", "1e3", "４４", "12a"] {
            #expect(Parser.decimalValue(ArraySlice(Array(text.utf8))) == nil, "\(text)")
        }
    }

    /// A block's array is sized by the lines under it, but no further than `reservedLines`:
    /// lines skipped under an unreadable one count and hold nothing.
    @Test func aBlockReservesForAtMostSoManyLines() {
        let text = "screen \"A\"\n  bogus\n" + String(repeating: "    x\n", count: 5000) + "  button \"B\"\n"
        let parsed = Parser.parse(SourceFile(path: "t.flow", bytes: Array(text.utf8)), index: 0)
        #expect(parsed.syntax.screens.first?.elements.count == 1)
        #expect((parsed.syntax.screens.first?.elements.capacity ?? 0) < 2 * Parser.reservedLines)
    }
}

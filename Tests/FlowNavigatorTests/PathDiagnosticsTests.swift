import Testing
import FlowSyntax
import FlowNavigator
import FlowPipeline

/// A blocked task's message names what blocks it, each pattern once, and no line: its notes
/// point at the lines (and a line number in a message would change its SARIF fingerprint
/// whenever a line above it moves).
@Suite struct PathDiagnosticsTests {
    @Test func aMessageNamesEachPatternOnceAndTheNotesTheLines() throws {
        let compilation = Compilation.run([
            SourceFile(
                path: "p.flow",
                text: """
                    screen "S"
                      text "Row 1"
                        gesture swipe "Delete 1"
                      text "Row 2"
                        gesture swipe "Delete 2"

                    task "Clear"
                      start "S"
                      activate "Delete 1"
                      activate "Delete 2"
                    """)
        ])
        let blocked = try #require(compilation.diagnostics.first { $0.id == .problem(.taskBlocked) })
        #expect(blocked.message == "'Clear' is blocked for VoiceOver: Swipe Trap")
        var locator = SourceLocator(compilation.sources)
        #expect(blocked.notes.compactMap { $0.span.map { locator.location(of: $0).line } } == [3, 5])
    }
}

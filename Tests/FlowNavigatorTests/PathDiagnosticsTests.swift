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

    /// Two Swipe Traps, one accepted `on` its row: the error names the other, its notes show the
    /// accepted one with its reason, and a waiver of the whole profile is still needed. Once
    /// both are accepted one by one, the whole-profile waiver accepts nothing: unneeded-waiver.
    @Test func aWaiverOnOneElementLeavesTheOtherFindingFailing() throws {
        func compile(_ waivers: String) -> Compilation {
            Compilation.run([
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

                        """ + waivers)
            ])
        }
        let one = compile("  waive voiceover swipe-trap on \"Row 1\" \"Row 1 has a Delete button on its screen\"\n")
        let blocked = try #require(one.diagnostics.first { $0.id == .problem(.taskBlocked) && $0.message.contains("VoiceOver") })
        var locator = SourceLocator(one.sources)
        #expect(blocked.notes.compactMap { $0.span.map { locator.location(of: $0).line } } == [5, 3])
        #expect(blocked.notes.last?.message.hasPrefix("Swipe Trap (waived: Row 1 has a Delete button on its screen): ") == true)
        #expect(!one.diagnostics.contains { $0.id == .problem(.unneededWaiver) })

        let both = compile(
            "  waive voiceover swipe-trap on \"Row 1\" \"a\"\n  waive voiceover swipe-trap on \"Row 2\" \"b\"\n  waive voiceover \"c\"\n")
        let voiceOver = try #require(both.tasks.first?.profiles.first { $0.profile == .voiceover })
        #expect(voiceOver.status == .waived)
        let unneeded = both.diagnostics.filter { $0.id == .problem(.unneededWaiver) }
        #expect(unneeded.map(\.message) == [
            "the waivers of one pattern accept every blocker of 'Clear' for VoiceOver, so the waiver of the whole profile is not needed"
        ])
        locator = SourceLocator(both.sources)
        #expect(unneeded.map { locator.location(of: $0.span).line } == [13])
    }
}

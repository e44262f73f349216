import Testing
@testable import FlowSyntax

/// Spans name their file by its index in a `SourceSet`; the set, which the caller owns, says
/// which file, path and position that is, for as long as the caller keeps it.
@Suite struct SpanTests {
    @Test func aSpanIsResolvedThroughItsSet() {
        let sources = SourceSet([
            SourceFile(path: "b.flow", text: "screen \"A\"\n"), SourceFile(path: "a.flow", text: "\nscreen \"A\"\n"),
        ])
        let diagnostic = Diagnostic(
            .problem(.duplicateScreen), .error, "screen 'A' is declared twice", at: Span(file: 0, start: 7, end: 10),
            notes: [Note("first declared here", at: Span(file: 1, start: 8, end: 11))])
        #expect(sources.path(of: diagnostic.span) == "b.flow")
        #expect(sources[diagnostic.notes[0].span!].path == "a.flow")
        #expect(sources.location(of: diagnostic.notes[0].span!) == (2, 8))
        #expect(sources.pathOrder == [1, 0])
        #expect(sources.pathPrecedes(1, 0) && !sources.pathPrecedes(0, 1))
    }

    @Test func filesWithTheSamePathAndBytesAreDifferentFiles() {
        let sources = SourceSet([SourceFile(path: "same.flow", text: "x"), SourceFile(path: "same.flow", text: "x")])
        #expect(Span(file: 0, start: 0, end: 1) != Span(file: 1, start: 0, end: 1))
        #expect(Span(file: 0, start: 0, end: 1) == Span(file: 0, start: 0, end: 1))
        #expect(sources.samePath(0, 1))
        #expect(sources.pathOrder == [0, 1])
    }

    @Test func aLocatorAgreesWithTheSetAcrossFiles() {
        let sources = SourceSet([SourceFile(path: "a.flow", text: "ab\ncd\n"), SourceFile(path: "b.flow", text: "\u{FEFF}x\ny\n")])
        var locator = SourceLocator(sources)
        let spans = [(0, 4), (1, 3), (0, 0), (1, 6), (0, 99), (1, 0)].map { Span(file: $0.0, start: $0.1, end: $0.1) }
        for span in spans + spans.reversed() {
            #expect(locator.location(of: span) == sources.location(of: span))
        }
        #expect(sources.location(of: Span(file: 1, start: 3, end: 3)) == (1, 1))
    }
}

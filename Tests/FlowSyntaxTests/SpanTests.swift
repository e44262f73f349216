import Testing
@testable import FlowSyntax

/// Spans name their file by number; the files they point into must stay reachable for as long
/// as a diagnostic needs them, and must not be kept alive by the table of numbers.
@Suite struct SpanTests {
    @Test func aDiagnosticKeepsTheFilesItPointsIntoAlive() {
        weak var noteFile: SourceFile?
        let diagnostic: Diagnostic = {
            let first = SourceFile(path: "a.flow", text: "screen \"A\"\n")
            let second = SourceFile(path: "b.flow", text: "screen \"A\"\n")
            noteFile = first
            return Diagnostic(
                .duplicateScreen, .error, "screen 'A' is declared twice", at: Span(file: second, start: 7, end: 10),
                notes: [Note("first declared here", at: Span(file: first, start: 7, end: 10))])
        }()
        #expect(noteFile != nil)
        #expect(diagnostic.file.path == "b.flow")
        #expect(diagnostic.span.file.path == "b.flow")
        #expect(diagnostic.notes[0].span?.file.path == "a.flow")
        #expect(diagnostic.files.map(\.path) == ["b.flow", "a.flow"])
    }

    @Test func aFreedFileLeavesTheTable() {
        var file: SourceFile? = SourceFile(path: "gone.flow", text: "")
        let id = file!.id
        #expect(SourceFiles.shared.file(id) === file)
        file = nil
        #expect(SourceFiles.shared.file(id) == nil)
    }

    @Test func filesWithTheSamePathAndBytesAreDifferentFiles() {
        let a = SourceFile(path: "same.flow", text: "x")
        let b = SourceFile(path: "same.flow", text: "x")
        #expect(a.id != b.id)
        #expect(Span(file: a, start: 0, end: 1) != Span(file: b, start: 0, end: 1))
        #expect(Span(file: a, start: 0, end: 1) == Span(file: a, start: 0, end: 1))
        #expect(Span(file: b, start: 0, end: 1).file === b)
    }
}

import FlowPipeline
import FlowSyntax
import Testing
@testable import FlowReport

/// The Markdown of a large program is handed on in pieces, a file at a time and within a file
/// between tasks, so that no report is held whole: its memory is that of the largest task.
@Suite struct MarkdownPiecesTests {
    /// One file of `tasks` tasks, each on a screen of its own.
    static func program(tasks: Int, files: Int = 1) -> Compilation {
        var sources: [SourceFile] = []
        for file in 0..<files {
            var text = ""
            for task in 0..<tasks {
                let name = "\(file)-\(task)"
                text += "screen \"S\(name)\"\n  header \"S\(name)\"\n  button \"Go \(name)\"\n"
                text += "task \"T\(name)\"\n  start \"S\(name)\"\n  activate \"Go \(name)\"\n"
            }
            sources.append(SourceFile(path: "f\(file).flow", text: text))
        }
        return Compilation.run(sources)
    }

    @Test func aFileIsWrittenInPiecesThatMakeUpItsReport() {
        let compilation = Self.program(tasks: 300)
        let report = MarkdownReport(compilation)
        var pieces: [String] = []
        report.write(file: 0) { pieces.append($0) }
        let whole = report.render(file: 0)
        #expect(whole.utf8.count > 4 * MarkdownReport.piece)
        #expect(pieces.joined() == whole)
        #expect(pieces.count > 4)
        // A piece is cut after the first task that takes it past the size.
        #expect(pieces.allSatisfy { $0.utf8.count < MarkdownReport.piece + 16_384 })
    }

    @Test func theWholeProgramIsWrittenInPiecesThatMakeUpItsReport() {
        let compilation = Self.program(tasks: 150, files: 3)
        let report = MarkdownReport(compilation)
        var pieces: [String] = []
        report.write { pieces.append($0) }
        #expect(pieces.joined() == report.render())
        #expect(pieces.count > 6)
        #expect(pieces.allSatisfy { $0.utf8.count < MarkdownReport.piece + 16_384 })
    }
}

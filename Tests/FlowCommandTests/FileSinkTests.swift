import FlowOutput
import Foundation
import Testing
@testable import FlowCommand

/// `FileSink`, which a report streams into its temporary file: every chunk lands in order,
/// and a failed write is kept, so that the report is not renamed into place.
@Suite struct FileSinkTests {
    @Test func chunksLandInOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = open(folder.path + "/report", O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(file >= 0)
        let sink = FileSink(file)
        var out = TextBuffer(capacity: 16, streamingTo: sink)
        for number in 0..<500 {
            out.append("line ")
            out.append(decimal: number)
            out.append("\n")
        }
        out.flush()
        sink.write("é end")
        #expect(close(file) == 0)
        #expect(sink.error == 0)
        let expected = (0..<500).map { "line \($0)\n" }.joined() + "é end"
        #expect(folder.read("report") == expected)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullDiskIsKeptAndNothingMoreIsWritten() throws {
        let file = open("/dev/full", O_WRONLY)
        #expect(file >= 0)
        defer { close(file) }
        let sink = FileSink(file)
        sink.write("a report")
        #expect(sink.error == ENOSPC)
        sink.write("more")
        #expect(sink.error == ENOSPC)
    }

    /// Through the command: a SARIF report written into a folder is the one printed.
    @Test func aStreamedReportIsTheOnePrinted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.flow", Flows.blocked)
        for (format, name) in [("sarif", "flowmap.sarif"), ("json", "flowmap.json")] {
            let printed = Flowmap(["compile", "--format", format, "a.flow"], in: folder.path)
            let written = Flowmap(["compile", "--format", format, "--output", "out-\(format)", "a.flow"], in: folder.path)
            #expect(printed.status == written.status)
            #expect(!printed.output.isEmpty)
            #expect(folder.read("out-\(format)/\(name)") == printed.output)
        }
    }
}

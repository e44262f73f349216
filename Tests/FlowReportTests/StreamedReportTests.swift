import FlowOutput
import FlowPipeline
import FlowSyntax
import Testing
@testable import FlowReport

/// `SARIFReport.write(_:toolVersion:to:)` and `JSONReport.write(_:to:)`, which stream a
/// document into a sink, give it byte for byte as `render` does, the SARIF rules are handed
/// over as they were rendered once rather than copied, and the writer's buffer stays bounded.
@Suite struct StreamedReportTests {
    /// Every golden case, and a program with many errors and a file name to escape.
    static func compilations() throws -> [Compilation] {
        var list = try ["tour", "flows", "escaping"].map { try GoldenTests.compile($0) }
        let errors = (0..<1500).map { "x\($0) \"é\\\u{1B}\"" }.joined(separator: "\n")
        list.append(Compilation.run([
            SourceFile(path: "many errors/ü \"q\".flow", text: errors),
            SourceFile(path: "/abs/other.flow", text: "screen S\n  button \"A\"\ntask T\n  start S\n  activate \"B\"\n"),
        ]))
        return list
    }

    /// Chunk sizes, and the bytes put together.
    final class Chunks: TextSink {
        var bytes: [UInt8] = []
        var sizes: [Int] = []
        var starts: [UnsafePointer<UInt8>?] = []
        func write(_ chunk: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: chunk)
            sizes.append(chunk.count)
            starts.append(chunk.baseAddress.map { UnsafePointer($0) })
        }
    }

    @Test func sarifStreamedIsSARIFRendered() throws {
        for compilation in try Self.compilations() {
            let sink = Chunks()
            SARIFReport.write(compilation, toolVersion: "9.8.7", to: sink)
            let rendered = SARIFReport.render(compilation, toolVersion: "9.8.7")
            #expect(sink.bytes == Array(rendered.utf8))
            // The pattern rules reach the sink as one chunk, from the memory they were rendered
            // into once: not copied into the document's buffer.
            let rules = SARIFReport.Rules.patternRules
            #expect(zip(sink.starts, sink.sizes).contains { $0.0 == UnsafePointer(rules.bytes) && $0.1 == rules.size })
            #expect(sink.sizes.allSatisfy { $0 <= JSONWriter.streamCapacity || $0 == rules.size })
        }
    }

    @Test func jsonStreamedIsJSONRendered() throws {
        for compilation in try Self.compilations() {
            let sink = Chunks()
            JSONReport.write(compilation, to: sink)
            #expect(sink.bytes == Array(JSONReport.render(compilation).utf8))
            #expect(sink.sizes.allSatisfy { $0 <= JSONWriter.streamCapacity })
        }
    }

    @Test func aLargeDocumentIsHandedOnInSeveralChunks() throws {
        let compilation = try #require(try Self.compilations().last)
        #expect(compilation.diagnostics.count >= 1500)
        let sarif = Chunks()
        SARIFReport.write(compilation, toolVersion: "1", to: sarif)
        #expect(sarif.bytes.count > 4 * JSONWriter.streamCapacity)
        #expect(sarif.sizes.count > sarif.bytes.count / JSONWriter.streamCapacity)
        let json = Chunks()
        JSONReport.write(compilation, to: json)
        #expect(json.sizes.count > json.bytes.count / JSONWriter.streamCapacity)
    }
}

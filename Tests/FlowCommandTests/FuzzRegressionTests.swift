import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowReport
import FlowSyntax
import Foundation
import Testing

/// Every input in Fuzz/regressions (what the fuzzer, Fuzz/run.sh, once failed on, and the
/// stress inputs kept beside them) through the whole pipeline and every renderer, as
/// Fuzz/Target/FuzzTarget.swift feeds it: a form feed (0x0C) starts another file. Passing means
/// finishing, without a trap, whatever the diagnostics.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/regressions")

    static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted()
    }()

    @Test func theFolderHoldsInputs() {
        #expect(!Self.inputs.isEmpty, "no .flow files in \(Self.folder.path)")
    }

    @Test(.timeLimit(.minutes(1)), arguments: inputs)
    func runsThroughEveryRenderer(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let files = bytes.split(separator: 0x0C, maxSplits: 3, omittingEmptySubsequences: false)
            .enumerated().map { SourceFile(path: "\(name).\($0.offset).flow", bytes: Array($0.element)) }
        let compilation = Compilation.run(files)
        for style in DiagnosticRenderer.Style.allCases {
            _ = DiagnosticRenderer(style: style, color: style == .rich).render(compilation.diagnostics, in: compilation.sources)
        }
        // The target streams the Markdown, JSON and SARIF documents: streamed, each is what
        // its `render` gives.
        let markdown = CollectedText()
        MarkdownReport(compilation).write(to: markdown)
        #expect(markdown.text == MarkdownReport(compilation).render())
        var names: [String: String] = [:]
        for file in compilation.program.files {
            let path = compilation.sources[file].path
            names[path] = path + ".md"
        }
        _ = IndexReport.render(compilation, reportNames: names)
        let json = CollectedText()
        JSONReport.write(compilation, to: json)
        #expect(json.text == JSONReport.render(compilation))
        let sarif = CollectedText()
        SARIFReport.write(compilation, toolVersion: "0.0.0-test", to: sarif)
        #expect(sarif.text == SARIFReport.render(compilation, toolVersion: "0.0.0-test"))
        for task in compilation.tasks {
            _ = MermaidDiagram.render(task, start: compilation.program.screens[task.task.start].name)
        }
    }
}

import FlowDiff
import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowProgram
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

    /// The fuzz target's own expansion budget, read from its source (Fuzz/Target/FuzzTarget.swift),
    /// which SwiftPM does not build.
    static func fuzzExpansionLimits() throws -> ExpansionLimits {
        let target = Self.folder.deletingLastPathComponent().appendingPathComponent("Target/FuzzTarget.swift")
        let source = try String(contentsOf: target, encoding: .utf8)
        let line = try #require(source.split(separator: "\n").first { $0.hasPrefix("let fuzzExpansionLimits = ExpansionLimits(") })
        let numbers = line.split(whereSeparator: { !$0.isNumber && $0 != "_" }).compactMap { Int($0.filter(\.isNumber)) }
        try #require(numbers.count == 2, "expected two limits in: \(line)")
        return ExpansionLimits(screenElements: numbers[0], programElements: numbers[1])
    }

    /// 229 legal bytes that expand to 28,611 elements: within the language's limits, beyond the
    /// fuzz target's budget, so that the fuzzer spends its 2 s on inputs of the size it bounds.
    @Test func copiesOfCopiesAreLegalAndBeyondTheFuzzBudget() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("copies-of-copies.flow")))
        #expect(bytes.count == 229)
        let files = [SourceFile(path: "copies-of-copies.flow", bytes: bytes)]
        let legal = Compilation.run(files)
        #expect(!legal.diagnostics.contains { $0.severity == .error })
        #expect(legal.program.screens.map(\.elements.count) == [28_611])
        let limits = try Self.fuzzExpansionLimits()
        #expect(limits.programElements < ExpansionLimits.language.programElements)
        let fuzzed = Compilation.run(files, limits: limits)
        #expect(fuzzed.diagnostics.filter { $0.severity == .error }.map(\.id) == [.problem(.expansionTooLarge)])
        #expect(fuzzed.program.screens.allSatisfy { $0.elements.count <= limits.screenElements })
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
        // The diff's renderers, as the target runs them: against itself nothing changed, and
        // against its first file alone, both ways.
        let same = ProgramComparison(old: compilation, new: compilation)
        #expect(same.tasks.isEmpty && !same.fails)
        #expect(DiffMarkdownReport.render(same).hasPrefix("No change: "))
        let first = Compilation.run([files[0]])
        for comparison in [ProgramComparison(old: first, new: compilation, maxIncrease: 1), ProgramComparison(old: compilation, new: first)] {
            _ = DiffMarkdownReport.render(comparison)
            _ = DiffJSONReport.render(comparison)
        }
    }
}

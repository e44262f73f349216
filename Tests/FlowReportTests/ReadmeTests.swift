import Foundation
import Testing
import FlowSyntax
import FlowNavigator
import FlowPipeline
@testable import FlowReport

/// The README shows a real report and real diagnostics; these tests keep them true.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let example = "Examples/quickstart/orders.flow"

    static func readme() throws -> String {
        let data = try #require(FileManager.default.contents(atPath: root.appendingPathComponent("README.md").path))
        return String(decoding: data, as: UTF8.self)
    }

    static func compileExample() throws -> Compilation {
        let data = try #require(FileManager.default.contents(atPath: root.appendingPathComponent(example).path))
        return Compilation.run([SourceFile(path: example, bytes: Array(data))])
    }

    @Test func readmeShowsTheExamplesRealReport() throws {
        let readme = try Self.readme()
        let begin = try #require(readme.range(of: "<!-- readme-report:begin -->\n"))
        let end = try #require(readme.range(of: "<!-- readme-report:end -->"))
        let shown = String(readme[begin.upperBound..<end.lowerBound])
        #expect(shown == MarkdownReport(try Self.compileExample()).render())
    }

    @Test func readmeShowsTheExamplesRealDiagnostics() throws {
        let readme = try Self.readme()
        let compilation = try Self.compileExample()
        let rendered = DiagnosticRenderer(style: .short).render(
            compilation.diagnostics.filter { $0.severity == .error }, in: compilation.sources)
        let firstLines = rendered.split(separator: "\n").prefix(6).joined(separator: "\n")
        #expect(readme.contains("```text\n" + firstLines + "\n```"))
    }

    @Test func readmeShowsTheExample() throws {
        let readme = try Self.readme()
        let data = try #require(FileManager.default.contents(atPath: Self.root.appendingPathComponent(Self.example).path))
        #expect(readme.contains("```flow\n" + String(decoding: data, as: UTF8.self) + "```"))
    }
}

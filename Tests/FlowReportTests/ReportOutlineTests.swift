import Testing
import FlowSyntax
import FlowPipeline
@testable import FlowReport

/// `ReportOutline` lists the headings the Markdown report really writes, in order, so that the
/// index's ids count the same headings GitHub counts.
@Suite struct ReportOutlineTests {
    /// The ATX headings of a Markdown document outside fenced code blocks: level and source.
    static func headings(in markdown: String) -> [(level: Int, source: String)] {
        var fence: Substring?
        var found: [(level: Int, source: String)] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) && trimmed.allSatisfy({ $0 == open.first! }) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first! }
                continue
            }
            let hashes = line.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { continue }
            found.append((hashes, String(line.dropFirst(hashes + 1))))
        }
        return found
    }

    @Test(arguments: ["tour", "flows", "escaping"])
    func outlineIsTheReportsHeadings(_ name: String) throws {
        let compilation = try GoldenTests.compile(name)
        let report = MarkdownReport(compilation)
        for file in compilation.program.files {
            let tasks = compilation.tasks.filter { $0.file == file }
            let warnings = compilation.diagnostics.contains { $0.severity == .warning && $0.span.file == file }
            var outline: [(level: Int, source: String)] = []
            ReportOutline.headings(path: compilation.sources[file].path, tasks: tasks, hasWarnings: warnings) {
                outline.append(($0.level, $0.source))
            }
            let written = Self.headings(in: report.render(file: file))
            #expect(outline.map(\.level) == written.map(\.level))
            #expect(outline.map(\.source) == written.map(\.source))
        }
    }

    @Test func visibleTextReadsMarkdownEscapes() {
        #expect(ReportOutline.visibleText(MarkdownText.escape("Pay | *now* <b> & \\ `x` #2")) == "Pay | *now* <b> & \\ `x` #2")
        #expect(ReportOutline.visibleText("  Touch \t") == "Touch")
        #expect(ReportOutline.visibleText("&#65;&#x42;&#0;&bogus;") == "AB\u{FFFD}&bogus;")
        #expect(ReportOutline.visibleText("a\\b") == "a\\b")
    }
}

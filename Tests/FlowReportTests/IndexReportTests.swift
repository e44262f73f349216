import Foundation
import Testing
import FlowSyntax
import FlowPipeline
@testable import FlowReport

/// `index.md` links to each task's heading by the id GitHub gives it.
@Suite struct IndexReportTests {
    static let flow = """
        screen "Cart"
          button "Pay"
          button "Edit"

        task "Check out"
          start "Cart"
          activate "Pay"

        task "Check-out"
          start "Cart"
          activate "Edit"

        task "Touch"
          start "Cart"
          activate "Pay"

        task "Zero\u{200B}width \u{1B}[2J"
          start "Cart"
          activate "Edit"

        """

    static func links(_ index: String) -> [String] {
        index.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| ["), let open = line.range(of: "]("), let close = line[open.upperBound...].firstIndex(of: ")") else {
                return nil
            }
            return String(line[open.upperBound..<close])
        }
    }

    @Test func linksEqualGitHubsHeadingIds() {
        let compilation = Compilation.run([SourceFile(path: "cart.flow", text: Self.flow)])
        let index = IndexReport.render(compilation, reportNames: ["cart.flow": "cart.md"])
        // The second "Check out" is numbered; "Touch" is the task's own id (the profiles' step
        // tables are folded under a <summary>, which is no heading); the zero-width space has no
        // id, and the escape character (shown as a space) and the space each become a '-' (ids
        // from the real slugger).
        #expect(Self.links(index) == ["cart.md#check-out", "cart.md#check-out-1", "cart.md#touch", "cart.md#zerowidth--2j"])
    }

    /// An index over several programs: a summary of all, then a section per program, its name
    /// escaped like any name, its links into its own folder.
    @Test func anIndexOverSeveralProgramsHasASectionEach() {
        let cart = Compilation.run([SourceFile(path: "cart.flow", text: Self.flow)])
        let empty = Compilation.run([SourceFile(path: "none.flow", text: "screen \"A\"\n")])
        let index = IndexReport.render([
            .init(name: "Cart", compilation: cart, reportNames: ["cart.flow": "Cart/cart.md"]),
            .init(name: "a | b\n# forged", compilation: empty, reportNames: ["none.flow": "x/none.md"]),
        ])
        #expect(index.hasPrefix("# flowmap index\n\n4 tasks in 2 files of 2 programs · all reachable for every profile\n\n## Cart\n\n"))
        #expect(Self.links(index).first == "Cart/cart.md#check-out")
        #expect(!index.contains("\n# forged"), "a name is one line of the heading")
        #expect(index.contains("\n## a \\| b"))
        #expect(index.hasSuffix("\n0 tasks in 1 file · all reachable for every profile\n\n" + IndexReport.tableHead))
    }

    /// Every link's id is one the report's own headings get, counted in document order.
    @Test(arguments: ["tour", "flows", "escaping"])
    func linksPointAtTaskHeadings(_ name: String) throws {
        let compilation = try GoldenTests.compile(name)
        let names = Dictionary(uniqueKeysWithValues: compilation.sources.files.map { ($0.path, $0.path + ".md") })
        let links = Self.links(IndexReport.render(compilation, reportNames: names))
        #expect(links.count == compilation.tasks.count)
        let report = MarkdownReport(compilation)
        for (task, link) in zip(compilation.tasks, links) {
            var slugger = GitHubSlugger()
            let ids = ReportOutlineTests.headings(in: report.render(file: task.file)).map { slugger.slug(ReportOutline.visibleText($0.source)) }
            let fragment = try #require(link.split(separator: "#", maxSplits: 1).last.map(String.init)?.removingPercentEncoding)
            let headings = ReportOutlineTests.headings(in: report.render(file: task.file))
            let position = try #require(ids.firstIndex(of: fragment), "\(link) names no heading")
            #expect(headings[position].level == 2 && ReportOutline.visibleText(headings[position].source) == task.task.name)
        }
    }
}

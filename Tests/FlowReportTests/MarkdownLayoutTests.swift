import Foundation
import Testing
@testable import FlowReport

/// A report people can skim: a feature's report ran to a thousand lines for seven tasks. Each
/// task shows its summary table and picture first; the step tables are folded in `<details>`,
/// written as GitHub's Markdown needs them to render the table inside.
@Suite struct MarkdownLayoutTests {
    /// The report's tasks, each as its lines from its `## ` heading to the next.
    static func tasks(_ name: String) throws -> [[Substring]] {
        let report = MarkdownReport(try GoldenTests.compile(name)).render()
        var tasks: [[Substring]] = []
        for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") && line != "## Warnings" {
                tasks.append([])
            } else if line.hasPrefix("# ") || line == "## Warnings" {
                tasks.append([])
                continue
            }
            if !tasks.isEmpty { tasks[tasks.count - 1].append(line) }
        }
        return tasks.filter { $0.first?.hasPrefix("## ") == true }
    }

    @Test(arguments: ["flows", "tour", "escaping"])
    func summaryAndPictureFirstStepsFolded(_ name: String) throws {
        let tasks = try Self.tasks(name)
        #expect(!tasks.isEmpty)
        for lines in tasks {
            let firstDetails = try #require(lines.firstIndex { $0.hasPrefix("<details>") })
            let picture = try #require(lines.firstIndex(of: "```mermaid"))
            let table = try #require(lines.firstIndex(of: "| Profile | Result | Steps | Blockers and friction |"))
            #expect(table < picture && picture < firstDetails)
            #expect(!lines.contains { $0.hasPrefix("### ") }, "a step table outside <details>")
            // Everything before the first fold: the heading, the table and the picture's source.
            #expect(lines[..<picture].count <= 20)
            let opened = lines.indices.filter { lines[$0].hasPrefix("<details><summary>") }
            let closed = lines.indices.filter { lines[$0] == "</details>" }
            #expect(opened.count == 7 && closed.count == 7)
            for (open, close) in zip(opened, closed) {
                #expect(lines[open].hasSuffix(", step by step</summary>"))
                // A blank line after the summary, so that the table is Markdown, and before
                // `</details>`, so that the table ends.
                #expect(lines[open + 1].isEmpty && lines[open + 2].hasPrefix("| # |"))
                #expect(lines[close - 1].isEmpty && lines[close - 2].hasPrefix("| "))
            }
        }
    }
}

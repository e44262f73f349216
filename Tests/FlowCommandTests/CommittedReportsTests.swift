import Foundation
import Testing
import FlowNavigator
import FlowOutput
import FlowPipeline
@testable import FlowCommand

/// The reports of `flows/` are committed under `docs/flows/`; this fails when they are out of
/// date. Regenerate them with `swift run flowmap compile --output docs/flows flows`.
@Suite struct CommittedReportsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func docsFlowsMatchTheReportsOfFlows() throws {
        try Self.expectCommittedReports(of: "flows", in: "docs/flows", atLeast: 5)
    }

    /// The examples of the platform's own parts (navigator-model.md §10) keep their reports
    /// beside them, so that a reader sees what each part does without running anything.
    @Test func platformExamplesMatchTheirCommittedReports() throws {
        try Self.expectCommittedReports(of: "Examples/platform", in: "Examples/platform/reports", atLeast: 1)
    }

    /// Every task of the flows under `source` is ok for every profile, and `folder` holds their
    /// Markdown reports exactly as `flowmap compile --output folder source` writes them.
    static func expectCommittedReports(of source: String, in reports: String, atLeast count: Int) throws {
        let read = InputFiles(directory: Self.root).readWithReportPaths([source])
        #expect(read.errors.isEmpty)
        #expect(read.sources.count >= count)
        let compilation = Compilation.run(read.sources)
        #expect(!compilation.hasInputErrors)
        #expect(!compilation.hasFailures, "every task in \(source)/ must be reachable for every profile")
        let files = ReportFolder.reports(compilation, reportPaths: read.reportPaths, format: .markdown)
        let folder = Self.root + "/" + reports
        let fix = "run 'swift run flowmap compile --output \(reports) \(source)' and commit the result"
        for file in files {
            let committed = FileManager.default.contents(atPath: folder + "/" + file.path).map { String(decoding: $0, as: UTF8.self) }
            let written = CollectedText()
            file.write(written)
            let contents = written.text
            #expect(committed == contents, "\(reports)/\(file.path) is out of date: \(fix)")
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted()
        #expect(present == files.map(\.path).sorted(), "\(reports) has reports of flows that no longer exist: \(fix)")
    }

    /// The pitfalls are the problem versions: every one of them fails, and names its pattern.
    @Test func everyPitfallIsBlocked() throws {
        let read = InputFiles(directory: Self.root).readWithReportPaths(["Examples/pitfalls"])
        #expect(read.sources.count >= 6)
        let compilation = Compilation.run(read.sources)
        #expect(!compilation.hasInputErrors)
        for index in compilation.program.files {
            let file = compilation.sources[index]
            let failing = compilation.tasks.filter { $0.file == index && $0.profiles.contains(where: \.fails) }
            #expect(!failing.isEmpty, "\(file.path) should show its pitfall")
            let text = String(decoding: file.bytes, as: UTF8.self)
            #expect(text.hasPrefix("# PITFALL:"), "\(file.path) starts with a comment saying what breaks")
            for task in failing {
                for path in task.profiles where path.fails {
                    for blocker in path.blockers { #expect(text.contains(blocker.pattern.name), "\(file.path) names \(blocker.pattern.name)") }
                }
            }
        }
    }
}

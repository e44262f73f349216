import Foundation
import Testing
import FlowNavigator
import FlowPipeline
@testable import FlowCommand

/// The reports of `flows/` are committed under `docs/flows/`; this fails when they are out of
/// date (`compile --output --check`). Regenerate them with `swift run flowmap compile --output docs/flows flows`.
@Suite struct CommittedReportsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func docsFlowsMatchTheReportsOfFlows() throws {
        try reportsMatch(of: "flows", committedIn: "docs/flows", atLeast: 5, allReachable: true)
    }

    /// The examples of the platform's own parts (navigator-model.md §10) carry their reports
    /// beside them. Regenerate with `swift run flowmap compile --output Examples/platform Examples/platform`.
    @Test func platformExamplesMatchTheirReports() throws {
        try reportsMatch(of: "Examples/platform", committedIn: "Examples/platform", atLeast: 1, allReachable: false)
    }

    func reportsMatch(of inputs: String, committedIn reports: String, atLeast count: Int, allReachable: Bool) throws {
        let read = InputFiles(directory: Self.root).readWithReportPaths([inputs])
        #expect(read.errors.isEmpty)
        #expect(read.sources.count >= count)
        let compilation = Compilation.run(read.sources)
        #expect(!compilation.hasInputErrors)
        if allReachable { #expect(!compilation.hasFailures, "every task in \(inputs)/ must be reachable for every profile") }
        // `--check` lists every report that is out of date, missing, or of a flow that is gone.
        let check = Flowmap(["compile", "--output", reports, "--check", inputs], in: Self.root)
        let fix = "run 'swift run flowmap compile --output \(reports) \(inputs)' and commit the result"
        #expect(check.output == "", "\(fix)")
        #expect(check.status == (allReachable ? 0 : 1), "\(check.errors.prefix(2000))")
        // Every report in the folder is listed, so that a deleted flow's report is found.
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/" + reports).filter { $0.hasSuffix(".md") }
        let listed = try #require(FileManager.default.contents(atPath: Self.root + "/" + reports + "/.flowmap-reports"))
        #expect(Set(present).isSubset(of: String(decoding: listed, as: UTF8.self).split(separator: "\n").map(String.init)))
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

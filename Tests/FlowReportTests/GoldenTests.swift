import Foundation
import Testing
import FlowSyntax
import FlowNavigator
import FlowPipeline
@testable import FlowReport

/// Golden reports: the Markdown and JSON of a few flows, byte for byte. Set FLOWMAP_RECORD=1
/// to re-record them; the recording run still fails, so that a re-recording is always looked
/// at before it is committed.
@Suite struct GoldenTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = here.deletingLastPathComponent().deletingLastPathComponent()

    /// name → files, each as (path shown in the report, path on disk).
    static let cases: [String: [(String, URL)]] = [
        "tour": [("tour.flow", root.deletingLastPathComponent().appendingPathComponent("shared/spec/tour.flow"))],
        "flows": flowsFolder(),
        "escaping": [("escaping.flow", here.appendingPathComponent("Inputs/escaping.flow"))],
        "platform-parts": [
            ("platform-parts.flow", root.deletingLastPathComponent().appendingPathComponent("shared/spec/platform-parts.flow"))
        ],
    ].merging((newPatterns + waivers).map { ($0, patternFixture($0)) }) { first, _ in first }

    /// Waivers of one finding, accepted beside a blocker that is not, and one that accepts nothing.
    static let waivers = ["waive-one-finding"]

    /// The patterns of navigator-model.md §10.7, each shown by its trigger fixture.
    static let newPatterns = ["hidden-context-menu", "dragging-movement", "code-name", "capped-text"]

    static func patternFixture(_ slug: String) -> [(String, URL)] {
        let url = root.appendingPathComponent("Tests/FlowNavigatorTests/Fixtures/\(slug)/trigger.flow")
        return [("\(slug).flow", url)]
    }

    /// Every case with a Markdown and a JSON golden.
    static let reported = ["tour", "flows", "escaping", "platform-parts"] + newPatterns + waivers

    static func flowsFolder() -> [(String, URL)] {
        let folder = root.appendingPathComponent("flows")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted().map { ("flows/\($0)", folder.appendingPathComponent($0)) }
    }

    static func compile(_ name: String) throws -> Compilation {
        let files = try #require(cases[name])
        #expect(!files.isEmpty)
        let sources = try files.map { shown, url in
            SourceFile(path: shown, bytes: Array(try #require(FileManager.default.contents(atPath: url.path), "missing \(url.path)")))
        }
        return Compilation.run(sources)
    }

    @Test(arguments: reported)
    func markdown(_ name: String) throws {
        try compare(MarkdownReport(try Self.compile(name)).render(), golden: "\(name).md")
    }

    /// What `flowmap` prints a file at a time is the same report, piece for piece.
    @Test(arguments: ["tour", "flows"])
    func markdownWrittenAFileAtATime(_ name: String) throws {
        let report = MarkdownReport(try Self.compile(name))
        var pieces: [String] = []
        report.write { pieces.append($0) }
        #expect(pieces.count == (name == "flows" ? Self.flowsFolder().count : 1))
        #expect(pieces.joined() == report.render())
    }

    @Test(arguments: reported)
    func json(_ name: String) throws {
        try compare(JSONReport.render(try Self.compile(name)), golden: "\(name).json")
    }

    @Test func sarif() throws {
        try compare(SARIFReport.render(try Self.compile("tour"), toolVersion: "0.1.0"), golden: "tour.sarif")
    }

    /// The same input gives the same bytes whatever order the files are given in.
    @Test func reportsDoNotDependOnFileOrder() throws {
        let files = Self.flowsFolder()
        let sources = try files.map { SourceFile(path: $0.0, bytes: Array(try #require(FileManager.default.contents(atPath: $0.1.path)))) }
        let forward = Compilation.run(sources)
        let backward = Compilation.run(sources.reversed())
        #expect(MarkdownReport(forward).render() == MarkdownReport(backward).render())
        #expect(JSONReport.render(forward) == JSONReport.render(backward))
    }

    func compare(_ actual: String, golden name: String) throws {
        let url = Self.here.appendingPathComponent("Golden").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FLOWMAP_RECORD"] != nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
            Issue.record("re-recorded \(name); run the tests again without FLOWMAP_RECORD")
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) },
            "no golden file \(name); record it with FLOWMAP_RECORD=1")
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
            let where_ = first.map { "line \($0.offset + 1):\n- \($0.element.1)\n+ \($0.element.0)" } ?? "lengths differ"
            Issue.record("\(name) differs from its golden file at \(where_)")
        }
    }
}

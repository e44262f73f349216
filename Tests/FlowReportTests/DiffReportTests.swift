import FlowDiff
import FlowPipeline
import FlowSyntax
import Foundation
import Testing

@testable import FlowReport

/// The diff's renderers: golden files for `flows/` against a copy with two changes
/// (`ChangedFlows`), and names that Markdown and JSON would otherwise read as syntax.
@Suite struct DiffReportTests {
    static func comparison(maxIncrease: Int? = nil) throws -> ProgramComparison {
        let (old, new) = try ChangedFlows.compilations()
        try #require(!old.hasInputErrors && !new.hasInputErrors)
        return ProgramComparison(old: old, new: new, maxIncrease: maxIncrease)
    }

    @Test func markdownGolden() throws {
        try GoldenTests().compare(DiffMarkdownReport.render(try Self.comparison()), golden: "flows-diff.md")
    }

    @Test func jsonGolden() throws {
        try GoldenTests().compare(DiffJSONReport.render(try Self.comparison(maxIncrease: 2)), golden: "flows-diff.json")
    }

    /// The two changes' deltas, read from the comparison: the icon-only "Delete" blocks
    /// VoiceOver and Voice Control on "Delete an old order", and the three elements before
    /// "Pay $7.50" add three VoiceOver swipes to every task that pays.
    @Test func theTwoChangesGiveTheirDeltas() throws {
        let comparison = try Self.comparison()
        let delete = try #require(comparison.tasks.first { $0.name == "Delete an old order" })
        #expect(delete.profiles.filter(\.regression).map(\.profile) == [.voiceover, .voiceControl])
        #expect(delete.profiles.allSatisfy { $0.blockers.added.map(\.pattern) == [.mysteryIcon] })
        for name in ["Check out and confirm", "Deliver a day earlier, then pay", "Reorder and pay"] {
            let task = try #require(comparison.tasks.first { $0.name == name }, "\(name) did not change")
            #expect(task.profiles.first { $0.profile == .voiceover }?.stepsDelta == 3, "\(name)")
            #expect(task.profiles.allSatisfy { $0.blockers.isEmpty && $0.friction.isEmpty }, "\(name)")
        }
        #expect(comparison.tasks.count == 4)
        #expect(comparison.unchanged.count == (try ChangedFlows.compilations()).old.tasks.count - 4)
        let markdown = DiffMarkdownReport.render(comparison)
        let summary = try #require(markdown.split(separator: "\n").first)
        #expect(summary.hasPrefix("VoiceOver newly blocked on 'Delete an old order'"))
        #expect(summary.contains("; Voice Control newly blocked on 'Delete an old order'"))
    }

    @Test func nothingChangedIsOneClearLine() throws {
        let (old, _) = try ChangedFlows.compilations()
        let comparison = ProgramComparison(old: old, new: old)
        let markdown = DiffMarkdownReport.render(comparison)
        #expect(markdown == "No change: \(old.tasks.count) tasks, each the same for every profile\n\n✅ Passes: no regression.\n")
        #expect(DiffJSONReport.render(comparison).contains(#""summary": "No change: \#(old.tasks.count) tasks, each the same for every profile""#))
    }

    /// The same bytes whatever order the files of each side are given in.
    @Test func reportsDoNotDependOnFileOrder() throws {
        let forward = ProgramComparison(old: Compilation.run(try ChangedFlows.old()), new: Compilation.run(try ChangedFlows.new()))
        let backward = ProgramComparison(
            old: Compilation.run(try ChangedFlows.old().reversed()), new: Compilation.run(try ChangedFlows.new().reversed()))
        #expect(DiffMarkdownReport.render(forward) == DiffMarkdownReport.render(backward))
        #expect(DiffJSONReport.render(forward) == DiffJSONReport.render(backward))
    }

    /// Tests/FlowReportTests/Inputs/escaping.flow against itself with its button made
    /// icon-only under a hostile symbol and a task renamed: every name is escaped.
    static func hostile() throws -> ProgramComparison {
        let url = GoldenTests.here.appendingPathComponent("Inputs/escaping.flow")
        let text = String(decoding: try #require(FileManager.default.contents(atPath: url.path)), as: UTF8.self)
        let line = #"  button "Pay <script>alert(1)</script>" label "Pay | now""#
        try #require(text.contains(line))
        let changed = text.replacingOccurrences(of: line, with: #"  button icon "x|`y`<b>" input "Pay | now""#)
            .replacingOccurrences(of: #"task "Swipe | away""#, with: #"task "Swipe | *gone* `now` www.example.com""#)
        let old = Compilation.run([SourceFile(path: "escaping.flow", text: text)])
        let new = Compilation.run([SourceFile(path: "escaping.flow", text: changed)])
        try #require(!old.hasInputErrors && !new.hasInputErrors)
        return ProgramComparison(old: old, new: new)
    }

    @Test func hostileNamesAreEscapedInMarkdown() throws {
        let comparison = try Self.hostile()
        #expect(comparison.tasks.map(\.kind) == [.changed, .renamed])
        let markdown = DiffMarkdownReport.render(comparison)
        try GoldenTests().compare(markdown, golden: "escaping-diff.md")
        for line in markdown.split(separator: "\n") where line.hasPrefix("|") {
            // Six cells: seven pipes that are not escaped.
            let pipes = line.indices.filter { line[$0] == "|" && (line.index($0, offsetBy: -1, limitedBy: line.startIndex).map { line[$0] != "\\" } ?? true) }
            #expect(pipes.count == 7, "\(line)")
        }
        #expect(!markdown.contains("<script>"))
        #expect(!markdown.contains("<b>"))
        #expect(!markdown.contains("www.example"))
        #expect(!markdown.contains(" `"), "no code span starts in a name")
    }

    @Test func hostileNamesRoundTripInJSON() throws {
        let comparison = try Self.hostile()
        let json = DiffJSONReport.render(comparison)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tasks = try #require(document["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["name"] as? String } == ["Pay | *quickly* `now` <i>", "Swipe | *gone* `now` www.example.com"])
        #expect(tasks.last?["oldName"] as? String == "Swipe | away")
        let profiles = try #require(tasks.first?["profiles"] as? [[String: Any]])
        let added = try #require((profiles.first?["blockers"] as? [String: Any])?["added"] as? [[String: Any]])
        #expect((added.first?["element"] as? [String: Any])?["icon"] as? String == "x|`y`<b>")
        #expect(document["schemaVersion"] as? Int == DiffJSONReport.schemaVersion)
        let summary = try #require(document["summary"] as? String)
        #expect(summary.contains("'Swipe | away' renamed 'Swipe | *gone* `now` www.example.com'"))
    }
}

import Foundation
import FlowPipeline
import FlowReport
import FlowSyntax
import Testing

/// The paths that overlays, modality, pinned bars, tab bars and rows govern (navigator-model.md
/// §9.1, rows as §10.5 lays them out), read from the JSON report as a tool would: status and steps per profile, blockers and
/// friction by pattern.
@Suite struct ScreenLayoutTableTests {
    static let input = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Inputs/screen-layout.flow")

    /// Task → the seven cells, in profile order. "unreachable" and "blocked" name the patterns.
    static let expected: [String: [String]] = [
        "Archive Ben's message": [
            "ok 1", "ok 5", "blocked: Hidden Action", "ok 4", "ok 4 (friction: Hidden Action)", "blocked: Swipe Trap", "ok 1",
        ],
        "Pay": ["ok 1", "ok 6", "ok 1", "ok 2", "ok 1", "ok 1", "ok 1"],
        "Open orders behind the banner": [
            "unreachable: Leaky Modal", "ok 2", "ok 1", "ok 2", "ok 1", "unreachable: Leaky Modal", "unreachable: Leaky Modal",
        ],
        "Accept cookies": ["ok 1", "ok 2", "ok 1", "ok 2", "ok 1", "ok 1", "ok 1"],
        "Delete from the action row": [
            "ok 1", "ok 5", "ok 1", "ok 5", "ok 4", "ok 1", "ok 1 (friction: Clipped at Larger Text)",
        ],
        "Delete from the action row that reflows": ["ok 1", "ok 5", "ok 1", "ok 5", "ok 4", "ok 1", "ok 1"],
    ]

    static func cell(_ profile: [String: Any]) -> String {
        func patterns(_ key: String) -> String {
            let findings = profile[key] as? [[String: Any]] ?? []
            return Set(findings.compactMap { $0["pattern"] as? String }).sorted().joined(separator: ", ")
        }
        let status = profile["status"] as? String ?? "?"
        guard status == "ok" else { return "\(status): \(patterns("blockers"))" }
        let friction = patterns("friction")
        return "ok \(profile["steps"] as? Int ?? -1)" + (friction.isEmpty ? "" : " (friction: \(friction))")
    }

    @Test func rowsAgreeWithTheTable() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.input.path))
        let compilation = Compilation.run([SourceFile(path: "screen-layout.flow", bytes: Array(bytes))])
        let json = JSONReport.render(compilation)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tasks = try #require(root["tasks"] as? [[String: Any]])
        #expect(Set(tasks.compactMap { $0["name"] as? String }) == Set(Self.expected.keys))
        for task in tasks {
            let name = task["name"] as? String ?? ""
            guard let cells = Self.expected[name] else { continue }
            let profiles = try #require(task["profiles"] as? [[String: Any]])
            #expect(profiles.map(Self.cell) == cells, "\(name)")
        }
        // Exit 1: some tasks are blocked on purpose.
        #expect(compilation.diagnostics.contains { $0.severity == .error })
        // §10.5 replaced the unverified row-overflow: a row of text buttons clips them, and the
        // step relies on no unverified rule.
        let rowTask = try #require(tasks.first { $0["name"] as? String == "Delete from the action row" })
        let largerText = try #require((rowTask["profiles"] as? [[String: Any]])?.last)
        let rules = (largerText["path"] as? [[String: Any]] ?? []).flatMap { $0["rules"] as? [String] ?? [] }
        #expect(rules.isEmpty)
    }
}

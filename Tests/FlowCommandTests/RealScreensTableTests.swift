import Foundation
import Testing
@testable import FlowCommand

/// The acceptance table of the real-screens issue: `../shared/spec/real-screens.flow` compiles as
/// written (exit 1: some tasks are blocked on purpose), and its JSON agrees with every cell.
/// A blocked or unreachable cell names its blocker (its count is not checked); friction is named
/// where it must appear.
@Suite struct RealScreensTableTests {
    /// Profiles in report order: Touch, VoiceOver, Voice Control, Switch Control, Keyboard,
    /// Pointer, Larger Text.
    static let expected: [(String, [String])] = [
        ("Archive Ben's message", ["ok 1", "ok 5", "blocked: Hidden Action", "ok 4", "ok 4", "blocked: Swipe Trap", "ok 1"]),
        ("Read Chloe's message, then write a new one", ["ok 3", "ok 10", "ok 3", "ok 13", "ok 9", "ok 3", "ok 3"]),
        ("Delete a message, then change your mind", ["ok 2", "ok 5", "ok 2", "ok 6", "ok 3", "ok 2", "ok 2"]),
        ("Search the mail", ["ok 3", "ok 9", "ok 3", "ok 10", "ok 8", "ok 3", "ok 3"]),
        ("Turn the brightness up to 80", ["ok 3", "ok 7", "ok 3", "ok 9", "ok 5", "ok 3 (friction: Dragging Movement)", "ok 3"]),
        ("Make the text smaller", ["ok 2", "ok 5", "ok 1", "ok 5", "ok 4", "ok 2", "ok 2"]),
        ("Turn the volume up to 40", ["ok 1", "ok 5", "ok 1", "ok 5", "ok 4", "ok 1 (friction: Dragging Movement)", "ok 1"]),
        ("Ask for a new code", [
            "ok 1", "ok 3 (friction: Inline Link)", "blocked: Inline Link", "blocked: Inline Link", "blocked: Inline Link", "ok 1",
            "ok 1",
        ]),
        ("Like Ben's photo", [
            "ok 1", "ok 8 (friction: Duplicate Voice Command)", "ok 1 (friction: Swipe Trap)", "ok 4", "ok 3", "ok 1", "ok 1",
        ]),
        ("Create an account from the tour", ["ok 3", "ok 4", "ok 3", "ok 8", "ok 1", "ok 3", "ok 3"]),
        ("Pay", ["ok 1", "ok 6", "ok 1", "ok 2", "ok 1", "ok 1", "ok 1"]),
        ("Open orders behind the banner", ["unreachable", "ok 2", "ok 1", "ok 2", "ok 1", "unreachable", "unreachable"]),
        ("Accept cookies", ["ok 1", "ok 2", "ok 1", "ok 2", "ok 1", "ok 1", "ok 1"]),
        ("Start a return", ["ok 1", "ok 7", "ok 1", "ok 2", "ok 1", "ok 1", "ok 1"]),
        ("Enter the code", ["ok 3", "ok 6", "ok 3", "ok 6", "ok 4", "ok 3", "ok 3"]),
        ("Delete from the action row", ["ok 1", "ok 5", "ok 1", "ok 5", "ok 4", "ok 1", "ok 1 (friction: Clipped at Larger Text)"]),
        ("Delete from the action row that reflows", ["ok 1", "ok 5", "ok 1", "ok 5", "ok 4", "ok 1", "ok 1"]),
    ]

    static let run = SampleRun("real-screens.flow")

    @Test func compilesAsWrittenWithBlockedTasks() {
        #expect(Self.run.status == 1)
        // Every task of the file is a row of the table (the table orders them its own way).
        #expect(Self.run.tasks.map { $0["name"] as? String ?? "" }.sorted() == Self.expected.map(\.0).sorted())
    }

    @Test(arguments: 0..<17)
    func row(_ index: Int) throws {
        let (name, cells) = Self.expected[index]
        let task = try #require(Self.run.tasks.first { $0["name"] as? String == name }, "no task '\(name)'")
        let profiles = try #require(task["profiles"] as? [[String: Any]])
        #expect(profiles.count == 7)
        for (profile, cell) in zip(profiles, cells) {
            let path = (profile["path"] as? [[String: Any]] ?? []).map { "\($0["action"] ?? "")×\($0["count"] ?? "")" }
            let result = ProfileResult(json: profile)
            #expect(
                try #require(TableCell(cell)).agrees(with: result, exactly: false),
                "\(name) / \(profile["id"] ?? ""): expected \(cell), got \(result): \(path.joined(separator: " → "))")
        }
    }
}

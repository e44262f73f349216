import Foundation
import Testing
@testable import FlowCommand

/// The acceptance table of the platform's own parts (navigator-model.md §10):
/// `../shared/spec/platform-parts.flow` compiles as written, and its JSON agrees with every cell:
/// the status; the step count of an ok path; the blockers of a blocked one (its count is not
/// normative); and exactly the friction named (none where none is). The Markdown report's
/// tables say the same.
@Suite struct PlatformPartsTableTests {
    /// Profiles in report order: Touch, VoiceOver, Voice Control, Switch Control, Keyboard,
    /// Pointer, Larger Text.
    static let expected: [(String, [String])] = [
        ("Turn on Airplane Mode", ["ok 1", "ok 4", "ok 1", "ok 4", "ok 3", "ok 1", "ok 1"]),
        ("See the details of the home network", [
            "ok 2", "ok 6", "blocked: Duplicate Voice Command", "ok 5 · friction: Hidden Action", "ok 4", "ok 2", "ok 2",
        ]),
        ("Join the café network", ["ok 4", "ok 10", "ok 4", "ok 13", "ok 10", "ok 4", "ok 4"]),
        ("Make the text bigger", ["ok 2", "ok 7", "ok 2", "ok 8", "ok 6", "ok 2 · friction: Dragging Movement", "ok 2"]),
        ("Sort by date", ["ok 1", "ok 3", "ok 1", "ok 3", "ok 2", "ok 1", "ok 1"]),
        ("Close the sort options", [
            "ok 1 · friction: Small Target", "ok 4", "ok 1", "ok 4", "ok 3", "ok 1 · friction: Small Target",
            "ok 1 · friction: Small Target",
        ]),
        ("Contact us from help", ["ok 1", "ok 3", "ok 1", "ok 2 · friction: Hidden Action", "ok 2", "ok 1", "ok 1"]),
        ("Open settings from help", ["ok 1", "ok 4 · friction: Code Name", "ok 1 · friction: Code Name", "ok 4", "ok 3", "ok 1", "ok 1"]),
        ("Pick a cappuccino", ["ok 1", "ok 4", "ok 1", "ok 4", "ok 3", "ok 1", "ok 1 · friction: Clipped at Larger Text"]),
        ("Delete the photo from the menu", ["ok 2", "ok 5", "ok 2", "ok 5", "ok 3", "ok 2", "ok 2"]),
        ("Read the second page of the tour", ["ok 1", "ok 2", "ok 1", "ok 3", "ok 1", "ok 1", "ok 1"]),
        ("Heart Ana's message", [
            "ok 2", "blocked: Hidden Context Menu", "ok 2 · friction: Hidden Context Menu", "blocked: Hidden Context Menu",
            "blocked: Hidden Context Menu", "ok 2", "ok 2",
        ]),
        ("Thumbs up the tickets message", [
            "ok 2", "ok 5 · friction: Hidden Context Menu", "ok 2 · friction: Hidden Context Menu", "blocked: Hidden Context Menu",
            "blocked: Hidden Context Menu", "ok 2", "ok 2",
        ]),
        ("Share the ticket photo", ["ok 1", "ok 5", "ok 1", "ok 2", "ok 1", "ok 1", "ok 1"]),
        ("Send a message", ["ok 3", "ok 10", "ok 3", "ok 8", "ok 6", "ok 3", "ok 3"]),
        ("Clear the queue", [
            "ok 1", "ok 2 · friction: Swipe Trap", "ok 1 · friction: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap",
            "ok 1 · friction: Swipe Trap", "ok 1",
        ]),
        ("Open a pin on the map", ["ok 1", "ok 2", "ok 1", "ok 3", "ok 2", "ok 1", "ok 1"]),
        ("Open the last coffee shop in the sheet", ["ok 2", "ok 14", "ok 2", "ok 14", "ok 13", "ok 2", "ok 2"]),
        ("Open playlists from the Library tab", ["ok 2", "ok 8", "ok 2", "ok 5", "ok 3", "ok 2", "ok 2"]),
    ]

    static let run = SampleRun("platform-parts.flow")

    /// A task's rows in the Markdown report, in profile order: the result, and the patterns its
    /// last column names as blockers (⛔) and friction (⚠).
    static func markdownRows(of task: String) -> [ProfileResult] {
        guard let start = run.markdown.range(of: "\n## \(task)\n") else { return [] }
        let section = run.markdown[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Profile") }.prefix(7).map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let status = ["ok", "blocked", "unreachable", "waived"].first { cells[2].contains($0) } ?? cells[2]
            func names(_ mark: String) -> Set<String> {
                Set(cells[4].components(separatedBy: mark).dropFirst().map {
                    $0.components(separatedBy: " (line")[0].trimmingCharacters(in: .whitespaces)
                })
            }
            return ProfileResult(status: status, steps: Int(cells[3]) ?? -1, blockers: names("⛔ "), friction: names("⚠ "))
        }
    }

    @Test func compilesAsWrittenWithBlockedTasks() {
        #expect(Self.run.status == 1)
        #expect(Self.run.tasks.map { $0["name"] as? String ?? "" }.sorted() == Self.expected.map(\.0).sorted())
    }

    @Test(arguments: 0..<19)
    func row(_ index: Int) throws {
        let (name, cells) = Self.expected[index]
        let task = try #require(Self.run.tasks.first { $0["name"] as? String == name }, "no task '\(name)'")
        let profiles = try #require(task["profiles"] as? [[String: Any]])
        #expect(profiles.count == 7)
        for (profile, cell) in zip(profiles, cells) {
            let path = (profile["path"] as? [[String: Any]] ?? []).map { "\($0["action"] ?? "")×\($0["count"] ?? "")" }
            let result = ProfileResult(json: profile)
            #expect(
                try #require(TableCell(cell)).agrees(with: result, exactly: true),
                "\(name) / \(profile["id"] ?? ""): expected \(cell), got \(result): \(path.joined(separator: " → "))")
        }
    }

    @Test(arguments: 0..<19)
    func markdownRow(_ index: Int) throws {
        let (name, cells) = Self.expected[index]
        let rows = Self.markdownRows(of: name)
        #expect(rows.count == 7, "no table for '\(name)' in the Markdown report")
        for (row, cell) in zip(rows, cells) {
            #expect(try #require(TableCell(cell)).agrees(with: row, exactly: true), "\(name): expected \(cell), the Markdown says \(row)")
        }
    }
}

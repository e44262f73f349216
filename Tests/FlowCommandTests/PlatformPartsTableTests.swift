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

    /// A task's rows in the Markdown report, in profile order: status, steps, and the patterns
    /// its last column names as blockers (⛔) and friction (⚠).
    static func markdownRows(of task: String) -> [(status: String, steps: Int, blockers: Set<String>, friction: Set<String>)] {
        guard let start = run.markdown.range(of: "\n## \(task)\n") else { return [] }
        let section = run.markdown[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Profile") }.prefix(7).map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let status = ["ok", "blocked", "unreachable", "waived"].first { cells[2].contains($0) } ?? cells[2]
            func names(_ mark: String) -> Set<String> {
                Set(cells[4].components(separatedBy: mark).dropFirst().map {
                    $0.components(separatedBy: " (line")[0].trimmingCharacters(in: .whitespaces)
                })
            }
            return (status, Int(cells[3]) ?? -1, names("⛔ "), names("⚠ "))
        }
    }

    @Test func compilesAsWrittenWithBlockedTasks() {
        #expect(Self.run.status == 1)
        #expect(Self.run.tasks.map { $0["name"] as? String ?? "" }.sorted() == Self.expected.map(\.0).sorted())
    }

    /// Whether a profile's JSON agrees with a cell of the table.
    static func agrees(_ profile: [String: Any], with cell: String) -> Bool {
        let status = profile["status"] as? String ?? ""
        let steps = profile["steps"] as? Int ?? -1
        let blockers = Set((profile["blockers"] as? [[String: Any]] ?? []).compactMap { $0["pattern"] as? String })
        let friction = Set((profile["friction"] as? [[String: Any]] ?? []).compactMap { $0["pattern"] as? String })
        if cell == "unreachable" { return status == "unreachable" }
        if cell.hasPrefix("blocked: ") { return status == "blocked" && blockers == [String(cell.dropFirst(9))] }
        let halves = cell.components(separatedBy: " · friction: ")
        let parts = halves[0].split(separator: " ")
        guard parts.count == 2, parts[0] == "ok", let count = Int(parts[1]) else { return false }
        let named: Set<String> = halves.count == 2 ? [halves[1]] : []
        return status == "ok" && steps == count && friction == named
    }

    @Test(arguments: 0..<19)
    func row(_ index: Int) throws {
        let (name, cells) = Self.expected[index]
        let task = try #require(Self.run.tasks.first { $0["name"] as? String == name }, "no task '\(name)'")
        let profiles = try #require(task["profiles"] as? [[String: Any]])
        #expect(profiles.count == 7)
        for (profile, cell) in zip(profiles, cells) {
            let path = (profile["path"] as? [[String: Any]] ?? []).map { "\($0["action"] ?? "")×\($0["count"] ?? "")" }
            let friction = (profile["friction"] as? [[String: Any]] ?? []).compactMap { $0["pattern"] as? String }
            #expect(
                Self.agrees(profile, with: cell),
                "\(name) / \(profile["id"] ?? ""): expected \(cell), got \(profile["status"] ?? "") \(profile["steps"] ?? "") friction \(friction): \(path.joined(separator: " → "))")
        }
    }

    @Test(arguments: 0..<19)
    func markdownRow(_ index: Int) throws {
        let (name, cells) = Self.expected[index]
        let rows = Self.markdownRows(of: name)
        #expect(rows.count == 7, "no table for '\(name)' in the Markdown report")
        for (row, cell) in zip(rows, cells) {
            let profile: [String: Any] = [
                "status": row.status, "steps": row.steps,
                "blockers": row.blockers.map { ["pattern": $0] }, "friction": row.friction.map { ["pattern": $0] },
            ]
            #expect(Self.agrees(profile, with: cell), "\(name): expected \(cell), the Markdown says \(row)")
        }
    }
}

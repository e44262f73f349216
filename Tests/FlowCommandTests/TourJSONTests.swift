import Foundation
import Testing
@testable import FlowCommand

/// The navigator issue's acceptance check, through the real command:
/// `flowmap compile --format json ../shared/spec/tour.flow` agrees with the table on every
/// cell (status, then step count where one is given; blockers by pattern name) and exits 1.
@Suite struct TourJSONTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Profiles in order: touch, voiceover, voice-control, switch-control, keyboard, pointer, larger-text.
    static let table: [(String, [String])] = [
        ("Reorder and pay", ["ok 2", "ok 8", "ok 2", "ok 8", "ok 5", "ok 2", "ok 2"]),
        ("Open settings", ["ok 1", "blocked: Mystery Icon", "blocked: Mystery Icon", "ok 5", "ok 2", "ok 1", "ok 1"]),
        ("Buy an order again", ["ok 1", "blocked: Semantic Control", "blocked: Semantic Control", "blocked: Semantic Control", "blocked: Semantic Control", "ok 1", "ok 1"]),
        ("Delete an old order", ["ok 1", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "waived", "ok 1"]),
        ("Add to cart from the first list", ["ok 1", "unreachable: Swallowed Control", "unreachable: Swallowed Control", "unreachable: Swallowed Control", "unreachable: Swallowed Control", "ok 1", "ok 1"]),
        ("Add to cart with actions", ["ok 1", "ok 3", "blocked: Hidden Action", "ok 3", "ok 3 (friction: Hidden Action)", "ok 1", "ok 1"]),
        ("Add to cart from the final list", ["ok 1", "ok 2", "ok 1", "ok 4", "ok 2", "ok 1", "ok 1"]),
        ("Pick pink and add to cart", ["ok 2", "ok 5", "ok 2", "ok 8", "ok 5", "ok 2", "ok 2"]),
        ("Edit the mug", ["ok 1", "ok 6 (friction: Duplicate Voice Command)", "blocked: Duplicate Voice Command", "ok 4", "ok 3", "ok 1", "ok 1"]),
        ("Confirm and pay", ["ok 1", "ok 5", "ok 1", "ok 2", "ok 1", "ok 1", "blocked: Offscreen at Larger Text"]),
        ("Go to the next day", ["ok 1", "ok 2", "ok 1", "ok 2", "ok 1", "ok 1", "ok 1"]),
        ("Go to the previous day", ["blocked: Edge Gesture Collision", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Swipe Trap", "blocked: Edge Gesture Collision"]),
    ]

    static let profiles = ["touch", "voiceover", "voice-control", "switch-control", "keyboard", "pointer", "larger-text"]

    static func cell(_ profile: [String: Any]) -> String {
        let patterns = { (key: String) in
            Set(((profile[key] as? [[String: Any]]) ?? []).compactMap { $0["pattern"] as? String }).sorted().joined(separator: ", ")
        }
        switch profile["status"] as? String {
        case "ok":
            let friction = patterns("friction")
            return "ok \(profile["steps"] as? Int ?? -1)" + (friction.isEmpty ? "" : " (friction: \(friction))")
        case "blocked": return "blocked: " + patterns("blockers")
        case "unreachable": return "unreachable: " + patterns("blockers")
        case "waived": return "waived"
        default: return "?"
        }
    }

    @Test func theTourAgreesWithTheTableAndExitsOne() throws {
        let tour = Self.root + "/../shared/spec/tour.flow"
        try #require(FileManager.default.fileExists(atPath: tour), "the spec's tour is beside the repository")
        let run = Flowmap(["compile", "--format", "json", "../shared/spec/tour.flow"], in: Self.root)
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        let tasks = try #require(document["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["name"] as? String ?? "" } == Self.table.map(\.0))
        for (task, (name, cells)) in zip(tasks, Self.table) {
            #expect(task["file"] as? String == "../shared/spec/tour.flow")
            let profiles = try #require(task["profiles"] as? [[String: Any]])
            #expect(profiles.map { $0["id"] as? String ?? "" } == Self.profiles)
            for (profile, expected) in zip(profiles, cells) {
                #expect(Self.cell(profile) == expected, "\(name) / \(profile["id"] ?? "")")
            }
        }
        // The waived cell keeps what the waiver covers.
        let delete = try #require(tasks.first { $0["name"] as? String == "Delete an old order" })
        let pointer = try #require((delete["profiles"] as? [[String: Any]])?.first { $0["id"] as? String == "pointer" })
        #expect(pointer["waiver"] as? String == "AssistiveTouch users are routed to the web order page")
        #expect((pointer["blockers"] as? [[String: Any]])?.first?["pattern"] as? String == "Swipe Trap")
    }
}

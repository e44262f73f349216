import Foundation
import Testing
@testable import FlowCommand

/// The rows of real-screens.flow's table that navigator-model.md §9.3 governs (pagers, inline links, the
/// VoiceOver rotor, Voice Control's gesture commands), through the real command:
/// `flowmap compile --format json` on those screens of `../shared/spec/real-screens.flow`, with
/// the Feed's component and the Help screen's repeats written out by hand.
@Suite struct MethodsOwnWaysJSONTests {
    static let fixture = "Tests/FlowNavigatorTests/Fixtures/methods-own-ways/trigger.flow"

    /// Profiles in order: touch, voiceover, voice-control, switch-control, keyboard, pointer, larger-text.
    static let table: [(String, [String])] = [
        ("Ask for a new code", ["ok 1", "ok 3 (friction: Inline Link)", "blocked: Inline Link", "blocked: Inline Link", "blocked: Inline Link", "ok 1", "ok 1"]),
        ("Like Ben's photo", ["ok 1", "ok 8 (friction: Duplicate Voice Command)", "ok 1 (friction: Swipe Trap)", "ok 4", "ok 3", "ok 1", "ok 1"]),
        ("Create an account from the tour", ["ok 3", "ok 4", "ok 3", "ok 8", "ok 1", "ok 3", "ok 3"]),
        ("Start a return", ["ok 1", "ok 7", "ok 1", "ok 2", "ok 1", "ok 1", "ok 1"]),
    ]

    @Test func theRowsAgreeWithTheTableAndExitOne() throws {
        let run = Flowmap(["compile", "--format", "json", Self.fixture], in: TourJSONTests.root)
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let tasks = try #require(document["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["name"] as? String ?? "" } == Self.table.map(\.0))
        for (task, (name, cells)) in zip(tasks, Self.table) {
            let profiles = try #require(task["profiles"] as? [[String: Any]])
            #expect(profiles.map { $0["id"] as? String ?? "" } == TourJSONTests.profiles)
            for (profile, expected) in zip(profiles, cells) {
                #expect(TourJSONTests.cell(profile) == expected, "\(name) / \(profile["id"] ?? "")")
            }
        }
    }

    /// The path shows the methods' own ways by name: the rotor, the three-finger swipe, "Scroll
    /// right", "Double tap ‹name›".
    @Test func thePathsNameTheMethodsOwnWays() throws {
        let run = Flowmap(["compile", "--format", "json", Self.fixture], in: TourJSONTests.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let tasks = try #require(document["tasks"] as? [[String: Any]])
        func actions(_ task: String, _ profile: String) -> [String] {
            let found = tasks.first { $0["name"] as? String == task }
            let path = (found?["profiles"] as? [[String: Any]])?.first { $0["id"] as? String == profile }?["path"] as? [[String: Any]]
            return path?.compactMap { $0["action"] as? String } ?? []
        }
        #expect(actions("Start a return", "voiceover") == ["Rotor: Headings", "Swipe down", "Swipe right", "Double-tap"])
        #expect(actions("Ask for a new code", "voiceover") == ["Rotor: Links", "Swipe down", "Double-tap"])
        #expect(actions("Create an account from the tour", "voiceover") == ["Three-finger swipe left", "Swipe right", "Double-tap"])
        #expect(actions("Create an account from the tour", "voice-control") == ["Say \"Scroll right\"", "Say \"Tap Create account\""])
        #expect(actions("Like Ben's photo", "voice-control") == ["Say \"Double tap Photo by Ben\""])
    }
}

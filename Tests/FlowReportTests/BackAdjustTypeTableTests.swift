import Foundation
import FlowPipeline
import FlowSyntax
import Testing

@testable import FlowReport

/// Issue 9's table, for the rows that alerts, escape, `back`, `adjust` and `type` govern: status
/// and step count per profile, blockers and friction by pattern, read from the JSON report of
/// Inputs/back-adjust-type.flow (real-screens.flow's screens for those rows, with other parts'
/// constructs written in version 1).
@Suite struct BackAdjustTypeTableTests {
    static let text: String = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Inputs/back-adjust-type.flow").path
        let bytes = FileManager.default.contents(atPath: path).map(Array.init) ?? []
        let compilation = Compilation.run(SourceSet([SourceFile(path: "back-adjust-type.flow", bytes: bytes)]))
        return JSONReport.render(compilation)
    }()

    static var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    /// Profiles in report order: touch, voiceover, voice-control, switch-control, keyboard,
    /// pointer, larger-text.
    static let expected: [(String, [String])] = [
        ("Read Chloe's message, then write a new one", ["ok 3", "ok 10", "ok 3", "ok 13", "ok 9", "ok 3", "ok 3"]),
        ("Delete a message, then change your mind", ["ok 2", "ok 5", "ok 2", "ok 6", "ok 3", "ok 2", "ok 2"]),
        // Issue 9's row says VoiceOver 9: there the Search screen says `focus "Search mail"`
        // (another part of §9.1), which saves the one swipe from the heading to the field.
        ("Search the mail", ["ok 3", "ok 10", "ok 3", "ok 10", "ok 8", "ok 3", "ok 3"]),
        ("Turn the brightness up to 80", ["ok 3", "ok 7", "ok 3", "ok 9", "ok 5", "blocked: Swipe Trap", "ok 3"]),
        ("Make the text smaller", ["ok 2", "ok 5", "ok 1", "ok 5", "ok 4", "ok 2", "ok 2"]),
        ("Turn the volume up to 40", ["ok 1", "ok 5", "ok 1", "ok 5", "ok 4", "blocked: Swipe Trap", "ok 1"]),
        ("Enter the code", ["ok 3", "ok 6", "ok 3", "ok 6", "ok 4", "ok 3", "ok 3"]),
    ]

    /// A cell in the table's notation, from a profile's JSON.
    static func cell(_ profile: [String: Any]) -> String {
        func patterns(_ key: String) -> String {
            let findings = profile[key] as? [[String: Any]] ?? []
            return Set(findings.compactMap { $0["pattern"] as? String }).sorted().joined(separator: ", ")
        }
        let status = profile["status"] as? String ?? "?"
        let steps = profile["steps"] as? Int ?? -1
        switch status {
        case "ok":
            let friction = patterns("friction")
            return "ok \(steps)" + (friction.isEmpty ? "" : " (friction: \(friction))")
        case "blocked", "unreachable": return "\(status): \(patterns("blockers"))"
        default: return status
        }
    }

    @Test(arguments: 0..<7)
    func row(_ index: Int) throws {
        let (name, cells) = Self.expected[index]
        let tasks = try #require(Self.json["tasks"] as? [[String: Any]])
        let task = try #require(tasks.first { $0["name"] as? String == name })
        let profiles = try #require(task["profiles"] as? [[String: Any]])
        #expect(profiles.map { $0["id"] as? String ?? "" } == ["touch", "voiceover", "voice-control", "switch-control", "keyboard", "pointer", "larger-text"])
        for (profile, expected) in zip(profiles, cells) {
            #expect(Self.cell(profile) == expected, "\(name) / \(profile["id"] ?? "")")
        }
    }

    /// The rules §9.2 marks unverified show on the steps that rely on them.
    @Test func unverifiedRulesAreShown() throws {
        let tasks = try #require(Self.json["tasks"] as? [[String: Any]])
        let task = try #require(tasks.first { $0["name"] as? String == "Read Chloe's message, then write a new one" })
        let profiles = try #require(task["profiles"] as? [[String: Any]])
        func rules(_ id: String) -> Set<String> {
            let path = profiles.first { $0["id"] as? String == id }?["path"] as? [[String: Any]] ?? []
            return Set(path.flatMap { $0["rules"] as? [String] ?? [] })
        }
        #expect(rules("keyboard").isSuperset(of: ["keyboard-back-command", "focus-returns-to-opener"]))
        #expect(rules("switch-control").isSuperset(of: ["switch-control-escape", "focus-returns-to-opener"]))
        #expect(rules("voiceover").contains("focus-returns-to-opener"))
        #expect(!rules("touch").contains("focus-returns-to-opener"))
    }

    /// The new steps as the report words them (StepWording).
    @Test func stepsAreWorded() throws {
        let tasks = try #require(Self.json["tasks"] as? [[String: Any]])
        var actions: Set<String> = []
        for task in tasks {
            for profile in task["profiles"] as? [[String: Any]] ?? [] {
                for step in profile["path"] as? [[String: Any]] ?? [] {
                    if let action = step["action"] as? String { actions.insert(action) }
                }
            }
        }
        let expected: Set<String> = [
            "Two-finger scrub", "Esc", "Back command", "Type 7 characters", "Type 6 characters", "Say \"Go back\"",
            "Say \"Increment Brightness by 3\"", "Say \"Decrement Text size by 2\"", "Say \"Type invoice\"", "Increment", "Decrement",
        ]
        #expect(expected.isSubset(of: actions), "\(expected.subtracting(actions))")
    }
}

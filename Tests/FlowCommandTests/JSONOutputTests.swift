import Foundation
import Testing

/// `--format json`: one document for all inputs, schema version 1, keys sorted.
@Suite struct JSONOutputTests {
    /// The document for `blocked.flow` (a Swipe Trap), `ok.flow` and `small.flow` (friction).
    func run() throws -> (run: Flowmap, document: [String: Any]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/blocked.flow", Flows.blocked)
        try folder.write("flows/ok.flow", Flows.ok)
        try folder.write("flows/small.flow", Flows.smallTarget)
        let run = Flowmap(["compile", "--format", "json", "flows"], in: folder.path)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        return (run, try #require(parsed as? [String: Any]))
    }

    @Test func theDocumentParsesWithSchemaVersionOne() throws {
        let (run, document) = try run()
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("}\n"))
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(Set(document.keys) == ["schemaVersion", "tasks", "diagnostics"])
    }

    @Test func tasksHaveEveryProfileWithItsPathAndFindings() throws {
        let tasks = try #require(try run().document["tasks"] as? [[String: Any]])
        #expect(tasks.map { $0["name"] as? String } == ["Delete an order", "Pay", "Close"])
        #expect(tasks.map { $0["file"] as? String } == ["flows/blocked.flow", "flows/ok.flow", "flows/small.flow"])
        let profileKeys: Set = ["id", "name", "status", "steps", "path", "blockers", "friction", "waiver"]
        for task in tasks {
            let profiles = try #require(task["profiles"] as? [[String: Any]])
            #expect(
                profiles.map { $0["id"] as? String } == [
                    "touch", "voiceover", "voice-control", "switch-control", "keyboard", "pointer", "larger-text",
                ])
            for profile in profiles {
                #expect(profileKeys.isSubset(of: profile.keys))
                #expect(profile["steps"] is Int)
                #expect(profile["path"] is [[String: Any]])
                #expect(profile["waiver"] is NSNull)
            }
        }
        let blocked = try #require(tasks[0]["profiles"] as? [[String: Any]])
        #expect(blocked.map { $0["status"] as? String } == ["ok", "blocked", "blocked", "blocked", "blocked", "blocked", "ok"])
        let voiceOverBlockers = try #require(blocked[1]["blockers"] as? [[String: Any]])
        #expect(voiceOverBlockers.first?["pattern"] as? String == "Swipe Trap")
        #expect(voiceOverBlockers.first?["line"] as? Int == 4)
        let small = try #require(tasks[2]["profiles"] as? [[String: Any]])
        let touchFriction = try #require(small[0]["friction"] as? [[String: Any]])
        #expect(touchFriction.map { $0["pattern"] as? String } == ["Small Target"])
    }

    @Test func aWaiverCarriesItsReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Flows.waived(["voiceover"]))
        let run = Flowmap(["--format=json", "x.flow"], in: folder.path)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let tasks = try #require(document["tasks"] as? [[String: Any]])
        let profiles = try #require(tasks.first?["profiles"] as? [[String: Any]])
        #expect(profiles[1]["status"] as? String == "waived")
        #expect(profiles[1]["waiver"] as? String == "tested with the support team")
    }

    @Test func diagnosticsHaveTheirPlaceSeverityIdAndPattern() throws {
        let diagnostics = try #require(try run().document["diagnostics"] as? [[String: Any]])
        let keys: Set = ["file", "line", "column", "severity", "id", "pattern", "message"]
        for diagnostic in diagnostics { #expect(Set(diagnostic.keys) == keys) }
        let blocked = diagnostics.filter { $0["id"] as? String == "task-blocked" }
        #expect(blocked.count == Flows.blockedProfiles.count)
        #expect(blocked.first?["file"] as? String == "flows/blocked.flow")
        #expect(blocked.first?["line"] as? Int == 6)
        #expect(blocked.first?["column"] as? Int == 6)
        #expect(blocked.first?["severity"] as? String == "error")
        #expect(blocked.first?["pattern"] as? String == "Swipe Trap")
        #expect(blocked.first?["message"] as? String == "'Delete an order' is blocked for VoiceOver: Swipe Trap")
        // Warnings are in the document even without --warnings.
        let small = diagnostics.filter { $0["id"] as? String == "small-target" }
        #expect(small.first?["severity"] as? String == "warning")
        #expect(small.first?["file"] as? String == "flows/small.flow")
    }

    @Test func keysAppearInSortedOrderInTheText() throws {
        let text = try run().run.output
        #expect(!text.isEmpty)
        // One member per line: a key at some indentation follows the previous key of the same
        // object, which is the previous key at that indentation since the object last opened.
        var previous: [Int: String] = [:]
        var checked = 0
        for line in text.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            // A line at a lower indentation closes (or opens) the objects nested deeper.
            previous = previous.filter { $0.key <= indent }
            guard rest.hasPrefix("\""), let end = rest.range(of: "\": ") else { continue }
            let key = String(rest[rest.index(after: rest.startIndex)..<end.lowerBound])
            if let before = previous[indent] { #expect(before < key, "'\(before)' before '\(key)'") }
            previous[indent] = key
            checked += 1
        }
        #expect(checked > 100)
    }
}

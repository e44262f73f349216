import Foundation
import Testing
@testable import FlowCommand

/// Components, repeats and names per feature (navigator-model.md §9.1), through the command's
/// JSON: a copy is an ordinary element, and two features' "Settings" stay apart.
@Suite struct StructureJSONTests {
    static let root = TourJSONTests.root
    static let structure = "Tests/FlowProgramTests/Fixtures/structure/"

    static func json(_ arguments: [String]) throws -> (status: Int32, document: [String: Any]) {
        let run = Flowmap(["compile", "--format", "json"] + arguments, in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        return (run.status, document)
    }

    /// The document without where things are written: the copies' lines are the component's.
    static func withoutPlaces(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            var kept: [String: Any] = [:]
            for (key, item) in object where !["file", "line", "column", "message", "notes"].contains(key) {
                kept[key] = withoutPlaces(item)
            }
            return kept
        }
        if let array = value as? [Any] { return array.map(withoutPlaces) }
        return value
    }

    static func text(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The rows of issue 9's table that need only components and repeats: their cells are left to
    /// the tab bar, Voice Control's double tap and the rotor; here the expanded screens must
    /// compile exactly as the hand-written ones.
    @Test func componentsAndRepeatsGiveTheJSONOfTheScreensWrittenOut() throws {
        let expanded = try Self.json([Self.structure + "components.flow"])
        let byHand = try Self.json([Self.structure + "by-hand.flow"])
        #expect(expanded.status == byHand.status)
        let tasks = try #require(expanded.document["tasks"])
        #expect(try Self.text(Self.withoutPlaces(tasks)) == Self.text(Self.withoutPlaces(try #require(byHand.document["tasks"]))))
        let ids = { (document: [String: Any]) in ((document["diagnostics"] as? [[String: Any]]) ?? []).map { $0["id"] as? String ?? "" } }
        #expect(ids(expanded.document) == ids(byHand.document))
        let names = (tasks as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "" }
        #expect(names == ["Archive Ben's message", "Like Ben's photo", "Start a return"])
    }

    @Test func twoScreensOfOneNameAreToldApartInTheJSON() throws {
        let folder = "Tests/FlowProgramTests/Fixtures/diagnostics/ambiguous-across-files.good"
        let run = try Self.json([folder])
        #expect(run.status == 0)
        let tasks = try #require(run.document["tasks"] as? [[String: Any]])
        var screens: [String: [String]] = [:]
        for task in tasks {
            let touch = try #require((task["profiles"] as? [[String: Any]])?.first)
            screens[task["name"] as? String ?? ""] = ((touch["path"] as? [[String: Any]]) ?? []).map { $0["screen"] as? String ?? "" }
        }
        #expect(screens["Mail settings"] == ["Mail"])
        #expect(screens["Photo settings"] == ["Settings (\(folder)/photos.flow)"])
        #expect(screens["From home"] == ["Settings (\(folder)/photos.flow)"])
    }

    @Test func aWarningAboutACopyNotesTheUseLinesThatCopiedIt() {
        let run = Flowmap(["check", "-W", Self.structure + "components.flow"], in: Self.root)
        let lines = run.errorLines
        let warning = lines.firstIndex { $0.hasSuffix("another control on screen 'Feed' is also called 'Like' [duplicate-voice-command]") }
        #expect(warning != nil)
        if let warning {
            #expect(lines[warning].hasPrefix(Self.structure + "components.flow:36:5: warning:"))
            #expect(Array(lines[(warning + 2)...].prefix(3)) == [41, 42, 43].map { Self.structure + "components.flow:\($0):3: note: copied by this 'use'" })
        }
    }
}

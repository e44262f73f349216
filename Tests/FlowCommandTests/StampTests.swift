import Foundation
import Testing
@testable import FlowCommand

/// `--stamp FILE`: the build plugin's one declared output, written only after a successful
/// check, and only when its text changes.
@Suite struct StampTests {
    @Test func writtenAfterASuccessfulRunNamingTheInputs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/a.flow", Flows.ok)
        let run = Flowmap(["compile", "--output", "out", "--stamp", "gen/Checked.swift", "flows"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.errors == "")
        let stamp = try #require(folder.read("gen/Checked.swift"))
        #expect(stamp == Stamp.text(inputs: ["flows/a.flow"]))
        #expect(stamp.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "comments only: the module's API is unchanged")
    }

    @Test func notWrittenWhenATaskIsBlockedOrTheInputIsBroken() throws {
        for (flow, status) in [(Flows.blocked, Int32(1)), (Flows.syntaxError, Int32(2))] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("x.flow", flow)
            try folder.write("Checked.swift", "// old\n")
            let run = Flowmap(["compile", "--stamp", "Checked.swift", "x.flow"], in: folder.path)
            #expect(run.status == status)
            #expect(folder.read("Checked.swift") == "// old\n")
        }
    }

    @Test func unchangedTextIsNotRewritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Flows.ok)
        #expect(Flowmap(["check", "--stamp", "s.swift", "x.flow"], in: folder.path).status == 0)
        let path = folder.path + "/s.swift"
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path)
        #expect(Flowmap(["check", "--stamp", "s.swift", "x.flow"], in: folder.path).status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(before != nil)
        #expect(after == Date(timeIntervalSince1970: 1_000_000))
    }
}

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

    /// Every scalar that ends a line somewhere: in Swift (LF, CR, and CR LF, which is one
    /// Character), in editors and other readers (VT, FF, NEL, U+2028, U+2029).
    static let lineEnds = ["\r\n", "\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}"]

    /// A name that, were a line end in it kept, would end the comment and put Swift in the module.
    static func injecting(_ lineEnd: String) -> String {
        "flows/a\(lineEnd)let injected: Int = \"not a number\"\(lineEnd)//.flow"
    }

    @Test(arguments: lineEnds)
    func noLineEndInANameEndsTheComment(lineEnd: String) {
        let text = Stamp.text(inputs: [Self.injecting(lineEnd), "flows/b.flow"])
        // Split at every scalar that ends a line anywhere: each piece is a comment.
        let lines = text.unicodeScalars.split(omittingEmptySubsequences: false) {
            ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains($0)
        }.dropLast()
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { String(String.UnicodeScalarView($0)).hasPrefix("//") })
        #expect(text.hasSuffix("//   flows/b.flow\n"))
    }

    /// The stamp of a real file named with CR LF and Swift, compiled as the build plugin would:
    /// the type error in the name stays in a comment.
    @Test func theStampOfAHostileFileNameTypeChecks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let name = Self.injecting("\r\n")
        try folder.write(name, Flows.ok)
        let run = Flowmap(["check", "--stamp", "Checked.swift", name], in: folder.path)
        #expect(run.status == 0)
        let stamp = try #require(folder.read("Checked.swift"))
        #expect(stamp.contains("//   flows/a\\u{D}\\u{A}let injected: Int = \"not a number\"\\u{D}\\u{A}//.flow\n"))
        // The same name unescaped does not type-check, so the check below can fail.
        try folder.write("Injected.swift", "//   " + name + "\n")
        #expect(try Self.typeCheck(folder.path + "/Injected.swift") != 0)
        #expect(try Self.typeCheck(folder.path + "/Checked.swift") == 0)
    }

    /// `swiftc -typecheck FILE`'s exit status, with the compiler that runs these tests.
    static func typeCheck(_ file: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", file]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

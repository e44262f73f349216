import Foundation
import Testing
@testable import FlowCommand

/// `flowmap fmt [--check] PATH…`: exit statuses 0, 1 and 2, files rewritten in place only when
/// they change, never when they have an error, never through a link, and `--check` writing
/// nothing.
@Suite struct FormatCommandTests {
    static let messy = "screen   \"Checkout\"\n  header \"Checkout\"   # the title\n  button\"Pay\"\ntask \"Pay\"\n  start \"Checkout\"\n  activate \"Pay\"\n"
    static let canonical = "screen \"Checkout\"\n  header \"Checkout\"  # the title\n  button \"Pay\"\n\ntask \"Pay\"\n  start \"Checkout\"\n  activate \"Pay\"\n"
    /// Line 2 has an unknown kind.
    static let broken = "screen  \"A\"\n  buton \"B\"\n"

    static func inode(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value
    }

    @Test func aFileInCanonicalLayoutIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("ok.flow", Self.canonical)
        let before = Self.inode(folder.path + "/ok.flow")
        let run = Flowmap(["fmt", "ok.flow"], in: folder.path)
        #expect(run.status == 0 && run.output == "" && run.errors == "")
        #expect(Self.inode(folder.path + "/ok.flow") == before, "an unchanged file is not rewritten")
        #expect(folder.read("ok.flow") == Self.canonical)
    }

    @Test func aFileIsRewrittenInPlaceKeepingItsPermissions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/a.flow", Self.messy)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path + "/flows/a.flow")
        let run = Flowmap(["fmt", "flows"], in: folder.path)
        #expect(run.status == 0 && run.output == "" && run.errors == "")
        #expect(folder.read("flows/a.flow") == Self.canonical)
        let permissions = try FileManager.default.attributesOfItem(atPath: folder.path + "/flows/a.flow")[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/flows") == ["a.flow"])
        #expect(Flowmap(["fmt", "--check", "flows"], in: folder.path).status == 0)
    }

    @Test func checkListsTheFilesThatWouldChangeAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/changed.flow", Self.messy)
        try folder.write("flows/same.flow", Self.canonical)
        let before = folder.snapshot()
        let run = Flowmap(["fmt", "--check", "flows"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.output == "flows/changed.flow\n")
        #expect(run.errors == "")
        #expect(folder.snapshot() == before)
        let unchanged = Flowmap(["fmt", "--check", "flows/same.flow"], in: folder.path)
        #expect(unchanged.status == 0 && unchanged.output == "" && unchanged.errors == "")
    }

    @Test func checkEscapesThePathsItLists() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a\u{1B}[2Jb\n.flow", Self.messy)
        let run = Flowmap(["fmt", "--check", "."], in: folder.path)
        #expect(run.status == 1)
        #expect(run.output == "./a\\u{1B}[2Jb\\u{A}.flow\n")
    }

    /// A file with an error is reported as `check` reports it and keeps its bytes; the other
    /// files are still formatted, and the status is 2.
    @Test func aFileWithAnErrorIsNeverRewritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/broken.flow", Self.broken)
        try folder.write("flows/messy.flow", Self.messy)
        let run = Flowmap(["fmt", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.output == "")
        let check = Flowmap(["check", "flows/broken.flow"], in: folder.path)
        #expect(run.errors == check.errors)
        #expect(run.errorLines.first?.hasPrefix("flows/broken.flow:2:3: error: expected an element kind, found 'buton'") == true)
        #expect(folder.read("flows/broken.flow") == Self.broken)
        #expect(folder.read("flows/messy.flow") == Self.canonical)

        let rich = Flowmap(["fmt", "--check", "--diagnostics", "rich", "flows/broken.flow"], in: folder.path)
        #expect(rich.status == 2)
        #expect(rich.errors == Flowmap(["check", "--diagnostics", "rich", "flows/broken.flow"], in: folder.path).errors)
    }

    @Test func aLinkIsNeverWrittenThrough() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("elsewhere/target.flow", Self.messy)
        try folder.makeFolder("flows")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/flows/link.flow", withDestinationPath: "../elsewhere/target.flow")
        let run = Flowmap(["fmt", "flows/link.flow"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors.contains("'flows/link.flow' is a link"))
        #expect(folder.read("elsewhere/target.flow") == Self.messy)
        let kind = try FileManager.default.attributesOfItem(atPath: folder.path + "/flows/link.flow")[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
        // Checking reads through it: nothing is written.
        #expect(Flowmap(["fmt", "--check", "flows/link.flow"], in: folder.path).status == 1)
    }

    /// A file found under its own name and through a link to it is formatted under its own
    /// name, whatever sorts first and whatever the order of the arguments: the link's name is
    /// one fmt refuses to write, so keeping it would leave the file unformatted.
    @Test(arguments: [["."], ["target.flow", "link2.flow"], ["link2.flow", "target.flow"], ["sub/link.flow", "."]])
    func aFileFoundThroughALinkIsFormattedUnderItsOwnName(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("target.flow", Self.messy)
        try folder.makeFolder("sub")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link2.flow", withDestinationPath: "target.flow")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/sub/link.flow", withDestinationPath: "../target.flow")
        let check = Flowmap(["fmt", "--check"] + arguments, in: folder.path)
        #expect(check.status == 1)
        #expect(check.output == (arguments.contains(".") ? "./target.flow\n" : "target.flow\n"))
        let run = Flowmap(["fmt"] + arguments, in: folder.path)
        #expect(run.status == 0 && run.errors == "")
        #expect(folder.read("target.flow") == Self.canonical)
        for link in ["link2.flow", "sub/link.flow"] {
            let kind = try FileManager.default.attributesOfItem(atPath: folder.path + "/" + link)[.type] as? FileAttributeType
            #expect(kind == .typeSymbolicLink)
        }
    }

    @Test func missingInputsAndWrongOptionsAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.flow", Self.canonical)
        let missing = Flowmap(["fmt", "nowhere.flow"], in: folder.path)
        #expect(missing.status == 2 && missing.errors.contains("cannot read 'nowhere.flow'"))
        #expect(Flowmap(["fmt"], in: folder.path).status == 2)
        let output = Flowmap(["fmt", "--output", "out", "a.flow"], in: folder.path)
        #expect(output.status == 2)
        #expect(output.errorLines.first == "flowmap: error: '--output' does not apply to 'fmt'")
        let check = Flowmap(["check", "--check", "a.flow"], in: folder.path)
        #expect(check.status == 2)
        #expect(check.errorLines.first == "flowmap: error: '--check' applies to 'compile', not to 'check'")
        #expect(Flowmap(["fmt", "--check=yes", "a.flow"], in: folder.path).status == 2)
    }

    @Test func theHelpListsTheCommand() {
        let help = Flowmap(["--help"]).output
        #expect(help.contains("flowmap fmt [--check]"))
        #expect(help.contains("--check"))
    }
}

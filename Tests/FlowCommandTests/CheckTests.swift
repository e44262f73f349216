import Foundation
import Testing

/// `flowmap check`: which files are read, how they are named, what is printed, the status.
/// The inputs use parser errors, whose positions do not depend on the checker.
@Suite struct CheckTests {
    /// "unterminated string" at 1:8.
    static func unterminated(_ name: String) -> String { "screen \"\(name)\n" }
    /// "expected an element kind, found 'buton'" at 2:3.
    static func unknownKind(_ name: String) -> String { "screen \"\(name)\"\n  buton \"x\"\n" }

    static let unknownKindMessage = "error: expected an element kind, found 'buton' [unknown-kind]"
    static let unterminatedMessage = "error: unterminated string [unterminated-string]"

    /// The short lines of `unknownKind` in the file at `path`: the error, then its help as a note.
    static func unknownKindLines(_ path: String) -> [String] {
        [path + ":2:3: " + unknownKindMessage, path + ":2:3: note: did you mean 'button'?"]
    }

    /// The short lines of `unterminated` in the file at `path`: the error, then its help as a note.
    static func unterminatedLines(_ path: String) -> [String] {
        [path + ":1:8: " + unterminatedMessage, path + ":1:8: note: add the closing quote \" before the end of the line"]
    }

    @Test func cleanInputPrintsNothingAndSucceeds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/a.flow", "screen \"A\"\n  button \"Go\"\n")
        let run = Flowmap(["check", "flows"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.errors == "")
    }

    @Test func shortLinesAreExactAndNameFilesThroughTheFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/a.flow", Self.unknownKind("A"))
        try folder.write("flows/sub/x.flow", Self.unterminated("X"))
        let run = Flowmap(["check", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(
            run.errorLines == Self.unknownKindLines("flows/a.flow") + Self.unterminatedLines("flows/sub/x.flow"))
    }

    @Test func aFolderEndingInSlashIsNotDoubled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/sub/x.flow", Self.unterminated("X"))
        let run = Flowmap(["flows/"], in: folder.path)
        #expect(run.errorLines == Self.unterminatedLines("flows/sub/x.flow"))
    }

    @Test func absolutePathsStayAsGiven() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/x.flow", Self.unterminated("X"))
        let run = Flowmap([folder.path + "/flows"])
        #expect(run.errorLines == Self.unterminatedLines(folder.path + "/flows/x.flow"))
    }

    @Test func filesAreFoundRecursivelyInSortedOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Written out of order, so that only sorting can produce the expected order.
        try folder.write("f/sub/deeper/deepest/e.flow", Self.unterminated("E"))
        try folder.write("f/b.flow", Self.unterminated("B"))
        try folder.write("f/a/z.flow", Self.unterminated("Z"))
        try folder.write("f/a.flow", Self.unterminated("A"))
        try folder.write("f/sub/c.flow", Self.unterminated("C"))
        let run = Flowmap(["f"], in: folder.path)
        #expect(
            run.errorLines == ["f/a.flow", "f/a/z.flow", "f/b.flow", "f/sub/c.flow", "f/sub/deeper/deepest/e.flow"]
                .flatMap(Self.unterminatedLines))
    }

    @Test func hiddenFoldersAndOtherExtensionsAreSkipped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("f/.build/x.flow", Self.unterminated("X"))
        try folder.write("f/.hidden.flow", Self.unterminated("H"))
        try folder.write("f/notes.txt", Self.unterminated("T"))
        try folder.write("f/a.flow.bak", Self.unterminated("K"))
        try folder.write("f/ok.flow", "screen \"A\"\n")
        let run = Flowmap(["check", "f"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.errors == "")
    }

    @Test func aFileNamedExplicitlyIsReadWhateverItsExtension() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("notes.txt", Self.unterminated("T"))
        let run = Flowmap(["notes.txt"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errorLines == Self.unterminatedLines("notes.txt"))
    }

    @Test func aFileNamedTwiceIsReadOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("f/a.flow", Self.unterminated("A"))
        let run = Flowmap(["f", "f/a.flow", "./f/a.flow"], in: folder.path)
        #expect(run.errorLines == Self.unterminatedLines("f/a.flow"))
    }

    /// A folder with no flow is most likely a wrong path: a CI job must not pass checking nothing.
    @Test func aFolderWithNoFlowsIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("empty")
        try folder.write("other/readme.txt", "not a flow")
        let run = Flowmap(["check", "empty", "other"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errorLines == ["flowmap: error: no .flow files in 'empty'", "flowmap: error: no .flow files in 'other'"])
    }

    /// An empty file is still a valid, empty program.
    @Test func anEmptyFileIsAnEmptyProgram() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("empty.flow", "")
        let run = Flowmap(["check", "empty.flow"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.errors == "")
    }

    @Test func checkRefusesReportOptions() {
        for arguments in [["check", "--output", "out", "a.flow"], ["check", "--format", "json", "a.flow"]] {
            let run = Flowmap(arguments)
            #expect(run.status == 2)
            #expect(run.errorLines.first?.hasSuffix("applies to 'compile', not to 'check'") == true)
        }
    }

    @Test func aMissingFileFailsWithAClearMessage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.flow", "screen \"A\"\n")
        let run = Flowmap(["a.flow", "x.flow", "gone/"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(
            run.errorLines == [
                "flowmap: error: cannot read 'x.flow': no such file",
                "flowmap: error: cannot read 'gone/': no such file",
            ])
    }

    @Test func aMisspelledCommandIsSuggested() {
        let run = Flowmap(["chek", "x.flow"], in: FileManager.default.temporaryDirectory.path)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("flowmap: error: cannot read 'chek': no such file\nhelp: did you mean 'check'?\n"))
    }

    @Test func aDeviceIsRefusedNotReadForever() {
        let run = Flowmap(["/dev/zero"])
        #expect(run.status == 2)
        #expect(run.errors == "flowmap: error: cannot read '/dev/zero': not a regular file or folder\n")
    }

    @Test(.enabled(if: geteuid() != 0, "root reads every file"))
    func anUnreadableFileFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.flow", "screen \"A\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.path + "/a.flow")
        let run = Flowmap(["a.flow"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors == "flowmap: error: cannot read 'a.flow': permission denied\n")
    }

    @Test(arguments: [[], ["check"], ["compile"]])
    func bareCheckAndCompileDoTheSame(command: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Self.unterminated("X"))
        let run = Flowmap(command + ["x.flow"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errorLines == Self.unterminatedLines("x.flow"))
    }

    @Test func aPathMayStartWithADashAfterTheEndOfOptions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("-x.flow", Self.unterminated("X"))
        try folder.write("check", Self.unterminated("C"))
        let run = Flowmap(["--", "check", "-x.flow"], in: folder.path)
        #expect(run.errorLines == Self.unterminatedLines("-x.flow") + Self.unterminatedLines("check"))
    }

    /// The build plugin's command on the consumer's pitfall: in the build log, each error is
    /// followed by the note at the element that blocks it, then by its help as a note at the
    /// error's own place, the lines Xcode and SwiftPM attach to it.
    @Test func theBuildPluginsLogCarriesEachErrorsHelpUnderIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pitfall = "Examples/consumer/pitfall/orders.flow"
        let run = Flowmap(
            [
                "compile", "--diagnostics", "short", "--output", folder.path + "/reports", "--stamp",
                folder.path + "/FlowMapChecked.swift", "--", pitfall, "Examples/consumer/Sources/Orders/receipt.flow",
            ], in: CommittedReportsTests.root)
        #expect(run.status == 1)
        let lines = run.errorLines
        let errors = lines.indices.filter { lines[$0].contains(": error: ") }
        #expect(errors.count == Flows.blockedProfiles.count)
        for (error, profile) in zip(errors, Flows.blockedProfileIDs) {
            #expect(lines[error].hasPrefix(pitfall + ":12:6: error: 'Delete an order' is blocked for "))
            #expect(lines.dropFirst(error + 1).first?.hasPrefix(pitfall + ":9:5: note: Swipe Trap: ") == true)
            #expect(
                lines.dropFirst(error + 2).first
                    == pitfall + ":12:6: note: see 'flowmap explain swipe-trap' for the fix, or write 'waive \(profile) swipe-trap on \"Order No. 41\" \"reason\"' to accept it")
        }
        #expect(lines.count == 3 * errors.count)
    }

    @Test func optionsMayFollowThePaths() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Self.unterminated("X"))
        let run = Flowmap(["x.flow", "--diagnostics=rich"], in: folder.path)
        #expect(run.errorLines.first == "x.flow:1:8: " + Self.unterminatedMessage)
        #expect(run.errorLines.contains("    1 | screen \"X"))
    }
}

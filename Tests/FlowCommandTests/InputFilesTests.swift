import Foundation
import Testing
import FlowSyntax
@testable import FlowCommand

/// Every input is read or reported, never dropped in silence, and a file too large is refused
/// by its size before it is read.
@Suite struct InputFilesTests {
    static let nfc = "caf\u{E9}.flow"
    static let nfd = "cafe\u{301}.flow"

    /// Two files whose names are the NFC and NFD forms of one name are two files (Swift's
    /// `==` takes them for one): both are checked, so the blocked one fails the run.
    @Test func namesThatDifferOnlyByNormalisationAreTwoFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/" + Self.nfc, Flows.ok)
        try folder.write("flows/" + Self.nfd, Flows.blocked)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/flows")
        try #require(Set(names.map { Array($0.utf8) }).count == 2, "the file system keeps both names")
        let run = Flowmap(["check", "flows"], in: folder.path)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("'Delete an order' is blocked for VoiceOver"))
        let read = InputFiles(directory: folder.path).read(["flows", "flows/" + Self.nfd])
        #expect(read.sources.count == 2)
        #expect(Set(read.sources.map { Array($0.path.utf8) }).count == 2)
    }

    @Test func aBrokenFlowLinkInAFolderIsReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/a.flow", Flows.ok)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/flows/gone.flow", withDestinationPath: "nowhere.flow")
        // A broken link that is no flow is not an input: still ignored.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/flows/notes.txt", withDestinationPath: "nowhere.txt")
        let run = Flowmap(["check", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors == "flowmap: error: cannot read 'flows/gone.flow': a link to nothing\n")
    }

    @Test func aPipeNamedLikeAFlowInAFolderIsReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/a.flow", Flows.ok)
        #expect(mkfifo(folder.path + "/flows/pipe.flow", 0o644) == 0)
        let run = Flowmap(["check", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors == "flowmap: error: cannot read 'flows/pipe.flow': not a regular file or folder\n")
    }

    @Test(arguments: ["", "# only a comment\n\n  # and another\n"])
    func anEmptyOrCommentOnlyFileIsWarnedAbout(text: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("empty.flow", text)
        try folder.write("a.flow", Flows.ok)
        let warned = Flowmap(["check", "-W", "a.flow", "empty.flow"], in: folder.path)
        #expect(warned.status == 0)
        #expect(
            warned.errorLines == [
                "empty.flow:1:1: warning: the file declares no screen and no task, so it checks nothing [empty-file]",
                "empty.flow:1:1: note: add a screen or a task, or delete the file",
            ])
        #expect(Flowmap(["check", "--strict", "empty.flow"], in: folder.path).status == 1)
        // In the report too, where a reader looks.
        let report = Flowmap(["empty.flow"], in: folder.path)
        #expect(report.status == 0)
        #expect(report.output.contains("declares no screen and no task"))
    }

    /// A 1 GiB file (sparse: no disk used) costs a `stat`, not 1 GiB of memory.
    @Test func aFileTooLargeIsRefusedByItsSizeBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("big.flow", "screen \"A\"\n")
        #expect(truncate(folder.path + "/big.flow", 1 << 30) == 0)
        let file = try InputFiles.contents(of: folder.path + "/big.flow", shown: "big.flow")
        #expect(file.bytes.isEmpty)
        #expect(file.size == 1 << 30)
        let run = Flowmap(["check", "big.flow"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errorLines.first == "big.flow:1:1: error: file is 1073741824 bytes; flowmap reads files of at most 67108864 bytes [file-too-large]")
        // At the limit it is still read.
        #expect(truncate(folder.path + "/big.flow", off_t(maximumFileSize)) == 0)
        #expect(try InputFiles.contents(of: folder.path + "/big.flow", shown: "big.flow").bytes.count == maximumFileSize)
    }

    /// A file named directly and through its folder has one report path, whichever comes first.
    @Test(arguments: ["markdown", "json"])
    func aFileNamedTwiceHasOneNameWhateverTheOrder(format: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/a.flow", Flows.ok)
        try folder.write("flows/sub/b.flow", Flows.blocked)
        Flowmap(["--format", format, "-o", "one", "flows", "flows/a.flow", "./flows/sub/b.flow"], in: folder.path).expectStatus(1)
        Flowmap(["--format", format, "-o", "two", "./flows/sub/b.flow", "flows/a.flow", "flows"], in: folder.path).expectStatus(1)
        #expect(!folder.snapshot("one").isEmpty)
        #expect(folder.snapshot("one") == folder.snapshot("two"))
        if format == "markdown" {
            #expect(Set(folder.snapshot("two").keys) == ["a.md", "sub/b.md", "index.md", ".flowmap-reports"])
        }
        let first = Flowmap(["check", "flows", "flows/a.flow"], in: folder.path)
        let second = Flowmap(["check", "flows/a.flow", "flows"], in: folder.path)
        #expect(first.errors == second.errors)
    }

    /// A file and a link to it in one folder: the diagnostics and the report take the file's own
    /// name, although the link's sorts first, whatever the order of the arguments.
    @Test func aFileAndALinkToItHaveTheFilesName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/target.flow", Flows.blocked)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/flows/link2.flow", withDestinationPath: "target.flow")
        let check = Flowmap(["check", "flows"], in: folder.path)
        let reversed = Flowmap(["check", "flows/link2.flow", "flows/target.flow"], in: folder.path)
        #expect(check.errors.contains("flows/target.flow:") && !check.errors.contains("link2"))
        #expect(reversed.errors.contains("flows/target.flow:") && !reversed.errors.contains("link2"))
        Flowmap(["-o", "out", "flows"], in: folder.path).expectStatus(1)
        #expect(Set(folder.snapshot("out").keys) == ["target.md", "index.md", ".flowmap-reports"])
    }
}

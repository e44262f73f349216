import Foundation
import Testing

/// `--output DIR`: one Markdown report per input file, mirroring its path relative to the
/// folder it was found in, plus `index.md`; or `DIR/flowmap.json`. The same inputs always give
/// the same bytes, a refused run leaves the folder as it was, and nothing lands outside it.
@Suite struct ReportFolderTests {
    /// `flows/` with a file at the top and one in a subfolder, and `extra/c.flow` outside it.
    func makeInputs() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("flows/a.flow", Flows.ok(screen: "A", button: "Go A", task: "Task A"))
        try folder.write("flows/sub/b.flow", Flows.blocked)
        try folder.write("extra/c.flow", Flows.ok(screen: "C", button: "Go C", task: "Task C"))
        return folder
    }

    @Test func markdownMirrorsRelativePathsAndAddsAnIndex() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        let run = Flowmap(["compile", "--output", "out", "flows", "./extra/c.flow"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(Set(folder.snapshot("out").keys) == ["a.md", "sub/b.md", "extra/c.md", "index.md", ".flowmap-reports"])
        // The list of what it wrote, for the next run to remove a report whose flow is gone.
        #expect(folder.read("out/.flowmap-reports")?.hasSuffix("\na.md\nextra/c.md\nindex.md\nsub/b.md\n") == true)
        // Each report is titled with the path as given on the command line.
        #expect(folder.read("out/a.md")?.hasPrefix("# flows/a.flow\n") == true)
        #expect(folder.read("out/sub/b.md")?.hasPrefix("# flows/sub/b.flow\n") == true)
        #expect(folder.read("out/extra/c.md")?.hasPrefix("# ./extra/c.flow\n") == true)
        #expect(folder.read("out/sub/b.md")?.contains("| VoiceOver | ⛔ **blocked** |") == true)
    }

    @Test func theIndexLinksToEveryTaskInItsReport() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["-o", "out", "flows", "extra"], in: folder.path).expectStatus(1)
        let index = try #require(folder.read("out/index.md"))
        #expect(index.hasPrefix("# flowmap index\n\n3 tasks in 3 files · 1 failing for at least one profile\n"))
        #expect(index.contains("| [Task A](a.md#task-a) | ✅ 1 |"))
        #expect(index.contains("| [Delete an order](sub/b.md#delete-an-order) | ✅ 1 | ⛔ Swipe Trap |"))
        #expect(index.contains("| [Task C](c.md#task-c) |"))
        for link in Self.links(in: index) {
            let file = String(link.prefix { $0 != "#" })
            #expect(folder.read("out/" + file) != nil, "index links to '\(file)'")
        }
    }

    @Test func jsonWritesOneDocument() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        let run = Flowmap(["--format", "json", "--output=out", "flows"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(Set(folder.snapshot("out").keys) == ["flowmap.json", ".flowmap-reports"])
        let stdout = Flowmap(["--format", "json", "flows"], in: folder.path).output
        #expect(folder.read("out/flowmap.json") == stdout)
    }

    @Test(arguments: ["markdown", "json"])
    func twoRunsWriteTheSameBytes(format: String) throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["--format", format, "-o", "out", "flows", "extra"], in: folder.path).expectStatus(1)
        let first = folder.snapshot("out")
        #expect(!first.isEmpty)
        Flowmap(["--format", format, "-o", "out", "flows", "extra"], in: folder.path).expectStatus(1)
        #expect(folder.snapshot("out") == first)
    }

    @Test(arguments: ["markdown", "json"])
    func theOrderOfTheInputsDoesNotMatter(format: String) throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["--format", format, "-o", "one", "flows", "extra/c.flow"], in: folder.path).expectStatus(1)
        Flowmap(["--format", format, "-o", "two", "extra/c.flow", "flows"], in: folder.path).expectStatus(1)
        Flowmap(["--format", format, "-o", "three", "flows/sub", "extra/c.flow", "flows/a.flow"], in: folder.path)
            .expectStatus(1)
        #expect(folder.snapshot("one") == folder.snapshot("two"))
        // Named another way, a file's report moves, but the run is still its own fixed point.
        Flowmap(["--format", format, "-o", "four", "flows/a.flow", "extra/c.flow", "flows/sub"], in: folder.path)
            .expectStatus(1)
        #expect(folder.snapshot("three") == folder.snapshot("four"))
    }

    @Test(arguments: ["markdown", "json"])
    func aFailingRunLeavesAnExistingReportAsItWas(format: String) throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["--format", format, "-o", "out", "flows"], in: folder.path).expectStatus(1)
        let before = folder.snapshot("out")
        #expect(!before.isEmpty)
        try folder.write("flows/broken.flow", Flows.syntaxError)
        let run = Flowmap(["--format", format, "-o", "out", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errorLines == CheckTests.unterminatedLines("flows/broken.flow"))
        #expect(folder.snapshot("out") == before)
    }

    @Test func anUnreadableInputLeavesAnExistingReportAsItWas() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["-o", "out", "flows"], in: folder.path).expectStatus(1)
        let before = folder.snapshot("out")
        #expect(Flowmap(["-o", "out", "flows", "missing.flow"], in: folder.path).status == 2)
        #expect(folder.snapshot("out") == before)
    }

    @Test func twoInputsWithOneReportPathAreRefusedBeforeAnythingIsWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a/x.flow", Flows.ok(screen: "A", button: "Go A", task: "Task A"))
        try folder.write("a/w.flow", Flows.ok(screen: "W", button: "Go W", task: "Task W"))
        try folder.write("b/x.flow", Flows.ok(screen: "B", button: "Go B", task: "Task B"))
        try folder.write("out/keep.md", "kept\n")
        let run = Flowmap(["-o", "out", "a", "b"], in: folder.path)
        #expect(run.status == 2)
        #expect(
            run.errors == "flowmap: error: 'a/x.flow' and 'b/x.flow' would both write the report 'x.md'; name their folders instead\n")
        #expect(folder.snapshot("out") == ["keep.md": Array("kept\n".utf8)])
        // Named by their paths, the two files have reports of their own.
        Flowmap(["-o", "out", "a/x.flow", "b/x.flow"], in: folder.path).expectStatus(0)
        #expect(Set(folder.snapshot("out").keys) == ["keep.md", "a/x.md", "b/x.md", "index.md", ".flowmap-reports"])
    }

    @Test func aReportNamedIndexCannotOverwriteTheIndex() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/index.flow", Flows.ok)
        let run = Flowmap(["-o", "out", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors == "flowmap: error: the report of 'flows/index.flow' would overwrite 'index.md'; name its folder instead\n")
        #expect(folder.snapshot("out").isEmpty)
    }

    @Test func aReportCannotEscapeTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("work")
        try folder.makeFolder("x")
        try folder.write("y.flow", Flows.ok)
        try folder.write("z.flow", Flows.ok(screen: "Z", button: "Go Z", task: "Task Z"))
        let run = Flowmap(["-o", "out", "../x/../y.flow", ".././z.flow"], in: folder.path + "/work")
        #expect(run.status == 0)
        #expect(run.errors == "")
        let reports = folder.snapshot().keys.filter { !$0.hasSuffix(".flow") }
        #expect(Set(reports) == ["work/out/x/y.md", "work/out/z.md", "work/out/index.md", "work/out/.flowmap-reports"])
        #expect(folder.read("work/out/x/y.md")?.hasPrefix("# ../x/../y.flow\n") == true)
        #expect(folder.read("work/out/z.md")?.hasPrefix("# .././z.flow\n") == true)
    }

    @Test func anAbsoluteInputIsWrittenInsideTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("in/y.flow", Flows.ok)
        let run = Flowmap(["-o", folder.path + "/out", folder.path + "/in/y.flow"])
        #expect(run.status == 0)
        let relative = String((folder.path + "/in/y.md").dropFirst())
        #expect(Set(folder.snapshot("out").keys) == [relative, "index.md", ".flowmap-reports"])
        #expect(folder.read("out/" + relative)?.hasPrefix("# \(folder.path)/in/y.flow\n") == true)
    }

    @Test func indexLinksAreEncodedSoThatOddFolderNamesKeepTheTable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("my flows|(v2)/a b.flow", Flows.ok)
        Flowmap(["-o", "out", "my flows|(v2)/a b.flow"], in: folder.path).expectStatus(0)
        let index = try #require(folder.read("out/index.md"))
        #expect(index.contains("| [Pay](my%20flows%7C%28v2%29/a%20b.md#pay) |"))
        #expect(folder.read("out/my flows|(v2)/a b.md") != nil)
        MarkdownTables.expectWellFormed(index)
    }

    /// A subfolder of the output folder that is a link to elsewhere is never written through.
    @Test func aLinkedSubfolderIsRefusedNotWrittenThrough() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        try folder.makeFolder("elsewhere")
        try folder.write("out/a.md", "old\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/sub", withDestinationPath: "../elsewhere")
        let run = Flowmap(["-o", "out", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(
            run.errorLines.last
                == "flowmap: error: cannot write into 'out/sub': it is a symbolic link, and flowmap never writes through a link inside the output folder; remove it or choose another --output")
        #expect(folder.snapshot("elsewhere").isEmpty)
        #expect(folder.read("out/a.md") == "old\n")
        #expect(Self.entries(folder, "out") == ["a.md", "sub"])
    }

    /// One report that cannot be written leaves every old one as it was.
    @Test(arguments: ["markdown", "json"])
    func reportsReplaceTheOldOnesAllTogetherOrNotAtAll(format: String) throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["--format", format, "-o", "out", "flows"], in: folder.path).expectStatus(1)
        let before = folder.snapshot("out")
        try folder.write("flows/a.flow", Flows.ok(screen: "A2", button: "Go A2", task: "Task A2"))
        // The last report's place is taken by a folder.
        let last = format == "json" ? "out/flowmap.json" : "out/sub/b.md"
        try FileManager.default.removeItem(atPath: folder.path + "/" + last)
        try folder.write(last + "/keep", "kept\n")
        let run = Flowmap(["--format", format, "-o", "out", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errorLines.last == "flowmap: error: cannot write '\(last)': it is a folder")
        var expected = before.filter { !("out/" + $0.key).hasPrefix(last) }
        expected[String(last.dropFirst(4)) + "/keep"] = Array("kept\n".utf8)
        #expect(folder.snapshot("out") == expected)
        #expect(Self.entries(folder, "out").allSatisfy { !$0.hasPrefix(".flowmap-tmp-") }, "no temporary file is left")
    }

    /// Names one file on macOS or Windows are refused everywhere, before anything is written.
    @Test(arguments: [
        (["flows/Orders.flow", "flows/orders.flow"], "'flows/Orders.flow' and 'flows/orders.flow' would both write the reports 'Orders.md' and 'orders.md', one file on a case-insensitive or normalising file system (macOS, Windows); rename one of them"),
        (["flows/INDEX.flow"], "the report of 'flows/INDEX.flow' and the index would write the reports 'INDEX.md' and 'index.md', one file on a case-insensitive or normalising file system (macOS, Windows); name its folder instead"),
        (["flows/caf\u{E9}.flow", "flows/cafe\u{301}.flow"], "'flows/caf\u{E9}.flow' and 'flows/cafe\u{301}.flow' would both write the reports 'caf\u{E9}.md' and 'cafe\u{301}.md', one file on a case-insensitive or normalising file system (macOS, Windows); rename one of them"),
        (["flows/A.flow", "flows/a.md/b.flow"], "'flows/A.flow' and 'flows/a.md/b.flow' would both write the reports 'A.md' and 'a.md/b.md', one file on a case-insensitive or normalising file system (macOS, Windows); rename one of them"),
    ])
    func namesOneFileOnACaseInsensitiveDiskAreRefused(inputs: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (number, input) in inputs.enumerated() {
            try folder.write(input, Flows.ok(screen: "S\(number)", button: "Go \(number)", task: "Task \(number)"))
        }
        if inputs.count == 1 { try folder.write("flows/other.flow", Flows.ok) }
        try folder.write("out/keep.md", "kept\n")
        let run = Flowmap(["-o", "out", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors == "flowmap: error: \(message)\n")
        #expect(folder.snapshot("out") == ["keep.md": Array("kept\n".utf8)])
    }

    /// A killed run leaves its temporary folder; the next run removes it, and leaves none.
    @Test func theTemporaryFilesOfAKilledRunAreRemoved() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let abandoned = ".flowmap-tmp-\(gone.processIdentifier)-killed"
        try folder.write("out/\(abandoned)/new-0", "half a report")
        // A running process's temporary folder (this one's) is left alone.
        let running = ".flowmap-tmp-\(getpid())-running"
        try folder.write("out/\(running)/new-0", "being written")
        Flowmap(["-o", "out", "flows"], in: folder.path).expectStatus(1)
        #expect(Self.entries(folder, "out") == [".flowmap-reports", running, "a.md", "index.md", "sub"])
    }

    /// A run that fails after its reports were written (here, the stamp cannot be written)
    /// puts the old reports back: exit 2 writes nothing.
    @Test func aFailureAfterTheReportsPutsTheOldOnesBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/a.flow", Flows.ok)
        Flowmap(["-o", "out", "flows"], in: folder.path).expectStatus(0)
        let before = folder.snapshot("out")
        try folder.write("flows/a.flow", Flows.ok(screen: "A", button: "Go A", task: "Task A"))
        try folder.write("flows/new/b.flow", Flows.ok(screen: "B", button: "Go B", task: "Task B"))
        try folder.makeFolder("stamp.swift")
        let run = Flowmap(["-o", "out", "--stamp", "stamp.swift", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("flowmap: error: cannot write 'stamp.swift'"))
        #expect(folder.snapshot("out") == before)
        #expect(Self.entries(folder, "out") == [".flowmap-reports", "a.md", "index.md"], "no new folder, no temporary file")
    }

    /// The names in a folder, hidden ones included, sorted.
    static func entries(_ folder: TemporaryFolder, _ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + path)) ?? []).sorted()
    }

    /// The link destinations of `[text](destination)` in Markdown text.
    static func links(in text: String) -> [String] {
        text.components(separatedBy: "](").dropFirst().map { String($0.prefix { $0 != ")" }) }
    }
}

extension Flowmap {
    /// Expects the run to end with `status`, showing its standard error when it does not.
    func expectStatus(_ status: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(self.status == status, "\(errors)", sourceLocation: sourceLocation)
    }
}

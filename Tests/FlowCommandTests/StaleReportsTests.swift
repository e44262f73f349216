import Foundation
import Testing

/// The reports a run wrote before: `DIR/.flowmap-reports` lists them, `compile --output`
/// removes those whose flow is gone (and nothing it did not list), `--check` says what would
/// change and writes nothing, and a manifest that names a file outside the folder or through a
/// link is refused. `--program` puts several programs' reports in one folder with one index.
@Suite struct StaleReportsTests {
    /// `flows/a.flow` and `flows/sub/b.flow`, both ok.
    func makeInputs() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("flows/a.flow", Flows.ok(screen: "A", button: "Go A", task: "Task A"))
        try folder.write("flows/sub/b.flow", Flows.ok(screen: "B", button: "Go B", task: "Task B"))
        return folder
    }

    @Test func checkFailsOnAStaleFolderAndPassesAfterCompile() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        // Nothing written yet: every report is missing, and the check makes no folder.
        let empty = Flowmap(["compile", "--output", "out", "--check", "flows"], in: folder.path)
        #expect(empty.status == 1)
        #expect(empty.output == "out/a.md: missing\nout/sub/b.md: missing\nout/index.md: missing\nout/.flowmap-reports: missing\n")
        #expect(empty.errors == "")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))

        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        let current = Flowmap(["compile", "--output", "out", "--check", "flows"], in: folder.path)
        #expect(current.status == 0)
        #expect(current.output == "")
        #expect(current.errors == "")

        try folder.write("flows/a.flow", Flows.ok(screen: "A", button: "Go A", task: "Task A, renamed"))
        let before = folder.snapshot()
        let stale = Flowmap(["compile", "--output", "out", "--check", "flows"], in: folder.path)
        #expect(stale.status == 1)
        #expect(stale.output == "out/a.md: out of date\nout/index.md: out of date\n")
        #expect(folder.snapshot() == before, "--check writes nothing")

        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        #expect(Flowmap(["compile", "--output", "out", "--check", "flows"], in: folder.path).status == 0)
    }

    @Test(arguments: ["json", "sarif"])
    func checkComparesTheOneDocumentOfJSONAndSARIF(format: String) throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        let document = "out/flowmap." + format
        Flowmap(["compile", "--format", format, "--output", "out", "flows"], in: folder.path).expectStatus(0)
        #expect(Flowmap(["compile", "--format", format, "--output", "out", "--check", "flows"], in: folder.path).output == "")
        try folder.write(document, "{}\n")
        let stale = Flowmap(["compile", "--format", format, "--output", "out", "--check", "flows"], in: folder.path)
        #expect(stale.status == 1)
        #expect(stale.output == document + ": out of date\n")
    }

    @Test func aDeletedFlowsReportIsListedByCheckAndRemovedByCompile() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        // Files flowmap did not write stay, even Markdown ones.
        try folder.write("out/README.md", "kept\n")
        try folder.write("out/sub/notes.md", "kept too\n")
        try FileManager.default.removeItem(atPath: folder.path + "/flows/sub/b.flow")
        try folder.write("flows/c.flow", Flows.ok(screen: "C", button: "Go C", task: "Task C"))

        let check = Flowmap(["compile", "--output", "out", "--check", "flows"], in: folder.path)
        #expect(check.status == 1)
        #expect(
            check.output == "out/c.md: missing\nout/index.md: out of date\nout/.flowmap-reports: out of date\n"
                + "out/sub/b.md: no flow any more\n")

        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        #expect(Set(folder.snapshot("out").keys) == ["a.md", "c.md", "index.md", ".flowmap-reports", "README.md", "sub/notes.md"])
        #expect(folder.read("out/index.md")?.contains("sub/b.md") == false)
        #expect(Flowmap(["compile", "--output", "out", "--check", "flows"], in: folder.path).output == "")

        // A folder left empty by a removal goes too.
        try FileManager.default.removeItem(atPath: folder.path + "/out/sub/notes.md")
        try folder.write("flows/deep/er/d.flow", Flows.ok(screen: "D", button: "Go D", task: "Task D"))
        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        try FileManager.default.removeItem(atPath: folder.path + "/flows/deep")
        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        #expect(ReportFolderTests.entries(folder, "out") == [".flowmap-reports", "README.md", "a.md", "c.md", "index.md", "sub"])
    }

    /// A run in one format removes only the reports of that format: a SARIF document written
    /// beside the Markdown reports stays, and stays listed.
    @Test func aRunRemovesOnlyTheReportsOfItsFormat() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["compile", "--format", "sarif", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        #expect(Set(folder.snapshot("out").keys) == ["flowmap.sarif", "a.md", "sub/b.md", "index.md", ".flowmap-reports"])
        #expect(Flowmap(["compile", "--format", "sarif", "--output", "out", "--check", "flows"], in: folder.path).output == "")
        #expect(Flowmap(["compile", "--output", "out", "--check", "flows"], in: folder.path).output == "")
    }

    /// A run that fails after the removal (the stamp cannot be written) puts the removed
    /// report and its folder back.
    @Test func aFailureAfterTheRemovalPutsTheRemovedReportBack() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        let before = folder.snapshot("out")
        try FileManager.default.removeItem(atPath: folder.path + "/flows/sub")
        try folder.makeFolder("stamp.swift")
        let run = Flowmap(["compile", "--output", "out", "--stamp", "stamp.swift", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(folder.snapshot("out") == before)
        #expect(ReportFolderTests.entries(folder, "out") == [".flowmap-reports", "a.md", "index.md", "sub"])
    }

    /// Entries that name no report inside the folder: refused before anything is written or
    /// removed, by `compile` and by `--check`.
    @Test(arguments: [
        ("../outside.md", "'out/.flowmap-reports' lists '../outside.md', which is outside the folder"),
        ("sub/../../outside.md", "'out/.flowmap-reports' lists 'sub/../../outside.md', which is outside the folder"),
        ("/etc/passwd.md", "'out/.flowmap-reports' lists '/etc/passwd.md', which is outside the folder"),
        ("./a.md", "'out/.flowmap-reports' lists './a.md', which is not a plain relative path"),
        ("sub//b.md", "'out/.flowmap-reports' lists 'sub//b.md', which is not a plain relative path"),
        ("%2E%2E/outside.md", "'out/.flowmap-reports' lists '../outside.md', which is outside the folder"),
        ("bad%zz.md", "'out/.flowmap-reports' has a line that is not a path: 'bad%zz.md'"),
        (".flowmap-tmp-1-x/new-0.md", "'out/.flowmap-reports' lists '.flowmap-tmp-1-x/new-0.md', which is in flowmap's temporary folder"),
    ])
    func aManifestEntryOutsideTheFolderIsRefused(entry: String, message: String) throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        try folder.write("outside.md", "not flowmap's\n")
        try folder.write("out/.flowmap-reports", "# hostile\n" + entry + "\n")
        try folder.write("flows/a.flow", Flows.ok(screen: "A", button: "Go A", task: "Task A, renamed"))
        let before = folder.snapshot()
        for arguments in [["compile", "--output", "out", "flows"], ["compile", "--output", "out", "--check", "flows"]] {
            let run = Flowmap(arguments, in: folder.path)
            #expect(run.status == 2)
            #expect(run.output == "")
            #expect(run.errorLines == ["flowmap: error: \(message); flowmap removes only reports it wrote inside the folder: correct that file or delete it"])
            #expect(folder.snapshot() == before)
        }
    }

    /// An entry whose folder is a link to elsewhere is never removed through it, and one that
    /// is itself a link is not a report flowmap wrote: both refused, the new reports put back.
    @Test(arguments: [true, false])
    func aManifestEntryThroughALinkIsRefused(linkedFolder: Bool) throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        try folder.write("elsewhere/x.md", "precious\n")
        if linkedFolder {
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/gone", withDestinationPath: "../elsewhere")
        } else {
            try folder.makeFolder("out/gone")
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/out/gone/x.md", withDestinationPath: "../../elsewhere/x.md")
        }
        let manifest = try #require(folder.read("out/.flowmap-reports"))
        try folder.write("out/.flowmap-reports", manifest + "gone/x.md\n")
        try folder.write("flows/a.flow", Flows.ok(screen: "A", button: "Go A", task: "Task A, renamed"))
        let before = folder.snapshot()

        let run = Flowmap(["compile", "--output", "out", "flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(
            run.errorLines.last == (linkedFolder
                ? "flowmap: error: cannot write into 'out/gone': it is a symbolic link, and flowmap never writes through a link inside the output folder; remove it or choose another --output"
                : "flowmap: error: cannot remove 'out/gone/x.md': it is not a report flowmap wrote (a link, a folder or a device); delete it yourself, or its line in 'out/.flowmap-reports'"))
        #expect(folder.snapshot() == before, "the new reports are put back, and nothing is removed")
        #expect(folder.read("elsewhere/x.md") == "precious\n")
        #expect(ReportFolderTests.entries(folder, "out").allSatisfy { !$0.hasPrefix(".flowmap-tmp-") })

        let check = Flowmap(["compile", "--output", "out", "--check", "flows"], in: folder.path)
        #expect(check.status == (linkedFolder ? 2 : 1))
        #expect(folder.snapshot() == before)
    }

    @Test func theManifestKeepsAPathWithALineBreakAsOneEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/two\nlines%.flow", Flows.ok)
        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        #expect(folder.read("out/.flowmap-reports")?.hasSuffix("\nindex.md\ntwo%0Alines%25.md\n") == true)
        try FileManager.default.removeItem(atPath: folder.path + "/flows/two\nlines%.flow")
        try folder.write("flows/other.flow", Flows.ok)
        let check = Flowmap(["compile", "--output", "out", "--check", "flows"], in: folder.path)
        #expect(check.output.hasSuffix("out/two\\u{A}lines%.md: no flow any more\n"))
        Flowmap(["compile", "--output", "out", "flows"], in: folder.path).expectStatus(0)
        #expect(Set(folder.snapshot("out").keys) == ["other.md", "index.md", ".flowmap-reports"])
    }

    // MARK: Several programs

    /// Two programs, each compiled on its own (a screen of one is unknown to the other).
    func makePrograms() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Orders/orders.flow", Flows.ok(screen: "Orders", button: "Go", task: "Open orders"))
        try folder.write("Sources/Orders/receipt.flow", Flows.ok(screen: "Receipt", button: "Print", task: "Print"))
        try folder.write("Sources/Cart/cart.flow", Flows.blocked)
        return folder
    }

    static let programs = ["--program", "Orders", "Sources/Orders", "--program", "Cart", "Sources/Cart"]

    @Test func programsShareOneFolderAndOneIndex() throws {
        let folder = try makePrograms()
        defer { folder.remove() }
        let run = Flowmap(["compile", "--output", "docs/flows"] + Self.programs, in: folder.path)
        #expect(run.status == 1, "Cart's task is blocked")
        #expect(run.errorLines.first?.hasPrefix("Sources/Cart/cart.flow:6:6: error: 'Delete an order' is blocked") == true)
        #expect(
            Set(folder.snapshot("docs/flows").keys)
                == ["Orders/orders.md", "Orders/receipt.md", "Cart/cart.md", "index.md", ".flowmap-reports"])
        let index = try #require(folder.read("docs/flows/index.md"))
        #expect(index.hasPrefix("# flowmap index\n\n3 tasks in 3 files of 2 programs · 1 failing for at least one profile\n\n## Orders\n\n"))
        #expect(index.contains("| [Open orders](Orders/orders.md#open-orders) | ✅ 1 |"))
        #expect(index.contains("\n## Cart\n\n1 task in 1 file · 1 failing for at least one profile\n"))
        #expect(index.contains("| [Delete an order](Cart/cart.md#delete-an-order) | ✅ 1 | ⛔ Swipe Trap |"))
        MarkdownTables.expectWellFormed(index)
        for link in ReportFolderTests.links(in: index) {
            #expect(folder.read("docs/flows/" + String(link.prefix { $0 != "#" })) != nil, "\(link)")
        }
        let check = Flowmap(["compile", "--output", "docs/flows", "--check"] + Self.programs, in: folder.path)
        #expect(check.status == 1)
        #expect(check.output == "")

        // A program that is gone takes its reports and its folder with it.
        Flowmap(["compile", "--output", "docs/flows", "--program", "Orders", "Sources/Orders"], in: folder.path).expectStatus(0)
        #expect(ReportFolderTests.entries(folder, "docs/flows") == [".flowmap-reports", "Orders", "index.md"])
    }

    @Test(arguments: [
        (["--program", "Orders", "a.flow", "--program", "orders", "b.flow"], "invalid value 'orders' for '--program'; expected 'a name no other --program has'"),
        (["--program", "../up", "a.flow"], "invalid value '../up' for '--program'; expected 'a name for a folder, without '/', not starting with '.''"),
        (["--program", ".hidden", "a.flow"], "invalid value '.hidden' for '--program'; expected 'a name for a folder, without '/', not starting with '.''"),
        (["a.flow", "--program", "Orders", "b.flow"], "'a.flow' comes before the first '--program': with '--program NAME PATH…', every path belongs to a program"),
        (["--program", "Orders", "--program", "Cart", "b.flow"], "'--program Orders' has no paths: write them after its name"),
    ])
    func programsAreNamedOnceAndEachHasPaths(arguments: [String], message: String) {
        let run = Flowmap(["compile", "--output", "out"] + arguments)
        #expect(run.status == 2)
        #expect(run.errorLines.first == "flowmap: error: " + message)
    }

    @Test(arguments: [
        (["compile", "--check", "a.flow"], "'--check' applies to the reports of '--output DIR'; add it"),
        (["compile", "--program", "A", "a.flow"], "'--program' applies to the reports of '--output DIR'; add it"),
        (["compile", "-o", "out", "--check", "--stamp", "s.swift", "a.flow"], "'--check' writes nothing, so '--stamp' cannot be used with it"),
        (["check", "--check", "a.flow"], "'--check' applies to 'compile', not to 'check'"),
        (["compile", "-o", "out", "--check=yes", "a.flow"], "option '--check' takes no value, but was given 'yes'; write '--check' alone to turn it on, or leave it out"),
    ])
    func checkAndProgramNeedTheOutputFolder(arguments: [String], message: String) {
        let run = Flowmap(arguments)
        #expect(run.status == 2)
        #expect(run.errorLines.first == "flowmap: error: " + message)
    }
}

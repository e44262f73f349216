import Foundation
import Testing

/// `flowmap verify`: its two forms, its exit statuses, the dump's line in every output (SARIF's
/// related locations too), and its command-line errors.
@Suite struct VerifyCommandTests {
    static let dump = """
        Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          NavigationBar, 0x2, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'Sign in'
            StaticText, 0x4, {{160.0, 58.0}, {70.0, 21.0}}, label: 'Sign in'
          TextField, 0x6, {{20.0, 160.0}, {350.0, 44.0}}, label: 'Email'
          StaticText, 0x7, {{20.0, 220.0}, {350.0, 44.0}}, label: 'Continue'
          Button, 0x8, {{20.0, 280.0}, {350.0, 44.0}}, label: 'Help'

        """
    static let flow = """
        screen "Sign in"
          group "Bar" traits navigation-bar
            header "Sign in"
          field "Email"
          button "Continue"
          button "Help"

        """

    static func folder(flow: String = flow, dump: String = dump, dumpName: String = "dumps/Sign in.txt") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.makeFolder("dumps")
        try folder.write("flows/sign-in.flow", flow)
        try folder.write(dumpName, dump)
        return folder
    }

    @Test func noDriftExitsZeroAndPrintsNothing() throws {
        let folder = try Self.folder(dump: Self.dump.replacingOccurrences(of: "StaticText, 0x7", with: "Button, 0x7"))
        defer { folder.remove() }
        let run = Flowmap(["verify", "flows", "--dumps", "dumps"], in: folder.path)
        #expect(run.status == 0 && run.errors.isEmpty && run.output.isEmpty, "\(run.errors)")
        let one = Flowmap(["verify", "flows/sign-in.flow", "--screen", "Sign in", "dumps/Sign in.txt"], in: folder.path)
        #expect(one.status == 0 && one.errors.isEmpty, "\(one.errors)")
    }

    @Test func driftExitsOneWithTheDumpsLineInEveryStyle() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let short = Flowmap(["verify", "flows", "--dumps", "dumps"], in: folder.path)
        #expect(short.status == 1)
        #expect(
            short.errorLines == [
                "flows/sign-in.flow:5:3: error: button 'Continue' differs in the app: it is static text: a Semantic Control the flow hides [differs-in-app]",
                "dumps/Sign in.txt:5:3: note: the app's text 'Continue'",
                "flows/sign-in.flow:5:3: note: make it a control in the app (a Button, or the button trait), or write it in the flow as the app has it",
            ], "\(short.errors)")
        let rich = Flowmap(["verify", "flows", "--dumps", "dumps", "--diagnostics", "rich"], in: folder.path)
        #expect(rich.errors.contains("= note: dumps/Sign in.txt:5:3: the app's text 'Continue'"), "\(rich.errors)")
        let github = Flowmap(["verify", "flows", "--dumps", "dumps", "--diagnostics", "github"], in: folder.path)
        #expect(github.errors.hasPrefix("::error file=flows/sign-in.flow,line=5,col=3,title=Semantic Control::"))
        #expect(github.errors.contains("%0Adumps/Sign in.txt:5:3: the app's text 'Continue'"), "\(github.errors)")
    }

    @Test func sarifRelatesEachResultToTheDumpsLine() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let run = Flowmap(["verify", "flows", "--dumps", "dumps", "--format", "sarif", "--output", "verify.sarif"], in: folder.path)
        #expect(run.status == 1 && run.output.isEmpty)
        let text = try #require(folder.read("verify.sarif"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let runs = try #require(document["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        let location = try #require(related.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "dumps/Sign%20in.txt")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 5)
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "the app's text 'Continue'")
        // To standard output without --output.
        let out = Flowmap(["verify", "flows", "--dumps", "dumps", "--format", "sarif"], in: folder.path)
        #expect(out.output == text)
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let flow = Self.flow.replacingOccurrences(of: "  button \"Help\"\n", with: "")
        let folder = try Self.folder(flow: flow, dump: Self.dump.replacingOccurrences(of: "StaticText, 0x7", with: "Button, 0x7"))
        defer { folder.remove() }
        let run = Flowmap(["verify", "flows", "--dumps", "dumps"], in: folder.path)
        #expect(run.status == 0 && run.errors.contains("[not-in-flow]"), "\(run.errors)")
        #expect(Flowmap(["verify", "--strict", "flows", "--dumps", "dumps"], in: folder.path).status == 1)
        // The project's configuration, as the other commands read it: its strict mode too, and
        // a configuration with errors stops the run.
        try folder.write(".flowmap.json", "{\"strict\": true}\n")
        #expect(Flowmap(["verify", "flows", "--dumps", "dumps"], in: folder.path).status == 1)
        try folder.write(".flowmap.json", "{\"strict\": tru}\n")
        let broken = Flowmap(["verify", "flows", "--dumps", "dumps"], in: folder.path)
        #expect(broken.status == 2 && broken.errors.contains("[invalid-configuration]"), "\(broken.errors)")
    }

    @Test func unreadableInputExitsTwo() throws {
        let folder = try Self.folder(dump: Self.dump.replacingOccurrences(of: "'Sign in'", with: "'Checkout'"), dumpName: "dumps/Checkout.txt")
        defer { folder.remove() }
        try folder.write("dumps/Other.xml", "not a dump")
        try folder.write("broken.flow", "screen \"A\n")
        let unpaired = Flowmap(["verify", "flows", "--dumps", "dumps"], in: folder.path)
        #expect(unpaired.status == 2)
        #expect(unpaired.errors.contains("dumps/Checkout.txt:1:1: error: no screen of the flows is called 'Checkout' (the dump's file name and the name the import gives it) [unpaired-dump]"))
        #expect(unpaired.errors.contains("dumps/Other.xml:1:1: error:") && unpaired.errors.contains("[unknown-dump-format]"))
        let badFlow = Flowmap(["verify", "broken.flow", "--screen", "A", "dumps/Checkout.txt"], in: folder.path)
        #expect(badFlow.status == 2 && badFlow.errors.contains("[unterminated-string]"), "\(badFlow.errors)")
        let noScreen = Flowmap(["verify", "flows", "--screen", "Sign In Page", "dumps/Checkout.txt"], in: folder.path)
        #expect(noScreen.status == 2 && noScreen.errors.contains("called 'Sign In Page' (--screen)"), "\(noScreen.errors)")
        try folder.makeFolder("empty")
        let none = Flowmap(["verify", "flows", "--dumps", "empty"], in: folder.path)
        #expect(none.status == 2 && none.errors == "flowmap: error: no dumps (.txt or .xml files) in 'empty'\n")
    }

    /// A dumps folder's `.TXT` and `.XML` are dumps too; every other file is skipped with a
    /// warning, so that a CI gate never checks nothing unawares.
    @Test func aDumpsFolderTakesAnyCaseAndWarnsOfWhatItSkips() throws {
        let folder = try Self.folder(dumpName: "dumps/Sign in.TXT")
        defer { folder.remove() }
        try folder.write("dumps/notes.md", "not a dump")
        try folder.write("dumps/Sign in.png", "")
        try folder.write("dumps/.hidden", "")
        try folder.makeFolder("dumps/older")
        let run = Flowmap(["verify", "flows", "--dumps", "dumps"], in: folder.path)
        #expect(run.status == 1 && run.errors.contains("[differs-in-app]"), "\(run.errors)")
        #expect(
            Array(run.errorLines.prefix(2)) == [
                "flowmap: warning: skipped 'dumps/Sign in.png': a dump is a .txt or .xml file",
                "flowmap: warning: skipped 'dumps/notes.md': a dump is a .txt or .xml file",
            ], "\(run.errors)")
        #expect(run.errorLines.filter { $0.hasPrefix("flowmap: warning:") }.count == 2)
        try folder.write("only/readme", "")
        let none = Flowmap(["verify", "flows", "--dumps", "only"], in: folder.path)
        #expect(
            none.status == 2
                && none.errorLines == ["flowmap: warning: skipped 'only/readme': a dump is a .txt or .xml file", "flowmap: error: no dumps (.txt or .xml files) in 'only'"],
            "\(none.errors)")
    }

    /// A folder where a dump file goes, or a file where the folder of dumps goes, is said as
    /// such, with the form that takes it: not "not a regular file or folder".
    @Test func aDumpPathOfTheWrongKindSaysWhichItIs() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        let importFolder = Flowmap(["import", "dumps"], in: folder.path)
        #expect(
            importFolder.status == 2 && importFolder.output == ""
                && importFolder.errorLines == [
                    "flowmap: error: cannot read 'dumps': a folder, not a dump",
                    "help: name each dump file, or give the folder to verify as '--dumps dumps'",
                ], "\(importFolder.errors)")
        let screenFolder = Flowmap(["verify", "flows", "--screen", "Sign in", "dumps"], in: folder.path)
        #expect(screenFolder.status == 2 && screenFolder.errorLines.first == "flowmap: error: cannot read 'dumps': a folder, not a dump", "\(screenFolder.errors)")
        let dumpsFile = Flowmap(["verify", "flows", "--dumps", "dumps/Sign in.txt"], in: folder.path)
        #expect(
            dumpsFile.status == 2
                && dumpsFile.errorLines == [
                    "flowmap: error: cannot read 'dumps/Sign in.txt': a file, not a folder",
                    "help: '--dumps' names the folder of dumps; give one dump as '--screen NAME dumps/Sign in.txt'",
                ], "\(dumpsFile.errors)")
    }

    /// With `--screen`, the last path is the one dump: a second dump before it is no flow to
    /// lex, but a usage error that names it.
    @Test func screenTakesExactlyOneDump() throws {
        let folder = try Self.folder()
        defer { folder.remove() }
        try folder.write("dumps/Other.xml", "<AppiumAUT></AppiumAUT>")
        let two = Flowmap(["verify", "flows/sign-in.flow", "--screen", "Sign in", "dumps/Sign in.txt", "dumps/Other.xml"], in: folder.path)
        #expect(two.status == 2, "\(two.errors)")
        #expect(
            two.errorLines == [
                "flowmap: error: 'dumps/Sign in.txt' is neither a .flow file nor a folder: with '--screen NAME', the flows come first and exactly one DUMP last",
                "usage: flowmap verify [--strict] [--config FILE] [--format sarif [--output FILE]] FLOW… (--screen NAME DUMP | --dumps DIR)",
            ], "\(two.errors)")
        // A folder of flows is a FLOW.
        let folderForm = Flowmap(["verify", "flows", "--screen", "Sign in", "dumps/Sign in.txt"], in: folder.path)
        #expect(folderForm.status == 1 && folderForm.errors.contains("[differs-in-app]"), "\(folderForm.errors)")
    }

    @Test(arguments: [
        (["verify", "a.flow"], "verify needs the app's hierarchy"),
        (["verify", "a.flow", "--screen", "A"], "verify needs the app's hierarchy"),
        (["verify", "a.flow", "b.txt", "--screen", "A", "--dumps", "d"], "verify needs the app's hierarchy"),
        (["verify", "a.flow", "--dumps", "d", "--output", "x"], "'--output' applies to 'verify' only with '--format sarif'"),
        (["verify", "a.flow", "--dumps", "d", "--format", "json"], "invalid value 'json' for '--format'; expected 'sarif'"),
        (["verify", "a.flow", "--dumps", "d", "--stamp", "s"], "'--stamp' does not apply to 'verify'"),
        (["check", "a.flow", "--dumps", "d"], "'--dumps' applies to 'verify' only"),
    ])
    func commandLineErrorsExitTwo(_ arguments: [String], _ message: String) {
        let run = Flowmap(arguments)
        #expect(run.status == 2 && run.errors.contains(message), "\(run.errors)")
        #expect(run.errors.contains("usage: flowmap"), "\(run.errors)")
    }
}

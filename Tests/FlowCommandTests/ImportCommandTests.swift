import Foundation
import Testing

/// `flowmap import`: drafts of real dumps that `flowmap check` accepts, the fragments' clear
/// messages, the file written whole, and the options.
@Suite struct ImportCommandTests {
    static let dumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("../shared/dumps").standardizedFileURL.path

    @Test func theSettingsDumpsGiveHeadersCellsAndNoSmallTarget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let imported = Flowmap(["import", "--output", "settings.flow", Self.dumps + "/ios-settings-top.xml", Self.dumps + "/ios-settings-keyboards.xml"], in: folder.path)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.isEmpty)
        let draft = try #require(folder.read("settings.flow"))
        #expect(draft.contains("screen \"Settings\" scrolls\n") && draft.contains("screen \"Keyboards\" scrolls\n"))
        #expect(draft.contains("  header \"ALL KEYBOARDS\"  # inferred: a section header\n"))
        #expect(draft.contains("  header \"ENGLISH\"  # inferred: a section header\n"))
        #expect(draft.contains("    header \"Settings\"  # inferred: the navigation bar's title\n"))
        #expect(draft.contains("  cell \"General\" accessory disclosure\n"))
        #expect(draft.contains("  cell \"Auto-Correction\" value \"Off\" accessory switch  # id KeyboardAutocorrection\n"))
        #expect(draft.contains("  cell \"Keyboards\" accessory disclosure  # id KEYBOARDS\n    text \"3\"\n"))
        // No chevron, switch or separator of a row is an element of its own.
        #expect(!draft.contains("chevron") && !draft.contains("toggle "))
        let checked = Flowmap(["check", "-W", "settings.flow"], in: folder.path)
        #expect(checked.status == 0 || checked.status == 1)
        #expect(!checked.errors.contains("small-target"), "\(checked.errors)")
        #expect(!checked.errors.contains("error:"), "\(checked.errors)")
    }

    @Test func aDraftGoesToStandardOutputAndTheScreenCanBeNamed() {
        let run = Flowmap(["import", "--screen", "Log in form", Self.dumps + "/babylon-login.txt"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output.contains("\nscreen \"Log in form\" scrolls\n"))
        #expect(run.output.components(separatedBy: "button \"Log in\"").count == 2, "the duplicated button is folded")
    }

    @Test func everyFragmentGivesADraftOrSaysWhatIsMissing() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.dumps).filter { $0.contains("-fragment-") }.sorted()
        #expect(names.count >= 7)
        for name in names {
            let run = Flowmap(["import", Self.dumps + "/" + name])
            if run.status == 0 {
                #expect(run.output.contains("\nscreen \""), "\(name)")
            } else {
                #expect(run.status == 2, "\(name)")
                #expect(run.output.isEmpty)
                #expect(run.errors.contains(name + ":1:") && run.errors.contains("error: nothing in this dump is a screen VoiceOver visits: "), "\(name): \(run.errors)")
            }
        }
        let statusBar = Flowmap(["import", Self.dumps + "/unknown-app-status-bar-fragment-1.txt"])
        #expect(statusBar.errors.contains("it holds only the status bar or the keyboard, which are the system's, not the app's"))
    }

    @Test func aDumpThatCannotBeReadWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("draft.flow", "# the old draft\n")
        try folder.write("notes.txt", "These are my notes.\n")
        try folder.write("good.txt", "Button, 0x1, {{0.0, 0.0}, {50.0, 50.0}}, label: 'OK'\n")
        let run = Flowmap(["import", "-o", "draft.flow", "good.txt", "notes.txt"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errorLines == [
            "notes.txt:1:1: error: this is neither XCUITest's debugDescription nor a WebDriverAgent page source [unknown-dump-format]",
            "notes.txt:1:1: note: save 'XCUIApplication().debugDescription' from a UI test, or Appium's page source (docs/real-apps.md)",
        ])
        #expect(folder.read("draft.flow") == "# the old draft\n")
        let missing = Flowmap(["import", "nothing.txt"], in: folder.path)
        #expect(missing.status == 2 && missing.errors.contains("cannot read 'nothing.txt': no such file"))
    }

    @Test func optionsOfOtherCommandsAreRefused() {
        #expect(Flowmap(["import", "--format", "json", "a.txt"]).status == 2)
        #expect(Flowmap(["import", "--strict", "a.txt"]).status == 2)
        let twoScreens = Flowmap(["import", "--screen", "X", "a.txt", "b.txt"])
        #expect(twoScreens.status == 2 && twoScreens.errors.contains("'--screen' names the screen of one dump"))
        let notImport = Flowmap(["check", "--screen", "X", "a.flow"])
        #expect(notImport.status == 2 && notImport.errors.contains("'--screen' applies to 'import' and 'verify' only"))
        #expect(Flowmap(["import"]).status == 2)
    }

    @Test func helpListsImport() {
        let help = Flowmap(["--help"]).output
        #expect(help.contains("flowmap import [--screen NAME] [--output FILE]"))
        #expect(help.contains("--screen NAME"))
    }
}

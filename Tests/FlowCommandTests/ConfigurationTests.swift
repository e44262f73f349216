import Foundation
import Testing

@testable import FlowCommand

/// `.flowmap.json`: found in the folder flowmap runs in or named by `--config`; its problems are
/// `invalid-configuration` errors at their line and column (exit 2); strict mode, warnings and
/// patterns turned down to a warning change the run as the README says.
@Suite struct ConfigurationTests {
    /// Two tiny buttons: Small Target blocks Touch and Larger Text on "Empty the cart"
    /// (20×20 pt), and is friction for Pointer.
    static let cart = """
        screen "Cart"
          header "Cart"
          button icon "trash" label "Empty cart" size 20x20

        task "Empty the cart"
          start "Cart"
          activate "Empty cart"

        """

    static func run(_ configuration: String?, _ arguments: [String] = ["check"], file: String = Configuration.fileName) throws
        -> Flowmap
    {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("cart.flow", cart)
        if let configuration { try folder.write(file, configuration) }
        return Flowmap(arguments + ["cart.flow"], in: folder.path)
    }

    @Test func withoutAConfigurationTheBlockersFail() throws {
        let run = try Self.run(nil)
        #expect(run.status == 1)
        #expect(run.errors.contains("cart.flow:5:6: error: 'Empty the cart' is blocked for Touch: Small Target [task-blocked]"))
    }

    @Test func anUnknownKeyIsAnErrorAtItsLineWithADidYouMean() throws {
        let run = try Self.run("{\n  \"strict\": true,\n  \"warnigns\": true\n}\n", ["check", "--diagnostics", "rich"])
        #expect(run.status == 2)
        #expect(run.errors.contains(".flowmap.json:3:3: error: unknown key 'warnigns' [invalid-configuration]"))
        #expect(run.errors.contains("help: did you mean 'warnings'?"))
        // Nothing is compiled: the flow's own errors are not printed.
        #expect(!run.errors.contains("cart.flow"))
    }

    @Test func everyProblemIsReportedInOneRunInTheOrderOfTheFile() throws {
        let text = """
            {
              "strict": "yes",
              "patterns": {
                "smal-target": {"severity": "warning", "reason": "x"},
                "swipe-trap": {"severity": "error", "profiles": ["tuch"], "reasn": "x"}
              }
            }
            """
        let run = try Self.run(text)
        #expect(run.status == 2)
        #expect(
            run.errorLines == [
                ".flowmap.json:2:13: error: 'strict' is true or false [invalid-configuration]",
                ".flowmap.json:2:13: note: for example \"strict\": true",
                ".flowmap.json:4:5: error: unknown pattern 'smal-target' [invalid-configuration]",
                ".flowmap.json:4:5: note: did you mean 'small-target'?",
                ".flowmap.json:5:5: error: the setting of 'swipe-trap' has no 'reason' [invalid-configuration]",
                ".flowmap.json:5:5: note: write both \"severity\": \"warning\" and a \"reason\" the reports show",
                ".flowmap.json:5:32: error: a pattern's 'severity' can only be \"warning\" [invalid-configuration]",
                ".flowmap.json:5:32: note: a pattern is turned down to a warning; to keep it an error, leave it out",
                ".flowmap.json:5:54: error: unknown profile 'tuch' [invalid-configuration]",
                ".flowmap.json:5:54: note: did you mean 'touch'?",
                ".flowmap.json:5:63: error: unknown key 'reasn' [invalid-configuration]",
                ".flowmap.json:5:63: note: did you mean 'reason'?",
            ])
        let rich = try Self.run(text, ["check", "--diagnostics", "rich"])
        #expect(rich.errors.contains("help: did you mean 'small-target'?"))
        #expect(rich.errors.contains("help: did you mean 'touch'?"))
        #expect(rich.errors.contains("help: did you mean 'reason'?"))
    }

    @Test(arguments: [
        ("{\"strict\": 1}", "'strict' is true or false"),
        ("{\"warnings\": null}", "'warnings' is true or false"),
        ("{\"patterns\": []}", "'patterns' is an object of pattern slugs"),
        ("{\"patterns\": {\"small-target\": \"warning\"}}", "the setting of 'small-target' is an object"),
        ("{\"patterns\": {\"small-target\": {\"severity\": \"warning\", \"reason\": \" \"}}}", "'reason' is a string that says why"),
        ("{\"patterns\": {\"small-target\": {\"severity\": \"warning\", \"reason\": \"r\", \"profiles\": []}}}", "'profiles' is a list of profile ids"),
        ("[true]", "the configuration is a JSON object"),
        ("{\"strict\": true, \"strict\": false}", "'strict' is written twice"),
    ])
    func aBadValueIsAnError(_ text: String, _ message: String) throws {
        let run = try Self.run(text)
        #expect(run.status == 2)
        #expect(run.errors.contains("error: \(message) [invalid-configuration]"), "\(run.errors)")
    }

    @Test func aJSONSyntaxErrorNamesItsLine() throws {
        let run = try Self.run("{\n  \"strict\": tru\n}\n")
        #expect(run.status == 2)
        let line = try #require(run.errorLines.first)
        #expect(line.hasPrefix(".flowmap.json:2:"), "\(line)")
        #expect(line.contains("error: not valid JSON"))
        #expect(line.hasSuffix("[invalid-configuration]"))
    }

    /// Foundation's reader lets a trailing comma pass; JSON has none, and a file another tool
    /// reads as JSON must not depend on it.
    @Test func aTrailingCommaIsAnErrorAtTheComma() throws {
        let run = try Self.run("{\n  \"strict\": true,\n}\n")
        #expect(run.status == 2)
        #expect(
            run.errorLines.first
                == ".flowmap.json:2:17: error: not valid JSON: a ',' before '}': JSON has no trailing comma [invalid-configuration]")
    }

    /// Foundation says "Unexpected end of file" at 1:1 for a misspelt `true` on one line: the
    /// error points at the word itself, and says what was expected there.
    @Test func aJSONSyntaxErrorPointsAtTheBadWord() throws {
        let run = try Self.run("{\"strict\": tru}", ["check", "--diagnostics", "rich"])
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                ".flowmap.json:1:12: error: not valid JSON: expected a value (a string in double quotes, a number, true, false or null), found 'tru' [invalid-configuration]"
            ), "\(run.errors)")
        #expect(run.errors.contains("help: did you mean 'true'?"))
    }

    @Test(arguments: [
        ("{\"strict\" true}", "1:11", "expected ':' after the key, found 'true'"),
        ("{strict: true}", "1:2", "expected a key in double quotes, found 'strict'"),
        ("{\"strict\": true\n\"warnings\": true}", "2:1", "expected ',' or '}', found '\"'"),
        ("{\"patterns\": {\"small-target\": {\"reason\": \"r", "1:42", "a string that is never closed"),
        ("{\"patterns\": [\n", "2:1", "the file ends before the ']' that closes it"),
        ("{\"strict\": true} x", "1:18", "'x' after the end of the configuration"),
        ("\u{FEFF}{\"strict\": nul}", "1:12", "expected a value (a string in double quotes, a number, true, false or null), found 'nul'"),
    ])
    func aJSONSyntaxErrorIsAtItsToken(_ text: String, _ place: String, _ message: String) throws {
        let run = try Self.run(text)
        #expect(run.status == 2)
        #expect(run.errorLines.first == ".flowmap.json:\(place): error: not valid JSON: \(message) [invalid-configuration]", "\(run.errors)")
    }

    @Test func aFolderAsTheConfigurationSaysItIsAFolder() throws {
        let run = try Self.run(nil, ["check", "--config", "."])
        #expect(run.status == 2)
        #expect(
            run.errors
                == "flowmap: error: cannot read '.': a folder, not a file\nhelp: '--config' names the configuration file, for example '--config ./.flowmap.json'\n")
    }

    @Test func anEmptyFileIsASyntaxError() throws {
        let run = try Self.run("")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix(".flowmap.json:1:1: error: not valid JSON"))
    }

    @Test func strictInTheFileFailsOnWarningsAndShowsThem() throws {
        let turnedDown = "{\"strict\": true, \"patterns\": {\"small-target\": {\"severity\": \"warning\", \"reason\": \"Rows are tappable too\"}}}"
        let run = try Self.run(turnedDown)
        #expect(run.status == 1)
        #expect(run.errors.contains("cart.flow:5:6: warning: 'Empty the cart' has friction for Touch: Small Target [task-friction]"))
        #expect(!run.errors.contains("error:"))
        // The command line adds to the file: without strict anywhere the run passes, quietly.
        let loose = try Self.run("{\"patterns\": {\"small-target\": {\"severity\": \"warning\", \"reason\": \"Rows are tappable too\"}}}")
        #expect(loose.status == 0)
        #expect(loose.errors == "")
        let strictOnTheCommandLine = try Self.run(
            "{\"strict\": false, \"patterns\": {\"small-target\": {\"severity\": \"warning\", \"reason\": \"r\"}}}", ["check", "--strict"])
        #expect(strictOnTheCommandLine.status == 1)
    }

    /// Editors on Windows save JSON with a byte order mark; Foundation reads past it, and so
    /// must the positions of its keys, or every value reads as missing.
    @Test func aByteOrderMarkBeforeTheObjectIsRead() throws {
        let run = try Self.run("\u{FEFF}{\"warnings\": true}")
        #expect(!run.errors.contains("invalid-configuration"))
        #expect(run.errors.contains("cart.flow:3:3: warning: target is 20×20 pt, under 44×44 pt [small-target]"))
    }

    @Test func warningsInTheFileShowWarnings() throws {
        let run = try Self.run("{\"warnings\": true}")
        #expect(run.status == 1)
        #expect(run.errors.contains("cart.flow:3:3: warning: target is 20×20 pt, under 44×44 pt [small-target]"))
        let quiet = try Self.run("{\"warnings\": false}")
        #expect(!quiet.errors.contains("warning:"))
    }

    @Test func aPatternTurnedDownForOneProfileStillBlocksTheOthers() throws {
        let run = try Self.run(
            "{\"warnings\": true, \"patterns\": {\"small-target\": {\"severity\": \"warning\", \"profiles\": [\"touch\"], \"reason\": \"r\"}}}")
        #expect(run.status == 1)
        #expect(run.errors.contains("warning: 'Empty the cart' has friction for Touch: Small Target [task-friction]"))
        #expect(run.errors.contains("error: 'Empty the cart' is blocked for Larger Text: Small Target [task-blocked]"))
        #expect(!run.errors.contains("blocked for Touch"))
    }

    @Test func theReasonIsShownInTheReports() throws {
        let text = "{\"patterns\": {\"small-target\": {\"severity\": \"warning\", \"profiles\": [\"touch\"], \"reason\": \"Rows are *tappable*\"}}}"
        let markdown = try Self.run(text, [])
        #expect(markdown.status == 1)
        #expect(markdown.output.contains("| Touch | ✅ ok | 1 | ⚠ Small Target (line 3), a warning in .flowmap.json: Rows are \\*tappable\\* |"))
        let json = try Self.run(text, ["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let task = try #require((document["tasks"] as? [[String: Any]])?.first)
        let profiles = try #require(task["profiles"] as? [[String: Any]])
        let touch = try #require(profiles.first { $0["id"] as? String == "touch" })
        #expect(touch["status"] as? String == "ok")
        #expect((touch["blockers"] as? [Any])?.isEmpty == true)
        let friction = try #require((touch["friction"] as? [[String: Any]])?.first)
        #expect(friction["turnedDown"] as? String == "Rows are *tappable*")
        #expect(friction["waiver"] is NSNull)
        let largerText = try #require(profiles.first { $0["id"] as? String == "larger-text" })
        #expect(largerText["status"] as? String == "blocked")
        #expect(((largerText["blockers"] as? [[String: Any]])?.first?["turnedDown"]) is NSNull)
    }

    @Test func configOptionNamesTheFileAndAMissingOneIsAnError() throws {
        let named = try Self.run("{\"strict\": true, \"warnings\": true}", ["check", "--config", "settings.json"], file: "settings.json")
        #expect(named.status == 1)
        #expect(named.errors.contains("warning:"))
        let missing = try Self.run(nil, ["check", "--config", "missing.json"])
        #expect(missing.status == 2)
        #expect(missing.errors == "flowmap: error: cannot read 'missing.json': no such file\n")
        #expect(try Invocation.parse(["--config", "a.json", "x.flow"]).action
            == .compile(paths: ["x.flow"], options: Invocation.Options(config: "a.json")))
    }

    @Test func aMissingDefaultFileIsFine() throws {
        #expect(try Self.run(nil).status == 1)
    }
}

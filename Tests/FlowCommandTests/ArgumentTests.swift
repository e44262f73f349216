import FlowSyntax
import Testing

@testable import FlowCommand

/// Help, version and usage errors: the paths of the command that read no file.
@Suite struct ArgumentTests {
    @Test(arguments: [["--help"], ["-h"], ["help"], ["check", "--help"], ["x.flow", "-h", "--bogus"]])
    func helpGoesToStandardOutput(arguments: [String]) {
        let run = Flowmap(arguments)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("OVERVIEW: "))
        #expect(run.output.contains("USAGE: flowmap"))
        #expect(run.output.hasSuffix("\n"))
        #expect(run.errors == "")
    }

    @Test func version() {
        let run = Flowmap(["--version"])
        #expect(run.status == 0)
        #expect(run.output == "flowmap 0.1.0\n")
        #expect(run.errors == "")
    }

    @Test func unknownOption() {
        let run = Flowmap(["--foo", "x.flow"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors == "flowmap: error: unknown option '--foo'\nsee 'flowmap --help' for usage\n")
    }

    @Test(arguments: [("--diagnostic", "--diagnostics"), ("--verison", "--version"), ("--hepl", "--help")])
    func unknownOptionSuggestsTheClosest(typo: String, meant: String) {
        let run = Flowmap([typo, "x.flow"])
        #expect(run.status == 2)
        #expect(
            run.errorLines == [
                "flowmap: error: unknown option '\(typo)'",
                "help: did you mean '\(meant)'?",
                "see 'flowmap --help' for usage",
            ])
    }

    @Test(arguments: [[], ["check"], ["compile"], ["--diagnostics", "short"]])
    func missingPathsIsAUsageError(arguments: [String]) {
        let run = Flowmap(arguments)
        #expect(run.status == 2)
        #expect(run.errorLines.first == "flowmap: error: no input: give .flow files or folders")
        // Each command quotes its own synopsis.
        #expect(run.errorLines.contains(Usage.synopsis(for: arguments.first == "check" ? .check : nil)))
    }

    @Test(arguments: [["--diagnostics", "fancy", "x.flow"], ["--diagnostics=", "x.flow"], ["x.flow", "--diagnostics"]])
    func badDiagnosticsValueIsAUsageError(arguments: [String]) {
        let run = Flowmap(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("flowmap: error: "))
        #expect(run.errors.contains("'short' or 'rich'") || run.errors.contains("short or rich"))
    }

    @Test func parsedInvocations() throws {
        let plain = Invocation.Options()
        var short = Invocation.Options()
        short.style = .short
        #expect(try Invocation.parse(["a", "b"]).action == .compile(paths: ["a", "b"], options: plain))
        #expect(try Invocation.parse(["check", "a"]).action == .check(paths: ["a"], options: plain))
        #expect(try Invocation.parse(["compile", "--diagnostics=short", "a"]).action == .compile(paths: ["a"], options: short))
        #expect(try Invocation.parse(["check", "--diagnostics", "short", "a"]).action == .check(paths: ["a"], options: short))
        // Only the first word names a subcommand.
        #expect(try Invocation.parse(["a", "check"]).action == .compile(paths: ["a", "check"], options: plain))
        #expect(try Invocation.parse(["-", "a"]).action == .compile(paths: ["-", "a"], options: plain))
        #expect(throws: CommandError.unknownOption("-x")) { try Invocation.parse(["-x", "a"]) }
    }

    @Test func parsedOptions() throws {
        var expected = Invocation.Options()
        expected.format = .json
        expected.output = "out"
        expected.strict = true
        expected.warnings = true
        let spellings: [[String]] = [
            ["compile", "--format", "json", "--output", "out", "--strict", "--warnings", "a"],
            ["compile", "--format=json", "--output=out", "--strict", "-W", "a"],
            ["a", "-o", "out", "-W", "--strict", "--format", "json"],
        ]
        for arguments in spellings {
            #expect(try Invocation.parse(arguments).action == .compile(paths: ["a"], options: expected), "\(arguments)")
        }
    }

    @Test(arguments: [["--format", "html", "x.flow"], ["--format=", "x.flow"], ["x.flow", "--format"]])
    func badFormatValueIsAUsageError(arguments: [String]) {
        let run = Flowmap(arguments)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("flowmap: error: "))
        #expect(run.errors.contains("'markdown' or 'json'") || run.errors.contains("markdown or json"))
    }

    @Test(arguments: [["--output", "", "x.flow"], ["--output=", "x.flow"], ["x.flow", "-o"]])
    func missingOutputFolderIsAUsageError(arguments: [String]) {
        let run = Flowmap(arguments)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("flowmap: error: "))
        #expect(run.errors.contains("'--output'") || run.errors.contains("'-o'"))
        #expect(run.errors.contains("a folder"))
    }

    @Test func helpDocumentsCommandsOptionsAndExitStatus() {
        let help = Flowmap(["--help"]).output
        for word in ["check", "compile", "--format", "--output", "-o", "--strict", "--warnings", "-W", "--diagnostics"] {
            #expect(help.contains(word), "\(word)")
        }
        for status in ["0  ", "1  ", "2  "] {
            #expect(help.contains("\n  " + status), "exit status \(status)")
        }
        for line in help.split(separator: "\n") {
            #expect(line.count <= 100, "\(line)")
        }
    }

    @Test func everyOptionInTheSuggestionsIsDocumented() {
        for option in Invocation.options {
            #expect(Usage.text.contains(option), "\(option)")
        }
    }
}

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
        #expect(run.errorLines.contains(Usage.synopsis))
    }

    @Test(arguments: [["--diagnostics", "fancy", "x.flow"], ["--diagnostics=", "x.flow"], ["x.flow", "--diagnostics"]])
    func badDiagnosticsValueIsAUsageError(arguments: [String]) {
        let run = Flowmap(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("flowmap: error: "))
        #expect(run.errors.contains("'short' or 'rich'") || run.errors.contains("short or rich"))
    }

    @Test func parsedInvocations() throws {
        #expect(try Invocation.parse(["a", "b"]).action == .check(paths: ["a", "b"], style: nil))
        #expect(try Invocation.parse(["compile", "--diagnostics=short", "a"]).action == .check(paths: ["a"], style: .short))
        #expect(try Invocation.parse(["a", "check"]).action == .check(paths: ["a", "check"], style: nil))
        #expect(try Invocation.parse(["-", "a"]).action == .check(paths: ["-", "a"], style: nil))
        #expect(throws: CommandError.unknownOption("-x")) { try Invocation.parse(["-x", "a"]) }
    }

    @Test func warningsDoNotFailTheRun() {
        let file = SourceFile(path: "x.flow", text: "screen \"A\"\n")
        let span = Span(file: file, start: 0, end: 6)
        let warning = Diagnostic(.emptyTask, .warning, "a warning", at: span)
        let error = Diagnostic(.unknownScreen, .error, "an error", at: span)
        #expect(FlowmapCommand.exitStatus(for: []) == 0)
        #expect(FlowmapCommand.exitStatus(for: [warning]) == 0)
        #expect(FlowmapCommand.exitStatus(for: [warning, error]) == 2)
    }
}

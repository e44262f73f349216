import Foundation
import Testing

/// Which rendering and whether colour: chosen from the option, the terminal and NO_COLOR.
@Suite struct RenderingChoiceTests {
    static let escape = "\u{1B}"

    /// Runs flowmap on a folder holding one file with one error.
    func run(_ options: [String], environment: [String: String] = [:], terminal: Bool) throws -> Flowmap {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", CheckTests.unterminated("X"))
        return Flowmap(options + ["x.flow"], in: folder.path, environment: environment, terminal: terminal)
    }

    @Test func notATerminalGivesShortWithoutEscapes() throws {
        let run = try run([], terminal: false)
        #expect(run.errorLines == CheckTests.unterminatedLines("x.flow"))
    }

    @Test func aTerminalGivesRichInColour() throws {
        let run = try run([], terminal: true)
        #expect(run.errors.contains(Self.escape + "[31m"))
        #expect(run.errors.contains(" | "))
    }

    @Test(arguments: ["", "1"])
    func noColorWithAnyValueTurnsColourOff(value: String) throws {
        let run = try run([], environment: ["NO_COLOR": value], terminal: true)
        #expect(!run.errors.contains(Self.escape))
        #expect(run.errors.contains("    1 | screen \"X"))
    }

    @Test func theOptionOverridesTheTerminal() throws {
        let short = try run(["--diagnostics", "short"], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(short.errorLines == CheckTests.unterminatedLines("x.flow"))
        let rich = try run(["--diagnostics", "rich"], terminal: false)
        #expect(!rich.errors.contains(Self.escape))
        #expect(
            rich.errorLines == [
                "x.flow:1:8: " + CheckTests.unterminatedMessage,
                "    1 | screen \"X",
                "      |        ^~",
            ] + rich.errorLines.dropFirst(3))
    }
}

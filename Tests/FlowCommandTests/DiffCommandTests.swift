import Foundation
import Testing

/// `flowmap diff OLD NEW`: exit status 0 when nothing regressed, 1 for a regression or growth
/// past `--max-increase`, 2 for bad input on either side or a usage error.
@Suite struct DiffCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Flows.ok` with the Pay button made icon-only: blocked for VoiceOver and Voice Control.
    static let iconOnly = Flows.ok.replacingOccurrences(of: #"  button "Pay""#, with: #"  button icon "creditcard" input "Pay""#)
    /// `Flows.ok` with three more buttons before Pay: three more VoiceOver swipes.
    static let longer = Flows.ok.replacingOccurrences(
        of: #"  button "Pay""#, with: "  button \"Coupon\"\n  button \"Gift card\"\n  button \"Notes\"\n  button \"Pay\"")

    /// Runs `flowmap diff ARGUMENTS old new` in a folder holding old/x.flow and new/x.flow.
    func diff(_ old: String, _ new: String, _ arguments: [String] = []) throws -> Flowmap {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old/x.flow", old)
        try folder.write("new/x.flow", new)
        return Flowmap(["diff"] + arguments + ["old", "new"], in: folder.path)
    }

    @Test(arguments: [[], ["--format", "json"], ["--max-increase", "0"]])
    func nothingChangedIsZero(arguments: [String]) throws {
        let run = try diff(Flows.ok, Flows.ok, arguments)
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("No change: 1 task, the same for every profile"))
    }

    @Test(arguments: [[], ["--format", "json"], ["--max-increase", "100"]])
    func aRegressionIsOne(arguments: [String]) throws {
        let run = try diff(Flows.ok, Self.iconOnly, arguments)
        #expect(run.status == 1)
        #expect(run.errors == "", "the comparison is the output; standard error stays quiet")
        #expect(run.output.contains("VoiceOver and Voice Control newly blocked on 'Pay'"))
        // The other way round the blockers go: no regression.
        #expect(try diff(Self.iconOnly, Flows.ok, arguments).status == 0)
    }

    @Test func growthIsReportedAndFailsOnlyPastTheMaximumIncrease() throws {
        let reported = try diff(Flows.ok, Self.longer)
        #expect(reported.status == 0)
        #expect(reported.output.hasPrefix("VoiceOver, Switch Control and Full Keyboard Access +3 steps on 'Pay'\n"))
        #expect(reported.output.contains("| VoiceOver | ✅ ok, 2 steps | ✅ ok, 5 steps | +3 |  |  |\n"))
        #expect(try diff(Flows.ok, Self.longer, ["--max-increase", "3"]).status == 0)
        let past = try diff(Flows.ok, Self.longer, ["--max-increase=2"])
        #expect(past.status == 1)
        #expect(past.output.contains("| VoiceOver | ✅ ok, 2 steps | ✅ ok, 5 steps | **+3** |  |  |\n"))
        let json = try diff(Flows.ok, Self.longer, ["--format", "json", "--max-increase", "2"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(document["fails"] as? Bool == true)
        #expect(document["maxIncrease"] as? Int == 2)
        #expect(document["regressions"] as? Int == 0)
    }

    /// The committed flows against a copy with the "Delete" button made icon-only.
    @Test func theCommittedFlowsAgainstACopyWithAnIconOnlyButton() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let flows = Self.root.appendingPathComponent("flows")
        for name in try FileManager.default.contentsOfDirectory(atPath: flows.path) where name.hasSuffix(".flow") {
            var text = String(decoding: try #require(FileManager.default.contents(atPath: flows.appendingPathComponent(name).path)), as: UTF8.self)
            if name == "orders.flow" {
                let line = #"  button "Delete" label "Delete order 41" input "Delete order 41""#
                try #require(text.contains(line))
                text = text.replacingOccurrences(of: line, with: #"  button icon "trash" input "Delete order 41""#)
            }
            try folder.write("changed/" + name, text)
        }
        let run = Flowmap(["diff", "flows", folder.path + "/changed"], in: Self.root.path)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("VoiceOver and Voice Control newly blocked on 'Delete an old order'\n"))
        #expect(run.output.contains("⛔ Mystery Icon: button icon 'trash' on Order history"))
        #expect(Flowmap(["diff", "flows", "flows"], in: Self.root.path).status == 0)
    }

    @Test func anInputErrorOnEitherSideIsTwoWithEverySidesDiagnostics() throws {
        let old = try diff(Flows.syntaxError, Flows.ok)
        #expect(old.status == 2)
        #expect(old.output == "")
        #expect(old.errorLines.first?.hasPrefix("old/x.flow:1:8: error: ") == true)
        let both = try diff(Flows.syntaxError, Flows.syntaxError)
        #expect(both.status == 2)
        #expect(both.errorLines.filter { $0.contains(": error: ") }.map { $0.prefix(11) } == ["old/x.flow:", "new/x.flow:"])

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = Flowmap(["diff", "nothing", "nor-this"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.errorLines == ["flowmap: error: cannot read 'nothing': no such file", "flowmap: error: cannot read 'nor-this': no such file"])
    }

    @Test(arguments: [
        (["diff", "a.flow"], "flowmap: error: 'diff' compares two programs: give OLD and NEW (a file or a folder each), not 1 path"),
        (["diff"], "flowmap: error: 'diff' compares two programs: give OLD and NEW (a file or a folder each), not 0 paths"),
        (["diff", "a", "b", "c"], "flowmap: error: 'diff' compares two programs: give OLD and NEW (a file or a folder each), not 3 paths"),
        (["diff", "--format", "sarif", "a", "b"], "flowmap: error: invalid value 'sarif' for '--format'; expected 'markdown' or 'json'"),
        (["diff", "--strict", "a", "b"], "flowmap: error: '--strict' does not apply to 'diff'"),
        (["diff", "-W", "a", "b"], "flowmap: error: '--warnings' does not apply to 'diff'"),
        (["diff", "--output", "out", "a", "b"], "flowmap: error: '--output' does not apply to 'diff'"),
        (["diff", "--max-increase", "-1", "a", "b"], "flowmap: error: invalid value '-1' for '--max-increase'; expected 'a number of steps, 0 or more'"),
        (["diff", "--max-increase=many", "a", "b"], "flowmap: error: invalid value 'many' for '--max-increase'; expected 'a number of steps, 0 or more'"),
        (["diff", "a", "b", "--max-increase"], "flowmap: error: option '--max-increase' needs a value: a number of steps"),
        (["compile", "--max-increase", "3", "a"], "flowmap: error: '--max-increase' applies to 'diff' only"),
    ])
    func usageErrorsAreTwo(arguments: [String], message: String) {
        let run = Flowmap(arguments)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errorLines.first == message)
    }

    @Test func helpListsTheCommandAndItsFlag() {
        let help = Flowmap(["--help"]).output
        #expect(help.contains("flowmap diff [--format markdown|json] [--max-increase N]"))
        #expect(help.contains("  diff OLD NEW "))
        #expect(help.contains("  --max-increase N "))
        #expect(Flowmap(["diff", "--help"]).output == help)
    }
}

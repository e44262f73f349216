import Testing

/// The exit status: 0 when every task is ok (or waived) for every profile, 1 when one is
/// blocked, unreachable or over its `expect` (with `--strict`, also friction or a warning), 2
/// for an error in the input, which wins over 1.
@Suite struct ExitStatusTests {
    /// Runs flowmap in a fresh folder holding `x.flow`.
    func run(_ flow: String, _ arguments: [String] = []) throws -> Flowmap {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", flow)
        return Flowmap(arguments + ["x.flow"], in: folder.path)
    }

    @Test(arguments: [["check"], ["compile"], [], ["--format", "json"], ["--strict"], ["check", "-W"]])
    func everyTaskOkIsZeroWithNothingOnStandardError(arguments: [String]) throws {
        let run = try run(Flows.ok, arguments)
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.isEmpty == (arguments.first == "check"))
    }

    @Test func aBareRunPrintsTheMarkdownReport() throws {
        let run = try run(Flows.ok)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("# x.flow\n\n1 task · all reachable for every profile · 0 warnings\n"))
        #expect(run.output.contains("\n## Pay\n"))
        #expect(run.output.contains("| VoiceOver | ✅ ok | 2 |  |\n"))
    }

    @Test(arguments: [["check"], []])
    func aBlockedTaskIsOneWithAnErrorPerProfileAtTheTaskLine(arguments: [String]) throws {
        let run = try run(Flows.blocked, arguments)
        #expect(run.status == 1)
        let errors = run.errorLines.filter { !$0.contains(": note: ") }
        #expect(
            errors == Flows.blockedProfiles.map {
                "x.flow:6:6: error: 'Delete an order' is blocked for \($0): Swipe Trap [task-blocked]"
            })
        #expect(run.errorLines.contains("x.flow:4:5: note: Swipe Trap: only a custom gesture does it"))
        // A blocked task still gets its report: that is what the team reads to fix it.
        #expect(run.output.isEmpty == (arguments == ["check"]))
        #expect(arguments == ["check"] || run.output.contains("| VoiceOver | ⛔ **blocked** | 2 | ⛔ Swipe Trap (line 4) |"))
    }

    @Test func anExpectNotMetIsOneWithTheErrorOnTheExpectLine() throws {
        let run = try run(Flows.overExpectation, ["check"])
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "x.flow:8:3: error: 'Pay' takes 2 steps for VoiceOver; it expects at most 1 [expectation-failed]",
                "x.flow:8:3: note: make the path shorter, or raise the expectation if the design is right",
            ])
    }

    @Test func anExpectMetIsZero() throws {
        let run = try run(Flows.ok + "  expect voiceover at most 2 steps\n", ["check"])
        #expect(run.status == 0)
        #expect(run.errors == "")
    }

    @Test(arguments: [["check"], [], ["--format", "json"], ["--strict"]])
    func aSyntaxErrorIsTwoAndPrintsNoReport(arguments: [String]) throws {
        let run = try run(Flows.syntaxError, arguments)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errorLines == CheckTests.unterminatedLines("x.flow"))
    }

    @Test(arguments: [["check"], []])
    func twoWinsOverABlockedTask(arguments: [String]) throws {
        let run = try run(Flows.blockedWithSyntaxError, arguments)
        #expect(run.status == 2)
        #expect(run.output == "")
        // Nothing is compiled when the input has errors, so no task is reported blocked.
        #expect(
            run.errorLines == [
                "x.flow:5:3: error: expected an element kind, found 'buton' [unknown-kind]",
                "x.flow:5:3: note: did you mean 'button'?",
            ])
    }

    @Test func twoWinsWhenTheErrorAndTheBlockedTaskAreInDifferentFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("flows/a.flow", Flows.blocked)
        try folder.write("flows/b.flow", Flows.syntaxError)
        let run = Flowmap(["flows"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errorLines == CheckTests.unterminatedLines("flows/b.flow"))
    }

    @Test func waivingEveryBlockedProfileIsZero() throws {
        let run = try run(Flows.waived(Flows.blockedProfileIDs), [])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("| VoiceOver | waived | 2 | ⛔ Swipe Trap (line 4); waived: tested with the support team |"))
        #expect(!run.output.contains("**blocked**"))
    }

    @Test func aWaiverCoversOnlyItsProfile() throws {
        let run = try run(Flows.waived(["voiceover"]), ["check"])
        #expect(run.status == 1)
        let blocked = run.errorLines.filter { $0.contains("[task-blocked]") }
        #expect(blocked.count == Flows.blockedProfiles.count - 1)
        #expect(!blocked.contains { $0.contains("blocked for VoiceOver:") })
    }

    /// A waiver of one pattern accepts only that pattern's blockers: exit 0 when it accepts
    /// the only one, 1 while another blocker of the profile is left.
    @Test func aWaiverOfOnePatternPassesOnlyWhenItAcceptsEveryBlocker() throws {
        let onlySwipeTrap = Flows.blocked + Flows.blockedProfileIDs.map { "  waive \($0) swipe-trap \"tested with the support team\"\n" }.joined()
        let accepted = try run(onlySwipeTrap, [])
        #expect(accepted.status == 0)
        #expect(accepted.errors == "")
        #expect(accepted.output.contains("| VoiceOver | waived | 2 | ⛔ Swipe Trap (line 4), waived: tested with the support team |"))
        let otherPattern = Flows.blocked + "  waive voiceover mystery-icon \"not this one\"\n"
        let stillBlocked = try run(otherPattern, ["check", "--warnings"])
        #expect(stillBlocked.status == 1)
        #expect(stillBlocked.errors.contains("error: 'Delete an order' is blocked for VoiceOver: Swipe Trap [task-blocked]"))
        #expect(stillBlocked.errors.contains("warning: 'Delete an order' has no Mystery Icon for VoiceOver, so the waiver is not needed [unneeded-waiver]"))
    }

    @Test func anUnneededWaiverIsAWarningThatDoesNotFail() throws {
        let flow = Flows.ok + "  waive voiceover \"not needed\"\n"
        let quiet = try run(flow, ["check"])
        #expect(quiet.status == 0)
        #expect(quiet.errors == "")
        let shown = try run(flow, ["check", "--warnings"])
        #expect(shown.status == 0)
        #expect(
            shown.errorLines == [
                "x.flow:8:3: warning: 'Pay' is ok for VoiceOver, so the waiver is not needed [unneeded-waiver]",
                "x.flow:8:3: note: remove the 'waive voiceover' line",
            ])
        #expect(try run(flow, ["check", "--strict"]).status == 1)
    }

    @Test func warningsAndFrictionDoNotFailWithoutStrict() throws {
        for arguments in [["check"], [], ["--format", "json"]] {
            let run = try run(Flows.smallTarget, arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.errors == "", "\(arguments)")
        }
        let shown = try run(Flows.smallTarget, ["check", "-W"])
        #expect(shown.status == 0)
        #expect(shown.errorLines.first == "x.flow:3:3: warning: target is 30×30 pt, under 44×44 pt [small-target]")
        #expect(shown.errorLines.contains("x.flow:5:6: warning: 'Close' has friction for Touch: Small Target [task-friction]"))
    }

    @Test(arguments: [["check", "--strict"], ["--strict"], ["--strict", "--format", "json"]])
    func strictFailsOnFrictionAndWarnings(arguments: [String]) throws {
        let run = try run(Flows.smallTarget, arguments)
        #expect(run.status == 1)
        #expect(run.errorLines.first == "x.flow:3:3: warning: target is 30×30 pt, under 44×44 pt [small-target]")
        #expect(run.errorLines.contains("x.flow:5:6: warning: 'Close' has friction for Touch: Small Target [task-friction]"))
    }

    @Test func strictSaysWhyWhenOnlyFrictionFails() throws {
        let friction = "x.flow:11:6: warning: 'Add' has friction for Full Keyboard Access: Hidden Action [task-friction]"
        let quiet = try run(Flows.hiddenAction, ["check"])
        #expect(quiet.status == 0)
        #expect(quiet.errors == "")
        let plain = try run(Flows.hiddenAction, ["check", "-W"])
        #expect(plain.status == 0)
        #expect(plain.errorLines.first == friction)
        let strict = try run(Flows.hiddenAction, ["check", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.errorLines.first == friction)
    }
}

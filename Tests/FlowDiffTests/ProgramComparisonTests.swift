import FlowDiff
import FlowNavigator
import FlowPipeline
import FlowProgram
import FlowSyntax
import Foundation
import Testing

/// `ProgramComparison`: tasks matched by name or by their lines, each profile's outcome before
/// and after, findings by element, and which changes are regressions.
@Suite struct ProgramComparisonTests {
    /// A checkout with `before` lines ahead of its Pay button, and the task `name` that
    /// activates `activates`, with `extra` lines (`expect`, `waive`).
    static func checkout(
        pay: String = #"button "Pay""#, before: [String] = [], name: String = "Pay", activates: String = "Pay",
        extra: [String] = []
    ) -> String {
        let screen = ["screen \"Checkout\"", "  header \"Checkout\"", "  button \"Edit address\""] + before.map { "  " + $0 } + ["  " + pay]
        let task = ["task \"\(name)\"", "  start \"Checkout\"", "  activate \"\(activates)\""] + extra.map { "  " + $0 }
        return (screen + [""] + task).joined(separator: "\n") + "\n"
    }

    static let ok = checkout()
    /// VoiceOver and Voice Control blocked: a Mystery Icon.
    static let iconOnly = checkout(pay: #"button icon "creditcard" input "Pay""#)
    /// Hidden from assistive technologies: VoiceOver unreachable.
    static let hidden = checkout(pay: #"button "Pay" hidden"#)
    /// Three more stops before Pay.
    static let longer = checkout(before: [#"button "Coupon""#, #"button "Gift card""#, #"button "Notes""#])

    static func compilation(_ files: [(String, String)]) throws -> Compilation {
        let compilation = Compilation.run(files.map { SourceFile(path: $0.0, text: $0.1) })
        try #require(!compilation.hasInputErrors, "\(compilation.diagnostics.map(\.message))")
        return compilation
    }

    static func compare(_ old: String, _ new: String, maxIncrease: Int? = nil) throws -> ProgramComparison {
        ProgramComparison(old: try compilation([("a.flow", old)]), new: try compilation([("a.flow", new)]), maxIncrease: maxIncrease)
    }

    static func change(_ comparison: ProgramComparison, _ profile: Profile, task: String = "Pay") -> ProfileChange? {
        comparison.tasks.first { $0.name == task }?.profiles.first { $0.profile == profile }
    }

    enum Failure: Error { case noHeadline }

    @Test func theSameProgramHasNoChange() throws {
        let comparison = try Self.compare(Self.iconOnly, Self.iconOnly)
        #expect(comparison.tasks.isEmpty)
        #expect(comparison.unchanged == ["Pay"])
        #expect(!comparison.fails)
        #expect(comparison.headlines.isEmpty)
    }

    /// Findings are compared by pattern and element, not by line: lines that move, and files
    /// given in another order under other paths, change nothing.
    @Test func movedLinesAreNoChange() throws {
        let other = Self.checkout(name: "Edit", activates: "Edit address").replacingOccurrences(of: "Checkout", with: "Address")
        let old = try Self.compilation([("a.flow", Self.iconOnly), ("b.flow", other)])
        let moved = "# A comment and a blank line move every line down.\n\n" + Self.iconOnly
        let new = try Self.compilation([("new/z.flow", other), ("new/b.flow", moved)])
        let comparison = ProgramComparison(old: old, new: new)
        #expect(comparison.tasks.isEmpty)
        #expect(comparison.unchanged == ["Pay", "Edit"], "in the new program's order: b.flow, then z.flow")
    }

    @Test func aButtonMadeIconOnlyIsARegressionWithItsFinding() throws {
        let comparison = try Self.compare(Self.ok, Self.iconOnly)
        #expect(comparison.tasks.map(\.kind) == [.changed])
        let voiceOver = try #require(Self.change(comparison, .voiceover))
        #expect(voiceOver.before?.status == .ok)
        #expect(voiceOver.after?.status == .blocked)
        #expect(voiceOver.regression)
        #expect(voiceOver.blockers.added.map(\.pattern) == [.mysteryIcon])
        #expect(voiceOver.blockers.added.map(\.element) == [FindingElement(kind: "button", name: nil, icon: "creditcard", screen: "Checkout")])
        #expect(voiceOver.blockers.removed.isEmpty)
        #expect(Self.change(comparison, .touch) == nil, "an unchanged profile is not listed")
        #expect(comparison.regressions.map(\.profile.profile) == [.voiceover, .voiceControl])
        #expect(comparison.fails)

        let back = try Self.compare(Self.iconOnly, Self.ok)
        let fixed = try #require(Self.change(back, .voiceover))
        #expect(!fixed.regression)
        #expect(fixed.improvement)
        #expect(fixed.blockers.removed.map(\.pattern) == [.mysteryIcon])
        #expect(fixed.blockers.added.isEmpty)
        #expect(!back.fails)
    }

    @Test func blockedToUnreachableIsARegressionAndBackIsNot() throws {
        let worse = try Self.compare(Self.iconOnly, Self.hidden)
        let voiceOver = try #require(Self.change(worse, .voiceover))
        #expect(voiceOver.before?.failure == .blocked)
        #expect(voiceOver.after?.failure == .unreachable)
        #expect(voiceOver.regression)
        #expect(voiceOver.stepsDelta == nil, "the steps of a path that stops short are not compared")
        #expect(voiceOver.blockers.added.map(\.pattern) == [.semanticControl])
        #expect(voiceOver.blockers.removed.map(\.pattern) == [.mysteryIcon])

        let better = try Self.compare(Self.hidden, Self.iconOnly)
        let back = try #require(Self.change(better, .voiceover))
        #expect(!back.regression)
        #expect(back.improvement, "unreachable → blocked")
    }

    @Test func aWaiverRemovedIsARegressionAndOneAddedIsNot() throws {
        let waived = Self.checkout(
            pay: #"button icon "creditcard" input "Pay""#, extra: [#"waive voiceover "tested""#, #"waive voice-control "tested""#])
        let removed = try Self.compare(waived, Self.iconOnly)
        #expect(Self.change(removed, .voiceover)?.before?.status == .waived)
        #expect(Self.change(removed, .voiceover)?.blockers.isEmpty == true, "a waived path keeps its blockers")
        #expect(removed.regressions.map(\.profile.profile) == [.voiceover, .voiceControl])

        let added = try Self.compare(Self.ok, waived)
        #expect(Self.change(added, .voiceover)?.after?.status == .waived)
        #expect(!added.fails, "ok → waived accepts the finding")
    }

    @Test func aMissedExpectIsARegression() throws {
        let expecting = Self.checkout(extra: ["expect voiceover at most 3 steps"])
        let longer = Self.checkout(before: [#"button "Coupon""#, #"button "Gift card""#], extra: ["expect voiceover at most 3 steps"])
        let comparison = try Self.compare(expecting, longer)
        let voiceOver = try #require(Self.change(comparison, .voiceover))
        #expect(voiceOver.before?.failure == nil)
        #expect(voiceOver.after?.failure == .overExpectation)
        #expect(voiceOver.after?.expectation == 3)
        #expect(voiceOver.regression)
        #expect(voiceOver.stepsDelta == 2)
    }

    /// Growth fails only past `maxIncrease`; without it, it is reported and passes.
    @Test func stepsGrowPastTheMaximumIncrease() throws {
        let reported = try Self.compare(Self.ok, Self.longer)
        let voiceOver = try #require(Self.change(reported, .voiceover))
        #expect(voiceOver.stepsDelta == 3)
        #expect(voiceOver.before?.steps.advanced(by: 3) == voiceOver.after?.steps)
        #expect(!voiceOver.pastMaxIncrease)
        #expect(!reported.fails)
        #expect(try !Self.compare(Self.ok, Self.longer, maxIncrease: 3).fails, "3 more steps are within 3")
        let past = try Self.compare(Self.ok, Self.longer, maxIncrease: 2)
        #expect(past.fails)
        #expect(past.regressions.isEmpty)
        #expect(past.pastMaxIncrease.map(\.profile.profile).contains(.voiceover))
        #expect(past.pastMaxIncrease.allSatisfy { ($0.profile.stepsDelta ?? 0) > 2 })
        #expect(try !Self.compare(Self.longer, Self.ok, maxIncrease: 0).fails, "fewer steps never fail")
    }

    /// A removed task and an added one with the same lines, but for `expect` and `waive`, are
    /// one task renamed; a different line makes them two.
    @Test func aTaskWithTheSameLinesUnderANewNameIsRenamed() throws {
        let renamed = Self.checkout(name: "Pay now", extra: ["expect voiceover at most 9 steps"])
        let comparison = try Self.compare(Self.ok, renamed)
        #expect(comparison.tasks.map(\.kind) == [.renamed])
        #expect(comparison.tasks.first?.name == "Pay now")
        #expect(comparison.tasks.first?.oldName == "Pay")
        #expect(comparison.tasks.first?.profiles.map(\.profile) == [.voiceover], "only its expect changed")
        guard case .profile(let voiceOver) = comparison.headlines.first else { throw Failure.noHeadline }
        #expect(voiceOver.change == .expectation(atMost: 9))
        #expect(comparison.headlines.dropFirst() == [.tasks(.renamed, first: "Pay now", oldName: "Pay", others: 0)])

        let other = try Self.compare(Self.ok, Self.checkout(name: "Pay now", activates: "Edit address"))
        #expect(other.tasks.map(\.kind) == [.added, .removed])
        #expect(other.tasks.map(\.name) == ["Pay now", "Pay"])
    }

    /// A new task that fails fails the build anyway: a regression. A removed one is not.
    @Test func aNewTaskThatFailsIsARegressionAndARemovedOneIsNot() throws {
        let edit = Self.checkout(name: "Edit", activates: "Edit address")
        let added = try Self.compare(edit, Self.iconOnly)
        #expect(added.tasks.map(\.kind) == [.added, .removed])
        let new = try #require(added.tasks.first)
        #expect(new.profiles.map(\.profile) == Profile.allCases, "every profile of a new task")
        #expect(new.profiles.allSatisfy { $0.before == nil })
        #expect(new.profiles.filter(\.regression).map(\.profile) == [.voiceover, .voiceControl])
        #expect(added.tasks[1].profiles.allSatisfy { $0.after == nil && !$0.regression })
        #expect(added.fails)

        let passing = try Self.compare(edit, Self.ok)
        #expect(passing.tasks.map(\.kind) == [.added, .removed])
        #expect(!passing.fails)
        #expect(try !Self.compare(Self.iconOnly, edit).fails, "removing a blocked task is no regression")
    }

    /// The copies of a component share their line's spans: a finding names the copy the task
    /// acts on, not the first one.
    @Test func aFindingInACopyNamesTheCopyTheTaskActsOn() throws {
        func program(_ button: String) -> String {
            """
            component "Row"
              group "{1}"
                text "{1}"
                \(button)

            screen "List"
              header "List"
              use "Row" with "Tea"
              use "Row" with "Mug"

            task "Delete the mug"
              start "List"
              activate "Delete Mug"

            """
        }
        let comparison = try Self.compare(
            program(#"button "Delete" label "Delete {1}""#), program(#"button "Delete" label "Delete {1}" size 20x20"#))
        let added = try #require(Self.change(comparison, .touch, task: "Delete the mug")?.blockers.added)
        #expect(added.map(\.element) == [FindingElement(kind: "button", name: "Delete Mug", icon: nil, screen: "List")])
        #expect(added.map(\.pattern) == [.smallTarget])
    }

    /// Each profile's headline is its biggest change: a regression before a difference in
    /// steps, counting the other tasks it changed on.
    @Test func eachProfileHeadlinesItsBiggestChange() throws {
        let editTask = "\ntask \"Edit\"\n  start \"Checkout\"\n  activate \"Edit address\"\n"
        let old = Self.ok + editTask
        let new = Self.checkout(pay: #"button icon "creditcard" input "Pay""#, before: [#"button "Coupon""#, #"button "Gift card""#]) + editTask
        let comparison = try Self.compare(old, new)
        let headlines = comparison.headlines.compactMap { headline -> ProfileHeadline? in
            if case .profile(let profile) = headline { profile } else { nil }
        }
        let voiceOver = try #require(headlines.first { $0.profile == .voiceover })
        #expect(voiceOver.change == .newlyFailing(.blocked))
        #expect(voiceOver.task == "Pay")
        #expect(voiceOver.otherTasks == 0, "'Edit' is the same for VoiceOver: Edit address comes first")
        let keyboard = try #require(headlines.first { $0.profile == .keyboard })
        #expect(keyboard.change == .steps(2))
        #expect(keyboard.task == "Pay")
        #expect(headlines.map(\.profile) == Profile.allCases.filter { profile in headlines.contains { $0.profile == profile } })
        #expect(!headlines.contains { $0.profile == .touch }, "Touch taps Pay as before")
    }
}

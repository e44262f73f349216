import Testing
import FlowSyntax
import FlowNavigator
import FlowPipeline

/// A blocked task's message names what blocks it, each pattern once, and no line: its notes
/// point at the lines (and a line number in a message would change its SARIF fingerprint
/// whenever a line above it moves).
@Suite struct PathDiagnosticsTests {
    /// Two rows whose Delete is only a swipe (lines 3 and 5), and a task that deletes both; its
    /// last line ends without a line feed, for `waive` lines to follow.
    static let twoSwipes = """
        screen "S"
          text "Row 1"
            gesture swipe "Delete 1"
          text "Row 2"
            gesture swipe "Delete 2"

        task "Clear"
          start "S"
          activate "Delete 1"
          activate "Delete 2"
        """

    @Test func aMessageNamesEachPatternOnceAndTheNotesTheLines() throws {
        let compilation = Compilation.run([SourceFile(path: "p.flow", text: Self.twoSwipes)])
        let blocked = try #require(compilation.diagnostics.first { $0.id == .problem(.taskBlocked) })
        #expect(blocked.message == "'Clear' is blocked for VoiceOver: Swipe Trap")
        var locator = SourceLocator(compilation.sources)
        #expect(blocked.notes.compactMap { $0.span.map { locator.location(of: $0).line } } == [3, 5])
    }

    /// Two Swipe Traps, one accepted `on` its row: the error names the other, its notes show the
    /// accepted one with its reason, and a waiver of the whole profile is still needed. Once
    /// both are accepted one by one, the whole-profile waiver accepts nothing: unneeded-waiver.
    @Test func aWaiverOnOneElementLeavesTheOtherFindingFailing() throws {
        func compile(_ waivers: String) -> Compilation {
            Compilation.run([SourceFile(path: "p.flow", text: Self.twoSwipes + "\n" + waivers)])
        }
        let one = compile("  waive voiceover swipe-trap on \"Row 1\" \"Row 1 has a Delete button on its screen\"\n")
        let blocked = try #require(one.diagnostics.first { $0.id == .problem(.taskBlocked) && $0.message.contains("VoiceOver") })
        var locator = SourceLocator(one.sources)
        #expect(blocked.notes.compactMap { $0.span.map { locator.location(of: $0).line } } == [5, 3])
        #expect(blocked.notes.last?.message.hasPrefix("Swipe Trap (waived: Row 1 has a Delete button on its screen): ") == true)
        #expect(!one.diagnostics.contains { $0.id == .problem(.unneededWaiver) })

        let both = compile(
            "  waive voiceover swipe-trap on \"Row 1\" \"a\"\n  waive voiceover swipe-trap on \"Row 2\" \"b\"\n  waive voiceover \"c\"\n")
        let voiceOver = try #require(both.tasks.first?.profiles.first { $0.profile == .voiceover })
        #expect(voiceOver.status == .waived)
        // The unneeded waiver of the whole profile is not what waives it, in any report.
        #expect(voiceOver.waiver == nil)
        let unneeded = both.diagnostics.filter { $0.id == .problem(.unneededWaiver) }
        #expect(unneeded.map(\.message) == [
            "the waivers of one pattern accept every blocker of 'Clear' for VoiceOver, so the waiver of the whole profile is not needed"
        ])
        locator = SourceLocator(both.sources)
        #expect(unneeded.map { locator.location(of: $0.span).line } == [13])
    }

    /// An icon-only button has no name but its icon: `on icon "trash"` names it, as
    /// `activate icon "trash"` does, and `on "trash"` says to write that.
    static let iconOnly = """
        screen "Cart"
          header "Cart"
          button icon "trash"
          button icon "xmark" label "Close" size 20x20
          button icon "bag" label "Empty cart" size 20x20

        task "Clear"
          start "Cart"
          activate icon "trash"

        """

    @Test func aWaiverNamesAnIconOnlyButtonByItsIcon() throws {
        let waived = Compilation.run([
            SourceFile(path: "p.flow", text: Self.iconOnly + "  waive voiceover mystery-icon on icon \"trash\" \"The menu has Clear too\"\n")
        ])
        // Voice Control has no waiver: it is still blocked, and that is the only error.
        #expect(
            waived.diagnostics.filter { $0.severity == .error }.map(\.message) == ["'Clear' is blocked for Voice Control: Mystery Icon"])
        let voiceOver = try #require(waived.tasks.first?.profiles.first { $0.profile == .voiceover })
        #expect(voiceOver.status == .waived)
        #expect(voiceOver.blockers.map { voiceOver.waiver(accepting: $0)?.reason } == ["The menu has Clear too"])

        let misnamed = Compilation.run([
            SourceFile(path: "p.flow", text: Self.iconOnly + "  waive voiceover mystery-icon on \"trash\" \"r\"\n")
        ])
        let unknown = try #require(misnamed.diagnostics.first { $0.id == .problem(.unknownName) })
        #expect(unknown.message == "nothing on the screens of task 'Clear' is called 'trash'")
        #expect(unknown.help == "'trash' is an icon: write 'on icon \"trash\"', as 'activate icon \"trash\"' names it")
    }

    /// The help suggests the narrowest waiver: the blocker's pattern on its element, by its name
    /// or, for an icon-only button, its icon; a waiver without `on` would accept every later one.
    @Test func theHelpSuggestsAWaiverOfTheBlockerOnItsElement() throws {
        let compilation = Compilation.run([
            SourceFile(
                path: "p.flow",
                text: Self.iconOnly + """

                    task "Close and empty"
                      start "Cart"
                      activate "Close"
                      activate "Empty cart"
                      waive touch small-target on "Close" "Closing also works by swiping down"

                    """)
        ])
        func help(_ task: String, _ profile: String) -> String? {
            compilation.diagnostics.first { $0.id == .problem(.taskBlocked) && $0.message.hasPrefix("'\(task)' is blocked for \(profile):") }?.help
        }
        #expect(
            help("Clear", "VoiceOver")
                == "see 'flowmap explain mystery-icon' for the fix, or write 'waive voiceover mystery-icon on icon \"trash\" \"reason\"' to accept it")
        #expect(
            help("Close and empty", "Touch")
                == "see 'flowmap explain small-target' for the fix, or write 'waive touch small-target on \"Empty cart\" \"reason\"' to accept it")
        #expect(
            help("Close and empty", "Larger Text")
                == "see 'flowmap explain small-target' for the fix, or write 'waive larger-text small-target on \"Close\" \"reason\"' to accept it")
    }

    /// The line the help suggests, written into the task, accepts the blocker it names.
    @Test func theSuggestedWaiverAcceptsTheBlocker() throws {
        let first = Compilation.run([SourceFile(path: "p.flow", text: Self.iconOnly)])
        let blocked = try #require(first.diagnostics.first { $0.id == .problem(.taskBlocked) && $0.message.contains("for VoiceOver") })
        let help = try #require(blocked.help)
        let line = try #require(help.split(separator: "'").first { $0.hasPrefix("waive ") })
        let second = Compilation.run([SourceFile(path: "p.flow", text: Self.iconOnly + "  \(line)\n")])
        #expect(second.tasks.first?.profiles.first { $0.profile == .voiceover }?.status == .waived)
        #expect(!second.diagnostics.contains { $0.id == .problem(.unneededWaiver) })
    }

    /// A pattern turned down by the configuration: `task-friction`'s help gives its reason, since
    /// a SARIF result carries the help and not the notes.
    @Test func frictionTurnedDownCarriesTheReasonInItsHelp() throws {
        let severities = PatternSeverities(turnedDown: [.smallTarget: .init(profiles: [.touch], reason: "Rows are tappable too")])
        let compilation = Compilation.run(
            [
                SourceFile(
                    path: "p.flow",
                    text: """
                        screen "Cart"
                          header "Cart"
                          button icon "bag" label "Empty cart" size 20x20

                        task "Empty"
                          start "Cart"
                          activate "Empty cart"
                        """)
            ], severities: severities)
        let touch = try #require(compilation.diagnostics.first { $0.id == .problem(.taskFriction) && $0.message.contains("for Touch") })
        #expect(touch.help == "the path works, at a cost; see the task's report; Small Target is a warning in .flowmap.json: Rows are tappable too")
        let pointer = try #require(compilation.diagnostics.first { $0.id == .problem(.taskFriction) && $0.message.contains("for Pointer") })
        #expect(pointer.help == "the path works, at a cost; see the task's report")
    }
}

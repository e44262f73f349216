import Testing
import FlowSyntax
import FlowProgram
@testable import FlowNavigator
import FlowPipeline

/// A path that relies on a rule the spec marks unverified says so, and only then.
@Suite struct UnverifiedRuleTests {
    static func paths(_ text: String) -> TaskPaths? {
        Compilation.run([SourceFile(path: "u.flow", text: text)]).tasks.first
    }

    static func rules(_ task: TaskPaths?, _ profile: Profile) -> Set<String> {
        Set(task?.profiles.first { $0.profile == profile }?.path.flatMap { $0.unverified.map(\.id) } ?? [])
    }

    @Test func skippingADisabledElementIsFlaggedForSwitchControlOnly() {
        let disabled = Self.paths("""
            screen "S"
              button "Buy" traits not-enabled
              button "Next"
            task "T"
              start "S"
              activate "Next"
            """)
        #expect(Self.rules(disabled, .keyboard).isEmpty, "the keyboard skips disabled controls: documented (§9.3)")
        #expect(Self.rules(disabled, .switchControl) == ["disabled-elements-are-skipped"])
        #expect(Self.rules(disabled, .voiceover).isEmpty, "VoiceOver stops on disabled elements")
        let enabled = Self.paths("""
            screen "S"
              button "Buy"
              button "Next"
            task "T"
              start "S"
              activate "Next"
            """)
        #expect(Self.rules(enabled, .keyboard).isEmpty)
        #expect(Self.rules(enabled, .switchControl).isEmpty)
    }

    @Test func voiceControlSayingTheStartOfALongerNameIsFlagged() {
        let prefix = Self.paths("""
            screen "S"
              button "Reorder" label "Reorder 42"
            task "T"
              start "S"
              activate "Reorder"
            """)
        #expect(Self.rules(prefix, .voiceControl) == ["voice-control-accepts-name-prefix"])
        let input = Self.paths("""
            screen "S"
              button "Reorder" label "Reorder 42" input "Reorder"
            task "T"
              start "S"
              activate "Reorder"
            """)
        #expect(Self.rules(input, .voiceControl).isEmpty, "an input label says it: documented behaviour")
    }

    // navigator-model.md §9.3: each rule marked unverified there is a named rule on the steps
    // that rely on it.

    static let pager = """
        screen "S"
          group "Tour" pages
            group "One"
              header "Hello"
            group "Two"
              header "Ready?"
              button "Go"
          button "Skip"
        task "T"
          start "S"
          activate "Go"
        """

    @Test func pageTurnsRelyOnTheirUnverifiedRules() {
        let paths = Self.paths(Self.pager)
        #expect(Self.rules(paths, .switchControl) == ["switch-control-scroll-menu"])
        #expect(Self.rules(paths, .keyboard) == ["keyboard-tabs-into-pages"])
        #expect(Self.rules(paths, .voiceover).isEmpty)
        #expect(Self.rules(paths, .voiceControl).isEmpty)
    }

    @Test func aRotorSettingKeptFromAnEarlierStepIsFlagged() {
        let paths = Self.paths("""
            screen "S"
              header "Top"
              text "1"
              text "2"
              text "3"
              header "Middle"
              button "A"
              text "4"
              text "5"
              text "6"
              header "End"
              button "B"
            task "T"
              start "S"
              activate "A"
              activate "B"
            """)
        #expect(Self.rules(paths, .voiceover) == ["rotor-persists"])
    }

    @Test func voiceControlSwipeAndInlineLinkRulesAreFlagged() {
        let swipe = Self.paths("""
            screen "S"
              text "Invoice"
                gesture swipe "Archive"
            task "T"
              start "S"
              activate "Archive"
            """)
        #expect(Self.rules(swipe, .voiceControl) == ["voice-control-swipe-item"])
        let link = Self.paths("""
            screen "S"
              text "Read the terms."
                link "terms"
            task "T"
              start "S"
              activate "terms"
            """)
        #expect(Self.rules(link, .switchControl) == ["switch-control-skips-inline-links"])
        #expect(Self.rules(link, .keyboard).isEmpty)
    }

    // navigator-model.md §10: each rule marked unverified there is a named rule on the steps
    // that rely on it.

    @Test func aControlIndentedUnderACellIsFlaggedForTheTreeMethods() {
        let indented = Self.paths("""
            screen "S"
              cell "Wi-Fi"
                text "Home"
                toggle "Ask to Join"
            task "T"
              start "S"
              activate "Ask to Join"
            """)
        for profile in [Profile.voiceover, .voiceControl, .switchControl, .keyboard] {
            #expect(Self.rules(indented, profile) == ["cell-children-are-stops"], "\(profile)")
        }
        #expect(Self.rules(indented, .touch).isEmpty, "a tap relies on no element of its own")
        // The cell itself, and the "More Info" button its accessory adds (documented), rely on
        // no such rule.
        let accessory = Self.paths("""
            screen "S"
              cell "Wi-Fi" accessory info
                text "Home"
            task "T"
              start "S"
              activate "More Info"
              activate "Wi-Fi"
            """)
        for profile in [Profile.voiceover, .voiceControl, .switchControl, .keyboard] {
            #expect(!Self.rules(accessory, profile).contains("cell-children-are-stops"), "\(profile)")
        }
    }

    /// A screen's first lines where VoiceOver's cheapest way past them is the Headings rotor.
    static let headings = """
        screen "S"
          header "One"
          text "a"
          text "b"
          text "c"
          header "Two"
          text "d"
          text "e"

        """

    @Test func adjustingWithTheRotorSetIsFlagged() {
        let rotor = Self.paths(
            Self.headings + """
                  slider "Volume" value "5" range 0 10 by 1
                task "T"
                  start "S"
                  adjust "Volume" to 7
                """)
        let voiceOver = rotor?.profiles.first { $0.profile == .voiceover }?.path ?? []
        #expect(voiceOver.contains { $0.kind == .rotor(.headings) }, "VoiceOver gets there by headings")
        #expect(Self.rules(rotor, .voiceover) == ["rotor-adjusts"])
        #expect(voiceOver.last.map { $0.unverified.map(\.id) } == ["rotor-adjusts"], "on the adjusting swipes")
        #expect(!Self.rules(rotor, .keyboard).contains("rotor-adjusts"))
        // Swiping there leaves the rotor unset: nothing relied on.
        let linear = Self.paths("""
            screen "S"
              header "One"
              slider "Volume" value "5" range 0 10 by 1
            task "T"
              start "S"
              adjust "Volume" to 7
            """)
        #expect(Self.rules(linear, .voiceover).isEmpty)
    }

    @Test func customActionsWithTheRotorSetAreFlagged() {
        let rotor = Self.paths(
            Self.headings + """
                  text "Invoice"
                    action "Archive"
                task "T"
                  start "S"
                  activate "Archive"
                """)
        #expect(Self.rules(rotor, .voiceover) == ["rotor-adjusts"])
        let linear = Self.paths("""
            screen "S"
              header "One"
              text "Invoice"
                action "Archive"
            task "T"
              start "S"
              activate "Archive"
            """)
        #expect(Self.rules(linear, .voiceover).isEmpty)
    }
}

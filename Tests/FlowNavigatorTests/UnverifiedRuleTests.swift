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
}

import FlowProgram
import FlowSyntax

/// Selected as Value: "Selected" written as a value instead of the `selected` trait, which
/// VoiceOver announces in the user's language and Switch Control and tests can read
/// (navigator-model.md §5).
enum SelectedAsValue {
    static let model = PatternModel(
        .selectedAsValue, summary: "\"Selected\" written as a value instead of the selected trait",
        effect: "\"Selected\" is a value, not the selected trait",
        voiceOver: .friction(
            "friction (a warning on the element): hears a word, not the selection state in the user's language"),
        switchControl: .friction("friction (a warning on the element): no selected state to read"),
        elementOnly: true,
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        context.screen.elements.compactMap { element in
            guard let value = element.accessibility.value, value.lowercased() == "selected" else { return nil }
            return context.warning(
                .selectedAsValue, "'\(value)' is written as a value", on: element, help: "use 'traits selected' instead")
        }
    }
}

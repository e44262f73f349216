import FlowProgram
import FlowSyntax

/// Selected as Value: "Selected" written as a value instead of the `selected` trait, which
/// VoiceOver announces in the user's language and Switch Control and tests can read
/// (navigator-model.md §5).
enum SelectedAsValueCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        context.screen.elements.compactMap { element in
            guard let value = element.accessibility.value, value.lowercased() == "selected" else { return nil }
            return context.warning(
                .selectedAsValue, .selectedAsValue, "'\(value)' is written as a value", at: element.span, help: "use 'traits selected' instead")
        }
    }
}

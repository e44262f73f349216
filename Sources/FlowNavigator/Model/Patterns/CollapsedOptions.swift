import FlowProgram
import FlowSyntax

/// Collapsed Options: options merged into one adjustable element for every method; Voice
/// Control can no longer say them by name (navigator-model.md §5). Doing it under
/// `when voiceover` keeps the options for the others.
enum CollapsedOptions {
    static let model = PatternModel(
        .collapsedOptions, summary: "options merged into one adjustable element",
        effect: "the options are merged into one adjustable element",
        touch: .ok("ok, taps the option"),
        voiceOver: .ok("ok, swipes up or down through the values"),
        voiceControl: .blocker(
            .sight, "blocker (sight): the options can no longer be said by name", effect: "the options can no longer be said by name"),
        switchControl: .ok("ok through the scanner menu's increment and decrement (unverified)"),
        keyboard: .ok("ok with the arrow keys (unverified for custom adjustables)"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        context.view.nodes.compactMap { node in
            guard node.options.count > 1 else { return nil }
            let element = context.screen.elements[node.element]
            return context.warning(
                .collapsedOptions, "the options of '\(element.referenceName ?? "group")' are merged into one adjustable element",
                on: element, help: "make it adjustable only for VoiceOver: 'when voiceover ignore adjustable'")
        }
    }
}

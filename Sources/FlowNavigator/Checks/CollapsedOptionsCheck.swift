import FlowProgram
import FlowSyntax

/// Collapsed Options: options merged into one adjustable element for every method; Voice
/// Control can no longer say them by name (navigator-model.md §5). Doing it under
/// `when voiceover` keeps the options for the others.
enum CollapsedOptionsCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        context.view.nodes.compactMap { node in
            guard node.options.count > 1 else { return nil }
            let element = context.screen.elements[node.element]
            return context.warning(
                .collapsedOptions, .collapsedOptions, "the options of '\(element.referenceName ?? "group")' are merged into one adjustable element",
                at: element.span, help: "make it adjustable only for VoiceOver: 'when voiceover ignore adjustable'")
        }
    }
}

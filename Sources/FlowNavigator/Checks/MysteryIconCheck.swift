import FlowProgram
import FlowSyntax

/// Mystery Icon: a control with no name. VoiceOver hears only "button"; Voice Control has
/// nothing to call it (navigator-model.md §5).
enum MysteryIconCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        context.view.nodes.compactMap { node in
            guard node.name == nil, let activation = node.activation else { return nil }
            let element = context.screen.elements[activation]
            let shown = element.icon.map { " with icon '\($0)'" } ?? ""
            return context.warning(
                .mysteryIcon, .mysteryIcon, "\(element.kind.withArticle)\(shown) has no name", at: element.span,
                help: "add 'label \"…\"' with what it does, for example 'label \"Settings\"'")
        }
    }
}

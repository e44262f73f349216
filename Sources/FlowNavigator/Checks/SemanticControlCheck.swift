import FlowProgram
import FlowSyntax

/// Semantic Control: a text or image with a tap gesture and no button or link trait: tappable,
/// but not exposed as a control (navigator-model.md §2, §5).
enum SemanticControlCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, element) in context.screen.elements.enumerated() where !context.isControl(index) {
            guard let tap = element.gestures.first(where: { $0.kind == .tap }) else { continue }
            diagnostics.append(
                context.warning(
                    .semanticControl, .semanticControl, "\(element.kind.withArticle) with a tap gesture is not a control", at: element.span,
                    help: "make it a 'button', or add 'traits button'", notes: [Note("tapped here", at: tap.span)]))
        }
        return diagnostics
    }
}

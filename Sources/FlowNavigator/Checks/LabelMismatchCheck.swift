import FlowProgram
import FlowSyntax

/// Label Mismatch: a control's visible text does not start its accessible name and no input
/// label says it, so saying what you see fails in Voice Control (navigator-model.md §5).
enum LabelMismatchCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, element) in context.screen.elements.enumerated() where context.isControl(index) {
            guard let text = element.visibleText, let label = element.accessibility.label else { continue }
            if label.lowercased().hasPrefix(text.lowercased()) || element.inputs.contains(text) { continue }
            diagnostics.append(
                context.warning(
                    .labelMismatch, .labelMismatch, "the visible text '\(text)' does not start the label '\(label)'", at: element.span,
                    help: "start the label with the visible text, or add 'input \"\(text)\"'"))
        }
        return diagnostics
    }
}

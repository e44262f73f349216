import FlowProgram
import FlowSyntax

/// Semantic Control: a text or image with a tap gesture and no button or link trait: tappable,
/// but not exposed as a control (navigator-model.md §2, §5).
enum SemanticControl {
    static let model = PatternModel(
        .semanticControl, summary: "a tappable view that is not exposed as a control", effect: "not exposed as a control",
        voiceOver: .blocker(
            .sight, "blocker (sight): read as text, with nothing to say it can be activated",
            effect: "read as text, with nothing to say it can be activated"),
        voiceControl: .noNameOrNumber(effect: "not a control: only the grid, by sight"),
        switchControl: .blocker(
            .sight, "blocker (sight): item scanning skips it; only point scanning, by looking",
            effect: "not a control: only point scanning, by sight"),
        keyboard: .tabNeverStops,
        pointer: .ok("ok, a click lands on it"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, element) in context.screen.elements.enumerated() where !context.isControl(index) {
            guard let tap = element.gestures.first(where: { $0.kind == .tap }) else { continue }
            diagnostics.append(
                context.warning(
                    .semanticControl, "\(element.kind.withArticle) with a tap gesture is not a control", on: element,
                    help: "make it a 'button', or add 'traits button'", notes: [Note("tapped here", at: tap.span)]))
        }
        return diagnostics
    }
}

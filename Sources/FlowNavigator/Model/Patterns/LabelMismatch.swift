import FlowProgram
import FlowSyntax

/// Label Mismatch: a control's visible text does not start its accessible name and no input
/// label says it, so saying what you see fails in Voice Control (navigator-model.md §5).
enum LabelMismatch {
    static let model = PatternModel(
        .labelMismatch, summary: "the visible text does not start the accessible name",
        effect: "saying what is on screen does not match the accessible name",
        voiceOver: .ok("ok, the label is read"),
        voiceControl: .blocker(.sight, "blocker (sight): saying the visible text fails; only numbers or the grid remain"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, element) in context.screen.elements.enumerated() where context.isControl(index) {
            guard let text = element.visibleText, let label = element.accessibility.label else { continue }
            if startsName(text, label) || element.inputs.contains(text) { continue }
            diagnostics.append(
                context.warning(
                    .labelMismatch, "the visible text '\(text)' does not start the label '\(label)'", on: element,
                    help: "start the label with the visible text, or add 'input \"\(text)\"'"))
        }
        return diagnostics
    }

    /// Whether saying `text` can call an element named `name` (§5, Label Mismatch; §8, unverified):
    /// it starts the name, in any case.
    static func startsName(_ text: String, _ name: String) -> Bool {
        name.lowercased().hasPrefix(text.lowercased())
    }
}

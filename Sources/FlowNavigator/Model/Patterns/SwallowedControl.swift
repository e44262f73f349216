import FlowProgram
import FlowSyntax

/// Swallowed Control: a button inside a row-wide link or button has no element of its own;
/// unless the row offers an action of the same name, no assistive technology reaches it
/// (navigator-model.md §2 rule 6, §5).
enum SwallowedControl {
    static let model = PatternModel(
        .swallowedControl, summary: "a button nested inside a row-wide link or button",
        effect: "inside a row-wide link or button, it has no element of its own",
        touch: .ok("ok, the button is drawn and tappable"),
        voiceOver: .unreachable(
            "unreachable: the button has no element of its own (as Hidden Action if the row declares the action)"),
        voiceControl: .unreachable("unreachable, as for VoiceOver (as Hidden Action if the row declares the action)"),
        switchControl: .unreachable("unreachable, as for VoiceOver (as Hidden Action if the row declares the action)"),
        keyboard: .unreachable("unreachable, as for VoiceOver (as Hidden Action if the row declares the action)"),
        pointer: .ok("ok, the button is drawn and clickable"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, placement) in context.view.placements.enumerated() {
            guard case .swallowed(let wrapper) = placement else { continue }
            let row = context.view.nodes[wrapper]
            let element = context.screen.elements[index]
            let name = element.accessibility.label ?? element.visibleText ?? element.icon ?? element.kind.rawValue
            if row.actions.contains(where: { $0.name == name }) { continue }
            diagnostics.append(
                context.warning(
                    .swallowedControl, "'\(name)' is inside the row '\(row.name ?? "…")' and has no element of its own",
                    on: element,
                    help: "move the button out of the row's link, or add 'action \"\(name)\"' to the row",
                    notes: [Note("the row", at: context.screen.elements[row.element].span)]))
        }
        return diagnostics
    }
}

import FlowProgram
import FlowSyntax

/// Mystery Icon: a control with no name. VoiceOver hears only "button"; Voice Control has
/// nothing to call it (navigator-model.md §5).
enum MysteryIcon {
    static let model = PatternModel(
        .mysteryIcon, summary: "a control with no name",
        effect: "nothing to call it: the user must show numbers and find it by sight",
        touch: .ok("ok, the symbol is visible"),
        voiceOver: .blocker(
            .sight, "blocker (sight): hears only \"button\", nothing says what it does", effect: "VoiceOver hears only \"button\""),
        voiceControl: .blocker(.sight, "blocker (sight): no name to say; \"Show numbers\", then a number found by looking"),
        switchControl: .ok("ok, the user sees the highlighted icon"),
        keyboard: .ok("ok, the user sees the focused icon"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        context.view.nodes.compactMap { node in
            guard node.name == nil, let activation = node.activation else { return nil }
            let element = context.screen.elements[activation]
            let shown = element.icon.map { " with icon '\($0)'" } ?? ""
            return context.warning(
                .mysteryIcon, "\(element.kind.withArticle)\(shown) has no name", on: element,
                help: "add 'label \"…\"' with what it does, for example 'label \"Settings\"'")
        }
    }
}

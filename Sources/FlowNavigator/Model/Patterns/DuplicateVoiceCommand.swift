import FlowProgram
import FlowSyntax

/// Duplicate Voice Command: several controls on one screen answer to one name, so Voice
/// Control must show numbers (navigator-model.md §5).
enum DuplicateVoiceCommand {
    static let model = PatternModel(
        .duplicateVoiceCommand, summary: "several controls share one name",
        effect: "several controls share the name: \"Show numbers\", then a number found by sight",
        voiceOver: .friction("friction: the same name is read at several stops", effect: "the same name is read more than once"),
        voiceControl: .blocker(
            .sight, "blocker (sight): \"Tap Edit\" is ambiguous; \"Show numbers\", then a number found by looking"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        // The paths count the names already (Voice Control numbers a shared one): a screen
        // where each name is one control's, almost every screen, needs no second look.
        guard context.flat.voiceControlNames.values.contains(where: { $0 > 1 }) else { return [] }
        var first: [String: Span] = [:]
        var diagnostics: [Diagnostic] = []
        for node in context.view.nodes where Stops.isVoiceControlTarget(node) {
            let element = context.screen.elements[node.activation ?? node.element]
            for (name, key) in Speech.distinctVoiceControlNames(node, in: context.screen) {
                if let earlier = first[key] {
                    diagnostics.append(
                        context.warning(
                            .duplicateVoiceCommand, "another control on screen '\(context.screen.name)' is also called '\(name)'",
                            on: element, help: "give each control a name that says what it acts on, like 'Edit address'",
                            notes: [Note("the other '\(name)'", at: earlier)]))
                } else {
                    first[key] = element.span
                }
            }
        }
        return diagnostics
    }
}

import FlowProgram
import FlowSyntax

/// Hidden Action: an action that exists only as a custom accessibility action. No control,
/// gesture or swipe action on the screen offers it, so Touch and Pointer cannot reach it and
/// Voice Control finds it only through "Show actions for" (navigator-model.md §5).
enum HiddenActionCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        // Most screens have no custom action: nothing to collect names for.
        guard elements.contains(where: { !$0.voiceOverAccessibility.actions.isEmpty }) else { return [] }
        var visible = Set<String>()
        for (index, element) in elements.enumerated() {
            if context.isControl(index) {
                if let label = element.accessibility.label { visible.insert(label) }
                if let text = element.visibleText { visible.insert(text) }
                for input in element.inputs { visible.insert(input) }
            }
            for gesture in element.gestures { visible.insert(gesture.name) }
            for action in element.swipeActions { visible.insert(action.name) }
        }
        var diagnostics: [Diagnostic] = []
        for element in elements {
            for action in element.voiceOverAccessibility.actions where !visible.contains(action.name) {
                diagnostics.append(
                    context.warning(
                        .hiddenAction, .hiddenAction, "'\(action.name)' exists only as a custom accessibility action",
                        at: action.span, help: "offer it as a visible button too; keep the action for VoiceOver"))
            }
        }
        return diagnostics
    }
}

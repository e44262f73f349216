import FlowProgram
import FlowSyntax

/// Hidden Action: an action that exists only as a custom accessibility action. No control,
/// gesture or swipe action on the screen offers it, so Touch and Pointer cannot reach it and
/// Voice Control finds it only through "Show actions for" (navigator-model.md §5).
enum HiddenActionCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        var visible = Set<String>()
        for (index, element) in elements.enumerated() {
            if context.isControl(index) {
                [element.accessibility.label, element.visibleText].compactMap { $0 }.forEach { visible.insert($0) }
                element.inputs.forEach { visible.insert($0) }
            }
            element.gestures.forEach { visible.insert($0.name) }
            element.swipeActions.forEach { visible.insert($0.name) }
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

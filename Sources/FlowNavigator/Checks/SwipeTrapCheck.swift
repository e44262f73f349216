import FlowProgram
import FlowSyntax

/// Swipe Trap: an action that exists only as a custom gesture; no control or accessibility
/// action of the same name offers it another way (navigator-model.md §5).
enum SwipeTrapCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        // Most screens have no app gesture but taps: nothing to collect names for.
        guard elements.contains(where: { $0.gestures.contains { $0.kind != .tap } }) else { return [] }
        var alternatives = Set<String>()
        for (index, element) in elements.enumerated() {
            if context.isControl(index) {
                if let label = element.accessibility.label { alternatives.insert(label) }
                if let text = element.visibleText { alternatives.insert(text) }
            }
            for action in element.accessibility.actions { alternatives.insert(action.name) }
            for action in element.swipeActions { alternatives.insert(action.name) }
        }
        var diagnostics: [Diagnostic] = []
        for element in elements {
            for gesture in element.gestures where gesture.kind != .tap && !alternatives.contains(gesture.name) {
                diagnostics.append(
                    context.warning(
                        .swipeTrap, .swipeTrap, "'\(gesture.name)' exists only as a \(gesture.kind.rawValue) gesture", at: gesture.span,
                        help: "offer it as a button or as 'action \"\(gesture.name)\"' too"))
            }
        }
        return diagnostics
    }
}

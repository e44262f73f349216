import FlowProgram
import FlowSyntax

/// Swipe Trap: an action that exists only as a custom gesture; no control or accessibility
/// action of the same name offers it another way (navigator-model.md §5).
enum SwipeTrapCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        var alternatives = Set<String>()
        for (index, element) in elements.enumerated() {
            if context.isControl(index) {
                [element.accessibility.label, element.visibleText].compactMap { $0 }.forEach { alternatives.insert($0) }
            }
            element.accessibility.actions.forEach { alternatives.insert($0.name) }
            element.swipeActions.forEach { alternatives.insert($0.name) }
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

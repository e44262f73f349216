import FlowProgram
import FlowSyntax

/// Swipe Trap: an action that exists only as a custom gesture; no control or accessibility
/// action of the same name offers it another way (navigator-model.md §5).
enum SwipeTrap {
    static let model = PatternModel(
        .swipeTrap, summary: "an action that exists only as a custom gesture", effect: "only a custom gesture does it",
        touch: .ok("ok, the gesture is Touch's own way of acting"),
        voiceOver: .blocker(.gesture, "blocker (gesture): VoiceOver's gestures replace the app's, and the action is in no rotor"),
        voiceControl: .blocker(.gesture, "blocker (gesture): no command names the action; only a drawn gesture does it"),
        switchControl: .blocker(.gesture, "blocker (gesture): only through the scanner's gestures menu"),
        keyboard: .blocker(
            .gesture, "blocker (gesture): only through Tab+G gesture mode", effect: "only a gesture does it, through Tab+G gesture mode"),
        pointer: .blocker(.gesture, "blocker (gesture): a click cannot swipe; the user must drag precisely"),
        largerText: .ok("ok, as Touch"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        // Most screens have no app gesture but taps: nothing to collect names for.
        guard elements.contains(where: { $0.gestures.contains { $0.kind != .tap } }) else { return [] }
        var alternatives = Set<String>()
        for (index, element) in elements.enumerated() {
            if context.isControl(index) { element.forEachControlName(voiceOver: false) { alternatives.insert($0) } }
            for action in element.accessibility.actions { alternatives.insert(action.name) }
            for action in element.swipeActions { alternatives.insert(action.name) }
        }
        var diagnostics: [Diagnostic] = []
        for element in elements {
            for gesture in element.gestures where gesture.kind != .tap && !alternatives.contains(gesture.name) {
                diagnostics.append(
                    context.warning(
                        .swipeTrap, "'\(gesture.name)' exists only as a \(gesture.kind.rawValue) gesture", on: element, at: gesture.span,
                        help: "offer it as a button or as 'action \"\(gesture.name)\"' too"))
            }
        }
        return diagnostics
    }
}

import FlowProgram
import FlowSyntax

/// Hidden Action: an action that exists only as a custom accessibility action. No control,
/// gesture or swipe action on the screen offers it, so Touch and Pointer cannot reach it and
/// Voice Control finds it only through "Show actions for" (navigator-model.md §5).
enum HiddenAction {
    static let model = PatternModel(
        .hiddenAction, summary: "the action exists only as a custom accessibility action",
        effect: "a custom action has no visible control",
        touch: .unreachable("unreachable: a custom action has no visible control"),
        voiceOver: .ok("ok, in the Actions rotor (swipe up or down, then double-tap)"),
        voiceControl: .blocker(
            .sight, "blocker (sight): only through \"Show actions for\", which has no visible cue",
            effect: "\"Show actions for\" has no visible cue"),
        switchControl: .friction(
            "friction: only from the scanner menu's list of actions", effect: "reachable only from the scanner menu"),
        keyboard: .friction(
            "friction: only behind Tab+Z, with no cue that it exists", effect: "reachable only behind Tab+Z, with no cue"),
        pointer: .unreachable("unreachable: there is nothing to click"),
        largerText: .unreachable("unreachable, as Touch"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        // Most screens have no custom action: nothing to collect names for.
        guard elements.contains(where: { !$0.voiceOverAccessibility.actions.isEmpty }) else { return [] }
        var visible = Set<String>()
        for (index, element) in elements.enumerated() {
            if context.isControl(index) { element.forEachControlName(voiceOver: false) { visible.insert($0) } }
            for gesture in element.gestures { visible.insert(gesture.name) }
            for action in element.swipeActions { visible.insert(action.name) }
        }
        var diagnostics: [Diagnostic] = []
        for element in elements {
            for action in element.voiceOverAccessibility.actions where !visible.contains(action.name) {
                diagnostics.append(
                    context.warning(
                        .hiddenAction, "'\(action.name)' exists only as a custom accessibility action",
                        on: element, at: action.span, help: "offer it as a visible button too; keep the action for VoiceOver"))
            }
        }
        return diagnostics
    }
}

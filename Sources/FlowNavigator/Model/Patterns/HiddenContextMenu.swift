import FlowProgram
import FlowSyntax

/// Hidden Context Menu: an action offered only in an element's system context menu, which
/// nothing announces (navigator-model.md §10.3, §10.7; Apple: "always make context menu items
/// available in the main interface, too").
enum HiddenContextMenu {
    static let model = PatternModel(
        .hiddenContextMenu, summary: "an action offered only in a context menu",
        effect: "only the element's context menu offers it, and nothing announces the menu",
        touch: .ok("ok, a long press opens the menu: Touch's own way of acting"),
        // §10.3: double-tap and hold opens it, but VoiceOver says nothing of it; a `hint` that
        // says so makes it friction (the path gives that cost, `GestureCommands.voiceOverHold`).
        voiceOver: .blocker(.sight, "blocker (sight): double-tap and hold opens it, but nothing announces it; friction when a hint says it"),
        // §10.3: "Long press ‹name›", then "Tap ‹item›"; nothing on screen shows the menu exists.
        voiceControl: .friction("friction: \"Long press ‹name›\", then \"Tap ‹item›\"; nothing shows the menu exists"),
        // §10.3, unverified: `switch-control-context-menu`.
        switchControl: .blocker(.gesture, "blocker (gesture): only through the scanner menu's gestures (Hold), unverified"),
        // §10.3, unverified: `keyboard-context-menu`.
        keyboard: .blocker(.gesture, "blocker (gesture): only through Tab+G gesture mode, unverified"),
        // §10.3: a secondary click opens it (iPadOS; unverified on iPhone: `pointer-secondary-click`).
        pointer: .ok("ok, a secondary click opens the menu (unverified on iPhone with AssistiveTouch)"),
        largerText: .ok("ok, as Touch"),
        detect: detect)

    /// The element check: every context menu item that no control, custom action or swipe
    /// action of the screen also offers (§10.3).
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        guard elements.contains(where: { !$0.contextMenu.isEmpty }) else { return [] }
        let alternatives = SwipeTrap.mainInterfaceNames(context)
        var diagnostics: [Diagnostic] = []
        for element in elements {
            for item in element.contextMenu where !alternatives.contains(item.name) {
                diagnostics.append(
                    context.warning(
                        .hiddenContextMenu, "'\(item.name)' is offered only in a context menu", on: element, at: item.span,
                        help: "offer it as a button or as 'action \"\(item.name)\"' too"))
            }
        }
        return diagnostics
    }
}

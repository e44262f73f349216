import FlowProgram
import FlowSyntax

/// Edge Gesture Collision: a drag or swipe that starts at a system edge without safe-area
/// padding competes with the Home indicator, Reachability or Control Center
/// (navigator-model.md §4b, §5).
enum EdgeGestureCollision {
    static let model = PatternModel(
        .edgeGestureCollision, summary: "a drag or swipe that starts at a system edge",
        effect: "the gesture starts at a system edge and competes with the system's own",
        touch: .blocker(.gesture, "blocker (gesture): the gesture competes with the system's own edge gesture"),
        voiceOver: .blocker(nil, "blocker, reported as Swipe Trap, unless a button or action does the same"),
        voiceControl: .blocker(nil, "blocker, reported as Swipe Trap, unless a button does the same"),
        switchControl: .blocker(nil, "blocker, reported as Swipe Trap, unless a button or action does the same"),
        keyboard: .blocker(nil, "blocker, reported as Swipe Trap, unless a button or action does the same"),
        pointer: .blocker(nil, "blocker, reported as Swipe Trap, unless a button does the same"),
        largerText: .blocker(.gesture, "blocker (gesture), as Touch"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.screen.elements {
            for gesture in element.gestures {
                guard let edge = collidingEdge(of: gesture, on: element) else { continue }
                diagnostics.append(
                    context.warning(
                        .edgeGestureCollision, "'\(gesture.name)' is a \(gesture.kind.rawValue) at the \(edge.rawValue) edge",
                        on: element, at: gesture.span, help: "add 'safe-area' so the gesture starts clear of the system's edge gestures"))
            }
        }
        return diagnostics
    }

    /// The system edge a gesture starts at and competes for, if it does (§4b, §5): a drag or swipe
    /// on an element at an edge, without safe-area padding.
    static func collidingEdge(of gesture: Gesture, on element: Element) -> Edge? {
        guard gesture.kind == .drag || gesture.kind == .swipe, !element.safeArea else { return nil }
        return element.edge
    }
}

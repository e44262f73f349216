import FlowProgram
import FlowSyntax

/// Edge Gesture Collision: a drag or swipe that starts at a system edge without safe-area
/// padding competes with the Home indicator, Reachability or Control Center
/// (navigator-model.md §4b, §5).
enum EdgeGestureCollisionCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.screen.elements {
            guard let edge = element.edge, !element.safeArea else { continue }
            for gesture in element.gestures where gesture.kind == .drag || gesture.kind == .swipe {
                diagnostics.append(
                    context.warning(
                        .edgeGestureCollision, .edgeGestureCollision, "'\(gesture.name)' is a \(gesture.kind.rawValue) at the \(edge.rawValue) edge",
                        at: gesture.span, help: "add 'safe-area' so the gesture starts clear of the system's edge gestures"))
            }
        }
        return diagnostics
    }
}

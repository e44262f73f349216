import FlowProgram
import FlowSyntax

/// Dragging Movement: a value a pointer can set only by dragging a native slider's thumb (WCAG
/// 2.2, 2.5.7; navigator-model.md §10.7). A pointer can drag it, so it is friction, where §9.2
/// made it a Swipe Trap blocker; a custom adjustable dragged by a pointer stays a Swipe Trap.
enum DraggingMovement {
    static let model = PatternModel(
        .draggingMovement, summary: "a value a pointer can set only by dragging a slider's thumb",
        effect: "the pointer must drag the slider's thumb to set the value",
        touch: .ok("ok, dragging is Touch's own way of acting"),
        voiceOver: .notAffected("not affected (— in §10.7): VoiceOver adjusts the slider with swipes up and down"),
        voiceControl: .notAffected("not affected (— in §10.7): \"Increment ‹name›\" adjusts it"),
        switchControl: .notAffected("not affected (— in §10.7): the scanner menu adjusts it"),
        keyboard: .notAffected("not affected (— in §10.7): the arrow keys adjust it"),
        // §10.7: friction, replacing §9.2's blocker for Pointer on a native slider.
        pointer: .friction("friction: the pointer drags the thumb, which needs a steady hand (WCAG 2.2, 2.5.7)"),
        largerText: .ok("ok, as Touch"),
        detect: detect)

    /// The element check: every native slider (a kind Touch drags, §4b) on a screen where no
    /// stepper offers the same name, so that a pointer has no single click for its value.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        var diagnostics: [Diagnostic] = []
        for element in elements where element.kind.model.touch == .drag && element.kind.model.isNativelyAdjustable {
            let name = element.accessibility.label ?? element.visibleText ?? ""
            let stepped = elements.contains { $0.kind.model.touch == .tapPerValue && $0.offersControlName(name) }
            guard !stepped else { continue }
            diagnostics.append(
                context.warning(
                    .draggingMovement, "a pointer can set '\(name)' only by dragging its thumb", on: element,
                    help: "offer a single-click way too: a stepper or buttons beside the slider (WCAG 2.2, 2.5.7)"))
        }
        return diagnostics
    }
}

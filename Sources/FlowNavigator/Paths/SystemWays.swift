import FlowProgram
import FlowSyntax

/// The system's own ways, which need no element of the app: `back` (navigator-model.md §9.2)
/// and the system's escape (§9.1). `PathCompiler.compile` weighs them with the candidates' ways.
extension PathCompiler {
    /// `back` (§9.2): every method has its own way, and needs no element. Touch and Larger Text
    /// tap the system back button, Pointer clicks it, VoiceOver makes the two-finger scrub,
    /// Voice Control says "Go back", the keyboard presses its back command (unverified), Switch
    /// Control uses the scanner menu's Escape: Select, one scan, Select (unverified). Focus then
    /// returns to the element that opened the screen (unverified for SwiftUI), which a later
    /// step on that screen relies on (`reliesOnFocus`).
    func backSteps(writer: StepWriter, reliesOnFocus: Bool) -> [PathStep] {
        let returns: [Rule] = reliesOnFocus ? [.focusReturnsToOpener] : []
        switch writer.profile {
        case .touch, .largerText: return [writer.step(.tap, target: .systemBack)]
        case .pointer: return [writer.step(.click, target: .systemBack)]
        case .voiceover: return [writer.step(.scrub, target: .systemBack, unverified: returns)]
        case .voiceControl: return [writer.step(.say(.goBack), target: .systemBack)]
        case .keyboard: return [writer.step(.key(.back), target: .systemBack, unverified: [.keyboardBackCommand] + returns)]
        case .switchControl:
            // Where focus returns is relied on by the step that goes back, the last one.
            let escape: [Rule] = [.switchControlEscape]
            return [
                writer.step(.select, target: .scannerMenu(for: nil), unverified: escape),
                writer.step(.scan, target: .escapeMenuItem, unverified: escape),
                writer.step(.select, target: .escapeMenuItem, unverified: escape + returns),
            ]
        }
    }

    /// The system's escape (§9.1): VoiceOver's two-finger scrub and the keyboard's Esc perform
    /// the `escape` button in force from anywhere on its screen, 1 step, no mark. nil when the
    /// step names no such button or the method has no escape.
    func escapeWay(_ step: Step, writer: StepWriter, focus: Int?) -> Way? {
        guard step.kind == .activate, writer.profile == .voiceover || writer.profile == .keyboard else { return nil }
        let voiceOver = writer.profile == .voiceover
        let elements = writer.screen.elements
        for candidate in step.candidates where candidate.kind == .activation {
            let element = elements[candidate.element]
            // Single fields, not the whole `Accessibility`: a copy of it per candidate showed.
            let escape = voiceOver ? element.voiceOverAccessibility.escape : element.accessibility.escape
            guard element.kind == .button, escape else { continue }
            // A button the method cannot perceive (hidden, merged away, behind a modal group)
            // answers no escape.
            guard case .node = screens.flat(step.screen, voiceOver: voiceOver).view.placements[candidate.element],
                inForce(candidate.element, in: elements, voiceOver: voiceOver)
            else { continue }
            let press: StepKind = voiceOver ? .scrub : .key(.escape)
            let label = voiceOver ? element.voiceOverAccessibility.label : element.accessibility.label
            let name = label ?? element.visibleText ?? step.name
            return Way(steps: [writer.step(press, target: .name(name), element: candidate.element)], focus: focus)
        }
        return nil
    }

    /// Whether the system's escape performs this `escape` button (§9.1): the screen's own, unless
    /// a modal overlay is shown (the tree methods then see nothing else); an overlay's own when
    /// the overlay is modal, or when the screen has no escape of its own.
    private func inForce(_ button: Int, in elements: [Element], voiceOver: Bool) -> Bool {
        guard let overlay = EscapeScope.overlay(holding: button, in: elements) else { return true }
        if Overlays.modal(in: elements, voiceOver: voiceOver) == overlay { return true }
        return !elements.indices.contains { index in
            let escape = voiceOver ? elements[index].voiceOverAccessibility.escape : elements[index].accessibility.escape
            return escape && EscapeScope.overlay(holding: index, in: elements) == nil
        }
    }
}

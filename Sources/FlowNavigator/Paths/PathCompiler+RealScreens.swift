import FlowProgram
import FlowSyntax

/// The steps of navigator-model.md §9.2 (`back`, `adjust`, `type`) and the system's escape of
/// §9.1, for every profile. Focus after `back` is kept by `PathCompiler.compile`.
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

    /// The system's escape (§9.1): VoiceOver's two-finger scrub and the keyboard's Esc perform a
    /// screen's `escape` button from anywhere on it, 1 step, no mark. nil when the step names no
    /// such button or the method has no escape; the caller keeps it when it is cheaper.
    func escapeWay(_ step: Step, writer: StepWriter, focus: Int?) -> Way? {
        guard step.kind == .activate, writer.profile == .voiceover || writer.profile == .keyboard else { return nil }
        let voiceOver = writer.profile == .voiceover
        for candidate in step.candidates where candidate.kind == .activation {
            let element = writer.screen.elements[candidate.element]
            // Single fields, not the whole `Accessibility`: a copy of it per candidate showed.
            let escape = voiceOver ? element.voiceOverAccessibility.escape : element.accessibility.escape
            guard element.kind == .button, escape else { continue }
            // A button the method cannot perceive (hidden, merged away) answers no escape.
            guard case .node = screens.flat(step.screen, voiceOver: voiceOver).view.placements[candidate.element] else { continue }
            let press: StepKind = voiceOver ? .scrub : .key(.escape)
            let label = voiceOver ? element.voiceOverAccessibility.label : element.accessibility.label
            let name = label ?? element.visibleText ?? step.name
            return Way(steps: [writer.step(press, target: .name(name), element: candidate.element)], focus: focus)
        }
        return nil
    }

    /// `adjust "Name" to VALUE` (§9.2) on one candidate: the method reaches the control and moves
    /// it by the step's increments.
    func adjust(_ candidate: Affordance, step: Step, writer: StepWriter, focus: Int?) -> Attempt {
        let increments = step.adjustment?.increments ?? 0
        let element = writer.screen.elements[candidate.element]
        let channels = Channels.of(writer.profile)
        guard channels.accessibilityTree else {
            let layout = writer.profile == .largerText ? screens.layout(step.screen) : nil
            return .way(VisualWays(writer: writer, layout: layout).adjust(candidate.element, by: increments))
        }
        let flat = screens.flat(step.screen, voiceOver: channels.voiceOverRunning)
        let ways = treeWays(writer: writer, flat: flat, focus: focus)
        let reach = Reach.of(candidate, .activate, in: flat.view, screen: writer.screen)
        guard case .activate(let node) = reach else { return ways.attempt(reach, step: step) }
        return ways.adjustValue(node, by: increments, native: element.kind.model.keyboard == .arrows)
    }

    /// `type "text" in "Field"` (§9.2): after the field is reached and activated, one step for
    /// the whole text, for every method; Voice Control says "Type ‹text›". Characters are not
    /// counted one by one.
    func typing(_ step: Step, writer: StepWriter) -> PathStep {
        let text = step.typed ?? ""
        if writer.profile == .voiceControl { return writer.step(.say(.type(text)), target: .name(step.name)) }
        return writer.step(.typeText(characters: text.count), target: .name(step.name))
    }
}

extension TreeWays {
    /// Moves to `node`, then adjusts it by `increments` values (§9.2): VoiceOver swipes up or
    /// down, the keyboard presses an arrow, Switch Control Selects and picks Increment or
    /// Decrement in the scanner menu (unverified), each once per value; Voice Control says
    /// "Increment ‹name› by ‹k›" once.
    func adjustValue(_ node: Int, by increments: Int, native: Bool) -> Attempt {
        guard var way = move(to: node) else { return unreachable(node) }
        let target = view.nodes[node]
        let count = abs(increments)
        // A numeric control has no options to collapse; the keyboard's arrows on a native
        // slider or stepper are documented (§3), on a custom adjustable unverified.
        func relied(_ rules: [Rule]) -> [Rule] {
            rules.filter { $0 != .collapsedOptionsReachable && !(native && $0 == .keyboardAdjustsCustomElements) }
        }
        switch words.adjusting {
        case .values(let open, let up, let down, let unverified):
            if let open {
                let kind: StepKind
                switch open.kind {
                case .press(let press): kind = press
                case .showActions: kind = .select
                }
                way.steps.append(
                    writer.step(kind, target: menuTarget(open.target, node), unverified: relied(open.unverified), element: target.element))
            }
            writer.repeated(
                increments >= 0 ? up : down, count, target: announce(node, words.heard), element: target.element,
                unverified: relied(unverified), into: &way.steps)
        case .byName:
            guard count > 0 else { break }
            let said: StepKind.Utterance = increments >= 0 ? .incrementBy(target.name, count) : .decrementBy(target.name, count)
            way.steps.append(
                writer.step(
                    .say(said), target: target.name.map(StepTarget.name) ?? .unnamed, pattern: target.name == nil ? .mysteryIcon : nil,
                    element: target.element))
        }
        return .way(way)
    }
}

extension VisualWays {
    /// Adjusting a control as drawn (§9.2, §4b): a slider (or a custom adjustable) is dragged,
    /// once — Touch's own channel, a gesture for Pointer (Swipe Trap's verdict); a stepper's
    /// button is tapped or clicked once per value.
    func adjust(_ index: Int, by increments: Int) -> Way {
        let element = screen.elements[index]
        var steps: [PathStep] = []
        if element.kind.model.touch == .tapPerValue {
            writer.repeated(verb, abs(increments), target: Speech.visible(element), element: index, into: &steps)
        } else {
            steps.append(
                writer.step(
                    .gesture(.drag), target: Speech.visible(element), marks: [.gesture], pattern: .swipeTrap, element: index))
        }
        return Way(steps: steps + largerText(index))
    }
}

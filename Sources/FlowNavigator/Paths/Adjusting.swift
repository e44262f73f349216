import FlowProgram
import FlowSyntax

/// What `adjust "Name" to VALUE` and `type "text" in "Field"` (navigator-model.md §9.2) do once
/// the way has reached the element: reaching it, page turns, overlays and modality are the same
/// ways as every step's (`TreeWays.attempt`, `VisualWays.attempt`).
extension TreeWays {
    /// Adjusts `node`, already reached, by `increments` values (§9.2): VoiceOver swipes up or
    /// down, the keyboard presses an arrow, Switch Control Selects and picks Increment or
    /// Decrement in the scanner menu (unverified), each once per value; Voice Control says
    /// "Increment ‹name› by ‹k›" once. `rotorRules` are the rules VoiceOver's swipes rely on.
    func adjustValue(_ node: Int, by increments: Int, relying rotorRules: [Rule], into steps: inout [PathStep]) {
        let target = view.nodes[node]
        let count = abs(increments)
        // A numeric control has no options to collapse; the keyboard's arrows on a native
        // slider or stepper are documented (§3), on a custom adjustable unverified.
        let native = screen.elements[target.element].kind.model.keyboard == .arrows
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
                steps.append(
                    writer.step(kind, target: menuTarget(open.target, node), unverified: relied(open.unverified), element: target.element))
            }
            writer.repeated(
                increments >= 0 ? up : down, count, target: announce(node, words.heard), element: target.element,
                unverified: relied(unverified) + rotorRules, into: &steps)
        case .byName:
            guard count > 0 else { break }
            let said: StepKind.Utterance = increments >= 0 ? .incrementBy(target.name, count) : .decrementBy(target.name, count)
            steps.append(
                writer.step(
                    .say(said), target: target.name.map(StepTarget.name) ?? .unnamed, pattern: target.name == nil ? .mysteryIcon : nil,
                    element: target.element))
        }
    }
}

extension VisualWays {
    /// Adjusting an element as drawn (§9.2, §4b): a stepper's button is tapped or clicked once
    /// per value; an adjustable whose options are controls has the option tapped, once; a
    /// slider (or any other adjustable) is dragged, once: Touch's own channel, a gesture for
    /// Pointer (Swipe Trap's verdict).
    func adjust(_ index: Int, to adjustment: Adjustment) -> [PathStep] {
        let element = screen.elements[index]
        if element.kind.model.touch == .tapPerValue {
            var steps: [PathStep] = []
            writer.repeated(verb, abs(adjustment.increments), target: Speech.visible(element), element: index, into: &steps)
            return steps
        }
        if let option = option(of: index, at: adjustment.value) { return [tap(option)] }
        if element.kind.model.touch == .drag { return [drag(index)] }
        // §10.7: a custom adjustable dragged by a pointer stays a Swipe Trap.
        return [
            writer.step(.gesture(.drag), target: Speech.visible(element), marks: [.gesture], pattern: .swipeTrap, element: index)
        ]
    }

    /// The option of an adjustable `ignore` group that shows `value`: the one whose position
    /// among the group's options is the value's within its range (§2 rule 3, §9.2); nil when the
    /// element has no such options.
    private func option(of index: Int, at value: Double) -> Int? {
        let options = Adjustment.options(of: index, in: screen.elements)
        guard !options.isEmpty, let range = screen.elements[index].accessibility.range else { return nil }
        let position = Adjustment.increments(
            from: range.low, to: value, step: range.increment(for: screen.elements[index], hasOptions: true))
        return options.indices.contains(position) ? options[position] : nil
    }
}

extension PathCompiler {
    /// `type "text" in "Field"` (§9.2): after the field is reached and activated, one step for
    /// the whole text, for every method; Voice Control says "Type ‹text›". Characters are not
    /// counted one by one.
    func typing(_ text: String, into step: Step, writer: StepWriter) -> PathStep {
        if writer.profile == .voiceControl { return writer.step(.say(.type(text)), target: .name(step.name)) }
        return writer.step(.typeText(characters: text.count), target: .name(step.name))
    }
}

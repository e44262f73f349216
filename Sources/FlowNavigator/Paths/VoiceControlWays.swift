import FlowProgram
import FlowSyntax

/// Voice Control (navigator-model.md §3): no order and no focus; the user says "Tap ‹name›"
/// for what they see. Numbers, the grid and "Show actions for" are the fallbacks, and each
/// needs the user to find the target by looking (§4, §5).
struct VoiceControlWays {
    let writer: StepWriter
    let view: AccessibilityView
    /// Lower-cased name → how many controls on screen answer to it.
    let names: [String: Int]

    var screen: Screen { writer.screen }

    func attempt(_ reach: Reach, step: Step) -> Attempt {
        switch reach {
        case .activate(let node):
            return .way(Way(steps: activate(node, step: step)))
        case .customAction(let node, let number):
            // Hidden Action: "Show actions for" exists but nothing on screen announces it (§3).
            let target = view.nodes[node]
            let action = target.actions[number - 1]
            let name = target.name ?? Speech.visible(screen.elements[target.element])
            return .way(
                Way(steps: [
                    writer.step(
                        "Say \"Show actions for \(name)\"", target: name, marks: [.sight], pattern: .hiddenAction,
                        element: action.affordance.element),
                    writer.step("Say \"\(action.name)\"", target: action.name, element: action.affordance.element),
                ]))
        case .adjust(let node, let option):
            // Collapsed Options: the options are no longer sayable by name (§5).
            let target = view.nodes[node]
            let distance = option - target.selectedOption
            let name = target.name ?? "it"
            let verb = distance >= 0 ? "Increment" : "Decrement"
            return .way(
                Way(steps: [
                    writer.step(
                        "Say \"\(verb) \(name)\"", max(abs(distance), 1), target: name, marks: [.sight],
                        pattern: .collapsedOptions, element: target.element)
                ]))
        case .pickOption(let node, let option):
            let target = view.nodes[node]
            let optionElement = screen.elements[target.pickerOptions[option]]
            var steps = activate(node, step: nil)
            steps.append(
                writer.step("Say \"Tap \(Speech.visible(optionElement))\"", target: Speech.visible(optionElement), element: target.pickerOptions[option]))
            return .way(Way(steps: steps))
        case .find(let node):
            return .way(Way(steps: [writer.step("Look", 0, target: Speech.visible(screen.elements[view.nodes[node].element]))]))
        case .tapGesture(let element, _), .gone(let element, .none):
            // Semantic Control: not a control (or hidden from assistive technologies), so it
            // gets no name or number; only the grid reaches it, by sight (§2, §5).
            return .way(
                Way(steps: [
                    writer.step("Say \"Show grid\"", target: "a numbered grid", marks: [.sight], pattern: .semanticControl, element: element),
                    writer.step("Say \"Tap ‹number›\"", target: Speech.visible(screen.elements[element]), element: element),
                ]))
        case .appGesture(let element, let gesture):
            let declared = screen.elements[element].gestures[gesture]
            return .way(
                Way(steps: [
                    writer.step(
                        "App gesture (\(declared.kind.rawValue))", target: declared.name, marks: [.gesture], pattern: .swipeTrap,
                        span: declared.span)
                ]))
        case .swallowed(let element, let wrapper):
            // A grid tap on a swallowed button lands on the wrapper (§2, rule 6).
            return writer.dead(
                .swallowedControl, screen.elements[element].span,
                "inside '\(view.nodes[wrapper].name ?? "a row")', it has no name, number or grid cell of its own")
        case .gone(let element, .some):
            return writer.dead(.swallowedControl, screen.elements[element].span, "merged into a group, it has no name of its own")
        }
    }

    /// "Tap ‹name›" when the name the user can say reaches exactly one control; numbers when
    /// the control has no name (Mystery Icon), shares it (Duplicate Voice Command), or what is
    /// drawn does not start the accessible name (Label Mismatch).
    private func activate(_ node: Int, step: Step?) -> [PathStep] {
        let target = view.nodes[node]
        let element = target.activation ?? target.element
        let drawn = screen.elements[element]
        guard let name = target.name else {
            return numbers(element, pattern: .mysteryIcon)
        }
        var utterance = name
        var unverified: [Rule] = []
        if let asked = step?.name, !(step?.byIcon ?? false) {
            if asked == name || drawn.inputs.contains(asked) {
                utterance = asked
            } else if asked == drawn.visibleText {
                // The user says what they see. It works when an input label says it, or
                // (unverified) when it starts the accessible name; otherwise Label Mismatch.
                if LabelMismatch.startsName(asked, name) {
                    utterance = asked
                    unverified = [.voiceControlAcceptsNamePrefix]
                } else {
                    return numbers(element, pattern: .labelMismatch)
                }
            }
        }
        if isShared(utterance) {
            return numbers(element, pattern: .duplicateVoiceCommand)
        }
        return [writer.step("Say \"Tap \(utterance)\"", target: utterance, unverified: unverified, element: element)]
    }

    /// "Show numbers", then "Tap ‹n›": two utterances, and the user must find the number by sight.
    private func numbers(_ element: Int, pattern: Pattern) -> [PathStep] {
        [
            writer.step("Say \"Show numbers\"", target: "numbers on every control", marks: [.sight], pattern: pattern, element: element),
            writer.step("Say \"Tap ‹number›\"", target: Speech.visible(screen.elements[element]), element: element),
        ]
    }

    /// Whether several controls on screen answer to the name.
    private func isShared(_ utterance: String) -> Bool {
        (names[utterance.lowercased()] ?? 0) > 1
    }
}

import FlowProgram
import FlowSyntax

/// Voice Control's naming, the part of its row of navigator-model.md §3 that is its own: the user
/// says "Tap ‹name›" for what they see, or falls back to numbers, found by looking (§4, §5). The
/// rest of its way is in `TreeVocabulary.voiceControl`, driven by `TreeWays`.
struct VoiceControlWays {
    let writer: StepWriter
    let view: AccessibilityView
    /// Lower-cased name → how many controls on screen answer to it.
    let names: [String: Int]

    var screen: Screen { writer.screen }

    /// "Tap ‹name›" when the name the user can say reaches exactly one control; numbers when
    /// the control has no name (Mystery Icon), shares it (Duplicate Voice Command), or what is
    /// drawn does not start the accessible name (Label Mismatch).
    func activate(_ node: Int, step: Step?, into steps: inout [PathStep]) {
        let target = view.nodes[node]
        let element = target.activation ?? target.element
        let drawn = screen.elements[element]
        guard let name = target.name else {
            return numbers(element, pattern: .mysteryIcon, into: &steps)
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
                    return numbers(element, pattern: .labelMismatch, into: &steps)
                }
            }
        }
        if isShared(utterance) {
            return numbers(element, pattern: .duplicateVoiceCommand, into: &steps)
        }
        // §10.6: a name that reads as code is friction on the step whose target has it.
        let code: Pattern? = CodeName.readsAsCode(utterance) ? .codeName : nil
        steps.append(
            writer.step(.say(.tap(.name(utterance))), target: .name(utterance), pattern: code, unverified: unverified, element: element))
    }

    /// "Show numbers", then "Tap ‹n›": two utterances, and the user must find the number by
    /// sight (the mark is `pattern`'s verdict for Voice Control).
    private func numbers(_ element: Int, pattern: Pattern, into steps: inout [PathStep]) {
        steps.append(
            writer.step(.say(.showNumbers), target: .numbers, pattern: pattern, element: element))
        steps.append(writer.step(.say(.tapNumber), target: Speech.visible(screen.elements[element]), element: element))
    }

    /// "Increment ‹name›" or "Decrement ‹name›" once per value: Collapsed Options, the options
    /// no longer sayable by name (§5).
    func adjust(_ node: Int, by distance: Int) -> PathStep {
        let target = view.nodes[node]
        return writer.step(
            .say(distance >= 0 ? .increment(target.name) : .decrement(target.name)), max(abs(distance), 1),
            target: target.name.map(StepTarget.name) ?? .unnamed, pattern: .collapsedOptions, element: target.element)
    }

    /// Whether several controls on screen answer to the name.
    private func isShared(_ utterance: String) -> Bool {
        (names[NameKey.of(utterance)] ?? 0) > 1
    }
}

import FlowProgram
import FlowSyntax

/// State in Label: selected, on, off, checked… written in the label rather than the value or a
/// trait, so the name changes with the state and Voice Control loses it (navigator-model.md §5).
enum StateInLabel {
    static let model = PatternModel(
        .stateInLabel, summary: "state written in the label instead of the value or a trait", effect: "the label carries the state",
        voiceOver: .friction("friction (a warning on the element): the state is heard as part of the name"),
        voiceControl: .friction("friction (a warning on the element): the name to say changes with the state"),
        elementOnly: true,
        detect: detect)

    /// Words that are state wherever they stand.
    static let stateWords: Set<String> = ["selected", "unselected", "checked", "unchecked", "enabled", "disabled", "expanded", "collapsed"]
    /// Words that are state only at the end of a label ("Wi-Fi, on"), not in "Turn on Wi-Fi".
    static let trailingStateWords: Set<String> = ["on", "off"]
    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.screen.elements {
            guard let label = element.accessibility.label, let found = stateWord(in: label) else { continue }
            diagnostics.append(
                context.warning(
                    .stateInLabel, "the label '\(label)' holds the state '\(found)'", on: element,
                    help: "keep the label constant; put the state in 'value' or in 'traits selected'"))
        }
        return diagnostics
    }

    /// The first state word of the label, else its last word if that is "on" or "off";
    /// lower-cased. Words are runs of letters.
    static func stateWord(in label: String) -> String? {
        let words = label.lowercased().split { !$0.isLetter }.map(String.init)
        return words.first(where: stateWords.contains) ?? words.last.flatMap { trailingStateWords.contains($0) ? $0 : nil }
    }
}

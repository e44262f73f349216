import FlowProgram
import FlowSyntax

/// State in Label: selected, on, off, checked… written in the label rather than the value or a
/// trait, so the name changes with the state and Voice Control loses it (navigator-model.md §5).
enum StateInLabelCheck {
    /// Words that are state wherever they stand.
    static let stateWords: Set<String> = ["selected", "unselected", "checked", "unchecked", "enabled", "disabled", "expanded", "collapsed"]
    /// Words that are state only at the end of a label ("Wi-Fi, on"), not in "Turn on Wi-Fi".
    static let trailingStateWords: Set<String> = ["on", "off"]

    static func run(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.screen.elements {
            guard let label = element.accessibility.label else { continue }
            let words = label.lowercased().split { !$0.isLetter }.map(String.init)
            let found = words.first(where: stateWords.contains) ?? words.last.flatMap { trailingStateWords.contains($0) ? $0 : nil }
            guard let found else { continue }
            diagnostics.append(
                context.warning(
                    .stateInLabel, .stateInLabel, "the label '\(label)' holds the state '\(found)'", at: element.span,
                    help: "keep the label constant; put the state in 'value' or in 'traits selected'"))
        }
        return diagnostics
    }
}

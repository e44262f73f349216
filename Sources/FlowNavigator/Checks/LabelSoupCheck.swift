import FlowProgram
import FlowSyntax

/// Label Soup: a label longer than a short sentence; VoiceOver reads all of it at every stop
/// (navigator-model.md §4, §5). "Short" is taken as at most 12 words and 80 characters.
enum LabelSoupCheck {
    static let maximumWords = 12
    static let maximumCharacters = 80

    static func run(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.screen.elements {
            for label in Set([element.accessibility.label, element.voiceOverAccessibility.label].compactMap { $0 }).sorted() {
                let words = label.split(separator: " ").count
                guard words > maximumWords || label.count > maximumCharacters else { continue }
                diagnostics.append(
                    context.warning(
                        .labelSoup, .labelSoup, "label of \(words) words is longer than a short sentence", at: element.span,
                        help: "keep the label to the name; move details to 'value' or 'hint'"))
            }
        }
        return diagnostics
    }
}

import FlowProgram
import FlowSyntax

/// Label Soup: a label longer than a short sentence; VoiceOver reads all of it at every stop
/// (navigator-model.md §4, §5). "Short" is taken as at most `maximumWords` words and
/// `maximumCharacters` characters.
public enum LabelSoup {
    static let model = PatternModel(
        .labelSoup, summary: "a label longer than a short sentence", effect: "the label is longer than a short sentence",
        voiceOver: .friction("friction (a warning on the element): the whole paragraph is read at every visit"),
        voiceControl: .friction("friction (a warning on the element): the whole label is the name to say (unverified)"),
        elementOnly: true,
        detect: detect)

    public static let maximumWords = 12
    public static let maximumCharacters = 80

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.screen.elements {
            // Each distinct label once, in order: the one for every method and VoiceOver's.
            var labels: [String] = []
            if let label = element.accessibility.label { labels.append(label) }
            if let label = element.voiceOverAccessibility.label, !labels.contains(label) { labels.append(label) }
            for label in labels.sorted() where !isCertainlyShort(label) {
                let words = label.split(separator: " ").count
                guard words > maximumWords || label.count > maximumCharacters else { continue }
                diagnostics.append(
                    context.warning(
                        .labelSoup, "label of \(words) words is longer than a short sentence", on: element,
                        help: "keep the label to the name; move details to 'value' or 'hint'"))
            }
        }
        return diagnostics
    }

    /// At most `maximumCharacters` bytes and fewer than `maximumWords` spaces: then it has no
    /// more characters and words than allowed, and counting them (grapheme clusters,
    /// substrings) is not needed. Almost every label is.
    static func isCertainlyShort(_ label: String) -> Bool {
        guard label.utf8.count <= maximumCharacters else { return false }
        var spaces = 0
        for byte in label.utf8 where byte == UInt8(ascii: " ") { spaces += 1 }
        return spaces < maximumWords
    }
}

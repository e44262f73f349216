import FlowProgram
import FlowSyntax

/// Code Name: a label that reads as code, an identifier written for developers
/// (`signout_button`, `btnClose`, `chevron.left`), which VoiceOver reads out word by word
/// ("signout underscore button") and a Voice Control user must say (navigator-model.md §10.6).
public enum CodeName {
    static let model = PatternModel(
        .codeName, summary: "a label that reads as code", effect: "the name is an identifier, read out symbol by symbol",
        voiceOver: .friction(
            "friction: the identifier is read out piece by piece (\"signout underscore button\")",
            effect: "the identifier is read out piece by piece"),
        voiceControl: .friction(
            "friction: the user must say the identifier, symbols and all", effect: "the identifier must be said as written"),
        detect: detect)

    /// The element check: a warning where each label that reads as code is declared (§10.6).
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.screen.elements {
            for label in element.distinctLabels where readsAsCode(label) {
                diagnostics.append(
                    context.warning(
                        .codeName, "the label '\(label)' reads as code", on: element,
                        help: "name it in words a person says, like 'Sign Out'"))
            }
        }
        return diagnostics
    }

    /// Whether a label is one identifier (§10.6): no spaces and, in ASCII, snake case
    /// (`signout_button`), a dotted name of lower-case words (`chevron.left`), or lower camel
    /// case with a capital inside (`btnClose`), but not a brand said as a word (`iPhone`).
    public static func readsAsCode(_ label: String) -> Bool {
        guard !label.isEmpty, !label.contains(" "), label.unicodeScalars.allSatisfy({ $0.isASCII }) else { return false }
        let letters = label.filter(\.isLetter)
        guard !letters.isEmpty else { return false }
        if label.contains("_") { return true }
        if label.contains("."), let first = label.first, first.isLetter, !label.hasSuffix(".") {
            // A dotted name of lower-case words: `chevron.left`, `square.and.arrow.up`.
            return label.split(separator: ".").allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isLowercase || $0.isNumber } }
        }
        guard let first = label.first, first.isLowercase else { return false }
        let capitals = label.dropFirst().filter(\.isUppercase).count
        return capitals >= 1 && label.count > 4 && !knownWords.contains(label)
    }

    /// Words written in lower camel case that people say as words.
    static let knownWords: Set<String> = ["iPhone", "iPad", "iPod", "iCloud", "iMessage", "macOS", "iOS", "eBay", "iTunes"]
}

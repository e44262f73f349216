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
            // Each distinct label once: the one for every method and VoiceOver's.
            for label in element.distinctLabels.sorted() where !isCertainlyShort(label) {
                let words = wordCount(label)
                guard words > maximumWords || label.count > maximumCharacters else { continue }
                diagnostics.append(
                    context.warning(
                        .labelSoup, "label of \(words) words is longer than a short sentence", on: element,
                        help: "keep the label to the name; move details to 'value' or 'hint'"))
            }
        }
        return diagnostics
    }

    /// The label's words: runs between spaces, except that text in a script written without
    /// spaces (Han, Kana, Hangul, Thai) counts one word per two characters (navigator-model.md
    /// §10.6), so a Chinese or Thai paragraph is soup as an English one is.
    static func wordCount(_ label: String) -> Int {
        var words = 0
        var unspaced = 0
        var inWord = false
        for character in label {
            if let scalar = character.unicodeScalars.first, isWrittenWithoutSpaces(scalar) {
                unspaced += 1
                inWord = false
            } else if character == " " {
                inWord = false
            } else if !inWord {
                words += 1
                inWord = true
            }
        }
        return words + (unspaced + 1) / 2
    }

    /// Han, Hiragana, Katakana, Hangul and Thai.
    static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0E7F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
            true
        default: false
        }
    }

    /// At most `maximumCharacters` bytes, fewer than `maximumWords` spaces and no letter of a
    /// script written without spaces: then it has no more characters and words than allowed,
    /// and counting them (grapheme clusters, substrings) is not needed. Almost every label is.
    static func isCertainlyShort(_ label: String) -> Bool {
        guard label.utf8.count <= maximumCharacters else { return false }
        // Han, Kana, Hangul and Thai are three bytes in UTF-8, each led by 0xE0 or above.
        if label.utf8.contains(where: { $0 >= 0xE0 }) { return false }
        var spaces = 0
        for byte in label.utf8 where byte == UInt8(ascii: " ") { spaces += 1 }
        return spaces < maximumWords
    }
}

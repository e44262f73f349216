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
    /// How long each kind of word is, in letters: no other word needs a look.
    static let stateWordLengths = lengths(of: stateWords)
    static let trailingStateWordLengths = lengths(of: trailingStateWords)

    static func lengths(of words: Set<String>) -> ClosedRange<Int> {
        let counts = words.map(\.utf8.count)
        return counts.min()!...counts.max()!
    }

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
        if let ascii = label.utf8.withContiguousStorageIfAvailable(asciiStateWord), ascii.isASCII { return ascii.word }
        let words = label.lowercased().split { !$0.isLetter }.map(String.init)
        return words.first(where: stateWords.contains) ?? words.last.flatMap { trailingStateWords.contains($0) ? $0 : nil }
    }

    /// `stateWord` of ASCII text, where a letter is a byte A–Z or a–z, read without a lower-cased
    /// copy or substrings (walking grapheme clusters made this check one of the costliest);
    /// only a word as long as a state word is made a string.
    static func asciiStateWord(_ bytes: UnsafeBufferPointer<UInt8>) -> (isASCII: Bool, word: String?) {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func lowerCased(_ start: Int, _ end: Int) -> String {
            String(decoding: bytes[start..<end].map { $0 | 0x20 }, as: UTF8.self)
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return (false, nil) }
        var last: (start: Int, end: Int)?
        var index = 0
        while index < bytes.count {
            guard isLetter(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isLetter(bytes[index]) { index += 1 }
            last = (start, index)
            if stateWordLengths.contains(index - start) {
                let word = lowerCased(start, index)
                if stateWords.contains(word) { return (true, word) }
            }
        }
        guard let last, trailingStateWordLengths.contains(last.end - last.start) else { return (true, nil) }
        let word = lowerCased(last.start, last.end)
        return (true, trailingStateWords.contains(word) ? word : nil)
    }
}

import Testing
@testable import FlowNavigator

/// The element checks' shortcuts for ASCII and short labels answer as the full reading
/// (grapheme clusters, `isLetter`, substrings) does.
@Suite struct CheckShortcutTests {
    static let labels = [
        "Wi-Fi, on", "Turn on Wi-Fi", "SELECTED tab", "Tab selected", "off", "Off!", "", "123", "Unchecked box", "Item, OFF",
        "prefix-selected-suffix", "Checkedness", "on off", "Wi-Fi, Ön", "Café, off", "Selected ✓", "e\u{301}nabled", "x\r\non",
        "Disabled\u{2028}item", "enabled2", "   ", String(repeating: "word ", count: 11) + "word", String(repeating: "a", count: 80),
        String(repeating: "word ", count: 12) + "word", String(repeating: "é", count: 41),
    ]

    /// What `StateInLabelCheck` read before it had an ASCII path.
    static func graphemeStateWord(_ label: String) -> String? {
        let words = label.lowercased().split { !$0.isLetter }.map(String.init)
        return words.first(where: StateInLabel.stateWords.contains)
            ?? words.last.flatMap { StateInLabel.trailingStateWords.contains($0) ? $0 : nil }
    }

    @Test(arguments: labels)
    func stateWord(_ label: String) {
        #expect(StateInLabel.stateWord(in: label) == Self.graphemeStateWord(label))
    }

    @Test(arguments: labels)
    func certainlyShortLabelsAreShort(_ label: String) {
        guard LabelSoup.isCertainlyShort(label) else { return }
        #expect(label.count <= LabelSoup.maximumCharacters)
        #expect(label.split(separator: " ").count <= LabelSoup.maximumWords)
    }
}

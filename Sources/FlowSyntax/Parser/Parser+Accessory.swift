extension Parser {
    /// `accessory WORD`, then `-> "Screen"` when the word is a "More Info" button: an `->` after
    /// `accessory info` or `accessory detail-disclosure` is the accessory's; after the others it
    /// is the cell's own, read as any `->` (navigator-model.md §10.1).
    mutating func parseAccessory() -> Attribute.Kind? {
        guard let accessory = parseClosedWord(after: "accessory", what: "an accessory", CellAccessory.init, unknown: .unknownAttribute)
        else { return nil }
        guard accessory.isInfoButton else { return .accessory(accessory, destination: nil) }
        guard let destination = parseOptionalDestination() else { return nil }
        return .accessory(accessory, destination: destination)
    }

    /// One word of a closed set after `keyword` (`edge top`, `accessory info`); an error that
    /// lists the set, or suggests the nearest word, when it is missing or unknown.
    mutating func parseClosedWord<Word: RawRepresentable & CaseIterable>(
        after keyword: String, what: String, _ word: (Keyword?) -> Word?, unknown: DiagnosticID.Problem
    ) -> Word? where Word.RawValue == String {
        let words = Word.allCases.map(\.rawValue)
        let noun = what.split(separator: " ").last.map(String.init) ?? what
        let listed = "\(noun)s: " + words.joined(separator: ", ")
        guard let token = peek(), token.kind == .word else {
            error(
                .problem(.expectedToken), "expected \(what) after '\(keyword)', found \(describe(peek()))", peekStart(), peekEnd())
            return nil
        }
        guard let found = word(token.keyword) else {
            let written = wordText(token) ?? ""
            error(
                .problem(unknown), "unknown \(noun) '\(written)'", token.start,
                token.end, help: Suggestion.help(for: written, among: words) ?? listed)
            return nil
        }
        cursor += 1
        return found
    }
}

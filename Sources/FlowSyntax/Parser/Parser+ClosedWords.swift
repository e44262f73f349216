/// A word from a closed set that an attribute's keyword is followed by (`gesture long-press`,
/// `edge bottom`), read through the keyword it lexes as.
protocol ClosedWord: RawRepresentable<String>, CaseIterable {
    init?(_ keyword: Keyword?)
}

extension GestureKind: ClosedWord {}
extension Edge: ClosedWord {}
extension CellAccessory: ClosedWord {}

extension Parser {
    /// The word after `keyword`, one of `Word`'s; nil after an error, whose help suggests a
    /// close word or lists them all. `what` names one of them ("a gesture"), `plural` all.
    mutating func parseClosedWord<Word: ClosedWord>(
        _: Word.Type, after keyword: String, what: String, plural: String, unknown: DiagnosticID.Problem
    ) -> Word? {
        let all = plural + ": " + Word.allCases.map(\.rawValue).joined(separator: ", ")
        guard let token = peek(), token.kind == .word else {
            error(
                .problem(.expectedToken), "expected \(what) after '\(keyword)', found \(describe(peek()))", peekStart(), peekEnd(),
                help: all)
            return nil
        }
        guard let word = Word(token.keyword) else {
            let text = wordText(token) ?? ""
            let name = what.split(separator: " ").last.map(String.init) ?? what
            error(
                .problem(unknown), "unknown \(name) '\(text)'", token.start, token.end,
                help: Suggestion.help(for: text, among: Word.allCases.map(\.rawValue)) ?? all)
            return nil
        }
        cursor += 1
        return word
    }
}

import FlowOutput

/// How a draft writes the app's text, which is hostile like every name: a string by the
/// lexer's rules (grammar.md §1), a comment that cannot end its line or reorder it.
public enum DraftText {
    /// The text a draft's string holds for `text`: a scalar that would end or split a line,
    /// drive a terminal or reorder the line (`PrintableText.isUnprintable`: controls, line and
    /// paragraph separators, bidirectional controls) becomes a space, since a `.flow` string
    /// has no escape for it. Everything else (CJK, right-to-left letters, typographic quotes)
    /// is kept as it is. `flowmap verify` compares a flow's names with a dump's through this.
    public static func written(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: PrintableText.isUnprintable) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(PrintableText.isUnprintable(scalar) ? " " : scalar)
        }
        return String(scalars)
    }

    /// `text` as a string token: `written(text)` in straight quotes, with `"` and `\` escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in written(text).unicodeScalars {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(character)
            }
        }
        return out + "\""
    }

    /// Text for a comment: shown as `PrintableText` shows it, so nothing ends the comment.
    static func comment(_ text: String) -> String {
        PrintableText.escaped(text)
    }

    /// A screen name that the checker accepts (neither empty nor padded, grammar.md §6.1).
    static func screenName(_ name: String, otherwise fallback: String) -> String {
        for candidate in [name, fallback, "Imported screen"] {
            let trimmed = written(candidate).trimmingCharacters(in: \.isWhitespace)
            if !trimmed.isEmpty { return trimmed }
        }
        return "Imported screen"
    }
}

extension String {
    func trimmingCharacters(in isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}

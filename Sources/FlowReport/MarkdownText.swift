/// Escapes names from a flow so that they render as text in Markdown: they never break a
/// table, start a code span or emphasis, or inject HTML.
enum MarkdownText {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "|", "`", "*", "_", "[", "]", "~", "#", "!": out += "\\" + String(scalar)
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r", "\u{2028}", "\u{2029}": out += " "
            default:
                // Other control characters would be invisible or break the line.
                if scalar.value < 0x20 || scalar.value == 0x7F { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

/// Escapes names from a flow so that they render as text in Markdown: they never break a
/// table, start a code span or emphasis, or inject HTML.
enum MarkdownText {
    static func escape(_ text: String) -> String {
        ReportText.escaped(text, by: replacement)
    }

    static func escape(_ text: String, into out: ReportText) {
        out.append(text, escaping: replacement)
    }

    /// What an ASCII byte becomes, if it is Markdown syntax; line ends and other control
    /// characters, which would be invisible or break the line, become spaces (`ReportText`).
    static func replacement(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "\\"): "\\\\"
        case UInt8(ascii: "|"): "\\|"
        case UInt8(ascii: "`"): "\\`"
        case UInt8(ascii: "*"): "\\*"
        case UInt8(ascii: "_"): "\\_"
        case UInt8(ascii: "["): "\\["
        case UInt8(ascii: "]"): "\\]"
        case UInt8(ascii: "~"): "\\~"
        case UInt8(ascii: "#"): "\\#"
        case UInt8(ascii: "!"): "\\!"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        default: nil
        }
    }
}

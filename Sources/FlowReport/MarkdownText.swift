import FlowOutput

/// How names from a flow are escaped in Markdown, so that they render as text: they never
/// break a table, start a code span or emphasis, or inject HTML, and stay on one line.
enum MarkdownText: OneLineEscaping {
    static func escape(_ text: String) -> String {
        TextBuffer.escaped(text, by: MarkdownText.self)
    }

    // Inlined into each scan: a call per word showed in the profile (docs/benchmark.md).
    @inline(__always) static func syntax(_ word: UInt64) -> UInt64 {
        ByteScan.equal(word, UInt8(ascii: "\\")) | ByteScan.equal(word, UInt8(ascii: "|")) | ByteScan.equal(word, UInt8(ascii: "`"))
            | ByteScan.equal(word, UInt8(ascii: "*")) | ByteScan.equal(word, UInt8(ascii: "_")) | ByteScan.equal(word, UInt8(ascii: "["))
            | ByteScan.equal(word, UInt8(ascii: "]")) | ByteScan.equal(word, UInt8(ascii: "~")) | ByteScan.equal(word, UInt8(ascii: "#"))
            | ByteScan.equal(word, UInt8(ascii: "!")) | ByteScan.equal(word, UInt8(ascii: "<")) | ByteScan.equal(word, UInt8(ascii: ">"))
            | ByteScan.equal(word, UInt8(ascii: "&"))
    }

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

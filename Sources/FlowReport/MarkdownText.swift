import FlowOutput

/// How names from a flow are escaped in Markdown, so that they render as text: they never
/// break a table, start a code span or emphasis, inject HTML or become a link, and stay on one
/// line.
///
/// GitHub's Markdown (GFM's autolink extension) makes links of bare web and mail addresses,
/// which no backslash before a letter can stop: `www.` is broken by escaping its dot, a
/// `scheme://` by escaping its colon, and an address `name@host.org` (with or without
/// `mailto:`), which GFM finds in the text after escapes are read, by an empty HTML comment
/// before its `@`, which renders as nothing.
enum MarkdownText: OneLineEscaping {
    static func escape(_ text: String) -> String {
        TextBuffer.escaped(text, by: MarkdownText.self)
    }

    static func syntax(_ word: UInt64) -> UInt64 {
        ByteScan.equal(word, UInt8(ascii: "\\")) | ByteScan.equal(word, UInt8(ascii: "|")) | ByteScan.equal(word, UInt8(ascii: "`"))
            | ByteScan.equal(word, UInt8(ascii: "*")) | ByteScan.equal(word, UInt8(ascii: "_")) | ByteScan.equal(word, UInt8(ascii: "["))
            | ByteScan.equal(word, UInt8(ascii: "]")) | ByteScan.equal(word, UInt8(ascii: "~")) | ByteScan.equal(word, UInt8(ascii: "#"))
            | ByteScan.equal(word, UInt8(ascii: "!")) | ByteScan.equal(word, UInt8(ascii: "<")) | ByteScan.equal(word, UInt8(ascii: ">"))
            | ByteScan.equal(word, UInt8(ascii: "&")) | ByteScan.equal(word, UInt8(ascii: ".")) | ByteScan.equal(word, UInt8(ascii: ":"))
            | ByteScan.equal(word, UInt8(ascii: "@"))
    }

    static func replacement(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> StaticString? {
        let before = utf8[..<index]
        switch utf8[index] {
        case UInt8(ascii: "."): return before.suffix(3).elementsEqual("www".utf8) ? "\\." : nil
        case UInt8(ascii: ":"): return utf8[(index + 1)...].starts(with: "//".utf8) ? "\\:" : nil
        case UInt8(ascii: "@"): return before.last.map(isInAddress) == true ? "<!-- -->@" : nil
        case let byte: return replacement(byte)
        }
    }

    /// A byte that may end the name part of a mail address, as GFM reads it.
    static func isInAddress(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
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

import FlowOutput

/// How text is written inside a quoted Mermaid label so that Mermaid 11, as GitHub draws it,
/// shows it as it is.
///
/// Mermaid reads a label in stages, and each stage has its own syntax: its parser ends the label
/// at `"`; before parsing, it removes `%%{…}%%` directives anywhere in the text and drops the
/// last `;` of a line where `style` is followed by `:` and `#`; then it reads the label as
/// Markdown (`*`, `_`, `` ` ``, `\`, `[`, `~`, `!`), as KaTeX between `$$`, and as HTML (`<`,
/// `&`). An entity code (`#42;`) passes every stage as text and becomes its character only in
/// the browser, so each of those characters is written as one, by number. Line ends and other
/// control characters are one space each, as in every one-line format; C1 controls and the
/// bidirectional controls, which would reorder or hide the label's text, are shown by code
/// point (`\u{202E}`), as diagnostics show them. Everything else, emoji and zero-width joiners
/// included, stays as it is.
enum MermaidLabel: TextEscaping {
    @inline(__always) static func marks(_ word: UInt64) -> UInt64 {
        // C2 may start a C1 control, D8 U+061C, E2 a line separator or a bidirectional control.
        ByteScan.below(word, 0x20) | ByteScan.equal(word, 0x7F) | ByteScan.equal(word, 0xC2) | ByteScan.equal(word, 0xD8)
            | ByteScan.equal(word, 0xE2) | syntax(word)
    }

    @inline(__always) static func syntax(_ word: UInt64) -> UInt64 {
        ByteScan.equal(word, UInt8(ascii: "\"")) | ByteScan.equal(word, UInt8(ascii: "#")) | ByteScan.equal(word, UInt8(ascii: "<"))
            | ByteScan.equal(word, UInt8(ascii: ">")) | ByteScan.equal(word, UInt8(ascii: "&")) | ByteScan.equal(word, UInt8(ascii: "`"))
            | ByteScan.equal(word, UInt8(ascii: "|")) | ByteScan.equal(word, UInt8(ascii: "*")) | ByteScan.equal(word, UInt8(ascii: "_"))
            | ByteScan.equal(word, UInt8(ascii: "\\")) | ByteScan.equal(word, UInt8(ascii: "~")) | ByteScan.equal(word, UInt8(ascii: "["))
            | ByteScan.equal(word, UInt8(ascii: "]")) | ByteScan.equal(word, UInt8(ascii: "!")) | ByteScan.equal(word, UInt8(ascii: "$"))
            | ByteScan.equal(word, UInt8(ascii: "%")) | ByteScan.equal(word, UInt8(ascii: ":"))
    }

    /// The entity code of an ASCII byte that is syntax at some stage.
    static func replacement(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "\""): "#34;"
        case UInt8(ascii: "#"): "#35;"
        case UInt8(ascii: "<"): "#60;"
        case UInt8(ascii: ">"): "#62;"
        case UInt8(ascii: "&"): "#38;"
        case UInt8(ascii: "`"): "#96;"
        case UInt8(ascii: "|"): "#124;"
        case UInt8(ascii: "*"): "#42;"
        case UInt8(ascii: "_"): "#95;"
        case UInt8(ascii: "\\"): "#92;"
        case UInt8(ascii: "~"): "#126;"
        case UInt8(ascii: "["): "#91;"
        case UInt8(ascii: "]"): "#93;"
        case UInt8(ascii: "!"): "#33;"
        case UInt8(ascii: "$"): "#36;"
        case UInt8(ascii: "%"): "#37;"
        case UInt8(ascii: ":"): "#58;"
        default: nil
        }
    }

    static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
        let byte = utf8[index]
        if let replaced = replacement(byte) {
            out.append(replaced)
            return 1
        }
        if byte < 0x20 || byte == 0x7F {
            out.append(UInt8(ascii: " "))
            return 1
        }
        let scalar: UInt32
        let length: Int
        if byte == 0xC2, index &+ 1 < utf8.count {
            (scalar, length) = (UInt32(utf8[index &+ 1] & 0x3F) | 0x80, 2)
        } else if byte == 0xD8, index &+ 1 < utf8.count {
            (scalar, length) = (0x600 | UInt32(utf8[index &+ 1] & 0x3F), 2)
        } else if byte == 0xE2, index &+ 2 < utf8.count {
            (scalar, length) = (0x2000 | UInt32(utf8[index &+ 1] & 0x3F) << 6 | UInt32(utf8[index &+ 2] & 0x3F), 3)
        } else {
            return 0
        }
        switch scalar {
        case 0x2028, 0x2029:
            out.append(UInt8(ascii: " "))
        case 0x80..<0xA0, 0x61C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            out.append("#92;u{")
            out.append(String(scalar, radix: 16, uppercase: true))
            out.append(UInt8(ascii: "}"))
        default:
            return 0
        }
        return length
    }

    /// Writes a name from the flow into a label: escaped, its spaces at either end as entity
    /// codes (Markdown would trim them), and cut after `limit` Unicode scalars, at a character's
    /// end, with "…", so that long names cannot take a diagram past Mermaid's size limit.
    static func write(name: String, limit: Int, into out: inout TextBuffer) {
        var name = name
        var cut = false
        // A name of at most `limit` scalars is whole; counting them on bytes spares walking its
        // characters.
        if name.utf8.count > limit && scalarCount(name) > limit {
            var scalars = 0
            var end = name.startIndex
            for index in name.indices {
                scalars += name[index].unicodeScalars.count
                if scalars > limit {
                    cut = true
                    break
                }
                end = name.index(after: index)
            }
            if cut { name = String(name[..<end]) }
        }
        name.withUTF8 { utf8 in
            var start = 0
            var end = utf8.count
            while start < end, utf8[start] == UInt8(ascii: " ") {
                out.append("#32;")
                start += 1
            }
            var trailing = 0
            while end > start, utf8[end - 1] == UInt8(ascii: " ") {
                end -= 1
                trailing += 1
            }
            out.append(UnsafeBufferPointer(rebasing: utf8[start..<end]), escaping: MermaidLabel.self)
            for _ in 0..<trailing { out.append("#32;") }
        }
        if cut { out.append("…") }
    }

    static func scalarCount(_ text: String) -> Int {
        text.utf8.withContiguousStorageIfAvailable(ByteScan.scalarCount) ?? text.unicodeScalars.count
    }
}

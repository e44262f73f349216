/// Escapes names from a flow so that they render as text in Markdown: they never break a
/// table, start a code span or emphasis, or inject HTML.
enum MarkdownText {
    /// Works on UTF-8 bytes: the report escapes every name it prints, and appending scalar
    /// by scalar to a String was the report's largest cost (profiled with callgrind).
    static func escape(_ text: String) -> String {
        var text = text
        let escaped: String? = text.withUTF8 { bytes in
            // Most names need no escaping: they are returned as they are, with no copy.
            guard bytes.contains(where: needsEscaping) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\\"), UInt8(ascii: "|"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
                    UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "~"), UInt8(ascii: "#"), UInt8(ascii: "!"):
                    out.append(UInt8(ascii: "\\"))
                    out.append(byte)
                case UInt8(ascii: "<"): out += "&lt;".utf8
                case UInt8(ascii: ">"): out += "&gt;".utf8
                case UInt8(ascii: "&"): out += "&amp;".utf8
                case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                    // U+2028 and U+2029, the line and paragraph separators.
                    out.append(UInt8(ascii: " "))
                    index += 2
                default:
                    // Line ends and other control characters would be invisible or break the line.
                    out.append(byte < 0x20 || byte == 0x7F ? UInt8(ascii: " ") : byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return escaped ?? text
    }

    /// Bytes that may need rewriting; 0xE2 may start U+2028 or U+2029.
    static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "|"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "~"), UInt8(ascii: "#"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "&"), 0xE2:
            return true
        default:
            return byte < 0x20 || byte == 0x7F
        }
    }
}

/// Percent-encoding (RFC 3986): a byte written as `%` and two upper-case hex digits. Used for
/// the paths of links and URIs in reports, and for the escapes of GitHub workflow commands.
public enum PercentEncoding {
    /// `%XX` for `byte`.
    @inlinable public static func append(_ byte: UInt8, into out: inout TextBuffer) {
        out.reserve(3)
        out.appendReserved(UInt8(ascii: "%"))
        out.appendReserved(hexDigit(byte >> 4))
        out.appendReserved(hexDigit(byte & 0xF))
    }

    @inlinable static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "A") &+ (value &- 10)
    }

    /// A path as a relative URI reference, or a link destination in Markdown: every byte but
    /// the unreserved ones (letters, digits, `-._~`) and '/' is encoded, so that a space, a
    /// '#', a parenthesis or a '|' survives the link, the table cell or the URI.
    public static func path(_ path: String) -> String {
        var out = TextBuffer(capacity: path.utf8.count + 16)
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") { out.append(byte) } else { append(byte, into: &out) }
        }
        return out.text
    }

    /// RFC 3986's unreserved characters.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }
}

/// The lines of a `debugDescription` dump, each with where its text starts in the file: the
/// file's own lines, or, for the escaped one-line string that `po` prints (or a JSON `value`),
/// the lines inside it, unescaped (`\n`, `\'`, `\"`, `\\`, `\t`, `\u{…}`, `\uXXXX`). A quoted
/// field with a line break in its text (a wrapped label: XCUITest prints the break as it is,
/// and `po`'s string as `\n`) is one line: the lines its text goes on over are joined onto its
/// element line, with a line feed between them.
struct DumpLines {
    struct Line {
        var text: String
        /// The offset in the file of the line's first byte (inside a string: of the byte its
        /// unescaped text starts at).
        var start: Int
        /// Where its first line ends: a joined line is shown by its element's line.
        var end: Int
    }

    var lines: [Line] = []
    /// Where an escaped string had no closing quote, if one had none.
    var unclosedString: Int?
    /// The line whose quoted field the dump ends inside, if one's does.
    var unclosedField: Int?

    init(_ bytes: [UInt8], from start: Int) {
        var position = start
        let count = bytes.count
        while position < count {
            var end = position
            while end < count, bytes[end] != 0x0A { end += 1 }
            var textEnd = end
            if textEnd > position, bytes[textEnd - 1] == 0x0D { textEnd -= 1 }
            var first = position
            while first < textEnd, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if first < textEnd, bytes[first] == UInt8(ascii: "\"") {
                unescape(bytes, from: first + 1, to: textEnd)
            } else {
                lines.append(Line(text: String(decoding: bytes[position..<textEnd], as: UTF8.self), start: position, end: textEnd))
            }
            position = end + 1
        }
        joinQuotedFields()
    }

    /// Joins onto each line that leaves a quoted field open the lines its text goes on over,
    /// up to the one that closes it. A line the reader reads on its own (an element line, a
    /// section's) ends the field instead: the line before it was cut. Each line is scanned
    /// once, however many a field goes on over.
    private mutating func joinQuotedFields() {
        var joined: [Line] = []
        joined.reserveCapacity(lines.count)
        var index = 0
        while index < lines.count {
            var line = lines[index]
            index += 1
            guard line.text.utf8.contains(UInt8(ascii: "'")), DebugDescriptionLine.parse(DebugDescriptionLine.elementText(line.text[...]))?.openQuote == true else {
                joined.append(line)
                continue
            }
            var open = true
            while open, index < lines.count, !DebugDescriptionLine.standsAlone(lines[index].text[...]) {
                line.text += "\n" + lines[index].text
                open = DebugDescriptionLine.continuesQuote(lines[index].text[...])
                index += 1
            }
            if open, index == lines.count { unclosedField = joined.count }
            joined.append(line)
        }
        lines = joined
    }

    private mutating func unescape(_ bytes: [UInt8], from start: Int, to end: Int) {
        var current: [UInt8] = []
        var lineStart = start
        var index = start
        func finish(at position: Int) {
            lines.append(Line(text: String(decoding: current, as: UTF8.self), start: lineStart, end: position))
            current.removeAll(keepingCapacity: true)
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                finish(at: index)
                return
            }
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                current.append(byte)
                index += 1
                continue
            }
            let escaped = bytes[index + 1]
            switch escaped {
            case UInt8(ascii: "n"):
                finish(at: index)
                index += 2
                lineStart = index
                continue
            case UInt8(ascii: "t"): current.append(0x09)
            case UInt8(ascii: "r"): break
            case UInt8(ascii: "u"):
                if let (scalar, length) = Self.unicodeEscape(bytes, at: index + 2, end: end) {
                    current.append(contentsOf: Array(String(Character(scalar)).utf8))
                    index += 2 + length
                    continue
                }
                current.append(escaped)
            default: current.append(escaped)
            }
            index += 2
        }
        finish(at: end)
        unclosedString = end
    }

    /// `{1F600}` (Swift) or `00E9` (JSON) after `\u`: the scalar and how many bytes it took.
    /// A JSON surrogate or an invalid scalar becomes U+FFFD.
    private static func unicodeEscape(_ bytes: [UInt8], at start: Int, end: Int) -> (Unicode.Scalar, Int)? {
        func hex(_ range: Range<Int>) -> UInt32? {
            guard range.upperBound <= end, !range.isEmpty, range.count <= 8 else { return nil }
            return UInt32(String(decoding: bytes[range], as: UTF8.self), radix: 16)
        }
        if start < end, bytes[start] == UInt8(ascii: "{") {
            var close = start + 1
            while close < end, close < start + 10, bytes[close] != UInt8(ascii: "}") { close += 1 }
            guard close < end, bytes[close] == UInt8(ascii: "}"), let value = hex(start + 1..<close) else { return nil }
            return (Unicode.Scalar(value) ?? "\u{FFFD}", close + 1 - start)
        }
        guard let value = hex(start..<start + 4) else { return nil }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", 4)
    }
}

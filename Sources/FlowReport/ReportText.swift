/// A report's text while it is written: UTF-8 bytes in one growing buffer, made a `String`
/// once at the end.
///
/// Appending a piece to a `String` (or interpolating one) costs a hundred to a few hundred
/// instructions whatever its length, and a report is millions of small pieces: that was most
/// of the Markdown report's cost in callgrind. `[UInt8].append(contentsOf:)` still cost about
/// 70 per piece; here a piece is a capacity check and a copy. A class, so that the buffer is
/// freed by `deinit`; it is never shared, each report makes its own.
final class ReportText {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The text so far.
    var string: String {
        let bytes = UnsafeBufferPointer(start: start, count: count)
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // Valid UTF-8 by construction: only whole strings, literals, ASCII, and ASCII bytes
            // of strings rewritten as ASCII go in (every appending method below keeps that).
            // Checking the bytes again cost nine instructions a byte, 7% of a full compile.
            return String(copying: UTF8Span(unchecked: bytes.span))
        }
        #endif
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Empties the text, keeping its buffer for the next.
    func removeAll() {
        count = 0
    }

    func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    func append(_ text: String) {
        // Read in place (`withUTF8` would need a copy of the string, and retain it).
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            var text = text
            text.withUTF8 { append(contentsOf: $0) }
        }
    }

    /// One byte: ASCII, or the next byte of a sequence copied whole from a string.
    private func append(byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    /// Whole characters' bytes, from a string or a literal.
    private func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// `text` with each ASCII byte that `replacement` names rewritten, and line breaks and
    /// other control characters (U+2028 and U+2029 too) made spaces, so that a name from a flow
    /// can never end a table row or a label. Works on UTF-8 bytes: appending scalar by scalar
    /// to a `String` was once the report's largest cost. Most names need nothing rewritten and
    /// are copied in one piece.
    func append(_ text: String, escaping replacement: (UInt8) -> StaticString?) {
        // Read in place where the string allows it (a native one always does).
        if text.utf8.withContiguousStorageIfAvailable({ append($0, escaping: replacement) }) == nil {
            var text = text
            text.withUTF8 { append($0, escaping: replacement) }
        }
    }

    /// `text` escaped as `append(_:escaping:)` does, as a string of its own.
    static func escaped(_ text: String, by replacement: (UInt8) -> StaticString?) -> String {
        let out = ReportText(capacity: text.utf8.count + 16)
        out.append(text, escaping: replacement)
        return out.string
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>, escaping replacement: (UInt8) -> StaticString?) {
        // 0xE2 may start U+2028 or U+2029.
        guard bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xE2 || replacement($0) != nil }) else {
            append(contentsOf: bytes)
            return
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let replaced = replacement(byte) {
                append(replaced)
            } else if byte == 0xE2, index + 1 < bytes.count, bytes[index] == 0x80, bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9 {
                // U+2028 and U+2029, the line and paragraph separators.
                append(byte: UInt8(ascii: " "))
                index += 2
            } else {
                append(byte: byte < 0x20 || byte == 0x7F ? UInt8(ascii: " ") : byte)
            }
        }
    }

    /// A number in decimal, as `String(number)` writes it.
    func append(_ number: Int) {
        guard number >= 0 else {
            append(String(number))
            return
        }
        if number < 10 {
            append(byte: UInt8(ascii: "0") + UInt8(number))
            return
        }
        var divisor = 10
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            append(byte: UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.initialize(from: start, count: count)
        start.deallocate()
        start = bigger
        capacity = newCapacity
    }
}

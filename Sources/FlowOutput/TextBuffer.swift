/// Text while it is written: UTF-8 bytes in one growing buffer, made a `String` once at the end.
/// Every renderer writes through one: diagnostics, Markdown, Mermaid, JSON, SARIF and the index.
///
/// What goes in must add up to valid UTF-8: whole strings and literals, ASCII bytes, and a
/// string's bytes in order with only ASCII bytes or whole scalars replaced (`TextEscaping`).
/// The text is then valid by construction, and is not checked again (debug builds do).
///
/// Not copyable, so that the buffer has one owner that frees it, and a struct rather than a
/// class, so that appending from another module needs no run-time exclusivity check (see
/// docs/benchmark.md for what each of these choices saved).
///
/// Made with a `TextSink`, it streams instead: when the text outgrows the buffer, the bytes
/// so far go to the sink and the buffer starts again empty, so that a document of any size
/// needs no more memory than the buffer, and is never copied into a `String`. `flush()` hands
/// on the rest at the end.
public struct TextBuffer: ~Copyable {
    @usableFromInline var start: UnsafeMutablePointer<UInt8>
    @usableFromInline var count: Int = 0
    @usableFromInline var capacity: Int
    /// Where the text goes when the buffer is full, or nil to grow the buffer instead.
    @usableFromInline let sink: TextSink?

    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
        sink = nil
    }

    /// A buffer of `capacity` bytes that hands its text to `sink` whenever it is full, and
    /// when `flush()` is called. It grows only for a single append larger than itself.
    public init(capacity: Int, streamingTo sink: TextSink) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
        self.sink = sink
    }

    deinit {
        start.deallocate()
    }

    /// The bytes so far; valid until the next append.
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    /// The text so far.
    public var text: String {
        #if DEBUG
        precondition(String(validating: bytes, as: UTF8.self) != nil, "TextBuffer: a piece cut a UTF-8 sequence")
        #endif
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // Valid by construction (above): not checked again.
            return String(copying: UTF8Span(unchecked: bytes.span))
        }
        #endif
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One ASCII byte, or one byte of a sequence whose other bytes follow.
    @inlinable public mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    /// Bytes of whole UTF-8 sequences.
    @inlinable public mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        if count + run.count > capacity { grow(toHold: count + run.count) }
        appendReserved(run)
    }

    /// Makes room for `extra` more bytes, so that `appendReserved` can skip the check.
    @inlinable public mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    /// Bytes for which `reserve` made room.
    @inlinable public mutating func appendReserved(_ run: UnsafeBufferPointer<UInt8>) {
        // An empty run may have no address, and then there is nothing to copy.
        guard let base = run.baseAddress else { return }
        (start + count).initialize(from: base, count: run.count)
        count += run.count
    }

    /// A byte for which `reserve` made room.
    @inlinable public mutating func appendReserved(_ byte: UInt8) {
        start[count] = byte
        count += 1
    }

    /// Always inlined: where a literal is written, its representation (a pointer or a single
    /// scalar) and length are constants, and nothing is left but the check for room.
    @inlinable @inline(__always) public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    // Disfavoured, so that a literal argument is a `StaticString`, copied without looking at
    // a `String`'s representation (a short literal is a small string, copied once more).
    @_disfavoredOverload
    @inlinable public mutating func append(_ text: String) {
        // Read in place where the string allows it (a native one does; a small one is copied).
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// `text` escaped as `Escaping` says: runs of bytes that its `marks` leave alone are
    /// copied whole, and each marked byte is handed to its `replace`.
    @inlinable public mutating func append<Escaping: TextEscaping>(_ text: String, escaping: Escaping.Type) {
        // Read in place where the string allows it (a native one does; a small one is copied).
        if text.utf8.withContiguousStorageIfAvailable({ append($0, escaping: escaping) }) == nil {
            var text = text
            text.withUTF8 { append($0, escaping: escaping) }
        }
    }

    /// UTF-8 bytes of whole scalars, escaped as `Escaping` says.
    @inlinable public mutating func append<Escaping: TextEscaping>(_ utf8: UnsafeBufferPointer<UInt8>, escaping: Escaping.Type) {
        var runStart = 0
        var index = ByteScan.first(in: utf8, from: 0, Escaping.marks)
        while index < utf8.count {
            append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            let used = Escaping.replace(utf8, at: index, into: &self)
            if used == 0 {
                // Kept as it is: the next run starts with it.
                runStart = index
                index &+= 1
            } else {
                index &+= used
                runStart = index
            }
            index = ByteScan.first(in: utf8, from: index, Escaping.marks)
        }
        append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    /// `text` escaped as `Escaping` says, as a string of its own.
    public static func escaped<Escaping: TextEscaping>(_ text: String, by escaping: Escaping.Type) -> String {
        var out = TextBuffer(capacity: text.utf8.count + 16)
        out.append(text, escaping: escaping)
        return out.text
    }

    /// Empties the text, keeping the buffer's memory for the next.
    public mutating func removeAll() {
        count = 0
    }

    /// Hands the text so far to the sink and empties the buffer; without a sink, does nothing.
    public mutating func flush() {
        guard let sink, count > 0 else { return }
        sink.write(bytes)
        count = 0
    }

    /// Bytes of whole UTF-8 sequences that are already laid out in memory (text rendered once
    /// for every document): with a sink they go to it as they are, after the text before
    /// them, rather than being copied into the buffer; without one they are appended.
    public mutating func append(passingOn run: UnsafeBufferPointer<UInt8>) {
        guard let sink else {
            append(run)
            return
        }
        flush()
        if !run.isEmpty { sink.write(run) }
    }

    /// ",\n" and then `lineBreakSpaces` spaces: a writer of indented text copies the piece it
    /// needs (a line break, after a comma or not, and an indent) in one go.
    public static let lineBreaks: StaticString =
        ",\n                                                                "
    public static let lineBreakSpaces = 64

    /// `byte` (ASCII) `count` times.
    @inlinable public mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        if count + repeats > capacity { grow(toHold: count + repeats) }
        (start + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// The decimal digits of `number`, as `String(number)` writes them.
    @inlinable public mutating func append(decimal number: Int) {
        if UInt(bitPattern: number) < 10_000 {
            appendDecimal(below10000: UInt32(truncatingIfNeeded: number))
        } else {
            appendDigitByDigit(number)
        }
    }

    /// Numbers below 10,000 (most lines, columns and counts), with no loop and no branch but
    /// the buffer's room. Four digits are made, the leading zeros dropped.
    @usableFromInline mutating func appendDecimal(below10000 number: UInt32) {
        // One digit a byte, the thousands first (in memory order).
        let digits = number / 1_000 | (number / 100 % 10) << 8 | (number / 10 % 10) << 16 | (number % 10) << 24
        // The high bit of each digit that is not 0, and of the units, which are always written:
        // the lowest one is the first digit written.
        let written = (digits &+ 0x7F7F_7F7F) & 0x8080_8080 | 0x8000_0000
        let skipped = written.trailingZeroBitCount >> 3
        let text = (digits &+ 0x3030_3030) &>> (UInt32(truncatingIfNeeded: skipped) &<< 3)
        reserve(4)
        UnsafeMutableRawPointer(start + count).storeBytes(of: text.littleEndian, as: UInt32.self)
        count &+= 4 &- skipped
    }

    @usableFromInline mutating func appendDigitByDigit(_ number: Int) {
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { digits in
            var first = digits.count
            var rest = number.magnitude
            repeat {
                first &-= 1
                digits[first] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest != 0
            if number < 0 {
                first &-= 1
                digits[first] = UInt8(ascii: "-")
            }
            append(UnsafeBufferPointer(rebasing: digits.bindMemory(to: UInt8.self)[first...]))
        }
    }

    @usableFromInline mutating func grow(toHold needed: Int) {
        if sink != nil && count > 0 {
            let extra = needed - count
            flush()
            if extra <= capacity { return }
            grow(toHold: extra)
            return
        }
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = bigger
        capacity = newCapacity
    }
}

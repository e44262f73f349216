/// Text while it is written: UTF-8 bytes in one growing buffer, made a `String` once at the end.
///
/// The renderers of diagnostics and of the JSON and SARIF reports append many short pieces.
/// Appending to a `String` costs a hundred or more instructions a piece, and `[UInt8]` tens;
/// here a piece is a capacity check and a copy. A file with tens of thousands of errors makes
/// tens of megabytes of output, and the fuzzer renders every input five ways.
///
/// What goes in must add up to valid UTF-8: whole strings and literals, ASCII bytes, and a
/// string's bytes in order with only ASCII bytes or whole scalars replaced. The text is then
/// valid by construction, and is not checked again (debug builds do).
///
/// Not copyable, so that the buffer has one owner that frees it, and a struct rather than a
/// class: a class's stored properties, read from another module, are checked for exclusive
/// access at run time at every append (that was half of the JSON report's instructions).
public struct TextBuffer: ~Copyable {
    @usableFromInline var start: UnsafeMutablePointer<UInt8>
    @usableFromInline var count: Int = 0
    @usableFromInline var capacity: Int

    public init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
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
            // Checking the bytes again would cost about nine instructions a byte.
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

    @inlinable public mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    @inlinable public mutating func append(_ text: String) {
        // Read in place where the string allows it (a native one does; a small one is copied).
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    /// `text`, with the bytes that `test` marks (see `ByteScan`) handed to `replace`, which
    /// either appends what stands for the bytes at the index it is given and returns how many
    /// it consumed, or returns 0 to keep the byte as it is. Runs of other bytes are copied whole.
    @inlinable @inline(__always) public mutating func append(
        _ text: String, escaping test: (UInt64) -> UInt64,
        _ replace: (UnsafeBufferPointer<UInt8>, Int, inout TextBuffer) -> Int
    ) {
        // Read in place where the string allows it (a native one does; a small one is copied).
        if text.utf8.withContiguousStorageIfAvailable({ append($0, escaping: test, replace) }) == nil {
            var text = text
            text.withUTF8 { append($0, escaping: test, replace) }
        }
    }

    @inlinable @inline(__always) mutating func append(
        _ utf8: UnsafeBufferPointer<UInt8>, escaping test: (UInt64) -> UInt64,
        _ replace: (UnsafeBufferPointer<UInt8>, Int, inout TextBuffer) -> Int
    ) {
        var runStart = 0
        var index = ByteScan.first(in: utf8, from: 0, test)
        while index < utf8.count {
            append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            let used = replace(utf8, index, &self)
            if used == 0 {
                // Kept as it is: the next run starts with it.
                runStart = index
                index &+= 1
            } else {
                index &+= used
                runStart = index
            }
            index = ByteScan.first(in: utf8, from: index, test)
        }
        append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
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

    /// The decimal digits of `number`, as `String(number)` writes them. Lines and columns
    /// are mostly below 10,000: those are written from the number of their digits, without a
    /// loop; other numbers digit by digit from the last.
    public mutating func append(decimal number: Int) {
        let digits: Int
        if number < 0 || number >= 10_000 {
            appendDigitByDigit(number)
            return
        } else if number < 100 {
            digits = number < 10 ? 1 : 2
        } else {
            digits = number < 1_000 ? 3 : 4
        }
        reserve(digits)
        let low = UInt8(truncatingIfNeeded: number % 100)
        let high = UInt8(truncatingIfNeeded: number / 100)
        let zero = UInt8(ascii: "0")
        let end = start + count + digits
        end[-1] = zero &+ low % 10
        if digits >= 2 { end[-2] = zero &+ low / 10 }
        if digits >= 3 { end[-3] = zero &+ high % 10 }
        if digits == 4 { end[-4] = zero &+ high / 10 }
        count &+= digits
    }

    private mutating func appendDigitByDigit(_ number: Int) {
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
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = bigger
        capacity = newCapacity
    }
}

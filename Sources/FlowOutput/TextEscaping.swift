/// How one output format escapes text: which bytes may need it, and what each becomes.
///
/// `TextBuffer.append(_:escaping:)` finds the marked bytes eight at a time and copies the runs
/// between them whole, so a format that escapes little costs little. A replacement must keep
/// the text valid UTF-8: it replaces ASCII bytes or whole scalars, never part of one.
public protocol TextEscaping {
    /// A `ByteScan` test: the high bit of every byte that may need escaping (it may mark
    /// bytes that turn out to need nothing; `replace` then returns 0).
    static func marks(_ word: UInt64) -> UInt64

    /// Appends what stands for the bytes at `index` of `utf8` and returns how many bytes it
    /// stands for, or returns 0, appending nothing, to keep the byte as it is.
    static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int
}

/// Text that must stay on one line of a table or a label: the ASCII bytes that are syntax in
/// the format come from `replacement`, and line ends, other control characters, DEL and the
/// line and paragraph separators (U+2028, U+2029) become one space each.
public protocol OneLineEscaping: TextEscaping {
    /// A `ByteScan` test marking the bytes for which `replacement` may have something.
    static func syntax(_ word: UInt64) -> UInt64
    /// What the ASCII byte at `index` of `utf8` becomes, if it is syntax in the format there
    /// (some bytes are syntax only beside others).
    static func replacement(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> StaticString?
}

extension OneLineEscaping {
    @inlinable public static func marks(_ word: UInt64) -> UInt64 {
        // 0xE2 may start U+2028 or U+2029.
        ByteScan.below(word, 0x20) | ByteScan.equal(word, 0x7F) | ByteScan.equal(word, 0xE2) | syntax(word)
    }

    @inlinable public static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
        let byte = utf8[index]
        if let replaced = replacement(utf8, at: index) {
            out.append(replaced)
            return 1
        }
        if byte == 0xE2 {
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; any other scalar stays.
            guard index &+ 2 < utf8.count, utf8[index &+ 1] == 0x80, utf8[index &+ 2] & 0xFE == 0xA8 else { return 0 }
            out.append(UInt8(ascii: " "))
            return 3
        }
        guard byte < 0x20 || byte == 0x7F else { return 0 }
        out.append(UInt8(ascii: " "))
        return 1
    }
}

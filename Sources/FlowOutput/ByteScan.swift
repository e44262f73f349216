/// Finds bytes of interest in UTF-8 text eight at a time (SWAR: SIMD within a register): a
/// whole 8-byte word is tested with a few arithmetic operations and one comparison, and only a
/// word that holds a byte of interest is looked at more closely. The renderers look at every
/// byte of every message and name this way for the few that need escaping.
///
/// A test returns a mask with the high bit of each byte of interest set. The tests below can
/// also set the high bit of a byte that comes after a true one (a borrow carries into it), but
/// never before: the lowest set bit is always exact, and that is all `first` reads.
public enum ByteScan {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Bytes equal to `byte`.
    @inlinable public static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return (difference &- ones) & ~difference & highs
    }

    /// Bytes below `bound`, which must be at most 0x80.
    @inlinable public static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word & highs
    }

    /// Bytes of 0x80 or more: every byte of a non-ASCII scalar.
    @inlinable public static func nonASCII(_ word: UInt64) -> UInt64 {
        word & highs
    }

    /// The index of the first byte at or after `start` that `test` marks, or `bytes.count`.
    /// Sixteen bytes are tested per comparison; the last few as a word padded with "A", which
    /// no test here marks.
    @inlinable @inline(__always) public static func first(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ test: (UInt64) -> UInt64
    ) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let count = bytes.count
        var index = start
        while count &- index >= 16 {
            let low = test(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            let high = test(UInt64(littleEndian: UnsafeRawPointer(base + index + 8).loadUnaligned(as: UInt64.self)))
            if low | high != 0 {
                return low != 0 ? index &+ low.trailingZeroBitCount >> 3 : index &+ 8 &+ high.trailingZeroBitCount >> 3
            }
            index &+= 16
        }
        while index < count {
            var word: UInt64 = 0x4141_4141_4141_4141
            let length = min(8, count &- index)
            withUnsafeMutableBytes(of: &word) { padded in
                padded.baseAddress!.copyMemory(from: base + index, byteCount: length)
            }
            let mask = test(UInt64(littleEndian: word))
            if mask != 0 { return index &+ mask.trailingZeroBitCount >> 3 }
            index &+= length
        }
        return count
    }

    /// The number of Unicode scalars in `bytes` (valid or not, a scalar starts at every byte
    /// that is not a continuation byte, 10xxxxxx), as an editor counts columns.
    @inlinable public static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var continuations = 0
        var index = 0
        while count &- index >= 8 {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Bit 7 set and bit 6 clear: a continuation byte. Byte order does not matter here.
            continuations &+= (word & ~(word << 1) & highs).nonzeroBitCount
            index &+= 8
        }
        if index < count {
            var word: UInt64 = 0x4141_4141_4141_4141
            withUnsafeMutableBytes(of: &word) { padded in
                padded.baseAddress!.copyMemory(from: base + index, byteCount: count &- index)
            }
            continuations &+= (word & ~(word << 1) & highs).nonzeroBitCount
        }
        return count &- continuations
    }
}

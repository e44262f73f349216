/// An open-addressing table from a word to its keyword, built once. A keyword is at most 16
/// bytes, so a word is packed into two integers and compared as two integers.
struct KeywordTable: Sendable {
    struct Packed: Equatable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
    }

    static let size = 256
    static let mask = size - 1
    static let empty: UInt8 = 0xFF
    static let longest = 16
    static let shared = KeywordTable()

    let keywords = Keyword.allCases
    let packed: [Packed]
    let slots: [UInt8]

    init() {
        var packed: [Packed] = []
        var slots = [UInt8](repeating: Self.empty, count: Self.size)
        for (index, keyword) in keywords.enumerated() {
            let spelling = Array(keyword.rawValue.utf8)
            precondition(spelling.count <= Self.longest, "keyword '\(keyword.rawValue)' is longer than \(Self.longest) bytes")
            let word = spelling.withUnsafeBufferPointer { Self.pack($0, 0, $0.count) }
            packed.append(word)
            var probe = Self.hash(word) & Self.mask
            while slots[probe] != Self.empty { probe = (probe + 1) & Self.mask }
            slots[probe] = UInt8(index)
        }
        self.packed = packed
        self.slots = slots
    }

    /// The word's bytes, little-endian, in two integers; `end - start` is at most 16.
    @inline(__always)
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Packed {
        var word = Packed()
        var shift: UInt64 = 0
        for index in start..<min(end, start + 8) {
            word.low |= UInt64(bytes[index]) << shift
            shift += 8
        }
        shift = 0
        if end - start > 8 {
            for index in (start + 8)..<end {
                word.high |= UInt64(bytes[index]) << shift
                shift += 8
            }
        }
        return word
    }

    @inline(__always)
    static func hash(_ word: Packed) -> Int {
        let mixed = (word.low ^ (word.high &* 0x9E37_79B9)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 56)
    }
}

/// Every word the language gives a meaning to, recognised once, by the lexer, from a word
/// token's bytes. The parser then switches on a one-byte value instead of building a `String`
/// per word and matching it against each word set (`init(rawValue:)` on a `String` enum
/// compares the string with every case: a twentieth of the front end, by callgrind).
///
/// The word sets of `Vocabulary.swift` map from here with `init?(_ keyword:)`; a test checks
/// that every word of every set is a keyword and maps back to itself.
public enum Keyword: String, Sendable, CaseIterable {
    // Top level and the words inside lines.
    case screen, task, scrolls, icon, when, voiceover
    case `in`, at, most, steps, step
    // Element kinds.
    case header, text, image, button, link, group, toggle, field, slider, stepper, picker
    // Attributes (those that are not also element kinds).
    case label, value, hint, input, traits, size, hidden, combine, contain, ignore, adjustable
    case action
    case swipeAction = "swipe-action"
    case gesture, edge
    case safeArea = "safe-area"
    case truncates
    case fixedHeight = "fixed-height"
    // Task lines.
    case start, activate, choose, find, expect, waive
    // Gestures.
    case tap
    case doubleTap = "double-tap"
    case longPress = "long-press"
    case swipe, drag, pinch
    // Edges.
    case top, bottom, leading, trailing

    /// The keyword spelled by `bytes[start..<end]`, if any.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, in table: KeywordTable) -> Keyword? {
        let length = end - start
        guard length >= 2, length <= KeywordTable.longest else { return nil }
        let packed = KeywordTable.pack(bytes, start, end)
        var slot = KeywordTable.hash(packed) & KeywordTable.mask
        while true {
            let entry = table.slots[slot]
            if entry == KeywordTable.empty { return nil }
            if table.packed[Int(entry)] == packed { return table.keywords[Int(entry)] }
            slot = (slot + 1) & KeywordTable.mask
        }
    }
}

/// An open-addressing table from a word to its keyword, built once. A keyword is at most 16
/// bytes, so a word is packed into two integers and compared in two instructions.
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

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
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        let length = end - start
        guard length >= 2, length <= KeywordTable.longest else { return nil }
        let table = KeywordTable.shared
        var slot = KeywordTable.hash(bytes, start, end) & KeywordTable.mask
        while true {
            let entry = table.slots[slot]
            if entry == KeywordTable.empty { return nil }
            let keyword = table.keywords[Int(entry)]
            let spelling = table.spellings[Int(entry)]
            if spelling.count == length {
                var same = true
                for offset in 0..<length where bytes[start + offset] != spelling[offset] {
                    same = false
                    break
                }
                if same { return keyword }
            }
            slot = (slot + 1) & KeywordTable.mask
        }
    }
}

/// An open-addressing table from a word's bytes to its keyword, built once.
private struct KeywordTable: Sendable {
    static let size = 256
    static let mask = size - 1
    static let empty: UInt8 = 0xFF
    static let longest = Keyword.allCases.map(\.rawValue.utf8.count).max()!
    static let shared = KeywordTable()

    let keywords = Keyword.allCases
    let spellings: [[UInt8]] = Keyword.allCases.map { Array($0.rawValue.utf8) }
    let slots: [UInt8]

    init() {
        var slots = [UInt8](repeating: Self.empty, count: Self.size)
        for (index, spelling) in spellings.enumerated() {
            let slot = spelling.withUnsafeBufferPointer { Self.hash($0, 0, $0.count) }
            var probe = slot & Self.mask
            while slots[probe] != Self.empty { probe = (probe + 1) & Self.mask }
            slots[probe] = UInt8(index)
        }
        self.slots = slots
    }

    /// Length, first, second and last byte: enough to spread the language's few dozen words.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        let length = end - start
        return (length &* 37) ^ (Int(bytes[start]) &* 7) ^ (Int(bytes[start + 1]) &* 13) ^ (Int(bytes[end - 1]) &* 3)
    }
}

/// Every word the language gives a meaning to, recognised once, by the lexer, from a word
/// token's bytes. The parser then switches on a one-byte value instead of building a `String`
/// per word and matching it against each word set.
///
/// The word sets of `Vocabulary.swift` map from here with `init?(_ keyword:)`; a test checks
/// that every word of every set is a keyword and maps back to itself.
public enum Keyword: String, Sendable, CaseIterable {
    // Top level and the words inside lines.
    case screen, task, scrolls, icon, when, voiceover
    case `in`, at, most, steps, step
    // Element kinds.
    case header, text, image, button, link, group, toggle, field, slider, stepper, picker
    // navigator-model.md §10.3.
    case menu
    // List cells and their accessories (navigator-model.md §10.1).
    case cell, accessory, disclosure, checkmark, `switch`, info
    case detailDisclosure = "detail-disclosure"
    // Attributes (those that are not also element kinds).
    case label, value, hint, input, traits, size, hidden, combine, contain, ignore, adjustable
    case action
    case swipeAction = "swipe-action"
    case gesture, edge
    case safeArea = "safe-area"
    case truncates
    case fixedHeight = "fixed-height"
    // Group layout (navigator-model.md §9.1).
    case overlay, pinned, row, reflows
    // The platform's own parts (navigator-model.md §10.4, §10.5).
    case map, caps, medium
    case pageControl = "page-control"
    // Screen-line suffixes (navigator-model.md §9.1).
    case focus
    case pages
    // Segmented controls and context menus (navigator-model.md §10.3).
    case segmented
    case contextMenu = "context-menu"
    // Task lines.
    case start, activate, choose, find, expect, waive
    // Gestures.
    case tap
    case doubleTap = "double-tap"
    case longPress = "long-press"
    case swipe, drag, pinch
    // Edges.
    case top, bottom, leading, trailing
    // Alerts, sheets, escape, and the steps back, adjust and type (navigator-model.md §9.1, §9.2).
    case alert, sheet, escape, range, by, back, adjust, type, to
    // Components and repetition (navigator-model.md §9.1).
    case component, use, with, `repeat`, from

    /// Every keyword by its spelling, built from the cases.
    static let bySpelling = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    static let longest = allCases.map(\.rawValue.utf8.count).max() ?? 0

    /// The keyword spelled by `bytes[start..<end]`, if any.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        guard end - start <= longest else { return nil }
        return bySpelling[String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)]
    }
}

import FlowSyntax

/// The attributes an element may be given once (and once more under `when voiceover`), and
/// which of them have been seen: a bit each, not a dictionary per element.
struct SingleAttributes {
    static let grouping = 6
    var given: UInt16 = 0

    /// The attribute's slot, or nil for the attributes that may repeat.
    static func slot(of kind: Attribute.Kind) -> Int? {
        switch kind {
        case .label: 0
        case .value: 1
        case .hint: 2
        case .size: 3
        case .edge: 4
        case .navigate: 5
        case .grouping: grouping
        case .range: 7
        // The parts of navigator-model.md §10: a second one would silently replace the first.
        case .accessory: 8
        case .caps: 9
        case .segmented: 10
        case .pageControl: 11
        case .layout(.map): 12
        default: nil
        }
    }
}

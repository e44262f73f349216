/// A set of traits as one word of bits, like `UIAccessibilityTraits`: a value with no storage
/// of its own, compared and combined with bit operations.
public struct TraitSet: Sendable, Hashable, ExpressibleByArrayLiteral {
    private var bits: UInt32 = 0

    public init() {}

    public init(arrayLiteral traits: Trait...) {
        for trait in traits { insert(trait) }
    }

    public var isEmpty: Bool { bits == 0 }

    public func contains(_ trait: Trait) -> Bool { bits & trait.bit != 0 }

    public mutating func insert(_ trait: Trait) { bits |= trait.bit }

    /// A tab bar, navigation bar or toolbar (navigator-model.md §9.1, §10.2).
    public var isBar: Bool { contains(.tabBar) || contains(.navigationBar) || contains(.toolbar) }
}

extension Trait {
    /// The trait's bit in a `TraitSet`: its position in the declaration.
    var bit: UInt32 {
        let position: Int
        switch self {
        case .button: position = 0
        case .link: position = 1
        case .header: position = 2
        case .selected: position = 3
        case .adjustable: position = 4
        case .image: position = 5
        case .notEnabled: position = 6
        case .staticText: position = 7
        case .searchField: position = 8
        case .toggle: position = 9
        case .tabBar: position = 10
        case .keyboardKey: position = 11
        case .summaryElement: position = 12
        case .updatesFrequently: position = 13
        case .playsSound: position = 14
        case .startsMedia: position = 15
        case .allowsDirectInteraction: position = 16
        case .causesPageTurn: position = 17
        case .modal: position = 18
        case .navigationBar: position = 19
        case .toolbar: position = 20
        }
        return 1 << position
    }
}

/// The named problems a report can point at (navigator-model.md, section 5). Every blocker,
/// friction and element warning names one, so that a reader can look it up.
public enum Pattern: String, Sendable, CaseIterable, Hashable, Comparable {
    case mysteryIcon = "Mystery Icon"
    case swipeTrap = "Swipe Trap"
    case duplicateVoiceCommand = "Duplicate Voice Command"
    case semanticControl = "Semantic Control"
    case hiddenAction = "Hidden Action"
    case swallowedControl = "Swallowed Control"
    case collapsedOptions = "Collapsed Options"
    case edgeGestureCollision = "Edge Gesture Collision"
    case smallTarget = "Small Target"
    case labelMismatch = "Label Mismatch"
    case offscreenAtLargerText = "Offscreen at Larger Text"
    case overGroupedControl = "Over Grouped Control"
    case labelSoup = "Label Soup"
    case stateInLabel = "State in Label"
    case selectedAsValue = "Selected as Value"
    case clippedAtLargerText = "Clipped at Larger Text"

    /// The name as the spec writes it ("Swipe Trap").
    public var name: String { rawValue }

    /// The kebab-case form (`swipe-trap`), for ids and `flowmap explain`.
    public var slug: String {
        rawValue.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// One line on what is wrong.
    public var summary: String {
        switch self {
        case .mysteryIcon: "a control with no name"
        case .swipeTrap: "an action that exists only as a custom gesture"
        case .duplicateVoiceCommand: "several controls share one name"
        case .semanticControl: "a tappable view that is not exposed as a control"
        case .hiddenAction: "the action exists only as a custom accessibility action"
        case .swallowedControl: "a button nested inside a row-wide link or button"
        case .collapsedOptions: "options merged into one adjustable element"
        case .edgeGestureCollision: "a drag or swipe that starts at a system edge"
        case .smallTarget: "a target smaller than 44×44 pt"
        case .labelMismatch: "the visible text does not start the accessible name"
        case .offscreenAtLargerText: "at the largest text size the target is pushed off a screen that does not scroll"
        case .overGroupedControl: "a native control inside a combined group"
        case .labelSoup: "a label longer than a short sentence"
        case .stateInLabel: "state written in the label instead of the value or a trait"
        case .selectedAsValue: "\"Selected\" written as a value instead of the selected trait"
        case .clippedAtLargerText: "text that the largest text size clips"
        }
    }

    public static func < (a: Pattern, b: Pattern) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension String {
    /// Foundation-free replacement, so that the navigator needs only the standard library.
    func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }

    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard target.count == 1, replacement.count == 1 else { return self }
        return replacingOccurrences(of: Character(target), with: Character(replacement))
    }
}

/// The closed word sets of the language. `grammar.md` lists the same words; a test keeps
/// the two in step.

/// What an element is. The string after the kind is visible text, except for `image` (the
/// image's name) and `group` (the name a file refers to it by).
public enum ElementKind: String, Sendable, CaseIterable {
    case header, text, image, button, link, group, toggle, field, slider, stepper, picker
    // navigator-model.md §10.3.
    case menu
    // navigator-model.md §10.1.
    case cell

    /// The kind with its indefinite article, for messages: "an image", "a button".
    public var withArticle: String {
        self == .image ? "an image" : "a \(rawValue)"
    }
}

/// How a group presents its children to assistive technologies.
public enum Grouping: String, Sendable, CaseIterable {
    case combine, contain, ignore
}

/// The app gestures a `gesture` attribute can declare.
public enum GestureKind: String, Sendable, CaseIterable {
    case tap
    case doubleTap = "double-tap"
    case longPress = "long-press"
    case swipe, drag, pinch
}

/// The screen edge a gesture area sits on.
public enum Edge: String, Sendable, CaseIterable {
    case top, bottom, leading, trailing
}

/// The words that start an attribute.
public enum AttributeKeyword: String, Sendable, CaseIterable {
    case label, value, hint, input, traits, size, hidden
    case combine, contain, ignore, adjustable
    case arrow = "->"
    case action
    case swipeAction = "swipe-action"
    case gesture, edge
    case safeArea = "safe-area"
    case truncates
    case fixedHeight = "fixed-height"
    case when
    // navigator-model.md §9.1, §9.2.
    case escape, range
    // Group layout (navigator-model.md §9.1).
    case overlay, pinned, row, reflows
    case pages
    // Segmented controls and context menus (navigator-model.md §10.3).
    case segmented
    case contextMenu = "context-menu"
    // navigator-model.md §10.1.
    case accessory
    // navigator-model.md §10.4, §10.5.
    case pageControl = "page-control"
    case caps
    case map
}

/// What sits at a list cell's trailing edge (`accessory WORD`, navigator-model.md §10.1).
public enum CellAccessory: String, Sendable, CaseIterable {
    case disclosure, checkmark
    case `switch`
    case info
    case detailDisclosure = "detail-disclosure"

    /// A "More Info" button of its own, which an `->` after the word leads from.
    public var isInfoButton: Bool { self == .info || self == .detailDisclosure }
}

/// The words that start a task line.
public enum StepKeyword: String, Sendable, CaseIterable {
    case start, activate, choose, find, expect, waive
    // navigator-model.md §9.2.
    case back, adjust, type
}

/// The words allowed at the top level.
public enum TopLevelKeyword: String, Sendable, CaseIterable {
    case screen, task
    case component
}

/// The largest indentation level a line may have (two spaces each). Deeper lines are an
/// error, so that every later stage can walk a tree without deep recursion.
public let maximumNestingLevel = 64

/// The largest file flowmap reads, in bytes.
public let maximumFileSize = 64 * 1024 * 1024

// The word sets from the lexer's keywords, without building a String. Each mapping is a
// switch, so the compiler checks it as the sets change; a test checks each word maps to itself.

extension ElementKind {
    public init?(_ keyword: Keyword?) {
        switch keyword {
        case .header: self = .header
        case .text: self = .text
        case .image: self = .image
        case .button: self = .button
        case .link: self = .link
        case .group: self = .group
        case .toggle: self = .toggle
        case .field: self = .field
        case .slider: self = .slider
        case .stepper: self = .stepper
        case .picker: self = .picker
        case .menu: self = .menu
        case .cell: self = .cell
        default: return nil
        }
    }
}

extension AttributeKeyword {
    /// `->` is a token of its own, not a word, so it never comes from a keyword.
    public init?(_ keyword: Keyword?) {
        switch keyword {
        case .label: self = .label
        case .value: self = .value
        case .hint: self = .hint
        case .input: self = .input
        case .traits: self = .traits
        case .size: self = .size
        case .hidden: self = .hidden
        case .combine: self = .combine
        case .contain: self = .contain
        case .ignore: self = .ignore
        case .adjustable: self = .adjustable
        case .action: self = .action
        case .swipeAction: self = .swipeAction
        case .gesture: self = .gesture
        case .edge: self = .edge
        case .safeArea: self = .safeArea
        case .truncates: self = .truncates
        case .fixedHeight: self = .fixedHeight
        case .when: self = .when
        case .escape: self = .escape
        case .range: self = .range
        case .overlay: self = .overlay
        case .pinned: self = .pinned
        case .row: self = .row
        case .reflows: self = .reflows
        case .pages: self = .pages
        case .segmented: self = .segmented
        case .contextMenu: self = .contextMenu
        case .accessory: self = .accessory
        case .pageControl: self = .pageControl
        case .caps: self = .caps
        case .map: self = .map
        default: return nil
        }
    }
}

extension StepKeyword {
    public init?(_ keyword: Keyword?) {
        switch keyword {
        case .start: self = .start
        case .activate: self = .activate
        case .choose: self = .choose
        case .find: self = .find
        case .expect: self = .expect
        case .waive: self = .waive
        case .back: self = .back
        case .adjust: self = .adjust
        case .type: self = .type
        default: return nil
        }
    }
}

extension TopLevelKeyword {
    public init?(_ keyword: Keyword?) {
        switch keyword {
        case .screen: self = .screen
        case .task: self = .task
        case .component: self = .component
        default: return nil
        }
    }
}

extension GestureKind {
    public init?(_ keyword: Keyword?) {
        switch keyword {
        case .tap: self = .tap
        case .doubleTap: self = .doubleTap
        case .longPress: self = .longPress
        case .swipe: self = .swipe
        case .drag: self = .drag
        case .pinch: self = .pinch
        default: return nil
        }
    }
}

extension CellAccessory {
    public init?(_ keyword: Keyword?) {
        switch keyword {
        case .disclosure: self = .disclosure
        case .checkmark: self = .checkmark
        case .switch: self = .switch
        case .info: self = .info
        case .detailDisclosure: self = .detailDisclosure
        default: return nil
        }
    }
}

extension Edge {
    public init?(_ keyword: Keyword?) {
        switch keyword {
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        default: return nil
        }
    }
}

/// The words that set a group's layout (navigator-model.md §9.1).
public enum GroupLayoutWord: String, Sendable, CaseIterable {
    case overlay, pinned, row, reflows
    /// A map (navigator-model.md §10.5): children placed by coordinate.
    case map
}

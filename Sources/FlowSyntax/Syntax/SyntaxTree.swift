/// A quoted string or a bare word, with the place it was written.
public struct Name: Sendable, Hashable {
    public let text: String
    public let span: Span

    public init(_ text: String, _ span: Span) {
        self.text = text
        self.span = span
    }
}

/// One attribute as written, inline or on its own line.
public struct Attribute: Sendable {
    public enum Kind: Sendable {
        case label(Name)
        case value(Name)
        case hint(Name)
        case input([Name])
        case traits([Name])
        case size(width: Double, height: Double)
        case hidden
        case grouping(Grouping)
        case adjustable
        case navigate(Name)
        case action(Name, destination: Name?)
        case swipeAction(Name, destination: Name?)
        case gesture(GestureKind, Name, destination: Name?)
        case edge(Edge)
        case safeArea
        case truncates
        case fixedHeight
        /// `escape`: the system's escape performs this button (navigator-model.md §9.1).
        case escape
        /// `range LOW HIGH [by STEP]` of a slider, stepper or adjustable element (§9.2).
        case range(low: Double, high: Double, step: Double?)
        /// A group's layout (navigator-model.md §9.1).
        case layout(GroupLayoutWord)
        /// `pages`: each direct child of the group is a page, shown one at a time (§9.3).
        case pages
        /// `segmented`: a picker drawn as a segmented control (navigator-model.md §10.3).
        case segmented
        /// `context-menu "Item" [-> "Screen"]`: an item of the element's context menu (§10.3).
        case contextMenu(Name, destination: Name?)
        /// `accessory WORD [-> "Screen"]` on a cell; the `->` only after a "More Info" button
        /// (navigator-model.md §10.1).
        case accessory(CellAccessory, destination: Name?)
        /// `page-control`: the pager shows a page control (§10.4).
        case pageControl
        /// `caps SIZE`: its text and its children's grow no larger than SIZE (§10.5).
        case caps(TextSize)
    }

    public let kind: Kind
    /// From the attribute's keyword to its last token.
    public let span: Span

    public init(_ kind: Kind, _ span: Span) {
        self.kind = kind
        self.span = span
    }

    /// The keyword that introduced the attribute, as written in a file.
    public var keyword: String {
        switch kind {
        case .label: "label"
        case .value: "value"
        case .hint: "hint"
        case .input: "input"
        case .traits: "traits"
        case .size: "size"
        case .hidden: "hidden"
        case .grouping(let grouping): grouping.rawValue
        case .adjustable: "adjustable"
        case .navigate: "->"
        case .action: "action"
        case .swipeAction: "swipe-action"
        case .gesture: "gesture"
        case .edge: "edge"
        case .safeArea: "safe-area"
        case .truncates: "truncates"
        case .fixedHeight: "fixed-height"
        case .escape: "escape"
        case .range: "range"
        case .layout(let word): word.rawValue
        case .pages: "pages"
        case .segmented: "segmented"
        case .contextMenu: "context-menu"
        case .accessory: "accessory"
        case .pageControl: "page-control"
        case .caps: "caps"
        }
    }
}

/// An element line and the attributes written under it. Elements of a screen are stored
/// flat, in reading order (pre-order), with parent links, so no stage needs recursion.
public struct ElementSyntax: Sendable {
    public let kind: ElementKind
    public let kindSpan: Span
    /// The string after the kind: visible text, an image's name or a group's name.
    public let text: Name?
    /// `icon "symbol"`: an SF Symbol shown instead of text.
    public let icon: Name?
    public internal(set) var attributes: [Attribute]
    /// Attributes that apply only while VoiceOver runs (`when voiceover …`).
    public internal(set) var voiceOver: [Attribute]
    /// Where `when voiceover` was written, if it was.
    public internal(set) var voiceOverSpan: Span?
    /// Index of the enclosing element in the screen's `elements`, or nil at the screen's top.
    public let parent: Int?
    /// 1 for an element directly under its screen.
    public let depth: Int
    /// One past the index of this element's last descendant: `elements[index + 1 ..< subtreeEnd]`
    /// are its descendants.
    public internal(set) var subtreeEnd: Int
    /// The element's line has a syntax error: a name it lacks may just be unread.
    public internal(set) var lineHasError = false
    /// `repeat N` on the element's line (§9.1).
    public internal(set) var repetition: RepeatSyntax? = nil
}

public struct ScreenSyntax: Sendable {
    public let name: Name
    public let scrolls: Bool
    /// The `screen` keyword.
    public let keywordSpan: Span
    public internal(set) var elements: [ElementSyntax]
    /// Its `use` lines (§9.1), in reading order, each at its place among the elements.
    public internal(set) var uses: [UseSyntax] = []
    /// `alert` or `sheet` after the name (navigator-model.md §9.1), nil for a pushed screen.
    public internal(set) var presentation: Presentation? = nil
    /// `sheet medium`: the sheet opens at its medium detent, with the system grabber (§10.4).
    public internal(set) var medium = false
    /// `focus "Name"`: where focus lands when the screen appears (navigator-model.md §9.1).
    public internal(set) var focus: Name? = nil
    /// A line of the screen is a `use` or has a `repeat` (§9.1): only such a screen is expanded,
    /// and the others are not searched for one.
    public internal(set) var hasCopies = false
}

/// One line of a task.
public struct StepSyntax: Sendable {
    public enum Kind: Sendable {
        case start(Name)
        case activate(Name, icon: Bool, container: Name?)
        case choose(Name, container: Name)
        case find(Name, container: Name?)
        case expect(profile: Name, steps: Int)
        /// `waive PROFILE [PATTERN [on [icon] "Element"]] "reason"`: the whole profile, or only the
        /// findings of one pattern (by its slug), anywhere in the task or on one element (by its
        /// name, or by the icon it shows when `icon` is true).
        case waive(profile: Name, pattern: Name?, element: Name?, icon: Bool, reason: Name)
        /// `back` (navigator-model.md §9.2).
        case back
        /// `adjust "Name" to VALUE`: `value` is the number written, `valueSpan` where.
        case adjust(Name, value: Double, valueSpan: Span)
        /// `type "text" in "Field"`.
        case type(Name, field: Name)
    }

    public let kind: Kind
    /// The whole line, from its keyword to its last token.
    public let span: Span
}

public struct TaskSyntax: Sendable {
    public let name: Name
    public let keywordSpan: Span
    public internal(set) var steps: [StepSyntax]
    /// A line of the task could not be read: a start or step it lacks may be on that line.
    public internal(set) var hasUnreadableLine = false
}

/// One parsed file.
public struct FileSyntax: Sendable {
    public let file: SourceFile
    /// The file's index in its `SourceSet`.
    public let fileIndex: Int
    public internal(set) var screens: [ScreenSyntax]
    public internal(set) var tasks: [TaskSyntax]
    /// `component` blocks, in the order written (§9.1).
    public internal(set) var components: [ComponentSyntax] = []
    /// `from "file.flow"` after a screen's name in a `start` or a `->` (§9.1), by the start
    /// of the name's span.
    public internal(set) var screenFiles: [Int: Name] = [:]
    /// The byte range of each comment, from its `#` to its line's end, in file order: the
    /// parser keeps no other trace of them, and the formatter puts them back (`FlowFormatter`).
    public internal(set) var comments: [Range<Int>] = []
}

import FlowSyntax

/// A checked program: every file given, with names resolved across files.
/// Built only by `Checker`; later stages read it and never see syntax again. A plain value.
public struct Program: Sendable {
    /// The indexes of its files in their `SourceSet`, in path order.
    public let files: [Int]
    /// Screens in file order, then in the order each file declares them.
    public let screens: [Screen]
    /// Tasks in file order, then in the order each file declares them.
    public let tasks: [FlowTask]
    let screenIndex: [String: Int]

    public init(files: [Int], screens: [Screen], tasks: [FlowTask]) {
        var index: [String: Int] = [:]
        for (position, screen) in screens.enumerated() where index[screen.name] == nil {
            index[screen.name] = position
        }
        self.init(files: files, screens: screens, tasks: tasks, screenIndex: index)
    }

    /// For the checker, which has built the index of screen names already.
    init(files: [Int], screens: [Screen], tasks: [FlowTask], screenIndex: [String: Int]) {
        self.files = files
        self.screens = screens
        self.tasks = tasks
        self.screenIndex = screenIndex
    }

    /// The index of the screen called `name`, if one is declared.
    public func screen(named name: String) -> Int? { screenIndex[name] }
}

public struct Screen: Sendable {
    public let name: String
    /// The screen's name in its `screen` line.
    public let span: Span
    public let scrolls: Bool
    /// Elements in reading order (pre-order), flat, with parent links.
    public let elements: [Element]
    /// `alert` or `sheet` (navigator-model.md §9.1); nil for a pushed screen.
    public var presentation: Presentation? = nil
    /// `sheet medium`: a sheet at its medium detent, whose first stop is the grabber (§10.4).
    public internal(set) var medium = false
    /// The path of the screen's file when another file declares a screen of the same name
    /// (§9.1), so that reports can tell the two apart; set with `distinguish(byFile:)`.
    public private(set) var file: String? = nil
    /// The name reports show: the name, with its file when several files declare it. Stored,
    /// not computed: every step of every path carries it.
    public private(set) var title: String
    /// The element focus starts on when the screen appears (`focus "Name"`, navigator-model.md
    /// §9.1); nil for the first stop.
    public internal(set) var focus: Int? = nil

    init(name: String, span: Span, scrolls: Bool, elements: [Element]) {
        self.name = name
        self.span = span
        self.scrolls = scrolls
        self.elements = elements
        title = name
    }

    /// Marks the screen as one of several of its name, declared in the file at `path`.
    mutating func distinguish(byFile path: String) {
        file = path
        title = "\(name) (\(path))"
    }
}

/// An action declared on an element: a custom accessibility action (`action`), a native
/// list swipe action (`swipe-action`), or the action behind an app gesture (`gesture`).
public struct Action: Sendable {
    public let name: String
    /// The screen the action opens, if it opens one.
    public let destination: Int?
    public let span: Span
}

/// What sits at a cell's trailing edge (`accessory WORD [-> "Screen"]`, navigator-model.md §10.1).
public struct Accessory: Sendable {
    public let kind: CellAccessory
    /// Where its "More Info" button leads, for `info` and `detail-disclosure`.
    public let destination: Int?
    public let span: Span
}

public struct Gesture: Sendable {
    public let kind: GestureKind
    public let name: String
    public let destination: Int?
    public let span: Span
}

/// What assistive technologies are told about an element. An element has two: the one for
/// every method, and the one in force while VoiceOver runs (`when voiceover`).
public struct Accessibility: Sendable {
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits = TraitSet()
    public var hidden = false
    public var grouping: Grouping?
    public var adjustable = false
    /// `escape`: the system's escape performs this button (§9.1).
    public var escape = false
    /// Custom accessibility actions, in declaration order.
    public var actions: [Action] = []
    /// `range LOW HIGH [by STEP]`: the values `adjust` moves between (navigator-model.md §9.2).
    public var range: ValueRange?
}

/// One element of a screen as checked: what it is, what it says, what it does, and what each
/// method is told about it.
public struct Element: Sendable {
    public let kind: ElementKind
    /// The element's kind keyword: where messages about it point.
    public let span: Span
    /// Visible text (or an image's name, or a group's name; see `name`).
    public let text: String?
    /// The SF Symbol of an `icon` element.
    public let icon: String?
    /// Voice Control input labels (`input`).
    public let inputs: [String]
    public let size: (width: Double, height: Double)?
    /// The screen that activating the element opens (`->`).
    public let destination: Int?
    public let swipeActions: [Action]
    public let gestures: [Gesture]
    public let edge: Edge?
    public let safeArea: Bool
    public let truncates: Bool
    public let fixedHeight: Bool
    /// `pages`: each direct child is a page, shown one at a time, the first first (§9.3).
    public let pages: Bool
    /// `page-control` on a pager: it shows a page control, one more element after it (§10.4).
    public let pageControl: Bool
    /// `caps SIZE`: the largest text size of the element and its children (§10.5).
    public let caps: TextSize?
    /// A part the system adds to the screen, not written in the flow (§10.4); nil for the rest.
    public internal(set) var part: SystemPart? = nil
    /// A group's layout on the drawn screen (navigator-model.md §9.1).
    public let layout: GroupLayout
    /// `segmented`: a picker drawn as a segmented control, its buttons segments (§10.3).
    public let segmented: Bool
    /// The items of its system context menu, in order (`context-menu`, §10.3).
    public let contextMenu: [Action]
    /// What every method but VoiceOver is told; a cell's value and actions are completed from its
    /// detail texts and accessory once its screen is checked (`CellRows`, §10.1).
    public internal(set) var accessibility: Accessibility
    /// What VoiceOver is told: `accessibility` with the `when voiceover` attributes applied.
    public internal(set) var voiceOverAccessibility: Accessibility
    /// `accessory WORD` on a cell (navigator-model.md §10.1).
    public internal(set) var accessory: Accessory? = nil
    public internal(set) var parent: Int?
    public let depth: Int
    /// `elements[index + 1 ..< subtreeEnd]` are the element's descendants.
    public internal(set) var subtreeEnd: Int
    /// The copy it belongs to, for an element a `use` or a `repeat` made (§9.1); nil for a line
    /// written once in its screen.
    public let origin: CopyOrigin?

    public init(
        kind: ElementKind,
        span: Span,
        text: String?,
        icon: String?,
        inputs: [String],
        size: (width: Double, height: Double)?,
        destination: Int?,
        swipeActions: [Action],
        gestures: [Gesture],
        edge: Edge?,
        safeArea: Bool,
        truncates: Bool,
        fixedHeight: Bool,
        accessibility: Accessibility,
        voiceOverAccessibility: Accessibility,
        parent: Int?,
        depth: Int,
        subtreeEnd: Int,
        layout: GroupLayout = GroupLayout(),
        pages: Bool = false,
        segmented: Bool = false,
        contextMenu: [Action] = [],
        pageControl: Bool = false,
        caps: TextSize? = nil,
        origin: CopyOrigin? = nil
    ) {
        self.kind = kind
        self.span = span
        self.text = text
        self.icon = icon
        self.inputs = inputs
        self.size = size
        self.destination = destination
        self.swipeActions = swipeActions
        self.gestures = gestures
        self.edge = edge
        self.safeArea = safeArea
        self.truncates = truncates
        self.fixedHeight = fixedHeight
        self.accessibility = accessibility
        self.voiceOverAccessibility = voiceOverAccessibility
        self.parent = parent
        self.depth = depth
        self.subtreeEnd = subtreeEnd
        self.layout = layout
        self.pages = pages
        self.segmented = segmented
        self.contextMenu = contextMenu
        self.pageControl = pageControl
        self.caps = caps
        self.origin = origin
    }

    /// The name a file refers to the element by, for `in "…"`: a group's name, else its label,
    /// else its visible text.
    public var referenceName: String? {
        kind.model.text == .referenceName ? (text ?? accessibility.label) : (accessibility.label ?? visibleText)
    }

    /// Text drawn on screen (images and groups draw none of their strings).
    public var visibleText: String? {
        kind.model.text == .visible ? text : nil
    }

    /// Whether assistive technologies are told the element can be activated: a native
    /// control, or anything with the `button` or `link` trait (navigator-model.md, section 2).
    public func isControl(voiceOver: Bool) -> Bool {
        if kind.model.isControl { return true }
        let traits = voiceOver ? voiceOverAccessibility.traits : accessibility.traits
        return traits.contains(.button) || traits.contains(.link)
    }

    /// Whether the element is adjusted up and down (navigator-model.md §9.2): a natively adjustable
    /// kind, or one with the `adjustable` attribute or trait, for every method or for VoiceOver.
    public var isAdjustable: Bool {
        kind.model.isNativelyAdjustable || accessibility.adjustable || voiceOverAccessibility.adjustable
    }
}

/// A task as checked: where it starts and, per step, what can satisfy it.
public struct FlowTask: Sendable {
    public let name: String
    /// The task's name in its `task` line.
    public let span: Span
    public let start: Int
    public let steps: [Step]
    public let expectations: [Expectation]
    public let waivers: [Waiver]
}

/// One step of a task, as checked: what it does (its kind, with what only that kind needs),
/// where it happens, and every affordance that can satisfy it.
public struct Step: Sendable {
    public enum Kind: Sendable, Equatable {
        case activate, choose, find
        /// `adjust "Name" to VALUE` (navigator-model.md §9.2): the value to reach, and how many
        /// increments (positive) or decrements (negative) reach it from the element's value.
        case adjust(Adjustment)
        /// `type "text" in "Field"` (§9.2): the text typed.
        case type(String)
        /// `back` (§9.2): the index, in the task's steps, of the step that left the screen `back`
        /// returns to; focus and the pages shown return where that step left them.
        case back(returnsTo: Int)

        /// The keyword the step is written with.
        public var keyword: String {
            switch self {
            case .activate: "activate"
            case .choose: "choose"
            case .find: "find"
            case .adjust: "adjust"
            case .type: "type"
            case .back: "back"
            }
        }
    }

    public let kind: Kind
    /// What the step names: a label, visible text, input label, action name or icon symbol.
    public let name: String
    /// `activate icon "symbol"`.
    public let byIcon: Bool
    /// The element that `in "…"` narrows the step to.
    public let container: Int?
    /// The screen the step happens on.
    public let screen: Int
    /// Every affordance on the screen that the step's name fits, in reading order; none for `back`.
    public let candidates: [Affordance]
    /// The screen the step leads to, if it leaves the current one.
    public let destination: Int?
    /// The whole task line.
    public let span: Span
}

/// One way to satisfy a step: an element, and which of its affordances.
public struct Affordance: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Activating the element itself (tap, double-tap, Space, "Tap …").
        case activation
        /// Custom accessibility action number `index` of `accessibility.actions`.
        case action(Int)
        /// Custom action `index` that exists only while VoiceOver runs.
        case voiceOverAction(Int)
        case swipeAction(Int)
        case gesture(Int)
        /// Item `index` of the element's context menu (§10.3).
        case contextMenu(Int)
    }

    public let element: Int
    public let kind: Kind

    public init(element: Int, kind: Kind) {
        self.element = element
        self.kind = kind
    }
}

public struct Expectation: Sendable {
    public let profile: Profile
    public let steps: Int
    public let span: Span
}

/// `waive PROFILE [PATTERN [on [icon] "Element"]] "reason"`: what a task accepts for one profile, the
/// whole profile or only the findings of one pattern. Which findings it accepts is decided in
/// one place, FlowNavigator's `Acceptance`.
public struct Waiver: Sendable {
    /// `on "Element"`: the name written, and the places a finding it accepts may point at: the
    /// elements of that name on the task's screens, what is under them, and their actions,
    /// gestures, context menu items and accessories.
    public struct Place: Sendable {
        public let name: String
        /// `on icon "…"`: `name` is the icon the element shows.
        public let icon: Bool
        public let spans: Set<Span>

        /// The words of the line after `on`, as messages quote them: `"Pay"` or `icon "trash"`.
        public var words: String { (icon ? "icon " : "") + "'\(name)'" }
    }

    public let profile: Profile
    /// The pattern whose findings it accepts; nil for a waiver of the whole profile.
    public let pattern: Pattern?
    /// Where, for a waiver of one pattern on one element; nil for anywhere in the task.
    public let place: Place?
    public let reason: String
    public let span: Span

    public init(profile: Profile, pattern: Pattern? = nil, place: Place? = nil, reason: String, span: Span) {
        self.profile = profile
        self.pattern = pattern
        self.place = place
        self.reason = reason
        self.span = span
    }
}

import FlowSyntax

/// A screen as VoiceOver would see it, made from one dump: the elements it would visit, in
/// reading order, in the language's words. Plain data, independent of how a draft is written,
/// so that `flowmap verify` can compare a flow's `Screen` with it.
public struct ImportedScreen: Sendable, Hashable {
    /// The screen's name: `--screen`, else the navigation bar's title, the selected tab, the
    /// application's label, or the dump's file name.
    public var name: String
    /// A table, collection or scroll view holds its content.
    public var scrolls: Bool
    /// An alert or sheet in the dump: VoiceOver sees only it (navigator-model.md §9.1).
    public var presentation: Presentation?
    public var elements: [ImportedElement]
    /// What the dump cannot say about any element of the screen.
    public var gaps: [ImportGap]
    /// The dump's root element, for diagnostics.
    public var span: Span
    public var format: DumpFormat
    public var shape: DumpShape
    /// Elements left out because they are off screen, have no size, or are not visible.
    public var leftOut: Int
    /// Why the dump looks cut short, if it does.
    public var cut: String?

    public init(name: String, span: Span, format: DumpFormat, shape: DumpShape = .tree) {
        self.name = name
        self.scrolls = false
        self.presentation = nil
        self.elements = []
        self.gaps = []
        self.span = span
        self.format = format
        self.shape = shape
        self.leftOut = 0
        self.cut = nil
    }

    /// Every element, parents before children, in reading order.
    public var allElements: [ImportedElement] {
        var order: [ImportedElement] = []
        var stack = Array(elements.reversed())
        while let next = stack.popLast() {
            order.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return order
    }
}

/// One element of an `ImportedScreen`: a kind of the language and what the dump says of it.
public struct ImportedElement: Sendable, Hashable {
    public var kind: ElementKind
    /// The string after the kind: visible text, an image's name, a group's name.
    public var text: String?
    /// An accessible name that is not the visible text (an icon-only button's).
    public var label: String?
    /// The image an icon-only control shows, as the dump names it.
    public var icon: String?
    public var value: String?
    public var traits: [ImportedTrait]
    public var accessory: CellAccessory?
    /// The hit region, only where the frame is one (an icon-only button, a custom bar item).
    public var size: ImportedSize?
    /// A segmented control (`picker … segmented`).
    public var segmented: Bool
    /// Adjusted up and down (a page indicator).
    public var adjustable: Bool
    /// The dump's identifiers of the element and of what was folded into it, first its own.
    public var identifiers: [String]
    /// What the draft guessed: the kind of a `header` the dump marks no heading, or a checkmark.
    public var inference: Inference?
    /// What the dump cannot say about this element.
    public var gaps: [ImportGap]
    public var children: [ImportedElement]
    /// The names of its list's parts that lie off screen, when it is the list's last element:
    /// VoiceOver reaches them by scrolling, the draft only names them.
    public var offScreenAfter: [String]
    /// The element's line in the dump.
    public var span: Span

    public init(_ kind: ElementKind, _ text: String?, span: Span) {
        self.kind = kind
        self.text = text
        self.label = nil
        self.icon = nil
        self.value = nil
        self.traits = []
        self.accessory = nil
        self.size = nil
        self.segmented = false
        self.adjustable = false
        self.identifiers = []
        self.inference = nil
        self.gaps = []
        self.children = []
        self.offScreenAfter = []
        self.span = span
    }

    /// What VoiceOver says as its name: the label, else the visible text (an image's string is
    /// its name, never spoken; a group's is for files).
    public var spokenName: String? {
        if let label { return label }
        return kind == .image || kind == .group ? nil : text
    }

    /// Why a kind was inferred.
    public enum Inference: String, Sendable, Hashable {
        /// The navigation bar's title, a heading in UIKit and SwiftUI (§10.2).
        case title = "the navigation bar's title"
        /// Text where a table's section header sits, before its rows (§10.1).
        case sectionHeader = "a section header"
        /// A `checkmark` accessory read from a row's `Selected` flag, with no checkmark image.
        case selectedRow = "a selected row, read as a checkmark"
    }
}

/// A hit region in points.
public struct ImportedSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// The traits an import gives, spelled as the language spells them (grammar.md §4.5).
public enum ImportedTrait: String, Sendable, Hashable, CaseIterable {
    case selected
    case notEnabled = "not-enabled"
    case header
    case button
    case searchField = "search-field"
    case tabBar = "tab-bar"
    case navigationBar = "navigation-bar"
    case toolbar
}

/// What a dump cannot say, which the team must add to the draft (one `# TODO` per kind).
public enum ImportGap: String, Sendable, Hashable, CaseIterable {
    case destinations, customActions = "custom actions", hints, gestures, grouping, name
}

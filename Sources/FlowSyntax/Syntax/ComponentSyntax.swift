/// `component "Name"` at the top level: lines declared as a screen's are, copied wherever a
/// `use "Name"` line stands (navigator-model.md §9.1). A block of its own, never a screen.
public struct ComponentSyntax: Sendable {
    public let name: Name
    /// The `component` keyword.
    public let keywordSpan: Span
    /// Its element lines in reading order, flat, with parent links, as a screen's.
    public internal(set) var elements: [ElementSyntax] = []
    /// Its `use` lines, in reading order, each at its place among the elements.
    public internal(set) var uses: [UseSyntax] = []
}

/// `use "Name" [from "file.flow"] [with "a", "b"] [repeat N]`: a line of its own under a screen,
/// a component or an element, that stands for a copy of the component's lines (§9.1). It is no
/// element: a block's elements and its `use` lines are kept apart, each `use` knowing its place.
public struct UseSyntax: Sendable {
    public let component: Name
    /// `from "file.flow"`: the file that declares the component, when several do (§9.1).
    public let file: Name?
    /// The strings after `with`, filling `{1}`, `{2}`, … in the component's strings.
    public let arguments: [Name]
    /// The whole line, from `use` to its last token.
    public let span: Span
    /// The element it is indented under, by index in its block's `elements`; nil at the top.
    public let parent: Int?
    /// 1 directly under its screen or component.
    public let depth: Int
    /// How many of its block's elements come before it in reading order: it stands just before
    /// `elements[position]` (after every `use` written before it at the same position).
    public let position: Int
    /// `repeat N` on the line (§9.1).
    public let repetition: RepeatSyntax?
}

/// Where an element of an expanded screen came from (§9.1): the screen's own line that made
/// its copy (a `use`, or a `repeat` written in the screen), the component that `use` copies, and
/// which of that line's copies it belongs to. Every copy's diagnostics carry it until equal
/// ones are told once, with a note at each copy's own `use` line. A class: every element of a
/// copy shares one.
public final class CopyOrigin: Sendable {
    /// The `use` line, or the `repeat`, in the screen's own lines.
    public let line: Span
    /// The component the `use` names; nil for a `repeat` of one of the screen's own lines.
    public let component: String?
    /// Which of the line's copies, from 1 (a `use … repeat 3` makes copies 1, 2 and 3).
    public let copy: Int

    public init(line: Span, component: String?, copy: Int) {
        self.line = line
        self.component = component
        self.copy = copy
    }
}

/// `repeat N` on an element line: the element and everything under it, N times (§9.1).
public struct RepeatSyntax: Sendable {
    public let count: Int
    /// From `repeat` to the count.
    public let span: Span
}

/// The words `repeat` accepts: a count from 1 to 1000 (§9.1).
public let maximumRepeatCount = 1000

extension Attribute {
    /// Whether one of the attribute's strings has a `{`, and so may hold a placeholder (§9.1).
    public var hasPlaceholder: Bool {
        func has(_ name: Name) -> Bool { name.text.utf8.contains(UInt8(ascii: "{")) }
        switch kind {
        case .label(let name), .value(let name), .hint(let name), .navigate(let name): return has(name)
        case .input(let names): return names.contains(where: has)
        case .action(let name, let destination), .swipeAction(let name, let destination):
            return has(name) || destination.map(has) == true
        case .gesture(_, let name, let destination): return has(name) || destination.map(has) == true
        default: return false
        }
    }

    /// The attribute with every string passed through `fill` (§9.1: `{1}`, `{n}`).
    public func filling(_ fill: (Name) -> Name) -> Attribute {
        let filled: Kind
        switch kind {
        case .label(let name): filled = .label(fill(name))
        case .value(let name): filled = .value(fill(name))
        case .hint(let name): filled = .hint(fill(name))
        case .input(let names): filled = .input(names.map(fill))
        case .navigate(let name): filled = .navigate(fill(name))
        case .action(let name, let destination): filled = .action(fill(name), destination: destination.map(fill))
        case .swipeAction(let name, let destination): filled = .swipeAction(fill(name), destination: destination.map(fill))
        case .gesture(let gesture, let name, let destination):
            filled = .gesture(gesture, fill(name), destination: destination.map(fill))
        default: return self
        }
        return Attribute(filled, span)
    }
}

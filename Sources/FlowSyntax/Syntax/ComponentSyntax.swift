/// `component "Name"` at the top level: elements declared like a screen's, copied wherever a
/// `use "Name"` line stands (navigator-model.md §9.1).
public struct ComponentSyntax: Sendable {
    public let name: Name
    /// The `component` keyword.
    public let keywordSpan: Span
    /// In reading order, flat, with parent links, as a screen's.
    public internal(set) var elements: [ElementSyntax]
}

/// `use "Name" [from "file.flow"] [with "a", "b"]`: an element line that stands for a copy of
/// the component's elements (§9.1).
///
/// A class: few elements are `use` lines, and every element's syntax holds a `UseSyntax?`,
/// copied wherever the element's syntax is; held inline it made every one much larger.
public final class UseSyntax: Sendable {
    public let component: Name
    /// `from "file.flow"`: the file that declares the component, when several do (§9.1).
    public let file: Name?
    /// The strings after `with`, filling `{1}`, `{2}`, … in the component's strings.
    public let arguments: [Name]
    /// The whole line, from `use` to its last token.
    public let span: Span

    init(component: Name, file: Name?, arguments: [Name], span: Span) {
        self.component = component
        self.file = file
        self.arguments = arguments
        self.span = span
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
        case .accessory(_, let destination): return destination.map(has) == true
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
        case .accessory(let accessory, let destination): filled = .accessory(accessory, destination: destination.map(fill))
        default: return self
        }
        return Attribute(filled, span)
    }
}

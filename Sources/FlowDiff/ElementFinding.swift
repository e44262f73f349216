import FlowSyntax

/// A blocker or a friction of a path, by its pattern and the element it is at: what
/// `flowmap diff` compares between the two sides.
public struct ElementFinding: Sendable, Hashable {
    public let pattern: Pattern
    public let element: FindingElement
    /// Why, in a few words, on the side it was found on ("hears only 'button'"); not compared.
    public let detail: String

    public init(pattern: Pattern, element: FindingElement, detail: String) {
        self.pattern = pattern
        self.element = element
        self.detail = detail
    }

    /// Two findings are the same one when pattern and element agree, whatever their words.
    public static func == (a: ElementFinding, b: ElementFinding) -> Bool {
        a.pattern == b.pattern && a.element == b.element
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(element)
    }
}

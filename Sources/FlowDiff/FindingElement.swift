/// Where a finding is, by what it is rather than by line, so that a finding is the same one
/// after lines move: the element (or the action of an element) and the screen it is on.
public struct FindingElement: Sendable, Hashable {
    /// The element's kind as the flow writes it (`button`), or the kind of action (`action`,
    /// `swipe-action`, `gesture`, `context-menu`) when the finding is at an action.
    public let kind: String
    /// What the flow calls it: a group's name, else its label, else its visible text, or the
    /// action's name; nil for an element with none (a Mystery Icon).
    public let name: String?
    /// The SF Symbol of an icon-only control.
    public let icon: String?
    /// The name of the screen it is on.
    public let screen: String

    public init(kind: String, name: String?, icon: String?, screen: String) {
        self.kind = kind
        self.name = name
        self.icon = icon
        self.screen = screen
    }
}

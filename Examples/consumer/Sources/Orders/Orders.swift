/// An order in the history, as the Orders screen lists it (`orders.flow` describes the screen).
public struct Order: Equatable, Sendable {
    public let number: Int
    public let total: String

    public init(number: Int, total: String) {
        self.number = number
        self.total = total
    }

    /// The name the Delete button gets, so that Voice Control users can say it.
    public var deleteLabel: String { "Delete order \(number)" }
}

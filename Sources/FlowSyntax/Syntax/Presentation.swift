/// How a screen is presented (navigator-model.md §9.1): `alert` or `sheet` after its name makes it
/// a modal screen over the one that opened it, left through its own buttons, never with `back`.
public enum Presentation: String, Sendable, CaseIterable {
    case alert, sheet

    public init?(_ keyword: Keyword?) {
        switch keyword {
        case .alert: self = .alert
        case .sheet: self = .sheet
        default: return nil
        }
    }
}

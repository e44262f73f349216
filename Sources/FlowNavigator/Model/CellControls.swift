import FlowProgram

/// The controls indented under a list cell (navigator-model.md §10.1): each is an element of
/// its own after the cell's text element, nothing swallowed (*unverified*:
/// `Rule.cellChildrenAreStops`).
enum CellControls {
    /// Whether element `index` is a control indented under a cell. The "More Info" button a
    /// cell's accessory adds (`CellRows`) is not one: UIKit documents it as an element of its own.
    static func isIndented(_ index: Int, on screen: Screen) -> Bool {
        let element = screen.elements[index]
        guard let parent = element.parent, screen.elements[parent].kind == .cell, element.kind.model.isControl else { return false }
        return screen.elements[parent].accessory?.span != element.span
    }
}

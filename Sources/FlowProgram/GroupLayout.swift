import FlowSyntax

/// How a group is laid out on the drawn screen (navigator-model.md §9.1): over the rest of the
/// screen, pinned to an edge, or its children side by side.
public struct GroupLayout: Sendable, Hashable {
    /// `overlay`: drawn over the rest of the screen, which Touch, Pointer and Larger Text then
    /// cannot reach.
    public var overlay = false
    /// `pinned` (or `traits tab-bar`): on screen at every text size.
    public var pinned = false
    /// `row`: children side by side.
    public var row = false
    /// `reflows`: a row that stacks its children as a column at accessibility sizes.
    public var reflows = false
    /// `map`: a map, whose children are placed by coordinate (navigator-model.md §10.5).
    public var map = false

    public init() {}
}

import FlowProgram

/// A segmented control's segments (navigator-model.md §10.3): the buttons of a `picker …
/// segmented`, each an element of its own.
enum Segments {
    /// Whether element `index` is a segment.
    static func isSegment(_ index: Int, on screen: Screen) -> Bool {
        guard let parent = screen.elements[index].parent else { return false }
        return screen.elements[parent].segmented && screen.elements[index].kind == .button
    }

    /// Whether any of the nodes stands for a segment.
    static func any<Nodes: Sequence<Int>>(in nodes: Nodes, of view: AccessibilityView, on screen: Screen) -> Bool {
        nodes.contains { isSegment(view.nodes[$0].element, on: screen) }
    }

    /// §10.3: at Larger Text the segments share the control's width equally, so a segment whose
    /// title at AX5 (as body text, one line) is wider than its share is clipped. The widths are
    /// the Larger Text estimate's (`LargerTextLayout`).
    static func isClipped(_ index: Int, on screen: Screen) -> Bool {
        guard isSegment(index, on: screen), let parent = screen.elements[index].parent else { return false }
        let elements = screen.elements
        var count = 0
        var child = parent + 1
        while child < elements[parent].subtreeEnd {
            if elements[child].kind == .button { count += 1 }
            child = elements[child].subtreeEnd
        }
        let share = LargerTextLayout.contentWidth / Double(max(count, 1))
        let title = elements[index].visibleText ?? elements[index].accessibility.label ?? ""
        return Double(title.count) * LargerTextLayout.Metrics.ax5.glyphWidth > share
    }
}

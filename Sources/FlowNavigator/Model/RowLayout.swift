import FlowProgram

/// A `row` that does not reflow, laid out at a text size (navigator-model.md §10.5, which
/// replaces §9.1's unverified `row-overflow`). Each child is *flexible* (a field, a text, a
/// slider, a button or link with visible text, a group) or *fixed* (an image, an icon-only
/// control, a toggle, a stepper). When the fixed children's widths and 8 pt between children fit
/// the row, every child stays on screen: the flexible ones share the rest equally, texts wrap,
/// and a text control narrower than its longest word is clipped (a field never is: its text
/// scrolls inside it). When they do not fit, the flexible children are squeezed to nothing
/// (clipped) and the fixed children past the trailing edge are off the screen, whether or not
/// it scrolls (it scrolls vertically; the row overflows sideways).
struct RowLayout {
    /// Where one child goes.
    struct Place {
        var width: Double
        var pastEdge = false
        var clipped = false
    }

    /// The row's element.
    let parent: Int
    /// Each direct child's place, by element.
    let places: [Int: Place]

    init(_ row: Int, in elements: [Element], width: Double, metrics: LargerTextLayout.Metrics) {
        var children: [Int] = []
        var child = row + 1
        while child < elements[row].subtreeEnd {
            children.append(child)
            child = elements[child].subtreeEnd
        }
        let childMetrics = children.map { elements[$0].caps.map { cap in
            LargerTextLayout.Metrics(textSize: min(metrics.textSize, LargerTextLayout.bodySize(cap))) } ?? metrics }
        let fixed = zip(children, childMetrics).map { RowLayout.fixedWidth(of: elements[$0.0], metrics: $0.1) }
        let spacing = Double(max(children.count - 1, 0)) * LargerTextLayout.rowSpacing
        let fixedTotal = fixed.reduce(0) { $0 + ($1 ?? 0) }
        let flexible = fixed.filter { $0 == nil }.count
        let fits = fixedTotal + spacing <= width
        let share = fits && flexible > 0 ? (width - fixedTotal - spacing) / Double(flexible) : 0
        var places: [Int: Place] = [:]
        var x = 0.0
        for (position, element) in children.enumerated() {
            var place = Place(width: fixed[position] ?? share)
            x += (position > 0 ? LargerTextLayout.rowSpacing : 0) + place.width
            if fixed[position] != nil {
                place.pastEdge = x > width
            } else if RowLayout.isTextControl(elements[element]) {
                let longest = (elements[element].visibleText ?? "").split(separator: " ").map(\.count).max() ?? 0
                place.clipped = place.width < Double(longest) * childMetrics[position].glyphWidth
            }
            places[element] = place
        }
        self.parent = row
        self.places = places
    }

    /// A fixed child's width at the text size, nil for a flexible one (§10.5).
    static func fixedWidth(of element: Element, metrics: LargerTextLayout.Metrics) -> Double? {
        switch element.kind.model.largerText {
        case .wrappingText, .container: return nil
        case .image: return element.size?.width ?? metrics.lineHeight
        case .control:
            if element.kind == .toggle { return element.size?.width ?? LargerTextLayout.switchWidth }
            if element.kind == .stepper { return element.size?.width ?? LargerTextLayout.stepperWidth }
            // An icon-only control: its symbol grows with the text unless a `size` frames it.
            if element.visibleText == nil { return element.size?.width ?? max(metrics.symbol, LargerTextLayout.minimumControl) }
            return nil
        }
    }

    /// A control whose visible text can be clipped: a button, link or picker with text, not a
    /// field (its text scrolls inside it) or a slider.
    static func isTextControl(_ element: Element) -> Bool {
        element.kind.model.largerText == .control && element.visibleText != nil && element.kind != .field && element.kind != .slider
    }
}

import FlowSyntax

/// List cells as one element with their accessories (navigator-model.md §10.1): what a cell
/// tells assistive technologies, and the "More Info" button an `info` or `detail-disclosure`
/// accessory adds after it.
enum CellRows {
    /// The name UIKit gives an accessory's detail button, as a button and as a custom action.
    static let moreInfo = "More Info"

    /// What a cell's accessory and `->` declare (§10.1): a chevron or detail-disclosure button
    /// gives the `button` trait, as does a `->` of the cell's own; a checkmark `selected`; a
    /// switch makes the cell the toggle; an `info` button is also the custom action "More Info".
    static func declare(_ accessory: Accessory?, destination: Int?, on accessibility: inout Accessibility) {
        if destination != nil { accessibility.traits.insert(.button) }
        guard let accessory else { return }
        switch accessory.kind {
        case .disclosure, .detailDisclosure: accessibility.traits.insert(.button)
        case .checkmark: accessibility.traits.insert(.selected)
        case .switch: accessibility.traits.insert(.toggle)
        case .info: break
        }
        if accessory.kind == .info {
            accessibility.actions.append(Action(name: moreInfo, destination: accessory.destination, span: accessory.span))
        }
    }

    /// The screen's elements with each cell completed: its value the detail texts joined with
    /// ", " unless it declares one, and a "More Info" button as its last child where its
    /// accessory has one (its own stop and name, §10.1), part of the cell's copy if the cell is one.
    static func complete(_ elements: [Element]) -> [Element] {
        guard elements.contains(where: { $0.kind == .cell }) else { return elements }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        // Old index → new index, and the open cells whose button goes in when their subtree ends.
        var moved: [Int] = []
        moved.reserveCapacity(elements.count)
        var open: [Int] = []
        func closeCells(before index: Int) {
            while let cell = open.last, elements[cell].subtreeEnd <= index {
                open.removeLast()
                insertButton(after: cell)
            }
        }
        func insertButton(after cell: Int) {
            let row = elements[cell]
            guard let accessory = row.accessory, accessory.kind.isInfoButton else { return }
            let button = Element(
                kind: .button, span: accessory.span, text: moreInfo, icon: nil, inputs: [], size: nil,
                destination: accessory.destination, swipeActions: [], gestures: [], edge: nil, safeArea: false, truncates: false,
                fixedHeight: false, accessibility: Accessibility(), voiceOverAccessibility: Accessibility(), parent: moved[cell],
                depth: row.depth + 1, subtreeEnd: result.count + 1, origin: row.origin)
            result.append(button)
        }
        for (index, element) in elements.enumerated() {
            closeCells(before: index)
            var copy = element
            copy.parent = element.parent.map { moved[$0] }
            moved.append(result.count)
            if element.kind == .cell {
                let details = detailTexts(of: index, in: elements)
                if copy.accessibility.value == nil, !details.isEmpty { copy.accessibility.value = details }
                if copy.voiceOverAccessibility.value == nil, !details.isEmpty { copy.voiceOverAccessibility.value = details }
                open.append(index)
            }
            result.append(copy)
        }
        closeCells(before: elements.count)
        // Each subtree ends after its last descendant, a button or not: children come after their
        // parents, so one pass from the end carries every end up to its ancestors.
        for index in result.indices { result[index].subtreeEnd = index + 1 }
        for index in result.indices.reversed() {
            if let parent = result[index].parent { result[parent].subtreeEnd = max(result[parent].subtreeEnd, result[index].subtreeEnd) }
        }
        return result
    }

    /// The detail texts of a cell: the `text` elements directly under it, joined with ", ".
    static func detailTexts(of cell: Int, in elements: [Element]) -> String {
        var texts: [String] = []
        var child = cell + 1
        while child < elements[cell].subtreeEnd {
            if elements[child].kind == .text, let text = elements[child].text { texts.append(text) }
            child = elements[child].subtreeEnd
        }
        return texts.joined(separator: ", ")
    }
}

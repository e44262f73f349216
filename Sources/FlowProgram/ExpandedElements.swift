import FlowSyntax

extension ElementChecker {
    /// Checks a screen's elements once its components and repeats are expanded (§9.1): a copy
    /// is checked as any element, read where it was written with its strings filled; its
    /// diagnostics point at its line in the component and are raised by its copy, so that
    /// equal ones are told once (`DiagnosticsOfCopies`).
    mutating func check(_ expansion: ComponentExpansion.Expansion, in files: [FileSyntax]) -> [Element] {
        let placements = expansion.placements
        var elements: [Element] = []
        elements.reserveCapacity(placements.count)
        var unfilled: [Diagnostic] = []
        /// The line the element at `position` of the expanded screen is read from.
        func line(_ position: Int) -> ElementSyntax {
            ComponentExpansion.syntax(of: placements[position].source, in: files)[placements[position].index]
        }
        for index in placements.indices {
            let placement = placements[index]
            let context = expansion.contexts[placement.context]
            let lines = ComponentExpansion.syntax(of: placement.source, in: files)
            let place = Place(parent: placement.parent, depth: placement.depth, subtreeEnd: placement.subtreeEnd, origin: context.origin)
            let parent = placement.parent.map { placements[$0].kind }
            let before = diagnostics.count
            if context.fills {
                elements.append(
                    check(lines[placement.index], parent: parent, at: place) { Placeholders.fill($0, context, reporting: &unfilled) })
            } else {
                elements.append(check(lines[placement.index], parent: parent, at: place))
            }
            checkInlineLink(elements, index, syntax: line)
            if let origin = context.origin, diagnostics.count > before {
                for position in before..<diagnostics.count { diagnostics[position] = diagnostics[position].raised(by: origin) }
            }
        }
        checkEscapes(elements)
        diagnostics = DiagnosticsOfCopies.toldOnce(expansion.diagnostics + unfilled + diagnostics)
        return elements
    }
}

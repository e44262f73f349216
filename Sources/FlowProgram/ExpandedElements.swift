import FlowSyntax

extension ElementChecker {
    /// Checks a screen's elements once its components and repeats are expanded (§9.1): a copy
    /// is checked as any element, read where it was written with its strings filled; its
    /// diagnostics point at its line in the component and carry a note at the `use` that copied
    /// it, and a problem repeated by every copy is told once.
    mutating func check(_ expansion: ComponentExpansion.Expansion, in files: [FileSyntax]) -> [Element] {
        let placements = expansion.placements
        var elements: [Element] = []
        elements.reserveCapacity(placements.count)
        var told = Set<Diagnostic>()
        // A placeholder with no value is reported by every copy, with its note already: told once.
        var unfilled: [Diagnostic] = []
        var checkedLinks = Set<LinkLines>()
        /// The line the element at `position` of the expanded screen is read from.
        func line(_ position: Int) -> ElementSyntax {
            ComponentExpansion.syntax(of: placements[position].source, in: files)[placements[position].index]
        }
        for index in placements.indices {
            let placement = placements[index]
            let context = expansion.contexts[placement.context]
            let lines = ComponentExpansion.syntax(of: placement.source, in: files)
            let place = Place(parent: placement.parent, depth: placement.depth, subtreeEnd: placement.subtreeEnd)
            let parent = placement.parent.map { placements[$0].kind }
            let before = diagnostics.count
            if context.fills {
                elements.append(
                    check(lines[placement.index], parent: parent, at: place) { ComponentExpansion.fill($0, context, reporting: &unfilled) })
            } else {
                elements.append(check(lines[placement.index], parent: parent, at: place))
            }
            if placement.kind == .link, let text = placement.parent, placements[text].kind.model.children == .linksInSentence {
                // Every copy of a link and its text reads the same unless one is filled: once.
                let pair = LinkLines(link: LineKey(placements[index]), text: LineKey(placements[text]))
                let filled = [index, text].contains { line($0).text?.text.utf8.contains(UInt8(ascii: "{")) == true }
                if filled || checkedLinks.insert(pair).inserted { checkInlineLink(elements, index, syntax: line) }
            }
            guard diagnostics.count > before else { continue }
            let added = diagnostics[before...].map { diagnostic in
                guard let origin = context.origin else { return diagnostic }
                return Diagnostic(
                    diagnostic.id, diagnostic.severity, diagnostic.message, at: diagnostic.span,
                    notes: diagnostic.notes + [origin.note],
                    help: diagnostic.help, pattern: diagnostic.pattern)
            }
            diagnostics.removeSubrange(before...)
            for diagnostic in added where told.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
        let before = diagnostics.count
        checkEscapes(elements) { index in
            expansion.contexts[placements[index].context].origin?.note
        }
        let escapes = diagnostics[before...]
        diagnostics.removeSubrange(before...)
        for diagnostic in escapes where told.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        var filledOnce = Set<Diagnostic>()
        diagnostics = expansion.diagnostics + unfilled.filter { filledOnce.insert($0).inserted } + diagnostics
        return elements
    }
}

/// A line of a screen or a component, whichever copy of it is placed.
private struct LineKey: Hashable {
    let file: Int
    /// The screen's index, or the component's.
    let block: Int
    let inComponent: Bool
    let index: Int

    init(_ placement: ComponentExpansion.Placement) {
        switch placement.source {
        case .screen(let file, let screen): (self.file, block, inComponent) = (file, screen, false)
        case .component(let ref): (file, block, inComponent) = (ref.file, ref.component, true)
        }
        index = placement.index
    }
}

/// A link line and the text line it sits in.
private struct LinkLines: Hashable {
    let link: LineKey
    let text: LineKey
}

import FlowSyntax

extension ElementChecker {
    /// Checks a screen's elements once its components and repeats are expanded (§9.1): a copy
    /// is checked as any element, its diagnostics point at its line in the component and carry
    /// a note at the `use` that copied it, and a problem repeated by every copy is told once.
    mutating func check(expanded: [ElementSyntax], origins: [ComponentExpansion.Origin?]) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(expanded.count)
        var told = Set<Diagnostic>()
        for index in expanded.indices {
            let before = diagnostics.count
            elements.append(check(expanded[index], parent: expanded[index].parent.map { expanded[$0].kind }))
            guard diagnostics.count > before else { continue }
            let origin = index < origins.count ? origins[index] : nil
            let added = diagnostics[before...].map { diagnostic in
                guard let origin else { return diagnostic }
                return Diagnostic(
                    diagnostic.id, diagnostic.severity, diagnostic.message, at: diagnostic.span,
                    notes: diagnostic.notes + [Note("copied by this 'use' of component '\(origin.component)'", at: origin.use)],
                    help: diagnostic.help, pattern: diagnostic.pattern)
            }
            diagnostics.removeSubrange(before...)
            for diagnostic in added where told.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
        return elements
    }
}

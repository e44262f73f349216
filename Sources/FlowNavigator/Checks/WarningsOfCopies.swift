import FlowSyntax

/// The copies of one line (a component's `use`, a `repeat`) are ordinary elements and are
/// checked one by one, so copies that read alike get the same warning at the same line. Such a
/// warning is told once, with a note counting the copies it stands for (grammar.md 6.4): a
/// `repeat 1000` of a nameless icon is one problem to fix, not a thousand.
enum WarningsOfCopies {
    /// `diagnostics` with each repeated one kept at its first place, noted with its count.
    static func toldOnce(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Only warnings at one span can be the same. Spans are three integers, so the warnings
        // are ordered by span and compared whole only with their neighbours: hashing every
        // warning's strings cost more than the element checks around it on large programs.
        var spans = Set<Span>()
        spans.reserveCapacity(diagnostics.count)
        guard diagnostics.contains(where: { !spans.insert($0.span).inserted }) else { return diagnostics }
        let order = diagnostics.indices.sorted { left, right in
            let a = diagnostics[left].span
            let b = diagnostics[right].span
            return (a.file, a.start, a.end, left) < (b.file, b.start, b.end, right)
        }
        // Whether each diagnostic is the first of its equals, and how many each first stands for.
        var isFirst = [Bool](repeating: true, count: diagnostics.count)
        var count = [Int](repeating: 1, count: diagnostics.count)
        // The distinct warnings seen so far at the current span: few, however many copies.
        var distinct: [Int] = []
        for position in order.indices {
            let index = order[position]
            if position > 0, diagnostics[index].span != diagnostics[order[position - 1]].span {
                distinct.removeAll(keepingCapacity: true)
            }
            if let earlier = distinct.first(where: { diagnostics[$0] == diagnostics[index] }) {
                isFirst[index] = false
                count[earlier] += 1
            } else {
                distinct.append(index)
            }
        }
        var told: [Diagnostic] = []
        told.reserveCapacity(diagnostics.count)
        for index in diagnostics.indices where isFirst[index] {
            let diagnostic = diagnostics[index]
            guard count[index] > 1 else {
                told.append(diagnostic)
                continue
            }
            told.append(
                Diagnostic(
                    diagnostic.id, diagnostic.severity, diagnostic.message, at: diagnostic.span,
                    notes: diagnostic.notes + [Note("\(count[index]) copies of this line have this problem")],
                    help: diagnostic.help, pattern: diagnostic.pattern))
        }
        return told
    }
}

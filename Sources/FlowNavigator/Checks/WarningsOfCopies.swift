import FlowSyntax

/// The copies of one line (a component's `use`, a `repeat`) are ordinary elements and are
/// checked one by one, so copies that read alike get the same warning at the same line. Such a
/// warning is told once, with a note counting the copies it stands for (grammar.md 6.4): a
/// `repeat 1000` of a nameless icon is one problem to fix, not a thousand.
enum WarningsOfCopies {
    /// `diagnostics` with each repeated one kept at its first place, noted with its count.
    static func toldOnce(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Most screens have no two warnings at one place: spans are three integers, cheap to
        // hash, where a whole warning is strings.
        var spans = Set<Span>()
        spans.reserveCapacity(diagnostics.count)
        guard diagnostics.contains(where: { !spans.insert($0.span).inserted }) else { return diagnostics }
        var first: [Diagnostic: Int] = [:]
        var kept: [Diagnostic] = []
        var counts: [Int] = []
        for diagnostic in diagnostics {
            if let index = first[diagnostic] {
                counts[index] += 1
            } else {
                first[diagnostic] = kept.count
                kept.append(diagnostic)
                counts.append(1)
            }
        }
        guard counts.count < diagnostics.count else { return diagnostics }
        return zip(kept, counts).map { diagnostic, count in
            guard count > 1 else { return diagnostic }
            return Diagnostic(
                diagnostic.id, diagnostic.severity, diagnostic.message, at: diagnostic.span,
                notes: diagnostic.notes + [Note("\(count) copies of this line have this problem")], help: diagnostic.help,
                pattern: diagnostic.pattern)
        }
    }
}

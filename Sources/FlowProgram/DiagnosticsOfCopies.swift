import FlowSyntax

/// The copies of one line (by a `use` or a `repeat`, §9.1) are ordinary elements, checked one
/// by one, so copies that read alike raise the same diagnostic at the same line. Each such
/// diagnostic, error or warning, front end or navigator, is told once, where it was first
/// raised, with one wording (grammar.md 6.4): a note at each copy's own `use` line (the first
/// three, then how many more), and how many copies it stands for. A `repeat 1000` of a nameless
/// icon is one problem to fix, not a thousand.
public enum DiagnosticsOfCopies {
    /// At most this many `use` lines are noted; the rest are counted.
    public static let shownUses = 3

    /// What the equal diagnostics of one group were raised by.
    private struct Group {
        let first: Int
        var count = 1
        /// The first `shownUses` distinct `use` lines, in the order their copies were checked.
        var shown: [CopyOrigin] = []
        /// Every distinct `use` line, once more than `shownUses` are.
        var all: Set<Span> = []
        var last: Span?

        mutating func add(_ origin: CopyOrigin?) {
            // Copies of one `use` come together: most are the line just seen.
            guard let origin, origin.component != nil, origin.line != last else { return }
            last = origin.line
            if shown.contains(where: { $0.line == origin.line }) || all.contains(origin.line) { return }
            if shown.count < DiagnosticsOfCopies.shownUses {
                shown.append(origin)
            } else {
                if all.isEmpty { all = Set(shown.map(\.line)) }
                all.insert(origin.line)
            }
        }
    }

    /// `diagnostics` with equal ones told once, noted with the copies that raised them; every
    /// one without its `copy`. Those that no copy raised are kept as they are.
    public static func toldOnce(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.copy != nil }) else { return diagnostics }
        var groups: [Group] = []
        var groupOf: [Diagnostic: Int] = [:]
        groupOf.reserveCapacity(diagnostics.count)
        var isFirst = [Bool](repeating: false, count: diagnostics.count)
        for index in diagnostics.indices {
            let diagnostic = diagnostics[index]
            if let group = groupOf[diagnostic] {
                groups[group].count += 1
                groups[group].add(diagnostic.copy)
                continue
            }
            groupOf[diagnostic] = groups.count
            var group = Group(first: index)
            group.add(diagnostic.copy)
            groups.append(group)
            isFirst[index] = true
        }
        var told: [Diagnostic] = []
        told.reserveCapacity(groups.count)
        var group = 0
        for index in diagnostics.indices where isFirst[index] {
            told.append(noted(diagnostics[index], groups[group]))
            group += 1
        }
        return told
    }

    private static func noted(_ diagnostic: Diagnostic, _ group: Group) -> Diagnostic {
        guard diagnostic.copy != nil || group.count > 1 else { return diagnostic }
        var notes = diagnostic.notes
        for origin in group.shown {
            notes.append(Note("copied by this 'use' of component '\(origin.component ?? "")'", at: origin.line))
        }
        if group.all.count > group.shown.count {
            let more = group.all.count - group.shown.count
            notes.append(Note("and by \(more) more 'use' line\(more == 1 ? "" : "s")"))
        }
        if group.count > 1 { notes.append(Note("\(group.count) copies of this line have this problem")) }
        return Diagnostic(
            diagnostic.id, diagnostic.severity, diagnostic.message, at: diagnostic.span, notes: notes, help: diagnostic.help,
            pattern: diagnostic.pattern)
    }
}

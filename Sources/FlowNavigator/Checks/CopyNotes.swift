import FlowProgram
import FlowSyntax

/// A warning about an element copied from a component points at the component's line; it
/// gets a note at each `use` line of the screen that copied that line (navigator-model.md §9.1).
struct CopyNotes {
    /// At most this many `use` lines are noted; the rest are counted.
    static let shown = 3
    /// A span of the component's lines (an element's kind, an action, a gesture) → the first
    /// `use` lines that copied it, in reading order, each once, and how many there are.
    private var uses: [Span: (first: [Span], count: Int, last: Span?)] = [:]

    init(_ screen: Screen) {
        for (index, element) in screen.elements.enumerated() {
            guard index < screen.copiedBy.count, let use = screen.copiedBy[index] else { continue }
            var spans = [element.span]
            spans += element.accessibility.actions.map(\.span)
            spans += element.voiceOverAccessibility.actions.map(\.span)
            spans += element.swipeActions.map(\.span)
            spans += element.gestures.map(\.span)
            // Copies of one `use` come together, in reading order: the last one is enough to compare.
            for span in spans where uses[span]?.last != use {
                var entry = uses[span] ?? ([], 0, nil)
                if entry.first.count < Self.shown { entry.first.append(use) }
                entry.count += 1
                entry.last = use
                uses[span] = entry
            }
        }
    }

    func noted(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let copiedBy = uses[diagnostic.span] else { return diagnostic }
        var notes = diagnostic.notes + copiedBy.first.map { Note("copied by this 'use'", at: $0) }
        if copiedBy.count > copiedBy.first.count {
            notes.append(Note("and by \(copiedBy.count - copiedBy.first.count) more 'use' lines of this screen"))
        }
        return Diagnostic(
            diagnostic.id, diagnostic.severity, diagnostic.message, at: diagnostic.span, notes: notes, help: diagnostic.help,
            pattern: diagnostic.pattern)
    }
}

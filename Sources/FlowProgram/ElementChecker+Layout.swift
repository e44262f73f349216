import FlowSyntax

extension ElementChecker {
    /// `overlay`, `pinned`, `row`, `reflows` (navigator-model.md §9.1) and `map` (§10.5): words of a group only.
    mutating func applyLayout(_ word: GroupLayoutWord, _ span: Span, kind: ElementKind, to layout: inout GroupLayout) {
        if kind != .group {
            diagnostics.append(
                Diagnostic(
                    .problem(.invalidAttribute), .error, "'\(word.rawValue)' lays out a group, but \(kind.withArticle) is not a group",
                    at: span, help: "put the elements in a 'group \"…\" \(word.rawValue)'"))
        }
        switch word {
        case .overlay: layout.overlay = true
        case .pinned: layout.pinned = true
        case .row: layout.row = true
        case .reflows: layout.reflows = true
        case .map: layout.map = true
        }
    }
}

extension GroupLayout {
    /// The layout as written, with a bar pinned (navigator-model.md §9.1: a group with
    /// `traits tab-bar` is pinned; §10.2: so is a navigation bar or toolbar).
    static func of(_ written: GroupLayout, kind: ElementKind, traits: TraitSet) -> GroupLayout {
        var layout = written
        if kind == .group, traits.isBar { layout.pinned = true }
        return layout
    }
}

import FlowSyntax

/// A group with no grouping behaviour adds nothing to the accessibility tree: its children are
/// flat siblings (navigator-model.md §2, rule 5). What it declares for itself as an element
/// would be lost without a word, so it is an error in the flow.
extension ElementChecker {
    /// Reports the first attribute of `attributes` (a group's own, or its `when voiceover` ones)
    /// that only an element has, when the group has no grouping where they apply.
    mutating func checkDeclarations(_ attributes: [Attribute], grouped: Bool) {
        guard !grouped, let (attribute, what) = attributes.lazy.compactMap(Self.elementDeclaration).first else { return }
        report(
            .problem(.groupWithoutGrouping),
            "a group without 'combine', 'ignore' or 'contain' is no element, so its \(what) would be lost", attribute.span,
            help: "say what the group is: 'combine' (one element with its children's names), 'ignore' (one element of only "
                + "what it declares) or 'contain' (its children, navigated together)")
    }

    /// The attribute and what it declares, when it is something only an element has: a label,
    /// value, hint, action, context-menu item (§10.3), `adjustable`, or a trait other than a
    /// bar's and `modal` (which say where the group stands, not what it is).
    private static func elementDeclaration(_ attribute: Attribute) -> (Attribute, String)? {
        switch attribute.kind {
        case .label: return (attribute, "label")
        case .value: return (attribute, "value")
        case .hint: return (attribute, "hint")
        case .action: return (attribute, "action")
        case .contextMenu: return (attribute, "context menu")
        case .adjustable: return (attribute, "'adjustable'")
        case .traits(let names):
            // An unknown trait is reported as one already.
            let declared = names.first { name in Trait(rawValue: name.text).map { !$0.isBar && $0 != .modal } ?? false }
            guard let trait = declared else { return nil }
            return (attribute, "trait '\(trait.text)'")
        default: return nil
        }
    }
}

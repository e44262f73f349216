import FlowSyntax

/// One element as `flowmap verify` compares it, on either side: what VoiceOver would call it,
/// what role it says, and where its line is. The flow's are made by `DeclaredElements`, the
/// app's by `DumpedElements`, so that `ElementPairing` compares like with like.
struct ComparedElement: Sendable {
    /// The name VoiceOver reads, as written (for messages); nil for an element with none.
    var name: String?
    /// Every name it answers to, normalised by `NameKey` (the flow's label for VoiceOver and
    /// for every other method, when they differ).
    var keys: [String]
    /// The role VoiceOver says: the kind, with `header` read as `text` (a dump rarely carries
    /// the heading trait, navigator-model.md §10.1, §10.2).
    var role: ElementKind
    /// Whether it is a heading by what its side says for sure: the flow's `header`, or a dump's
    /// own heading trait (never a header the importer inferred).
    var heading: Bool
    /// Whether VoiceOver may call it a heading: what a heading on the other side may pair with.
    var mayBeHeading: Bool
    /// Told it can be activated (§2: a control kind, or the button or link trait).
    var isControl: Bool
    /// `search-field`: a field VoiceOver calls a search field.
    var searchField: Bool
    /// The state traits, `selected` and `not-enabled`, as the language spells them.
    var states: Set<String>
    var accessory: CellAccessory?
    /// A page control (§10.4): matched with the other side's by role, not by name.
    var pageControl: Bool
    /// Matched when the app has it, never reported missing: a part the flow does not write
    /// (§10.4's grabber and page control, §10.1's "More Info" button), or an element on a page
    /// a pager does not show first (§9.3), which a dump of the screen does not hold.
    var optional: Bool
    /// The element's line: in the flow, its kind's word; in the dump, its line.
    var span: Span

    init(name: String?, role: ElementKind, span: Span) {
        self.name = name
        self.keys = name.flatMap(NameKey.normalised).map { [$0] } ?? []
        self.role = role == .header ? .text : role
        self.heading = role == .header
        self.mayBeHeading = role == .header
        self.isControl = false
        self.searchField = false
        self.states = []
        self.accessory = nil
        self.pageControl = false
        self.optional = false
        self.span = span
    }

    /// The role and name as a message says them: `button 'Log in'`, `image` for one with no name.
    var described: String {
        let word = heading ? "header" : pageControl ? "page control" : role.rawValue
        guard let name else { return "\(word) with no name" }
        return "\(word) '\(name)'"
    }
}

import FlowSyntax

/// Turns one screen's element syntax into checked elements: attributes applied, traits and
/// destinations resolved, and attributes that make no sense on their kind reported.
struct ElementChecker {
    let screens: ScreenNames
    var diagnostics: [Diagnostic] = []

    init(screens: ScreenNames) {
        self.screens = screens
    }

    mutating func check(_ syntax: [ElementSyntax]) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(syntax.count)
        for element in syntax {
            elements.append(check(element, parent: element.parent.map { syntax[$0] }))
        }
        return elements
    }

    /// Kinds that may hold child elements: groups, and links and buttons that wrap a row
    /// (navigator-model.md, section 2, rule 6), and pickers (their options).
    static let containers: Set<ElementKind> = [.group, .link, .button, .picker]
    /// Kinds that show an SF Symbol instead of text.
    static let iconKinds: Set<ElementKind> = [.button, .link, .toggle]
    /// Kinds that are activated or adjusted, and so need a name.
    static let controlKinds: Set<ElementKind> = [.button, .link, .toggle, .field, .slider, .stepper, .picker]

    mutating func check(_ element: ElementSyntax, parent: ElementSyntax?) -> Element {
        let kind = element.kind
        if let parent {
            if !ElementChecker.containers.contains(parent.kind) {
                report(
                    .invalidChild, "\(parent.kind.withArticle) cannot contain elements", element.kindSpan,
                    help: "only group, link, button and picker hold elements; indent this line one level less")
            } else if parent.kind == .picker && kind != .button {
                report(
                    .invalidChild, "a picker's options are buttons, not \(kind.withArticle)", element.kindSpan,
                    help: "write each option as 'button \"Name\"'")
            }
        }
        if element.icon != nil && !ElementChecker.iconKinds.contains(kind) {
            report(
                .invalidAttribute, "\(kind.withArticle) cannot show an icon", element.icon!.span,
                help: "icons belong to button, link and toggle; for a picture use 'image \"name\"'")
        }
        checkName(element)

        var base = Accessibility()
        var seen: [String: Span] = [:]
        var inputs: [String] = []
        var size: (width: Double, height: Double)?
        var destination: Int?
        var swipeActions: [Action] = []
        var gestures: [Gesture] = []
        var edge: Edge?
        var safeArea = false
        var truncates = false
        var fixedHeight = false
        for attribute in element.attributes {
            noteDuplicate(attribute, &seen)
            if apply(attribute, to: &base, kind: kind) { continue }
            switch attribute.kind {
            case .input(let names): inputs += names.map(\.text)
            case .size(let width, let height): size = (width, height)
            case .navigate(let name):
                if !isActivatable(element) {
                    report(
                        .invalidAttribute, "\(kind.withArticle) cannot be activated, so '->' never happens", attribute.span,
                        help: "make it a button or link, give it 'traits button', or put '->' on a 'gesture tap'")
                }
                destination = screens.resolve(name, into: &diagnostics)
            case .swipeAction(let name, let target):
                swipeActions.append(Action(name: name.text, destination: resolve(target), span: attribute.span))
            case .gesture(let gesture, let name, let target):
                gestures.append(
                    Gesture(kind: gesture, name: name.text, destination: resolve(target), span: attribute.span))
            case .edge(let value): edge = value
            case .safeArea: safeArea = true
            case .truncates:
                if kind == .image || kind == .group {
                    report(.invalidAttribute, "\(kind.withArticle) has no text to truncate", attribute.span)
                }
                truncates = true
            case .fixedHeight: fixedHeight = true
            default: break
            }
        }
        if let edgeAttribute = element.attributes.first(where: { if case .edge = $0.kind { true } else { false } }),
            !gestures.contains(where: { $0.kind == .drag || $0.kind == .swipe })
        {
            // An edge only matters to a drag or swipe that starts there; the checker looks at the
            // element itself, since a group's gestures are written on the group.
            report(
                .invalidAttribute, "'edge' has no effect without a 'gesture drag' or 'gesture swipe' on this element",
                edgeAttribute.span, help: "declare the gesture on the same element, or remove 'edge'")
        }
        if let safe = element.attributes.first(where: { if case .safeArea = $0.kind { true } else { false } }), edge == nil {
            report(.invalidAttribute, "'safe-area' only pads a gesture that sits on an 'edge'", safe.span)
        }

        var voiceOver = base
        var voiceOverSeen: [String: Span] = [:]
        for attribute in element.voiceOver {
            noteDuplicate(attribute, &voiceOverSeen)
            if !apply(attribute, to: &voiceOver, kind: kind) {
                report(
                    .invalidAttribute, "'\(attribute.keyword)' cannot depend on VoiceOver", attribute.span,
                    help: "'when voiceover' changes what VoiceOver is told: label, value, hint, traits, hidden, grouping, adjustable and actions")
            }
        }
        return Element(
            kind: kind, span: element.kindSpan, text: element.text?.text, icon: element.icon?.text, inputs: inputs,
            size: size, destination: destination, swipeActions: swipeActions, gestures: gestures, edge: edge,
            safeArea: safeArea, truncates: truncates, fixedHeight: fixedHeight, accessibility: base,
            voiceOverAccessibility: voiceOver, parent: element.parent, depth: element.depth,
            subtreeEnd: element.subtreeEnd)
    }

    private mutating func resolve(_ name: Name?) -> Int? {
        guard let name else { return nil }
        return screens.resolve(name, into: &diagnostics)
    }

    /// Applies an attribute that assistive technologies are told about; false for the others.
    private mutating func apply(_ attribute: Attribute, to accessibility: inout Accessibility, kind: ElementKind) -> Bool {
        switch attribute.kind {
        case .label(let name): accessibility.label = name.text
        case .value(let name): accessibility.value = name.text
        case .hint(let name): accessibility.hint = name.text
        case .traits(let names):
            for name in names {
                guard let trait = Trait(rawValue: name.text) else {
                    report(
                        .unknownTrait, "unknown trait '\(name.text)'", name.span,
                        help: Suggestion.help(for: name.text, among: Trait.allCases.map(\.rawValue))
                            ?? "traits: " + Trait.allCases.map(\.rawValue).joined(separator: ", "))
                    continue
                }
                accessibility.traits.insert(trait)
                if trait == .adjustable { accessibility.adjustable = true }
            }
        case .hidden: accessibility.hidden = true
        case .grouping(let grouping):
            if kind != .group {
                report(
                    .invalidAttribute, "'\(grouping.rawValue)' groups children, but \(kind.withArticle) is not a group",
                    attribute.span, help: "put the children in a 'group \"…\" \(grouping.rawValue)'")
            }
            accessibility.grouping = grouping
        case .adjustable:
            if [.header, .link, .toggle, .field].contains(kind) {
                report(.invalidAttribute, "\(kind.withArticle) cannot be adjustable", attribute.span)
            }
            accessibility.adjustable = true
        case .action(let name, let target):
            accessibility.actions.append(Action(name: name.text, destination: resolve(target), span: attribute.span))
        default: return false
        }
        return true
    }

    /// Single-valued attributes may be written once per element (and once more under
    /// `when voiceover`).
    private mutating func noteDuplicate(_ attribute: Attribute, _ seen: inout [String: Span]) {
        let key: String
        switch attribute.kind {
        case .label, .value, .hint, .size, .edge, .navigate: key = attribute.keyword
        case .grouping: key = "grouping"
        default: return
        }
        if let first = seen[key] {
            let what = key == "grouping" ? "a grouping ('combine', 'contain' or 'ignore')" : "'\(attribute.keyword)'"
            diagnostics.append(
                Diagnostic(
                    .duplicateAttribute, .error, "element already has \(what)", at: attribute.span,
                    notes: [Note("first given here", at: first)], help: "keep one of the two"))
        } else {
            seen[key] = attribute.span
        }
    }

    private func isActivatable(_ element: ElementSyntax) -> Bool {
        if ElementChecker.controlKinds.contains(element.kind) { return true }
        for attribute in element.attributes + element.voiceOver {
            if case .traits(let names) = attribute.kind, names.contains(where: { $0.text == "button" || $0.text == "link" }) {
                return true
            }
        }
        return false
    }

    private mutating func checkName(_ element: ElementSyntax) {
        // The name may be the part of the line that could not be read; that error is reported.
        if element.lineHasError { return }
        let hasLabel = element.attributes.contains { if case .label = $0.kind { true } else { false } }
        switch element.kind {
        case .header, .text, .image:
            if element.text == nil {
                let what = element.kind == .image ? "its image's name" : "its text"
                report(
                    .missingName, "\(element.kind.withArticle) needs \(what)", element.kindSpan,
                    help: "write it in quotes after '\(element.kind.rawValue)'")
            }
        case .button, .link, .toggle, .field, .slider, .stepper, .picker:
            if element.text == nil && element.icon == nil && !hasLabel
                && !(element.kind == .link || element.kind == .button)
            {
                report(
                    .missingName, "\(element.kind.withArticle) needs visible text or a label", element.kindSpan,
                    help: "write its text in quotes after '\(element.kind.rawValue)', or add 'label \"…\"'")
            }
        case .group:
            break
        }
    }

    private mutating func report(_ id: DiagnosticID, _ message: String, _ span: Span, help: String? = nil) {
        diagnostics.append(Diagnostic(id, .error, message, at: span, help: help))
    }
}

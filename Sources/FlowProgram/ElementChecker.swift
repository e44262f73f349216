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
        for (index, line) in syntax.enumerated() {
            elements.append(check(line, parent: line.parent.map { syntax[$0].kind }))
            checkInlineLink(elements, index) { syntax[$0] }
        }
        checkEscapes(elements)
        return elements
    }

    /// Where a checked element sits in its screen when that is not where its syntax was written,
    /// and which copy it belongs to: a copy made by a `use` or a `repeat` (§9.1).
    struct Place {
        let parent: Int?
        let depth: Int
        let subtreeEnd: Int
        var origin: CopyOrigin? = nil
    }

    /// Checks one element. A copy (§9.1) comes with its `place` in the expanded screen and `fill`,
    /// which fills the placeholders of its strings; its syntax is read where it was written.
    mutating func check(
        _ element: ElementSyntax, parent: ElementKind?, at place: Place? = nil, fill: ((Name) -> Name)? = nil
    ) -> Element {
        let position = place ?? Place(parent: element.parent, depth: element.depth, subtreeEnd: element.subtreeEnd)
        guard let fill else {
            return check(
                element, parent: parent, at: position, text: element.text, icon: element.icon, attributes: element.attributes,
                voiceOverAttributes: element.voiceOver)
        }
        return check(
            element, parent: parent, at: position, text: element.text.map(fill), icon: element.icon.map(fill),
            attributes: ElementChecker.filled(element.attributes, fill),
            voiceOverAttributes: ElementChecker.filled(element.voiceOver, fill))
    }

    /// `check` with the element's strings as they are to be read: its line's own, or filled.
    private mutating func check(
        _ element: ElementSyntax, parent: ElementKind?, at position: Place, text: Name?, icon: Name?,
        attributes: [Attribute], voiceOverAttributes: [Attribute]
    ) -> Element {
        let kind = element.kind
        if let parent {
            let holds = parent.model.children
            if !parent.model.holdsElements && !(holds == .linksInSentence && kind == .link) {
                report(
                    .problem(.invalidChild), "\(parent.withArticle) cannot contain elements", element.kindSpan,
                    help: holds == .linksInSentence
                        ? "\(parent.withArticle) holds only the links inside its sentence; indent this line one level less"
                        : "only \(ElementKind.list(ElementKind.holdersInMessages.map(\.rawValue), "and")) hold elements; indent this line one level less")
            } else if holds == .options && kind != .button {
                report(
                    .problem(.invalidChild), "\(parent.withArticle)'s options are buttons, not \(kind.withArticle)", element.kindSpan,
                    help: "write each option as 'button \"Name\"'")
            }
        }
        if element.icon != nil && !kind.model.showsIcon {
            let kinds = ElementKind.list(ElementKind.words(where: \.showsIcon), "and")
            report(
                .problem(.invalidAttribute), "\(kind.withArticle) cannot show an icon", element.icon!.span,
                help: "icons belong to \(kinds); for a picture use 'image \"name\"'")
        }
        checkName(element)

        var base = Accessibility()
        var seen = SingleAttributes()
        var inputs: [String] = []
        var size: (width: Double, height: Double)?
        var destination: Int?
        var swipeActions: [Action] = []
        var gestures: [Gesture] = []
        var edge: Edge?
        var safeArea = false
        var truncates = false
        var fixedHeight = false
        var pages = false
        var segmented = false
        var contextMenu: [Action] = []
        var pageControlSpan: Span?
        var caps: TextSize?
        var edgeSpan: Span?
        var safeAreaSpan: Span?
        var layout = GroupLayout()
        var reflowsSpan: Span?
        var accessory: Accessory?
        for index in attributes.indices {
            let attribute = attributes[index]
            noteDuplicate(attribute, &seen, among: attributes)
            if apply(attribute, to: &base, kind: kind) { continue }
            switch attribute.kind {
            case .input(let names): inputs += names.map(\.text)
            case .size(let width, let height): size = (width, height)
            case .navigate(let name):
                if !isActivatable(element) {
                    report(
                        .problem(.invalidAttribute), "\(kind.withArticle) cannot be activated, so '->' never happens", attribute.span,
                        help: "make it a button or link, give it 'traits button', or put '->' on a 'gesture tap'")
                }
                destination = screens.resolve(name, into: &diagnostics)
            case .swipeAction(let name, let target):
                swipeActions.append(Action(name: name.text, destination: resolve(target), span: attribute.span))
            case .contextMenu(let name, let target):
                contextMenu.append(Action(name: name.text, destination: resolve(target), span: attribute.span))
            case .segmented:
                requireKind(
                    .picker, kind, "'segmented' draws a picker as a segmented control, but \(kind.withArticle) is no picker",
                    attribute.span, help: "write 'picker \"…\" segmented' with one button per segment under it")
                segmented = true
            case .gesture(let gesture, let name, let target):
                gestures.append(
                    Gesture(kind: gesture, name: name.text, destination: resolve(target), span: attribute.span))
            case .edge(let value):
                edge = value
                if edgeSpan == nil { edgeSpan = attribute.span }
            case .safeArea:
                safeArea = true
                if safeAreaSpan == nil { safeAreaSpan = attribute.span }
            case .truncates:
                if kind.model.text != .visible {
                    report(.problem(.invalidAttribute), "\(kind.withArticle) has no text to truncate", attribute.span)
                }
                truncates = true
            case .fixedHeight: fixedHeight = true
            case .escape, .range: applyStepAttribute(attribute, to: &base, element)
            case .layout(let word):
                applyLayout(word, attribute.span, kind: kind, to: &layout)
                if word == .reflows, reflowsSpan == nil { reflowsSpan = attribute.span }
            case .accessory(let word, let target):
                requireKind(
                    .cell, kind, "'accessory' sits at a list cell's trailing edge, but \(kind.withArticle) is not a cell",
                    attribute.span, help: "write the row as 'cell \"…\" accessory \(word.rawValue)'")
                accessory = Accessory(kind: word, destination: resolve(target), span: attribute.span)
            case .pages:
                requireKind(
                    .group, kind, "'pages' makes a group's children pages, but \(kind.withArticle) is not a group",
                    attribute.span, help: "put the pages in a 'group \"…\" pages', one child group per page")
                pages = true
            case .pageControl:
                if pageControlSpan == nil { pageControlSpan = attribute.span }
            case .caps(let size): caps = size
            default: break
            }
        }
        if let edgeSpan, !gestures.contains(where: { $0.kind == .drag || $0.kind == .swipe })
        {
            // An edge only matters to a drag or swipe that starts there; the checker looks at the
            // element itself, since a group's gestures are written on the group.
            report(
                .problem(.invalidAttribute), "'edge' has no effect without a 'gesture drag' or 'gesture swipe' on this element",
                edgeSpan, help: "declare the gesture on the same element, or remove 'edge'")
        }
        if let reflowsSpan, !layout.row {
            report(
                .problem(.invalidAttribute), "'reflows' says how a row changes at large text sizes, but this group is no 'row'",
                reflowsSpan, help: "write 'row reflows'")
        }
        if let pageControlSpan, !pages {
            // §10.4: a page control belongs to a pager.
            report(
                .problem(.invalidAttribute), "'page-control' shows a pager's page control, but this \(kind.rawValue) has no pages",
                pageControlSpan, help: "write it after 'pages' on the pager's group: 'group \"…\" pages page-control'")
        }
        if let safeAreaSpan, edge == nil {
            report(.problem(.invalidAttribute), "'safe-area' only pads a gesture that sits on an 'edge'", safeAreaSpan)
        }

        var voiceOver = base
        var voiceOverSeen = SingleAttributes()
        for index in voiceOverAttributes.indices {
            let attribute = voiceOverAttributes[index]
            noteDuplicate(attribute, &voiceOverSeen, among: voiceOverAttributes)
            if !apply(attribute, to: &voiceOver, kind: kind) {
                report(
                    .problem(.invalidAttribute), "'\(attribute.keyword)' cannot depend on VoiceOver", attribute.span,
                    help: "'when voiceover' changes what VoiceOver is told: label, value, hint, traits, hidden, grouping, adjustable and actions")
            }
        }
        if kind == .group {
            checkDeclarations(attributes, grouped: base.grouping != nil)
            checkDeclarations(voiceOverAttributes, grouped: voiceOver.grouping != nil)
        }
        // Read from `base` before it is handed to the element, so that it is moved, not copied.
        let groupLayout = GroupLayout.of(layout, kind: kind, traits: base.traits)
        if kind == .cell {
            CellRows.declare(accessory, destination: destination, on: &base)
            CellRows.declare(accessory, destination: destination, on: &voiceOver)
        }
        var checked = Element(
            kind: kind, span: element.kindSpan, text: (copy text)?.text, icon: (copy icon)?.text, inputs: inputs,
            size: size, destination: destination, swipeActions: swipeActions, gestures: gestures, edge: edge,
            safeArea: safeArea, truncates: truncates, fixedHeight: fixedHeight, accessibility: base,
            voiceOverAccessibility: voiceOver, parent: position.parent, depth: position.depth, subtreeEnd: position.subtreeEnd,
            layout: groupLayout, pages: pages, segmented: segmented, contextMenu: contextMenu,
            pageControl: pages && pageControlSpan != nil, caps: caps, origin: position.origin)
        if kind == .cell { checked.accessory = accessory }
        return checked
    }

    /// The attributes with their strings filled; the same array when none has a `{`, so that
    /// most copies allocate nothing for them.
    static func filled(_ attributes: [Attribute], _ fill: (Name) -> Name) -> [Attribute] {
        guard attributes.contains(where: { $0.hasPlaceholder }) else { return attributes }
        return attributes.map { $0.filling(fill) }
    }

    /// A link indented under a text is a link inside that sentence (navigator-model.md §9.3): its
    /// string must occur in the text, and it holds no elements. `elements` are the screen's
    /// checked elements up to the link, whose strings are filled in a copy (§9.1); `syntax`
    /// gives any element's line, for where its strings were written.
    mutating func checkInlineLink(_ elements: [Element], _ index: Int, syntax: (Int) -> ElementSyntax) {
        // Only a link is looked at further: no syntax is read for the rest.
        guard elements[index].kind == .link, let parent = elements[index].parent, elements[parent].kind.model.children == .linksInSentence
        else { return }
        let link = syntax(index)
        guard !link.lineHasError else { return }
        if elements[index].subtreeEnd > index + 1 {
            report(
                .problem(.invalidChild), "a link inside a text cannot hold elements", syntax(index + 1).kindSpan,
                help: "a link inside a sentence is only words of it; indent this line one level less")
        }
        let text = syntax(parent)
        guard let sentence = elements[parent].text, let sentenceSpan = text.text?.span, !text.lineHasError else { return }
        guard let words = elements[index].text, let wordsSpan = link.text?.span else {
            report(
                .problem(.inlineLinkText), "a link inside a text needs its words", link.kindSpan,
                help: "write the words of the sentence that are the link: 'link \"Send a new code\"'")
            return
        }
        if !sentence.contains(words) {
            diagnostics.append(
                Diagnostic(
                    .problem(.inlineLinkText), .error, "'\(words)' does not occur in the text it is inside", at: wordsSpan,
                    notes: [Note("the text", at: sentenceSpan)],
                    help: "a link inside a text is words of that sentence: write them exactly as the text has them"))
        }
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
                        .problem(.unknownTrait), "unknown trait '\(name.text)'", name.span,
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
                    .problem(.invalidAttribute), "'\(grouping.rawValue)' groups children, but \(kind.withArticle) is not a group",
                    attribute.span, help: "put the children in a 'group \"…\" \(grouping.rawValue)'")
            }
            accessibility.grouping = grouping
        case .adjustable:
            if kind.model.adjusting == .never {
                report(.problem(.invalidAttribute), "\(kind.withArticle) cannot be adjustable", attribute.span)
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
    private mutating func noteDuplicate(_ attribute: Attribute, _ seen: inout SingleAttributes, among all: [Attribute]) {
        guard let slot = SingleAttributes.slot(of: attribute.kind) else { return }
        let bit: UInt8 = 1 << slot
        // Only a duplicate looks for the first one: the common case stays a bit test.
        if seen.given & bit != 0,
            let first = all.first(where: { SingleAttributes.slot(of: $0.kind) == slot })?.span
        {
            let what =
                slot == SingleAttributes.grouping ? "a grouping ('combine', 'contain' or 'ignore')" : "'\(attribute.keyword)'"
            diagnostics.append(
                Diagnostic(
                    .problem(.duplicateAttribute), .error, "element already has \(what)", at: attribute.span,
                    notes: [Note("first given here", at: first)], help: "keep one of the two"))
        } else {
            seen.given |= bit
        }
    }

    private func isActivatable(_ element: ElementSyntax) -> Bool {
        if element.kind.model.isControl { return true }
        func hasControlTrait(_ attributes: [Attribute]) -> Bool {
            attributes.contains { attribute in
                if case .traits(let names) = attribute.kind {
                    names.contains { $0.text == "button" || $0.text == "link" }
                } else {
                    false
                }
            }
        }
        return hasControlTrait(element.attributes) || hasControlTrait(element.voiceOver)
    }

    private mutating func checkName(_ element: ElementSyntax) {
        // The name may be the part of the line that could not be read; that error is reported.
        if element.lineHasError { return }
        switch element.kind.model.naming {
        case .optional:
            break
        case .itsString:
            if element.text == nil {
                let what = element.kind.model.text == .imageName ? "its image's name" : "its text"
                report(
                    .problem(.missingName), "\(element.kind.withArticle) needs \(what)", element.kindSpan,
                    help: "write it in quotes after '\(element.kind.rawValue)'")
            }
        case .textIconOrLabel:
            if element.text == nil && element.icon == nil
                && !element.attributes.contains(where: { if case .label = $0.kind { true } else { false } })
            {
                report(
                    .problem(.missingName), "\(element.kind.withArticle) needs visible text or a label", element.kindSpan,
                    help: "write its text in quotes after '\(element.kind.rawValue)', or add 'label \"…\"'")
            }
        }
    }

    mutating func report(_ id: DiagnosticID, _ message: String, _ span: Span, help: String? = nil) {
        diagnostics.append(Diagnostic(id, .error, message, at: span, help: help))
    }

    /// An attribute only a `required` element takes, written on `kind`: an invalid attribute.
    mutating func requireKind(_ required: ElementKind, _ kind: ElementKind, _ message: String, _ span: Span, help: String) {
        if kind != required { report(.problem(.invalidAttribute), message, span, help: help) }
    }
}

import FlowSyntax

/// Finds every affordance on a screen that a task step's name fits (navigator-model.md,
/// section 2): a control's label, visible text or input label, a custom action, a swipe
/// action, a gesture's action; `in "…"` narrows them to one element's subtree. Which of them a
/// method can use, and at what cost, is the navigator's business, not the checker's.
struct StepResolver {
    let screens: [Screen]
    let screen: Int
    let index: ScreenNameIndex
    /// For an unknown name's note: the first screen of the program that offers it.
    let firstOffers: FirstOffers
    var diagnostics: [Diagnostic] = []
    /// The screen's elements, read through its index, which holds them.
    var elements: [Element] { index.elements }

    init(screens: [Screen], screen: Int, index: ScreenNameIndex, firstOffers: FirstOffers) {
        self.screens = screens
        self.screen = screen
        self.index = index
        self.firstOffers = firstOffers
    }

    /// An `activate`, `choose` or `find` step, or nil after an error.
    mutating func resolve(_ kind: Step.Kind, _ name: Name, byIcon: Bool, container: Name?, span: Span) -> Step? {
        guard let found = affordances(kind, name, byIcon: byIcon, container: container) else { return nil }
        return Step(
            kind: kind, name: name.text, byIcon: byIcon, container: found.container, screen: screen, candidates: found.candidates,
            destination: found.destination, span: span)
    }

    /// Every affordance that the step's name fits, with the container `in "…"` names and where
    /// the step leads; nil after an error.
    mutating func affordances(
        _ kind: Step.Kind, _ name: Name, byIcon: Bool, container: Name?
    ) -> (candidates: [Affordance], container: Int?, destination: Int?)? {
        var scope: [Range<Int>]?
        var containerIndex: Int?
        if let container {
            let matches = index.elements(calling: container.text)
            guard let first = matches.first else {
                diagnostics.append(
                    Diagnostic(
                        .problem(.unknownContainer), .error, "nothing on screen '\(screens[screen].name)' is called '\(container.text)'",
                        at: container.span,
                        help: Suggestion.help(for: container.text, among: elements.compactMap(\.referenceName))))
                return nil
            }
            containerIndex = first
            // `choose` picks one of the container's options, never the container itself.
            scope = matches.map { (kind == .choose ? $0 + 1 : $0)..<elements[$0].subtreeEnd }
        }
        var candidates: [Affordance] = []
        for element in index.elements(offering: name.text, byIcon: byIcon, in: scope) {
            Self.appendAffordances(of: elements[element], at: element, kind, name.text, byIcon: byIcon, to: &candidates)
        }
        guard !candidates.isEmpty else {
            reportUnknown(kind, name, byIcon: byIcon, in: container)
            return nil
        }
        guard !isAmbiguous(candidates, name) else { return nil }
        for candidate in candidates where candidate.kind == .activation {
            let element = elements[candidate.element]
            if element.accessibility.traits.contains(.notEnabled) && kind != .find {
                diagnostics.append(
                    Diagnostic(
                        .problem(.disabledStep), .error, "'\(name.text)' is not enabled, so this step cannot happen", at: name.span,
                        notes: [Note("marked 'not-enabled' here", at: element.span)],
                        help: "remove 'not-enabled', or add the step that enables it"))
                return nil
            }
        }
        guard let destination = destination(of: candidates, name) else { return nil }
        return (candidates, containerIndex, destination)
    }

    static func appendAffordances(
        of element: Element, at index: Int, _ kind: Step.Kind, _ name: String, byIcon: Bool, to found: inout [Affordance]
    ) {
        if byIcon {
            if element.icon == name { found.append(Affordance(element: index, kind: .activation)) }
            return
        }
        switch kind {
        case .find:
            if element.offersControlName(name) || (element.kind == .image && element.accessibility.label == name) {
                found.append(Affordance(element: index, kind: .activation))
            }
            return
        case .adjust:
            // §9.2: an adjustable element, found by its label or visible text as `activate` finds
            // a control; what it is adjusted with is the element itself, never an action.
            if element.isAdjustable && element.offersControlName(name) { found.append(Affordance(element: index, kind: .activation)) }
            return
        case .activate, .choose, .back, .type:
            if (element.isControl(voiceOver: false) || element.isControl(voiceOver: true)) && element.offersControlName(name) {
                found.append(Affordance(element: index, kind: .activation))
            }
        }
        for (position, action) in element.accessibility.actions.enumerated() where action.name == name {
            found.append(Affordance(element: index, kind: .action(position)))
        }
        let shared = element.accessibility.actions.count
        for (position, action) in element.voiceOverAccessibility.actions.enumerated()
        where position >= shared && action.name == name {
            found.append(Affordance(element: index, kind: .voiceOverAction(position)))
        }
        for (position, action) in element.swipeActions.enumerated() where action.name == name {
            found.append(Affordance(element: index, kind: .swipeAction(position)))
        }
        for (position, gesture) in element.gestures.enumerated() where gesture.name == name {
            found.append(Affordance(element: index, kind: .gesture(position)))
        }
    }

    /// Several different elements answering to the name as their activation (two "Edit"
    /// buttons) is ambiguous. A control and an action or gesture of the same name are
    /// alternatives for one step (navigator-model.md, section 2), not a conflict.
    private mutating func isAmbiguous(_ candidates: [Affordance], _ name: Name) -> Bool {
        // The common case, one element, costs no array.
        if candidates.allSatisfy({ $0.element == candidates[0].element }) { return false }
        let activations = candidates.filter { $0.kind == .activation }
        let pool = activations.isEmpty ? candidates : activations
        // Candidates come in reading order, an element's together: a change of element is a new one.
        var distinct: [Int] = []
        for candidate in pool where distinct.last != candidate.element { distinct.append(candidate.element) }
        guard distinct.count > 1 else { return false }
        // A note for each of the first few; thousands of elements of one name in thousands of
        // steps made millions of notes, an output that grew with the square of the input.
        let shown = distinct.prefix(Self.notedCandidates)
        var notes: [Note] = []
        var containers: [String] = []
        for index in shown {
            let element = elements[index]
            let owner = namedAncestor(of: index)
            notes.append(Note("\(element.kind.rawValue)\(owner.map { " in '\($0)'" } ?? "") offers it here", at: element.span))
            if let owner, !containers.contains(owner) { containers.append(owner) }
        }
        if distinct.count > shown.count { notes.append(Note("and \(distinct.count - shown.count) more")) }
        let help =
            containers.count == distinct.count
            ? "say which with " + containers.map { "'in \"\($0)\"'" }.joined(separator: " or ")
            : "give the elements different labels, or say which with 'in \"…\"'"
        diagnostics.append(
            Diagnostic(
                .problem(.ambiguousName), .error, "'\(name.text)' names \(distinct.count) elements on screen '\(screens[screen].name)'",
                at: name.span, notes: notes, help: help))
        return true
    }

    /// How many of an ambiguous name's elements get a note of their own.
    static let notedCandidates = 10

    private func namedAncestor(of index: Int) -> String? {
        var current = elements[index].parent
        while let parent = current {
            if let name = elements[parent].referenceName { return name }
            current = elements[parent].parent
        }
        return nil
    }

    /// Where the step leads: the same screen for every candidate, or an error.
    private mutating func destination(of candidates: [Affordance], _ name: Name) -> Int?? {
        // The common case, one way to do the step, costs no array.
        if candidates.count == 1 { return .some(target(of: candidates[0])) }
        var destinations: [Int?] = []
        var notes: [Note] = []
        for candidate in candidates {
            let element = elements[candidate.element]
            let target = target(of: candidate)
            if !destinations.contains(target) {
                destinations.append(target)
                notes.append(Note(target.map { "this one opens '\(screens[$0].name)'" } ?? "this one stays on the screen", at: element.span))
            }
        }
        guard destinations.count == 1 else {
            diagnostics.append(
                Diagnostic(
                    .problem(.conflictingDestinations), .error, "the ways to do '\(name.text)' lead to different screens", at: name.span,
                    notes: notes, help: "give every control, action and gesture called '\(name.text)' the same '->'"))
            return nil
        }
        return .some(destinations[0])
    }

    /// The screen an affordance opens, if it opens one.
    private func target(of candidate: Affordance) -> Int? {
        let element = elements[candidate.element]
        switch candidate.kind {
        case .activation: return element.destination
        case .action(let index): return element.accessibility.actions[index].destination
        case .voiceOverAction(let index): return element.voiceOverAccessibility.actions[index].destination
        case .swipeAction(let index): return element.swipeActions[index].destination
        case .gesture(let index): return element.gestures[index].destination
        }
    }

    private mutating func reportUnknown(_ kind: Step.Kind, _ name: Name, byIcon: Bool, in container: Name?) {
        let screenName = screens[screen].name
        let offered = index.offered(byIcon: byIcon)
        var notes: [Note] = []
        if container == nil, let other = firstOffers.screen(offering: name.text), other != screen {
            notes.append(Note("screen '\(screens[other].name)' has it; no earlier step of this task opens that screen"))
        }
        let what = byIcon ? "an icon '\(name.text)'" : "'\(name.text)'"
        let place = container.map { "in '\($0.text)' on screen '\(screenName)'" } ?? "on screen '\(screenName)'"
        let verb = kind == .find ? "shows" : "offers"
        if !byIcon, let unspoken = UnspokenName(name.text, kind, in: elements) {
            diagnostics.append(
                Diagnostic(
                    .problem(.unknownName), .error, "nothing \(place) \(verb) \(what): \(unspoken.reason)", at: name.span,
                    notes: notes + [unspoken.note], help: unspoken.help))
            return
        }
        diagnostics.append(
            Diagnostic(
                .problem(.unknownName), .error, "nothing \(place) \(verb) \(what)", at: name.span, notes: notes,
                help: Suggestion.help(for: name.text, among: offered)))
    }
}

/// The steps that do something to what they find (navigator-model.md §9.2): `adjust` and `type`
/// find their element as `activate` does, then check that it can take the value or the text.
extension StepResolver {
    /// `adjust "Name" to VALUE`: an adjustable element of that name with a numeric value and a
    /// range holding VALUE; nil after an error.
    mutating func adjust(_ name: Name, to value: Double, valueSpan: Span, span: Span) -> Step? {
        // The step as it is looked up: its increments are counted from the element it finds.
        let lookedUp = Step.Kind.adjust(Adjustment(value: value, increments: 0))
        let offering = index.elements(offering: name.text, byIcon: false, in: nil)
        if let other = offering.first, !offering.contains(where: { elements[$0].isAdjustable && elements[$0].offersControlName(name.text) }) {
            notAdjustable(name, elements[other])
            return nil
        }
        guard let found = affordances(lookedUp, name, byIcon: false, container: nil) else { return nil }
        let candidate = found.candidates[0]
        let element = elements[candidate.element]
        guard let range = element.accessibility.range, let current = element.accessibility.value.flatMap(Adjustment.firstNumber) else {
            notAdjustable(name, element)
            return nil
        }
        guard range.contains(value) else {
            diagnostics.append(
                Diagnostic(
                    .problem(.valueOutOfRange), .error,
                    "\(SyntaxDump.number(value)) is outside the range of '\(name.text)', \(SyntaxDump.number(range.low)) to \(SyntaxDump.number(range.high))",
                    at: valueSpan, notes: [Note("range given here", at: element.span)],
                    help: "adjust it to a value from \(SyntaxDump.number(range.low)) to \(SyntaxDump.number(range.high))"))
            return nil
        }
        let adjustment = Adjustment(
            value: value, increments: Adjustment.increments(from: current, to: value, step: range.increment(
                    for: element, hasOptions: !Adjustment.options(of: candidate.element, in: elements).isEmpty)))
        return Step(
            kind: .adjust(adjustment), name: name.text, byIcon: false, container: nil, screen: screen, candidates: [candidate],
            destination: nil, span: span)
    }

    private mutating func notAdjustable(_ name: Name, _ element: Element) {
        diagnostics.append(
            Diagnostic(
                .problem(.notAdjustable), .error, "'\(name.text)' cannot be adjusted to a number: it needs a numeric 'value' and a 'range'",
                at: name.span, notes: [Note("\(element.kind.rawValue) declared here", at: element.span)],
                help: "give the \(ElementKind.list(ElementKind.words(where: \.isNativelyAdjustable) + ["adjustable element"], "or")) both, for example: slider \"Volume\" value \"20%\" range 0 100"))
    }

    /// `type "text" in "Field"`: a field of that name; nil after an error.
    mutating func type(_ text: Name, into field: Name, span: Span) -> Step? {
        let kind = Step.Kind.type(text.text)
        guard let found = affordances(kind, field, byIcon: false, container: nil) else { return nil }
        let fields = found.candidates.filter { $0.kind == .activation && elements[$0.element].kind == .field }
        guard !fields.isEmpty else {
            let element = elements[found.candidates[0].element]
            diagnostics.append(
                Diagnostic(
                    .problem(.notAField), .error, "'\(field.text)' is \(element.kind.withArticle), not a field: nothing can be typed into it",
                    at: field.span, notes: [Note("declared here", at: element.span)],
                    help: "type into a 'field', or use 'activate' for \(element.kind.withArticle)"))
            return nil
        }
        return Step(
            kind: kind, name: field.text, byIcon: false, container: nil, screen: screen, candidates: fields,
            destination: found.destination, span: span)
    }
}

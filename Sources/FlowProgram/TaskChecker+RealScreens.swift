import FlowSyntax

/// The screens a task navigated from, for `back` (navigator-model.md §9.2): each entry is a
/// screen the task left and the index of the step that left it.
struct Trail {
    private(set) var entries: [(screen: Int, step: Int)] = []

    /// Step `step` went from `from` to `to`. An alert or sheet is never an entry (§9.1: it is
    /// left through its own buttons, never with `back`): leaving one for the screen that
    /// presented it returns there; leaving it for another screen keeps the presenter as the
    /// screen `back` returns to.
    mutating func navigate(from: Int, to: Int?, by step: Int, screens: [Screen]) {
        guard let to, to != from else { return }
        if screens[from].presentation != nil {
            if entries.last?.screen == to { entries.removeLast() }
            return
        }
        entries.append((from, step))
    }

    mutating func pop() -> (screen: Int, step: Int)? { entries.popLast() }
}

/// The steps of navigator-model.md §9.2: `back`, `adjust "Name" to VALUE`, `type "text" in "Field"`.
extension TaskChecker {
    /// The step, which will be step `index` of the task, or nil after an error.
    mutating func resolveRealScreenStep(_ line: StepSyntax, on screen: Int, index: Int, trail: inout Trail) -> Step? {
        switch line.kind {
        case .back: return back(line, on: screen, trail: &trail)
        case .adjust(let name, let value, let valueSpan): return adjust(line, name, to: value, valueSpan, on: screen)
        case .type(let text, let field):
            guard let step = type(line, text, into: field, on: screen) else { return nil }
            trail.navigate(from: screen, to: step.destination, by: index, screens: screens)
            return step
        default: return nil
        }
    }

    private mutating func back(_ line: StepSyntax, on screen: Int, trail: inout Trail) -> Step? {
        if let presentation = screens[screen].presentation {
            diagnostics.append(
                Diagnostic(
                    .problem(.backFromModal), .error, "'back' cannot leave \(presentation == .alert ? "an alert" : "a sheet")",
                    at: line.span, notes: [Note("screen '\(screens[screen].name)' is \(presentation == .alert ? "an alert" : "a sheet") here", at: screens[screen].span)],
                    help: "leave it through its own buttons, for example 'activate \"Cancel\"' with a '->' back"))
            return nil
        }
        guard let left = trail.pop() else {
            report(
                .problem(.backAtStart), "'back' on screen '\(screens[screen].name)', where no step of this task came from another screen",
                line.span, help: "'back' returns to the screen whose '->' brought the task here; remove it, or start the task earlier")
            return nil
        }
        var step = Step(
            kind: .back, name: "back", byIcon: false, container: nil, screen: screen, candidates: [], destination: left.screen,
            span: line.span)
        step.returnsTo = left.step
        return step
    }

    private mutating func adjust(_ line: StepSyntax, _ name: Name, to value: Double, _ valueSpan: Span, on screen: Int) -> Step? {
        guard let found = resolveStep(.activate, name, byIcon: false, container: nil, on: screen, line.span) else { return nil }
        let elements = screens[screen].elements
        // §9.2: a slider, a stepper or an adjustable element, with a numeric value and a range.
        let adjustable = found.candidates.first { candidate in
            let element = elements[candidate.element]
            return candidate.kind == .activation && (element.kind.model.isNativelyAdjustable || element.accessibility.adjustable)
                && element.accessibility.range != nil && element.accessibility.value.flatMap(Adjustment.firstNumber) != nil
        }
        guard let candidate = adjustable else {
            let element = elements[found.candidates[0].element]
            diagnostics.append(
                Diagnostic(
                    .problem(.notAdjustable), .error, "'\(name.text)' cannot be adjusted to a number: it needs a numeric 'value' and a 'range'",
                    at: name.span, notes: [Note("\(element.kind.rawValue) declared here", at: element.span)],
                    help: "give the \(ElementKind.list(ElementKind.words(where: \.isNativelyAdjustable) + ["adjustable element"], "or")) both, for example: slider \"Volume\" value \"20%\" range 0 100"))
            return nil
        }
        let element = elements[candidate.element]
        let range = element.accessibility.range!
        guard range.contains(value) else {
            diagnostics.append(
                Diagnostic(
                    .problem(.valueOutOfRange), .error,
                    "\(SyntaxDump.number(value)) is outside the range of '\(name.text)', \(SyntaxDump.number(range.low)) to \(SyntaxDump.number(range.high))",
                    at: valueSpan, notes: [Note("range given here", at: element.span)],
                    help: "adjust it to a value from \(SyntaxDump.number(range.low)) to \(SyntaxDump.number(range.high))"))
            return nil
        }
        let current = element.accessibility.value.flatMap(Adjustment.firstNumber)!
        var step = Step(
            kind: .adjust, name: name.text, byIcon: false, container: nil, screen: screen, candidates: [candidate], destination: nil,
            span: line.span)
        step.adjustment = Adjustment(
            value: value, increments: Adjustment.increments(from: current, to: value, step: range.increment(for: element.kind)))
        return step
    }

    private mutating func type(_ line: StepSyntax, _ text: Name, into field: Name, on screen: Int) -> Step? {
        guard let found = resolveStep(.activate, field, byIcon: false, container: nil, on: screen, line.span) else { return nil }
        let elements = screens[screen].elements
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
        var step = Step(
            kind: .type, name: field.text, byIcon: false, container: nil, screen: screen, candidates: fields,
            destination: found.destination, span: line.span)
        step.typed = text.text
        return step
    }
}

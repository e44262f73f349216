import FlowSyntax

/// Checks one task: its `start`, its steps in order (each resolved on the screen the task
/// has reached), and its `expect` and `waive` lines.
struct TaskChecker {
    let names: ScreenNames
    let indexes: ProgramNameIndex
    let firstOffers: FirstOffers
    var diagnostics: [Diagnostic] = []

    /// The program's screens, which the name index holds.
    var screens: [Screen] { indexes.program }

    /// The checked task, or nil when it has an error.
    mutating func check(_ task: TaskSyntax) -> FlowTask? {
        let errorsBefore = diagnostics.count
        var start: Int?
        var startSeen = false
        var steps: [Step] = []
        steps.reserveCapacity(task.steps.count)
        var expectations: [Expectation] = []
        var waivers: [WrittenWaiver] = []
        var expectSpans: [Profile: Span] = [:]
        var waiveSpans: [WaiverKey: Span] = [:]
        // After a step that cannot be resolved, later steps would be checked on a guessed
        // screen; stop resolving rather than report errors that are only echoes.
        var resolving = true
        var screen: Int?
        // The screens the task navigated from, for `back` (navigator-model.md §9.2).
        var trail = Trail()

        // A line the parser could not read may hold the start; its error is reported already.
        if !task.hasUnreadableLine && (task.steps.isEmpty || !isStart(task.steps[0])) {
            if !task.steps.contains(where: isStart) {
                report(
                    .problem(.missingStart), "task '\(task.name.text)' has no 'start' line", task.name.span,
                    help: "begin the task with 'start \"Screen\"', the screen it starts on")
            }
        }
        for (position, line) in task.steps.enumerated() {
            // The screen the step happens on, while steps are still resolved.
            let current = resolving ? screen : nil
            let step: Step?
            switch line.kind {
            case .start(let name):
                if startSeen || position != 0 {
                    report(
                        .problem(.misplacedStart),
                        startSeen ? "a task has one 'start' line" : "'start' must be the task's first line", line.span,
                        help: startSeen ? "remove this line" : "move this line to the top of the task")
                    resolving = false
                    startSeen = true
                    continue
                }
                startSeen = true
                start = names.resolve(name, into: &diagnostics)
                screen = start
                if start == nil { resolving = false }
                continue
            case .expect(let profileName, let count):
                guard let profile = resolveProfile(profileName), isFirst("expect \(profile.rawValue)", profile, line.span, &expectSpans) else {
                    continue
                }
                expectations.append(Expectation(profile: profile, steps: count, span: line.span))
                continue
            case .waive(let profileName, let patternName, let element, let icon, let reason):
                guard let profile = resolveProfile(profileName) else { continue }
                var pattern: Pattern?
                if let patternName {
                    guard let named = resolvePattern(patternName) else { continue }
                    pattern = named
                }
                let key = WaiverKey(profile: profile, pattern: pattern, element: element?.text, icon: icon)
                guard isFirst("waive \(key.words)", key, line.span, &waiveSpans) else { continue }
                waivers.append(WrittenWaiver(key: key, element: element, reason: reason.text, span: line.span))
                continue
            case .activate(let name, let icon, let container):
                guard let current else { continue }
                step = withResolver(on: current) { $0.resolve(.activate, name, byIcon: icon, container: container, span: line.span) }
            case .choose(let name, let container):
                guard let current else { continue }
                step = withResolver(on: current) { $0.resolve(.choose, name, byIcon: false, container: container, span: line.span) }
            case .find(let name, let container):
                guard let current else { continue }
                step = withResolver(on: current) { $0.resolve(.find, name, byIcon: false, container: container, span: line.span) }
            case .adjust(let name, let value, let valueSpan):
                guard let current else { continue }
                step = withResolver(on: current) { $0.adjust(name, to: value, valueSpan: valueSpan, span: line.span) }
            case .type(let text, let field):
                guard let current else { continue }
                step = withResolver(on: current) { $0.type(text, into: field, span: line.span) }
            case .back:
                guard let current else { continue }
                step = back(line, on: current, trail: &trail)
            }
            guard let step else {
                resolving = false
                continue
            }
            steps.append(step)
            if case .back = step.kind {} else {
                trail.navigate(from: step.screen, to: step.destination, by: steps.count - 1, screens: screens)
            }
            if let destination = step.destination { screen = destination }
        }
        if start != nil && steps.isEmpty && diagnostics.count == errorsBefore && !task.hasUnreadableLine {
            diagnostics.append(
                Diagnostic(
                    .problem(.emptyTask), .warning, "task '\(task.name.text)' does nothing after 'start'", at: task.name.span,
                    help: "add the steps a person takes: 'activate', 'choose' or 'find'"))
        }
        // A waiver's element is looked for on the screens the task visits, once they are known.
        let checked = resolving && start != nil ? place(waivers, task: task.name.text, start: start!, steps: steps) : []
        let hasError = diagnostics[errorsBefore...].contains { $0.severity == .error }
        guard !hasError, let start else { return nil }
        return FlowTask(
            name: task.name.text, span: task.name.span, start: start, steps: steps, expectations: expectations,
            waivers: checked)
    }

    private func isStart(_ step: StepSyntax) -> Bool {
        if case .start = step.kind { true } else { false }
    }

    /// What `body` resolves on `screen`, with the resolver's diagnostics kept.
    private mutating func withResolver(on screen: Int, _ body: (inout StepResolver) -> Step?) -> Step? {
        var resolver = StepResolver(screens: screens, screen: screen, index: indexes.screen(screen), firstOffers: firstOffers)
        let step = body(&resolver)
        diagnostics += resolver.diagnostics
        return step
    }

    /// `back` (navigator-model.md §9.2): to the screen the trail says the task came from.
    private mutating func back(_ line: StepSyntax, on screen: Int, trail: inout Trail) -> Step? {
        if let presentation = screens[screen].presentation {
            let what = presentation == .alert ? "an alert" : "a sheet"
            report(
                .problem(.backFromModal), "'back' cannot leave \(what)", line.span,
                notes: [Note("screen '\(screens[screen].name)' is \(what) here", at: screens[screen].span)],
                help: "leave it through its own buttons, for example 'activate \"Cancel\"' with a '->' back")
            return nil
        }
        guard let left = trail.pop() else {
            let why =
                trail.navigated
                ? "where this task has returned to every screen it came from, or came from an alert"
                : "where no step of this task came from another screen"
            report(
                .problem(.backAtStart), "'back' on screen '\(screens[screen].name)', \(why)",
                line.span, help: "'back' returns to the screen whose '->' brought the task here; remove it, or start the task earlier")
            return nil
        }
        return Step(
            kind: .back(returnsTo: left.step), name: "back", byIcon: false, container: nil, screen: screen, candidates: [],
            destination: left.screen, span: line.span)
    }

    private mutating func resolveProfile(_ name: Name) -> Profile? {
        if let profile = Profile(rawValue: name.text) { return profile }
        report(
            .problem(.unknownProfile), "unknown profile '\(name.text)'", name.span,
            help: Suggestion.help(for: name.text, among: Profile.allCases.map(\.rawValue))
                ?? "profiles: " + Profile.allCases.map(\.rawValue).joined(separator: ", "))
        return nil
    }

    /// Whether this is the task's first line `words` for `key` (noted in `seen`); a second is an
    /// error that points at the first.
    private mutating func isFirst<Key: Hashable>(_ words: String, _ key: Key, _ span: Span, _ seen: inout [Key: Span]) -> Bool {
        guard let first = seen[key] else {
            seen[key] = span
            return true
        }
        report(
            .problem(.duplicateDirective), "'\(words)' is written twice in this task", span,
            notes: [Note("first written here", at: first)], help: "keep one of the two")
        return false
    }

    mutating func report(_ id: DiagnosticID, _ message: String, _ span: Span, notes: [Note] = [], help: String? = nil) {
        diagnostics.append(Diagnostic(id, .error, message, at: span, notes: notes, help: help))
    }
}

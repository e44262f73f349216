import FlowSyntax

/// A task's `waive` lines (grammar.md, section 6.3): the pattern a waiver of one pattern names,
/// by its slug, and the element after `on`, looked for on the screens the task visits.
extension TaskChecker {
    /// What makes two `waive` lines of a task the same line: `duplicate-directive`.
    struct WaiverKey: Hashable {
        let profile: Profile
        let pattern: Pattern?
        let element: String?

        /// The line's words, as a message quotes them: `waive touch small-target on "Pay"`.
        var words: String {
            [profile.rawValue, pattern?.slug, element.map { "on \"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// A `waive` line whose profile and pattern are known, before its element is looked for.
    struct WrittenWaiver {
        let key: WaiverKey
        let element: Name?
        let reason: String
        let span: Span
    }

    /// The pattern whose slug `name` is, or nil after reporting `unknown-pattern`.
    mutating func resolvePattern(_ name: Name) -> Pattern? {
        if let pattern = Pattern.allCases.first(where: { $0.slug == name.text }) { return pattern }
        let slugs = Pattern.allCases.map(\.slug)
        report(
            .problem(.unknownPattern), "unknown pattern '\(name.text)'", name.span,
            help: Suggestion.help(for: name.text, among: slugs)
                ?? "name a pattern by its slug, as 'flowmap explain' lists them (small-target, swipe-trap, …), or leave it out to waive the whole profile")
        return nil
    }

    /// The task's waivers, each `on "Element"` resolved on the screens the task visits (its start,
    /// each step's screen and where the steps lead); an element found on none is `unknown-name`.
    mutating func place(_ written: [WrittenWaiver], task: String, start: Int, steps: [Step]) -> [Waiver] {
        var visited: [Int] = []
        if written.contains(where: { $0.element != nil }) {
            visited = [start]
            for step in steps {
                for screen in [step.screen, step.destination].compactMap({ $0 }) where !visited.contains(screen) {
                    visited.append(screen)
                }
            }
        }
        var waivers: [Waiver] = []
        for waiver in written {
            var place: Waiver.Place?
            if let element = waiver.element {
                guard let spans = spans(named: element.text, on: visited) else {
                    var names = Set<String>()
                    for screen in visited {
                        let index = indexes.screen(screen)
                        names.formUnion(index.offered(byIcon: false))
                        names.formUnion(index.elements.compactMap(\.referenceName))
                    }
                    report(
                        .problem(.unknownName), "nothing on the screens of task '\(task)' is called '\(element.text)'", element.span,
                        help: Suggestion.help(for: element.text, among: names.sorted())
                            ?? "name an element of a screen the task visits, as a step or 'in \"…\"' would")
                    continue
                }
                place = Waiver.Place(name: element.text, spans: spans)
            }
            waivers.append(
                Waiver(profile: waiver.key.profile, pattern: waiver.key.pattern, place: place, reason: waiver.reason, span: waiver.span))
        }
        return waivers
    }

    /// Where the findings on the elements called `name` may point, on any of `screens`: each such
    /// element (by the names a step or `in "…"` uses), what is under it, and their actions,
    /// gestures, context menu items and accessories; nil when no element has the name.
    private func spans(named name: String, on screens: [Int]) -> Set<Span>? {
        var spans = Set<Span>()
        var found = false
        for screen in screens {
            let index = indexes.screen(screen)
            let matches = Set(index.elements(calling: name) + index.elements(offering: name, byIcon: false, in: nil))
            for match in matches {
                found = true
                for element in index.elements[match..<index.elements[match].subtreeEnd] {
                    spans.insert(element.span)
                    for action in element.accessibility.actions + element.voiceOverAccessibility.actions + element.swipeActions
                        + element.contextMenu
                    {
                        spans.insert(action.span)
                    }
                    for gesture in element.gestures { spans.insert(gesture.span) }
                    if let accessory = element.accessory { spans.insert(accessory.span) }
                }
            }
        }
        return found ? spans : nil
    }
}

import FlowSyntax

/// A task's `waive` lines (grammar.md, section 6.3): the pattern a waiver of one pattern names,
/// by its slug, and the element after `on`, looked for on the screens the task visits.
extension TaskChecker {
    /// What makes two `waive` lines of a task the same line: `duplicate-directive`.
    struct WaiverKey: Hashable {
        let profile: Profile
        let pattern: Pattern?
        let element: String?
        /// `on icon "…"`: the element is named by the icon it shows.
        let icon: Bool

        /// The line's words, as a message quotes them: `waive touch small-target on "Pay"`.
        var words: String {
            [profile.rawValue, pattern?.slug, element.map { "on " + (icon ? "icon " : "") + "\"\($0)\"" }].compactMap { $0 }
                .joined(separator: " ")
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
                let icon = waiver.key.icon
                guard let spans = spans(named: element.text, byIcon: icon, on: visited) else {
                    reportUnknown(element, byIcon: icon, task: task, on: visited)
                    continue
                }
                place = Waiver.Place(name: element.text, icon: icon, spans: spans)
            }
            waivers.append(
                Waiver(profile: waiver.key.profile, pattern: waiver.key.pattern, place: place, reason: waiver.reason, span: waiver.span))
        }
        return waivers
    }

    /// `unknown-name` for a waiver's element found on none of `screens`; a name that is an icon
    /// there (an icon-only button has no other) says to write `on icon "…"`.
    private mutating func reportUnknown(_ element: Name, byIcon: Bool, task: String, on screens: [Int]) {
        var names = Set<String>()
        var icons = Set<String>()
        for screen in screens {
            let index = indexes.screen(screen)
            icons.formUnion(index.offered(byIcon: true))
            if !byIcon {
                names.formUnion(index.offered(byIcon: false))
                names.formUnion(index.elements.compactMap(\.referenceName))
            }
        }
        let help: String?
        if byIcon {
            help = Suggestion.help(for: element.text, among: icons.sorted())
        } else if icons.contains(element.text) {
            help = "'\(element.text)' is an icon: write 'on icon \"\(element.text)\"', as 'activate icon \"\(element.text)\"' names it"
        } else {
            help = Suggestion.help(for: element.text, among: names.sorted())
        }
        report(
            .problem(.unknownName),
            byIcon
                ? "nothing on the screens of task '\(task)' shows an icon '\(element.text)'"
                : "nothing on the screens of task '\(task)' is called '\(element.text)'", element.span,
            help: help ?? "name an element of a screen the task visits, as a step or 'in \"…\"' would")
    }

    /// Where the findings on the elements called `name` (or showing icon `name`) may point, on
    /// any of `screens`: each such element (by the names a step or `in "…"` uses), what is under
    /// it, and their actions, gestures, context menu items and accessories; nil when no element
    /// has the name.
    private func spans(named name: String, byIcon: Bool, on screens: [Int]) -> Set<Span>? {
        var spans = Set<Span>()
        var found = false
        for screen in screens {
            let index = indexes.screen(screen)
            let matches = Set(
                byIcon
                    ? index.elements(offering: name, byIcon: true, in: nil)
                    : index.elements(calling: name) + index.elements(offering: name, byIcon: false, in: nil))
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

import FlowProgram
import FlowSyntax

/// The waiver a blocked task's help suggests: the narrowest that accepts the blocker, one
/// pattern on the blocker's element (`waive touch small-target on "Empty cart" "reason"`, or
/// `on icon "trash"` for an icon-only button). A waiver without `on` would also accept every
/// later finding of the pattern in the task, so it is suggested only when the element has no
/// name a waiver can use.
struct WaiverSuggestion {
    let program: Program

    init(_ program: Program) { self.program = program }

    /// The `waive` line that accepts `finding` for `profile` in `task`, with "reason" to fill in.
    func line(accepting finding: Finding, for profile: Profile, in task: FlowTask) -> String {
        let line = "waive \(profile.rawValue) \(finding.pattern.slug) "
        guard let element = element(of: finding, in: task) else { return line + "\"reason\"" }
        return line + "on \(element) \"reason\""
    }

    /// The words after `on` that name the element `finding` is at, on a screen `task` visits:
    /// the name a step or `in "…"` uses, else the icon, else those of the nearest element
    /// around it (a waiver's element holds what is under it); nil when none has either.
    private func element(of finding: Finding, in task: FlowTask) -> String? {
        // Only the screens the task visits are searched: a finding of its path is on one of them.
        // The copies of a component share their spans: the one a step acts on comes first.
        var place: (screen: Int, element: Int)?
        for step in task.steps where place == nil {
            let elements = program.screens[step.screen].elements
            if let acted = step.candidates.first(where: { Self.holds(elements[$0.element], finding.span) }) {
                place = (step.screen, acted.element)
            }
        }
        if place == nil {
            var visited = [task.start]
            for step in task.steps {
                visited.append(step.screen)
                if let destination = step.destination { visited.append(destination) }
            }
            for screen in visited where place == nil {
                if let index = program.screens[screen].elements.firstIndex(where: { Self.holds($0, finding.span) }) {
                    place = (screen, index)
                }
            }
        }
        guard let place else { return nil }
        let elements = program.screens[place.screen].elements
        for index in stride(from: place.element, through: 0, by: -1) where elements[index].subtreeEnd > place.element {
            if let name = elements[index].referenceName { return SyntaxDump.quote(name) }
            if let icon = elements[index].icon { return "icon " + SyntaxDump.quote(icon) }
        }
        return nil
    }

    /// Whether `span` is the element's, or one of its actions', gestures', context menu items'
    /// or accessory's (the places `Waiver.Place` holds).
    private static func holds(_ element: Element, _ span: Span) -> Bool {
        element.span == span || element.gestures.contains { $0.span == span }
            || element.accessibility.actions.contains { $0.span == span }
            || element.voiceOverAccessibility.actions.contains { $0.span == span }
            || element.swipeActions.contains { $0.span == span } || element.contextMenu.contains { $0.span == span }
            || element.accessory?.span == span
    }
}

import FlowProgram
import FlowSyntax

/// The waiver a blocked task's help suggests: the narrowest that accepts the blocker, one
/// pattern on the blocker's element (`waive touch small-target on "Empty cart" "reason"`, or
/// `on icon "trash"` for an icon-only button). A waiver without `on` would also accept every
/// later finding of the pattern in the task, so it is suggested only when the element has no
/// name a waiver can use.
struct WaiverSuggestion {
    let program: Program
    /// Where each element's span and its actions', gestures', context menu items' and
    /// accessory's spans are (the places `Waiver.Place` holds), built when a help first needs it.
    private var places: [Span: [(screen: Int, element: Int)]]?

    init(_ program: Program) { self.program = program }

    /// The `waive` line that accepts `finding` for `profile` in `task`, with "reason" to fill in.
    mutating func line(accepting finding: Finding, for profile: Profile, in task: FlowTask) -> String {
        let line = "waive \(profile.rawValue) \(finding.pattern.slug) "
        guard let element = element(of: finding, in: task) else { return line + "\"reason\"" }
        return line + "on \(element) \"reason\""
    }

    /// The words after `on` that name the element `finding` is at, on a screen `task` visits:
    /// the name a step or `in "…"` uses, else the icon, else those of the nearest element
    /// around it (a waiver's element holds what is under it); nil when none has either.
    private mutating func element(of finding: Finding, in task: FlowTask) -> String? {
        if places == nil { places = Self.places(of: program) }
        let found = places![finding.span] ?? []
        var visited: Set<Int> = [task.start]
        for step in task.steps {
            visited.insert(step.screen)
            if let destination = step.destination { visited.insert(destination) }
        }
        // The copies of a component share their spans: the one a step acts on, else one the task visits.
        let acted = found.first { place in
            task.steps.contains { $0.screen == place.screen && $0.candidates.contains { $0.element == place.element } }
        }
        guard let place = acted ?? found.first(where: { visited.contains($0.screen) }) else { return nil }
        let elements = program.screens[place.screen].elements
        for index in stride(from: place.element, through: 0, by: -1) where elements[index].subtreeEnd > place.element {
            if let name = elements[index].referenceName { return SyntaxDump.quote(name) }
            if let icon = elements[index].icon { return "icon " + SyntaxDump.quote(icon) }
        }
        return nil
    }

    private static func places(of program: Program) -> [Span: [(screen: Int, element: Int)]] {
        var places: [Span: [(screen: Int, element: Int)]] = [:]
        for (screenIndex, screen) in program.screens.enumerated() {
            for (index, element) in screen.elements.enumerated() {
                var spans = [element.span] + element.gestures.map(\.span)
                for action in element.accessibility.actions + element.voiceOverAccessibility.actions + element.swipeActions
                    + element.contextMenu
                {
                    spans.append(action.span)
                }
                if let accessory = element.accessory { spans.append(accessory.span) }
                for span in spans { places[span, default: []].append((screenIndex, index)) }
            }
        }
        return places
    }
}

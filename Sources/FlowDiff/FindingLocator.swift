import FlowNavigator
import FlowProgram
import FlowSyntax

/// Names the element each finding of one program is at. A finding points at the span of an
/// element's kind or of an action; the copies of a component share their line's spans, so the
/// element a step of the task can act on is preferred among the copies.
struct FindingLocator {
    let program: Program
    /// Every element's and action's span, with where it is, in program order.
    private let places: [Span: [Place]]

    private struct Place {
        let screen: Int
        let element: Int
        let named: FindingElement
    }

    init(_ program: Program) {
        self.program = program
        var places: [Span: [Place]] = [:]
        for (screenIndex, screen) in program.screens.enumerated() {
            for (index, element) in screen.elements.enumerated() {
                func add(_ span: Span, _ kind: String, _ name: String?, icon: String? = nil) {
                    places[span, default: []].append(
                        Place(screen: screenIndex, element: index, named: FindingElement(kind: kind, name: name, icon: icon, screen: screen.name)))
                }
                add(element.span, element.kind.rawValue, element.referenceName, icon: element.icon)
                for action in element.accessibility.actions + element.voiceOverAccessibility.actions { add(action.span, "action", action.name) }
                for action in element.swipeActions { add(action.span, "swipe-action", action.name) }
                for gesture in element.gestures { add(gesture.span, "gesture", gesture.name) }
                for item in element.contextMenu { add(item.span, "context-menu", item.name) }
            }
        }
        self.places = places
    }

    /// The finding by its pattern and element, for a path of `task`.
    func locate(_ finding: Finding, of task: FlowTask) -> ElementFinding {
        let found = places[finding.span] ?? []
        let place =
            found.count > 1
            ? found.first { place in
                task.steps.contains { $0.screen == place.screen && $0.candidates.contains { $0.element == place.element } }
            } ?? found.first : found.first
        // Every finding points at an element or an action; an unknown span still names its
        // pattern, at an element without a name.
        let element = place?.named ?? FindingElement(kind: "element", name: nil, icon: nil, screen: "")
        return ElementFinding(pattern: finding.pattern, element: element, detail: finding.detail)
    }
}

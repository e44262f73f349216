import FlowProgram

/// How one candidate affordance of a step is reached in a method's accessibility tree.
enum Reach {
    /// Activate node `node` (double-tap, Space, "Tap …", Select → Tap).
    case activate(node: Int)
    /// Custom action number `number` (1-based) of node `node`.
    case customAction(node: Int, number: Int)
    /// Adjust node `node` to option `option`.
    case adjust(node: Int, option: Int)
    /// Open picker `node`, then choose option `option`.
    case pickOption(node: Int, option: Int)
    /// Move to node `node` and perceive it (`find`).
    case find(node: Int)
    /// A tap gesture on an element that is not exposed as a control.
    case tapGesture(element: Int, gesture: Int)
    /// An app gesture other than a tap.
    case appGesture(element: Int, gesture: Int)
    /// Item `item` of the element's context menu (§10.3).
    case contextMenu(element: Int, item: Int)
    /// A button inside a row-wide link or button: it has no element (§2, rule 6).
    case swallowed(element: Int, wrapper: Int)
    /// Hidden, or vanished inside an `ignore` group: the method cannot perceive it.
    case gone(element: Int, swallowedBy: Int?)

    /// Maps a candidate to the view (navigator-model.md §2: where each element ends up).
    static func of(_ candidate: Affordance, _ kind: Step.Kind, in view: AccessibilityView, screen: Screen) -> Reach {
        let element = candidate.element
        let placement = view.placements[element]
        if kind == .find {
            switch placement {
            case .node(let node), .merged(let node), .action(let node, _), .option(let node, _), .pickerOption(let node, _),
                .swallowed(let node), .vanished(let node):
                return .find(node: node)
            case .hidden, .none:
                return .gone(element: element, swallowedBy: nil)
            }
        }
        switch candidate.kind {
        case .activation:
            switch placement {
            case .node(let node): return .activate(node: node)
            case .action(let node, _):
                if let found = view.nodes[node].actions.firstIndex(where: { $0.affordance == candidate }) {
                    return .customAction(node: node, number: found + 1)
                }
                return .gone(element: element, swallowedBy: node)
            case .option(let node, let index): return .adjust(node: node, option: index)
            case .pickerOption(let node, let index): return .pickOption(node: node, option: index)
            case .swallowed(let wrapper): return .swallowed(element: element, wrapper: wrapper)
            case .vanished(let node): return .gone(element: element, swallowedBy: node)
            case .merged(let node): return .gone(element: element, swallowedBy: node)
            case .hidden, .none: return .gone(element: element, swallowedBy: nil)
            }
        case .action, .voiceOverAction, .swipeAction:
            if let (node, number) = view.action(for: candidate) {
                return .customAction(node: node, number: number)
            }
            return .gone(element: element, swallowedBy: nil)
        case .gesture(let index):
            if screen.elements[element].gestures[index].kind == .tap {
                if case .node(let node) = placement, view.nodes[node].activation == element {
                    return .activate(node: node)
                }
                return .tapGesture(element: element, gesture: index)
            }
            return .appGesture(element: element, gesture: index)
        case .contextMenu(let index):
            // §10.3: the menu belongs to the drawn element; a hidden one is gone for the tree.
            if placement == .hidden { return .gone(element: element, swallowedBy: nil) }
            return .contextMenu(element: element, item: index)
        }
    }
}

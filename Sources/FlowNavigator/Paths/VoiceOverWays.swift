import FlowProgram

/// VoiceOver (navigator-model.md §3): swipe right or left one stop at a time from the first
/// element of the screen, double-tap to activate, the Actions rotor (swipe down to the action,
/// double-tap) for custom actions, swipe up or down to adjust, one value each.
struct VoiceOverWays {
    let writer: StepWriter
    let view: AccessibilityView
    let stops: StopList
    /// Lower-cased name → how many stops are read with it.
    let names: [String: Int]
    let focus: Int?

    var screen: Screen { writer.screen }

    func attempt(_ reach: Reach, step: Step) -> Attempt {
        switch reach {
        case .activate(let node):
            guard var way = move(to: node) else { return unreachable(node) }
            let target = view.nodes[node]
            let element = target.activation ?? target.element
            if target.name == nil {
                // Mystery Icon: a control with no name is heard only as "button" (§5).
                way.steps.append(
                    writer.step(
                        "Double-tap", target: Speech.voiceOver(target, in: screen), marks: [.sight], pattern: .mysteryIcon,
                        element: element))
            } else {
                let repeated = isReadSeveralTimes(node)
                way.steps.append(
                    writer.step(
                        "Double-tap", target: Speech.voiceOver(target, in: screen), pattern: repeated ? .duplicateVoiceCommand : nil,
                        friction: repeated, element: element))
            }
            return .way(way)
        case .customAction(let node, let number):
            guard var way = move(to: node) else { return unreachable(node) }
            let action = view.nodes[node].actions[number - 1]
            way.steps.append(writer.step("Swipe down", number, target: "\(action.name), action", element: action.affordance.element))
            way.steps.append(writer.step("Double-tap", target: action.name, element: action.affordance.element))
            return .way(way)
        case .adjust(let node, let option):
            guard var way = move(to: node) else { return unreachable(node) }
            let target = view.nodes[node]
            let distance = option - target.selectedOption
            let name = screen.elements[target.options[option]].visibleText ?? "option \(option + 1)"
            way.steps += writer.repeated(distance > 0 ? "Swipe up" : "Swipe down", abs(distance), target: name, element: target.element)
            return .way(way)
        case .pickOption(let node, let option):
            guard var way = move(to: node) else { return unreachable(node) }
            let target = view.nodes[node]
            let optionElement = target.pickerOptions[option]
            way.steps.append(writer.step("Double-tap", target: Speech.voiceOver(target, in: screen), element: target.element))
            way.steps += writer.repeated("Swipe right", option, target: Speech.visible(screen.elements[optionElement]))
            way.steps.append(writer.step("Double-tap", target: Speech.visible(screen.elements[optionElement]), element: optionElement))
            return .way(way)
        case .find(let node):
            guard var way = move(to: node) else { return unreachable(node) }
            if way.steps.isEmpty {
                way.steps.append(writer.step("Listen", 0, target: Speech.voiceOver(view.nodes[node], in: screen), element: view.nodes[node].element))
            }
            return .way(way)
        case .tapGesture(let element, _):
            // Semantic Control: the tappable text is read as text, with no hint it does anything (§5).
            let node = nodeOf(element)
            var way = node.flatMap { move(to: $0) } ?? Way(focus: focus)
            let heard = node.map { Speech.voiceOver(view.nodes[$0], in: screen) } ?? Speech.visible(screen.elements[element])
            way.steps.append(
                writer.step("Double-tap", target: heard, marks: [.sight], pattern: .semanticControl, element: element))
            return .way(way)
        case .appGesture(let element, let gesture):
            // Swipe Trap: VoiceOver's own gestures replace the app's (§5).
            var way = nodeOf(element).flatMap { move(to: $0) } ?? Way(focus: focus)
            let kind = screen.elements[element].gestures[gesture].kind
            way.steps.append(
                writer.step(
                    "App gesture (\(kind.rawValue))", target: screen.elements[element].gestures[gesture].name, marks: [.gesture],
                    pattern: .swipeTrap, span: screen.elements[element].gestures[gesture].span))
            return .way(way)
        case .swallowed(let element, let wrapper):
            return writer.dead(
                .swallowedControl, screen.elements[element].span,
                "inside '\(view.nodes[wrapper].name ?? "a row")', it has no element of its own")
        case .gone(let element, let owner):
            if let owner {
                return writer.dead(
                    .swallowedControl, screen.elements[element].span,
                    "merged into '\(view.nodes[owner].name ?? "a group")', it has no element of its own")
            }
            return writer.dead(.semanticControl, screen.elements[element].span, "hidden from assistive technologies")
        }
    }

    private func nodeOf(_ element: Int) -> Int? {
        switch view.placements[element] {
        case .node(let node), .merged(let node): node
        default: nil
        }
    }

    /// Swipes from the focused stop (the first one when the screen just appeared) to `node`.
    private func move(to node: Int) -> Way? {
        guard let target = stops.index(of: node) else { return nil }
        let current = focus.flatMap { stops.index(of: $0) } ?? 0
        let distance = target - current
        var way = Way(focus: node)
        guard distance != 0 else { return way }
        let heard = Speech.voiceOver(view.nodes[node], in: screen)
        way.steps += writer.repeated(distance > 0 ? "Swipe right" : "Swipe left", abs(distance), target: heard)
        return way
    }

    /// A name VoiceOver reads several times on one screen is friction (§4).
    private func isReadSeveralTimes(_ node: Int) -> Bool {
        guard let name = view.nodes[node].name else { return false }
        return (names[name.lowercased()] ?? 0) > 1
    }

    private func unreachable(_ node: Int) -> Attempt {
        writer.dead(.semanticControl, screen.elements[view.nodes[node].element].span, "VoiceOver never stops on it")
    }
}

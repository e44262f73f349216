import FlowProgram

/// Full Keyboard Access (navigator-model.md §3): Tab and Shift-Tab one focusable element at a
/// time in reading order, Space to activate, Tab+Z for the actions list (reachable, but with no
/// cue: friction), arrow keys to adjust, Tab+G for gestures (a gesture: a blocker).
struct KeyboardWays {
    let writer: StepWriter
    let view: AccessibilityView
    let stops: StopList
    let focus: Int?

    var screen: Screen { writer.screen }

    func attempt(_ reach: Reach, step: Step) -> Attempt {
        switch reach {
        case .activate(let node):
            guard var way = move(to: node) else { return unreachable(node) }
            let target = view.nodes[node]
            way.steps.append(writer.step("Space", target: target.name ?? Speech.visible(screen.elements[target.element]), element: target.activation ?? target.element))
            return .way(way)
        case .customAction(let node, let number):
            guard var way = move(to: node) else { return unreachable(node) }
            let action = view.nodes[node].actions[number - 1]
            way.steps.append(
                writer.step("Tab+Z", target: "actions list", pattern: .hiddenAction, friction: true, element: action.affordance.element))
            way.steps += writer.repeated("Down arrow", number - 1, target: action.name)
            way.steps.append(writer.step("Space", target: action.name, element: action.affordance.element))
            return .way(way)
        case .adjust(let node, let option):
            guard var way = move(to: node) else { return unreachable(node) }
            let target = view.nodes[node]
            let distance = option - target.selectedOption
            let name = screen.elements[target.options[option]].visibleText ?? "option \(option + 1)"
            way.steps += writer.repeated(
                distance > 0 ? "Up arrow" : "Down arrow", abs(distance), target: name, element: target.element,
                unverified: [.keyboardAdjustsCustomElements, .collapsedOptionsReachable])
            return .way(way)
        case .pickOption(let node, let option):
            guard var way = move(to: node) else { return unreachable(node) }
            let target = view.nodes[node]
            let optionElement = target.pickerOptions[option]
            way.steps.append(writer.step("Space", target: target.name ?? "picker", element: target.element))
            way.steps += writer.repeated("Down arrow", option, target: Speech.visible(screen.elements[optionElement]))
            way.steps.append(writer.step("Space", target: Speech.visible(screen.elements[optionElement]), element: optionElement))
            return .way(way)
        case .find(let node):
            // A sighted keyboard user reads a text without moving (§4b).
            if stops.contains(node), let way = move(to: node), !way.steps.isEmpty { return .way(way) }
            return .way(Way(steps: [writer.step("Read", 0, target: Speech.visible(screen.elements[view.nodes[node].element]))], focus: focus))
        case .tapGesture(let element, _):
            // Semantic Control: not focusable, so only Tab+G's gesture mode reaches it (§5).
            return .way(
                Way(
                    steps: [
                        writer.step("Tab+G", target: "gesture mode", marks: [.gesture], pattern: .semanticControl, element: element),
                        writer.step("Tap", target: Speech.visible(screen.elements[element]), element: element),
                    ], focus: focus))
        case .appGesture(let element, let gesture):
            let declared = screen.elements[element].gestures[gesture]
            return .way(
                Way(
                    steps: [
                        writer.step("Tab+G", target: "gesture mode", marks: [.gesture], pattern: .swipeTrap, span: declared.span),
                        writer.step(declared.kind.rawValue.capitalizedFirst, target: declared.name, span: declared.span),
                    ], focus: focus))
        case .swallowed(let element, let wrapper):
            return writer.dead(
                .swallowedControl, screen.elements[element].span,
                "inside '\(view.nodes[wrapper].name ?? "a row")', Tab never focuses it")
        case .gone(let element, let owner):
            if owner != nil {
                return writer.dead(.swallowedControl, screen.elements[element].span, "merged into a group, Tab never focuses it")
            }
            return writer.dead(.semanticControl, screen.elements[element].span, "hidden from assistive technologies")
        }
    }

    /// Tab or Shift-Tab from the focused element (the first focusable one when the screen
    /// just appeared) to `node`.
    private func move(to node: Int) -> Way? {
        guard let target = stops.index(of: node) else { return nil }
        let current = focus.flatMap { stops.index(of: $0) } ?? 0
        let distance = target - current
        var way = Way(focus: node)
        let name = view.nodes[node].name ?? Speech.visible(screen.elements[view.nodes[node].element])
        // The count relies on disabled elements being skipped (unverified, §8) when one lies
        // on the way, or before the first focusable element when the screen just appeared.
        let skipsDisabled = view.hasDisabled(between: focus ?? 0, and: node)
        let unverified: [Rule] = skipsDisabled ? [.disabledElementsAreSkipped] : []
        if distance == 0 && skipsDisabled {
            way.steps.append(writer.step("Focus", 0, target: name, unverified: unverified))
        }
        way.steps += writer.repeated(distance > 0 ? "Tab" : "Shift-Tab", abs(distance), target: name, unverified: unverified)
        return way
    }

    private func unreachable(_ node: Int) -> Attempt {
        writer.dead(.semanticControl, screen.elements[view.nodes[node].element].span, "Tab never focuses it")
    }
}

extension String {
    /// "drag" → "Drag".
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}

import FlowProgram

/// Switch Control with item scanning (navigator-model.md §3): the highlight moves one stop at a
/// time; Select opens the scanner menu, whose Tap activates; custom actions are listed at the
/// top of that menu; a container is entered with Select.
struct SwitchControlWays {
    let writer: StepWriter
    let view: AccessibilityView
    let scan: ScanOrder
    let focus: Int?

    var screen: Screen { writer.screen }

    func attempt(_ reach: Reach, step: Step) -> Attempt {
        switch reach {
        case .activate(let node):
            guard var way = move(to: node) else { return unreachable(node) }
            way.steps += selectAndTap(node)
            return .way(way)
        case .customAction(let node, let number):
            guard var way = move(to: node) else { return unreachable(node) }
            let target = view.nodes[node]
            let action = target.actions[number - 1]
            // Hidden Action is friction when the action is the element's primary way to act:
            // the element has no activation of its own (§5: "ok, friction if primary").
            let primary = target.activation == nil
            way.steps.append(
                writer.step(
                    "Select", target: "scanner menu for \(target.name ?? "the item")", pattern: primary ? .hiddenAction : nil,
                    friction: primary, element: action.affordance.element))
            way.steps += writer.repeated("Scan", number - 1, target: "\(action.name) in the menu")
            way.steps.append(writer.step("Select", target: action.name, element: action.affordance.element))
            return .way(way)
        case .adjust(let node, let option):
            guard var way = move(to: node) else { return unreachable(node) }
            let target = view.nodes[node]
            let distance = option - target.selectedOption
            let name = screen.elements[target.options[option]].visibleText ?? "option \(option + 1)"
            way.steps.append(
                writer.step(
                    "Select", target: "scanner menu for \(target.name ?? "the item")",
                    unverified: [.switchControlAdjustsFromMenu, .collapsedOptionsReachable], element: target.element))
            way.steps += writer.repeated(
                distance > 0 ? "Increment" : "Decrement", abs(distance), target: name, element: target.element,
                unverified: [.switchControlAdjustsFromMenu])
            return .way(way)
        case .pickOption(let node, let option):
            guard var way = move(to: node) else { return unreachable(node) }
            let target = view.nodes[node]
            let optionElement = target.pickerOptions[option]
            way.steps += selectAndTap(node)
            way.steps += writer.repeated("Scan", option, target: Speech.visible(screen.elements[optionElement]))
            way.steps.append(writer.step("Select", target: Speech.visible(screen.elements[optionElement]), element: optionElement))
            way.steps.append(writer.step("Tap", target: "scanner menu: Tap", element: optionElement))
            return .way(way)
        case .find(let node):
            // Texts are no stops; a sighted switch user reads them where they are.
            if scan.isStop(node), let way = move(to: node) {
                return .way(way.steps.isEmpty ? Way(steps: [look(node)], focus: way.focus) : way)
            }
            return .way(Way(steps: [look(node)], focus: focus))
        case .tapGesture(let element, _), .gone(let element, .none):
            // Semantic Control: not a stop (or hidden from assistive technologies); only point
            // scanning reaches it, by sight (§2, §5).
            return .way(
                Way(
                    steps: [
                        writer.step(
                            "Point scan", target: Speech.visible(screen.elements[element]), marks: [.sight], pattern: .semanticControl,
                            element: element),
                        writer.step("Tap", target: "scanner menu: Tap", element: element),
                    ], focus: focus))
        case .appGesture(let element, let gesture):
            let declared = screen.elements[element].gestures[gesture]
            return .way(
                Way(
                    steps: [
                        writer.step(
                            "Gestures menu (\(declared.kind.rawValue))", target: declared.name, marks: [.gesture],
                            pattern: .swipeTrap, span: declared.span)
                    ], focus: focus))
        case .swallowed(let element, let wrapper):
            return writer.dead(
                .swallowedControl, screen.elements[element].span,
                "inside '\(view.nodes[wrapper].name ?? "a row")', the scanner never highlights it")
        case .gone(let element, .some):
            return writer.dead(.swallowedControl, screen.elements[element].span, "merged into a group, the scanner never highlights it")
        }
    }

    private func look(_ node: Int) -> PathStep {
        writer.step("Read", 0, target: Speech.visible(screen.elements[view.nodes[node].element]))
    }

    private func selectAndTap(_ node: Int) -> [PathStep] {
        let target = view.nodes[node]
        let element = target.activation ?? target.element
        return [
            writer.step("Select", target: target.name ?? Speech.visible(screen.elements[element]), element: element),
            writer.step("Tap", target: "scanner menu: Tap", element: element),
        ]
    }

    /// Scans (and Selects into containers) from the highlighted stop to `node`.
    private func move(to node: Int) -> Way? {
        guard let runs = scan.runs(from: focus, to: node) else { return nil }
        var way = Way(focus: node)
        var position = focus ?? scan.first
        // Whether disabled elements are scanned is unverified (§8); say so when the count
        // depends on it: a disabled element on the way, or before the first stop.
        let skipsDisabled = view.hasDisabled(between: focus ?? 0, and: node)
        let unverified: [Rule] = skipsDisabled ? [.disabledElementsAreSkipped] : []
        if runs.isEmpty && skipsDisabled {
            way.steps.append(writer.step("Highlight", 0, target: view.nodes[node].name ?? "", unverified: unverified))
        }
        for (index, run) in runs.enumerated() {
            guard let current = position else { break }
            switch run.move {
            case .scan:
                // The highlight lands where the next select enters, or on the target.
                let landing = index + 1 < runs.count ? landingBeforeSelect(from: current, scans: run.count) : node
                let shown = view.nodes[landing].name ?? Speech.visible(screen.elements[view.nodes[landing].element])
                way.steps.append(writer.step("Scan", run.count, target: shown, unverified: unverified))
                position = landing
            case .select:
                for _ in 0..<run.count {
                    guard let container = position else { break }
                    let node = view.nodes[container]
                    way.steps.append(writer.step("Select", target: "enter \(node.name ?? "group")", element: node.element))
                    position = scan.children[container]?.first
                }
            }
        }
        return way
    }

    /// Where `scans` forward moves from `start` end, walking stop by stop (only on the way
    /// into a container, which is as long as the count the path reports anyway).
    private func landingBeforeSelect(from start: Int, scans: Int) -> Int {
        var current = start
        for _ in 0..<scans { current = scan.next(after: current) ?? current }
        return current
    }

    private func unreachable(_ node: Int) -> Attempt {
        writer.dead(.semanticControl, screen.elements[view.nodes[node].element].span, "the scanner never highlights it")
    }
}

import FlowProgram

/// Switch Control's item scanning, the part of its row of navigator-model.md §3 that is its own:
/// the highlight moves forward one stop at a time, wrapping, and a container is entered with
/// Select. The rest of its way is in `TreeVocabulary.switchControl`, driven by `TreeWays`.
struct SwitchControlWays {
    let writer: StepWriter
    let view: AccessibilityView
    let scan: ScanOrder
    let focus: Int?

    var screen: Screen { writer.screen }

    /// Scans (and Selects into containers) from the highlighted stop to `node`; nil when the
    /// scanner never highlights it.
    func move(to node: Int) -> Way? {
        guard let runs = scan.runs(from: focus, to: node) else { return nil }
        var way = Way(focus: node)
        var position = focus ?? scan.first
        // Whether disabled elements are scanned is unverified (§8); say so when the count
        // depends on it: a disabled element on the way, or before the first stop.
        let skipsDisabled = view.hasDisabled(between: focus ?? 0, and: node)
        let unverified: [Rule] = skipsDisabled ? [.disabledElementsAreSkipped] : []
        if runs.isEmpty && skipsDisabled {
            way.steps.append(writer.step(.highlight, 0, target: .name(view.nodes[node].name ?? ""), unverified: unverified))
        }
        for run in runs {
            guard position != nil else { break }
            switch run.move {
            case .scan:
                // The highlight lands where the next select enters, or on the target.
                let landing = run.landing
                let shown = view.nodes[landing].name.map(StepTarget.name) ?? Speech.visible(screen.elements[view.nodes[landing].element])
                way.steps.append(writer.step(.scan, run.count, target: shown, unverified: unverified))
                position = landing
            case .select:
                for _ in 0..<run.count {
                    guard let container = position else { break }
                    let node = view.nodes[container]
                    way.steps.append(writer.step(.select, target: .container(node.name), element: node.element))
                    position = scan.children[container]?.first
                }
            }
        }
        return way
    }
}

import FlowProgram

/// Where a screen's pagers stand during a task: which page each shows (navigator-model.md §9.3).
struct Paging {
    let pagers: Pagers
    /// Pager element → the page it shows; a pager not listed shows its first.
    let shown: [Int: Int]
    let flat: FlatScreen?

    func turns(to element: Int) -> (place: Pagers.Place, count: Int)? { pagers.turns(to: element, shown: shown) }

    func target(_ place: Pagers.Place) -> StepTarget { .page(place.page + 1, of: pagers.pages[place.pager]?.count ?? 1) }

    /// The pages shown once the element's page is.
    func showing(_ place: Pagers.Place) -> [Int: Int] {
        var shown = shown
        shown[place.pager] = place.page
        return shown
    }
}

extension VisualWays {
    /// Touch and Larger Text swipe once per page, a pointer scrolls once per page: their own
    /// channels, counted (§9.3). A pointer clicks beside the current dot of a page control
    /// instead, once per page (§10.4); Touch's swipe costs what a tap on the control does.
    func pageTurns(to element: Int) -> [PathStep] {
        guard let paging, let (place, count) = paging.turns(to: element) else { return [] }
        let hasControl = paging.pagers.controls[place.pager] != nil
        let turn: StepKind.PageTurn = profile == .pointer ? (hasControl ? .pageControl : .scroll) : .swipe
        return [writer.step(.turnPage(turn, forward: count > 0), abs(count), target: paging.target(place))]
    }
}

extension TreeWays {
    /// VoiceOver's three-finger swipe, once per page, then swipes from the new page's first stop
    /// (§9.3); nil when the target is on the shown page or is no stop after its page's first.
    func voiceOverPageWay(to node: Int, list: StopList) -> (cost: Int, way: () -> Way)? {
        let element = view.nodes[node].element
        guard let paging, let (place, count) = paging.turns(to: element), let target = list.index(of: node),
            let first = firstStop(of: place, in: paging, where: { list.index(of: $0) }), first <= target
        else { return nil }
        return (
            abs(count) + target - first,
            {
                var way = Way(focus: node)
                way.steps.append(
                    writer.step(.threeFingerSwipe(count > 0 ? .left : .right), abs(count), target: paging.target(place)))
                writer.repeated(.swipe(.right), target - first, target: announce(node, words.heard), into: &way.steps)
                return way
            }
        )
    }

    /// Voice Control names only the shown page: "Scroll right" once per page first (§9.3).
    func voiceControlPageTurns(to node: Int) -> [PathStep] {
        guard let paging, let (place, count) = paging.turns(to: view.nodes[node].element) else { return [] }
        return [writer.step(.say(count > 0 ? .scrollRight : .scrollLeft), abs(count), target: paging.target(place))]
    }

    /// Switch Control scans only the shown page; it turns a page with Scroll in the scanner menu
    /// (Select, one scan, Select per page, `Rule.switchControlScrollMenu`), and its highlight then
    /// starts on the new page's first stop (§9.3).
    func switchControlMove(to node: Int, scan unpaged: ScanOrder) -> Way? {
        guard let paging, let flat = paging.flat else {
            return SwitchControlWays(writer: writer, view: view, scan: unpaged, focus: focus).move(to: node)
        }
        let scan = flat.scan(showing: paging.shown, pagers: paging.pagers)
        guard let (place, count) = paging.turns(to: view.nodes[node].element) else {
            return SwitchControlWays(writer: writer, view: view, scan: scan, focus: focus).move(to: node)
        }
        let turned = flat.scan(showing: paging.showing(place), pagers: paging.pagers)
        guard let first = firstStop(of: place, in: paging, where: { turned.isStop($0) ? $0 : nil }),
            var way = SwitchControlWays(writer: writer, view: view, scan: turned, focus: first).move(to: node)
        else { return nil }
        way.steps = switchControlTurns(place, count, scan: scan) + way.steps
        return way
    }

    func switchControlTurns(_ place: Pagers.Place, _ count: Int, scan: ScanOrder) -> [PathStep] {
        let highlighted = (focus ?? scan.first).flatMap { view.nodes[$0].name }
        let item = count > 0 ? "Scroll right" : "Scroll left"
        let rules: [Rule] = [.switchControlScrollMenu]
        var steps: [PathStep] = []
        for _ in 0..<abs(count) {
            steps.append(writer.step(.select, target: .scannerMenu(for: highlighted), unverified: rules))
            steps.append(writer.step(.scan, target: .menuItem(item), unverified: rules))
            steps.append(writer.step(.select, target: .menuItem(item), unverified: rules))
        }
        return steps
    }

    /// `find` of an element on a page not shown, for the methods that see the screen (§9.3):
    /// Voice Control and Switch Control turn the pages; the keyboard reaches a focusable element
    /// with Tab and needs Tab+G to turn the page to anything else (gesture: Swipe Trap).
    func pagedFind(_ node: Int, read: StepKind, isStop: Bool) -> Attempt? {
        let element = view.nodes[node].element
        guard let paging, let (place, count) = paging.turns(to: element) else { return nil }
        var way = Way(focus: focus)
        switch writer.profile {
        case .voiceControl:
            way.steps = voiceControlPageTurns(to: node)
        case .switchControl:
            guard case .scan(let unpaged) = stops else { return nil }
            let scan = paging.flat?.scan(showing: paging.shown, pagers: paging.pagers) ?? unpaged
            way.steps = switchControlTurns(place, count, scan: scan)
            way.focus = nil
        case .keyboard:
            if isStop { return nil }
            if let control = paging.pagers.controls[place.pager], case .node(let node) = view.placements[control],
                let moved = move(to: node)
            {
                // §10.4: the page control's arrows turn the page, as they adjust any adjustable
                // (up for the next); no Tab+G is needed.
                way = moved
                writer.repeated(
                    .key(count > 0 ? .upArrow : .downArrow), abs(count), target: paging.target(place), element: control, into: &way.steps)
                way.shown = paging.showing(place)
                break
            }
            way.steps.append(writer.step(.key(.gestureMode), target: .gestureMode, pattern: .swipeTrap, element: element))
            way.steps.append(writer.step(.gesture(.swipe), abs(count), target: paging.target(place), element: element))
        default:
            return nil
        }
        way.steps.append(writer.step(read, 0, target: Speech.visible(screen.elements[element])))
        return .way(way)
    }

    /// The first stop, in reading order, among the nodes of a page.
    private func firstStop(of place: Pagers.Place, in paging: Paging, where position: (Int) -> Int?) -> Int? {
        guard let page = paging.pagers.pages[place.pager]?[place.page] else { return nil }
        var best: Int?
        for element in page..<screen.elements[page].subtreeEnd {
            guard case .node(let node) = view.placements[element], let found = position(node) else { continue }
            if best == nil || found < best! { best = found }
        }
        return best
    }
}

extension TreeWays {
    /// The names Voice Control shows once `node`'s page is shown: only the shown pages' elements
    /// get names (navigator-model.md §9.3), so a "Next" on every page is no Duplicate Voice
    /// Command. The screen's names when it has no pager.
    func voiceControlNames(showing node: Int) -> [String: Int] {
        guard let paging, let flat = paging.flat else { return names }
        let shown = paging.turns(to: view.nodes[node].element).map { paging.showing($0.place) } ?? paging.shown
        return flat.voiceControlNames(showing: shown, pagers: paging.pagers)
    }
}

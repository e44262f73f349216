import FlowProgram

/// A screen's headings and links for VoiceOver's rotor (navigator-model.md §9.3): only `header`
/// elements and elements with the `header` trait are headings; every `link` element and every
/// link inside a text is a link.
struct RotorIndex {
    /// The headings' positions in VoiceOver's stop list, ascending.
    let headings: [Int]
    /// The links' nodes, in reading order.
    let links: [Int]

    init(_ view: AccessibilityView, stops: StopList, screen: Screen) {
        headings = stops.order.indices.filter { view.nodes[stops.order[$0]].role == .header }
        links = view.nodes.indices.filter { index in
            let node = view.nodes[index]
            return node.inlineLink || (node.role != .container && Speech.role(node, in: screen) == .link)
        }
    }

    /// Whether the node is a link, found without walking the list.
    func isLink(_ node: Int) -> Bool {
        let position = Self.count(links, below: node)
        return position < links.count && links[position] == node
    }

    /// How many of `sorted` are below `value` (or at most `value`, with `orEqual`).
    static func count(_ sorted: [Int], below value: Int, orEqual: Bool = false) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value || (orEqual && sorted[middle] == value) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Rotor swipes from `from` to the entry `to` of `sorted` (one per entry passed, the target
    /// included): positive down, negative up.
    static func jumps(_ sorted: [Int], from: Int, to: Int) -> Int {
        if to > from { return count(sorted, below: to, orEqual: true) - count(sorted, below: from, orEqual: true) }
        if to < from { return -(count(sorted, below: from) - count(sorted, below: to)) }
        return 0
    }
}

extension TreeWays {
    /// VoiceOver's cheapest move to `node` from where focus and the rotor stand (§9.3): swiping
    /// along the stops, by headings (the rotor on Headings, one swipe down or up per heading,
    /// then swipes to the target), or, for a link, by links (the rotor on Links, one swipe down
    /// or up per link). On a tie: swiping, then headings.
    func voiceOverMove(to node: Int, list: StopList, index: RotorIndex) -> Way? {
        let current = focus.flatMap { list.index(of: $0) } ?? 0
        let focusNode = focus ?? list.first ?? 0
        let target = list.index(of: node)
        enum Choice { case linear, heading(Int), link, page }
        var best: (cost: Int, choice: Choice)?
        func consider(_ cost: Int, _ choice: Choice) {
            if best == nil || cost < best!.cost { best = (cost, choice) }
        }
        if let target { consider(abs(target - current), .linear) }
        if let target, !index.headings.isEmpty {
            let setting = rotor == .headings ? 0 : 1
            let after = RotorIndex.count(index.headings, below: target, orEqual: true)
            // The headings just before and just after the target (no array for the two).
            for position in (after - 1)...after where index.headings.indices.contains(position) {
                let heading = index.headings[position]
                let jumps = abs(RotorIndex.jumps(index.headings, from: current, to: heading))
                consider(setting + jumps + abs(target - heading), .heading(heading))
            }
        }
        if index.isLink(node) {
            let setting = rotor == .links ? 0 : 1
            consider(setting + abs(RotorIndex.jumps(index.links, from: focusNode, to: node)), .link)
        }
        // A pager's page, with a three-finger swipe each (§9.3): after the others on a tie.
        let paged = voiceOverPageWay(to: node, list: list)
        if let paged { consider(paged.cost, .page) }
        guard let (_, choice) = best else { return nil }
        if case .page = choice, let paged { return paged.way() }
        var way = Way(focus: node)
        let heard = announce(node, words.heard)
        switch choice {
        case .linear:
            let distance = target! - current
            writer.repeated(distance > 0 ? .swipe(.right) : .swipe(.left), abs(distance), target: heard, into: &way.steps)
        case .heading(let heading):
            let jumps = RotorIndex.jumps(index.headings, from: current, to: heading)
            setRotor(.headings, jumps: jumps, target: announce(list.order[heading], words.heard), into: &way)
            let distance = target! - heading
            writer.repeated(distance > 0 ? .swipe(.right) : .swipe(.left), abs(distance), target: heard, into: &way.steps)
        case .link:
            setRotor(.links, jumps: RotorIndex.jumps(index.links, from: focusNode, to: node), target: heard, into: &way)
        case .page:
            break
        }
        return way
    }

    /// Chooses `setting` unless the rotor is on it already (then the swipes rely on the setting
    /// persisting: `Rule.rotorPersists`), then swipes down or up `jumps` times.
    private func setRotor(_ setting: StepKind.RotorSetting, jumps: Int, target: StepTarget, into way: inout Way) {
        let persisted = rotor == setting
        if !persisted { way.steps.append(writer.step(.rotor(setting), target: .rotorSetting(setting))) }
        way.rotor = setting
        writer.repeated(
            jumps > 0 ? .swipe(.down) : .swipe(.up), abs(jumps), target: target, unverified: persisted ? [.rotorPersists] : [],
            into: &way.steps)
    }
}

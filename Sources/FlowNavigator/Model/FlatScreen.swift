import FlowProgram

/// A screen's accessibility tree for one kind of profile (VoiceOver running or not), with the
/// stops of the methods that use it (navigator-model.md §2, §3).
///
/// Each part is built the first time a method asks for it: VoiceOver uses only its stops and
/// their names, the other methods only theirs, and a screen no task reaches is flattened only
/// for the element checks. A class, so that the parts built are kept for the next task.
final class FlatScreen {
    let screen: Screen
    let view: AccessibilityView

    init(_ screen: Screen, voiceOver: Bool) {
        self.screen = screen
        view = AccessibilityView(screen, voiceOver: voiceOver)
    }

    private(set) lazy var voiceOverStops = StopList(Stops.voiceOver(view), in: view)

    /// Name and role → how many of VoiceOver's stops that are controls are read with both
    /// (`voiceOverKey`). Duplicate Voice Command counts controls only, and VoiceOver's friction
    /// needs the same name and the same role (navigator-model.md §10.6): a heading "Sign in" above
    /// a button "Sign In" is no duplicate.
    private(set) lazy var voiceOverNames: [String: Int] = {
        var counts: [String: Int] = [:]
        counts.reserveCapacity(voiceOverStops.order.count)
        for node in voiceOverStops.order {
            if let key = FlatScreen.voiceOverKey(view.nodes[node], in: screen) { counts[key, default: 0] += 1 }
        }
        return counts
    }()

    /// What `voiceOverNames` counts a node under: its lower-cased name and its role; nil for a
    /// node that is no control or has no name.
    static func voiceOverKey(_ node: Node, in screen: Screen) -> String? {
        guard Stops.isActionable(node), let name = node.name else { return nil }
        return NameKey.of(name) + "\u{1F}" + (Speech.role(node, in: screen).map { "\($0)" } ?? "")
    }

    /// VoiceOver's headings and links, for its rotor (navigator-model.md §9.3).
    private(set) lazy var rotorIndex = RotorIndex(view, stops: voiceOverStops, screen: screen)

    private(set) lazy var keyboardStops = StopList(Stops.keyboard(view), in: view)

    private(set) lazy var scan = ScanOrder(view)

    private var pagedScans: [[Int: Int]: ScanOrder] = [:]

    /// Switch Control's scan while a pager shows the pages `shown` (pager element → page):
    /// it scans only the shown pages' elements (navigator-model.md §9.3).
    func scan(showing shown: [Int: Int], pagers: Pagers) -> ScanOrder {
        if pagers.isEmpty { return scan }
        if let built = pagedScans[shown] { return built }
        let hidden = Set(view.nodes.indices.filter { pagers.isOffPage(view.nodes[$0].element, shown: shown) })
        let built = ScanOrder(view, hiding: hidden)
        pagedScans[shown] = built
        return built
    }

    /// Lower-cased name → how many Voice Control targets answer to it.
    private(set) lazy var voiceControlNames: [String: Int] = voiceControlNames(hiding: { _ in false })

    private var pagedVoiceControlNames: [[Int: Int]: [String: Int]] = [:]

    /// Voice Control's names while a pager shows the pages `shown`: only the shown pages'
    /// elements get names (navigator-model.md §9.3), so a "Next" on every page is no Duplicate
    /// Voice Command. Built once per set of shown pages, as `scan(showing:pagers:)` is.
    func voiceControlNames(showing shown: [Int: Int], pagers: Pagers) -> [String: Int] {
        if pagers.isEmpty { return voiceControlNames }
        if let built = pagedVoiceControlNames[shown] { return built }
        let built = voiceControlNames(hiding: { pagers.isOffPage($0.element, shown: shown) })
        pagedVoiceControlNames[shown] = built
        return built
    }

    private func voiceControlNames(hiding hidden: (Node) -> Bool) -> [String: Int] {
        var counts: [String: Int] = [:]
        counts.reserveCapacity(view.nodes.count)
        for node in view.nodes where Stops.isVoiceControlTarget(node) && !hidden(node) {
            Speech.forEachVoiceControlKey(node, in: screen) { counts[$0, default: 0] += 1 }
        }
        return counts
    }
}

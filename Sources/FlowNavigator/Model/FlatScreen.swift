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

    /// Lower-cased name → how many VoiceOver stops are read with it.
    private(set) lazy var voiceOverNames: [String: Int] = {
        var counts: [String: Int] = [:]
        counts.reserveCapacity(voiceOverStops.order.count)
        for node in voiceOverStops.order {
            if let name = view.nodes[node].name { counts[NameKey.of(name), default: 0] += 1 }
        }
        return counts
    }()

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

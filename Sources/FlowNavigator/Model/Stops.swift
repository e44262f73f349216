import FlowProgram

/// Which nodes each method stops on, in reading order (navigator-model.md §3, §7).
enum Stops {
    /// VoiceOver: every element of the accessibility tree that says something or does
    /// something: texts, labelled images, controls, combined groups. Not containers (§3).
    static func voiceOver(_ view: AccessibilityView) -> [Int] {
        view.nodes.indices.filter { index in
            let node = view.nodes[index]
            return node.role != .container && !node.inlineLink
                && (node.name != nil || node.activation != nil || node.adjustable || !node.actions.isEmpty
                    || !node.pickerOptions.isEmpty)
        }
    }

    /// Full Keyboard Access: elements that respond to interaction (controls, links, elements
    /// with custom actions), never one whose only interaction is a gesture; Tab walks them in
    /// reading order and arrow keys inside groups are not modelled (§3). Disabled controls are
    /// skipped (§9.3: documented in Apple's Full Keyboard Access session, 2020-10116).
    static func keyboard(_ view: AccessibilityView) -> [Int] {
        view.nodes.indices.filter { index in
            let node = view.nodes[index]
            return node.role != .container && !node.disabled && !node.inlineLink && isActionable(node)
        }
    }

    /// Voice Control: no order; the elements that can be named and acted on (§3).
    static func isVoiceControlTarget(_ node: Node) -> Bool {
        node.role != .container && isActionable(node) && !node.disabled && !node.inlineLink
    }

    static func isActionable(_ node: Node) -> Bool {
        node.activation != nil || node.adjustable || !node.actions.isEmpty || !node.pickerOptions.isEmpty
    }
}

/// A method's stops in order, with each node's position, so that moving costs the same on a
/// screen of any size.
struct StopList {
    let order: [Int]
    /// `position[node]`: the node's index in `order`, or -1 when it is no stop.
    private let position: [Int]

    init(_ order: [Int], in view: AccessibilityView) {
        self.order = order
        var position = Array(repeating: -1, count: view.nodes.count)
        for (index, node) in order.enumerated() { position[node] = index }
        self.position = position
    }

    func index(of node: Int) -> Int? {
        node < position.count && position[node] >= 0 ? position[node] : nil
    }

    func contains(_ node: Int) -> Bool { index(of: node) != nil }

    var first: Int? { order.first }
}

/// Switch Control's item scanning (§3): its stops are the actionable elements and combined groups,
/// a `contain` container being one stop; the highlight moves forward one stop at a time, wraps from
/// the last stop to the first, enters a container with Select, and leaves it for the stop
/// after it when moving on from its last child (navigator-model.md §3, counting conventions).
struct ScanOrder {
    enum Move: Equatable {
        case scan
        case select
    }

    /// Stops at the top level, containers included.
    private(set) var top: [Int] = []
    /// Each container's stops, in order.
    private(set) var children: [Int: [Int]] = [:]
    private var parent: [Int: Int] = [:]
    /// A stop's index among its siblings (the top level, or its container's stops), so that
    /// moving on costs the same whatever the screen's size.
    private var position: [Int: Int] = [:]

    /// `hiding`: nodes that are not shown (on a pager's other pages, §9.3).
    init(_ view: AccessibilityView, hiding hidden: Set<Int> = []) {
        // A container is a stop when something inside it is; decide from the innermost out.
        var members: [Int: [Int]] = [:]
        var isStop = Array(repeating: false, count: view.nodes.count)
        for index in view.nodes.indices.reversed() {
            let node = view.nodes[index]
            if node.role == .container {
                isStop[index] = !(members[index] ?? []).isEmpty
            } else {
                isStop[index] =
                    !node.disabled && !node.inlineLink && !hidden.contains(index)
                    && (Stops.isActionable(node) || node.role == .combined)
            }
            if isStop[index], let container = node.container {
                members[container, default: []].insert(index, at: 0)
            }
        }
        for index in view.nodes.indices where isStop[index] {
            if let container = view.nodes[index].container {
                parent[index] = container
            } else {
                top.append(index)
            }
        }
        children = members.filter { isStop[$0.key] }
        for (index, node) in top.enumerated() { position[node] = index }
        for stops in children.values {
            for (index, node) in stops.enumerated() { position[node] = index }
        }
    }

    /// The first stop when a screen appears.
    var first: Int? { top.first }

    func isStop(_ node: Int) -> Bool { position[node] != nil }

    /// The stop after `node`, moving forward. Leaving a container climbs one level at a time,
    /// at most the nesting limit.
    func next(after node: Int) -> Int? {
        var current = node
        while let container = parent[current], let siblings = children[container], let index = position[current] {
            if index + 1 < siblings.count { return siblings[index + 1] }
            current = container
        }
        guard let index = position[current], !top.isEmpty else { return nil }
        return top[(index + 1) % top.count]
    }

    /// A run of one kind of move, and the stop the highlight is on after it.
    struct Run: Equatable {
        let move: Move
        var count: Int
        var landing: Int
    }

    /// The fewest moves from `start` (nil: the screen just appeared) to `target`, as runs of
    /// one kind of move; nil when `target` is no stop.
    ///
    /// Found without a search, in time that grows with the nesting depth, never with the
    /// screen's size (a search over the stops per step made `N` `contain` groups × `N` steps
    /// quadratic). The only way into a container is Select on it, and entering a container
    /// that does not hold the target only costs moves (Select, then Scan past its last stop,
    /// where one Scan would have passed it), so the one shortest path is: Scan forward until
    /// the highlight first reaches the target or a container holding it, then Select into
    /// each container on the way, scanning from its first stop to the next one.
    func runs(from start: Int?, to target: Int) -> [Run]? {
        guard let origin = start ?? first, isStop(target), isStop(origin), let originIndex = position[origin] else {
            return nil
        }
        // The target's containers, innermost first, and the stop on the way to the target
        // inside each (inside container `i` of `chain`, `chain[i - 1]`, or the target).
        var chain: [Int] = []
        var node = target
        while let container = parent[node] {
            chain.append(container)
            node = container
        }
        func stopOnTheWay(inside container: Int?) -> Int? {
            guard let container else { return chain.last ?? target }
            guard let level = chain.firstIndex(of: container) else { return nil }
            return level == 0 ? target : chain[level - 1]
        }
        // Scan forward from the origin until the highlight reaches the way in, climbing out of
        // containers that do not lead there.
        var level = parent[origin]
        var index = originIndex
        var scans = 0
        var entry = target
        while true {
            let way = stopOnTheWay(inside: level)
            guard let container = level else {
                guard let way, let to = position[way] else { return nil }
                scans += (to - index + top.count) % top.count
                entry = way
                break
            }
            if let way, let to = position[way], to >= index {
                scans += to - index
                entry = way
                break
            }
            // To the last stop, and one Scan more leaves the container (and every container
            // it is the last stop of).
            scans += (children[container]?.count ?? 0) - index
            var leaving = container
            var next = (parent[leaving], (position[leaving] ?? 0) + 1)
            while let outer = next.0, next.1 >= (children[outer]?.count ?? 0) {
                leaving = outer
                next = (parent[outer], (position[outer] ?? 0) + 1)
            }
            level = next.0
            index = level == nil ? next.1 % max(top.count, 1) : next.1
        }
        var runs: [Run] = []
        func add(_ move: Move, _ count: Int, landing: Int) {
            guard count > 0 else { return }
            if let last = runs.last, last.move == move {
                runs[runs.count - 1].count += count
                runs[runs.count - 1].landing = landing
            } else {
                runs.append(Run(move: move, count: count, landing: landing))
            }
        }
        add(.scan, scans, landing: entry)
        var container = entry
        while container != target {
            guard let inside = children[container]?.first, let way = stopOnTheWay(inside: container),
                let to = position[way]
            else { return nil }
            add(.select, 1, landing: inside)
            add(.scan, to, landing: way)
            container = way
        }
        return runs
    }

    /// Every single move of `runs(from:to:)`.
    func moves(from start: Int?, to target: Int) -> [Move]? {
        runs(from: start, to: target)?.flatMap { Array(repeating: $0.move, count: $0.count) }
    }
}

import FlowProgram

/// Which nodes each method stops on, in reading order (navigator-model.md §3, §7).
enum Stops {
    /// VoiceOver: every element of the accessibility tree that says something or does
    /// something: texts, labelled images, controls, combined groups. Not containers (§3).
    static func voiceOver(_ view: AccessibilityView) -> [Int] {
        view.nodes.indices.filter { index in
            let node = view.nodes[index]
            return node.role != .container
                && (node.name != nil || node.activation != nil || node.adjustable || !node.actions.isEmpty
                    || !node.pickerOptions.isEmpty)
        }
    }

    /// Full Keyboard Access: elements that respond to interaction (controls, links, elements
    /// with custom actions), never one whose only interaction is a gesture; Tab walks them in
    /// reading order and arrow keys inside groups are not modelled (§3). Disabled elements are
    /// skipped (`Rule.disabledElementsAreSkipped`).
    static func keyboard(_ view: AccessibilityView) -> [Int] {
        view.nodes.indices.filter { index in
            let node = view.nodes[index]
            return node.role != .container && !node.disabled && isActionable(node)
        }
    }

    /// Voice Control: no order; the elements that can be named and acted on (§3).
    static func isVoiceControlTarget(_ node: Node) -> Bool {
        node.role != .container && isActionable(node) && !node.disabled
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

    init(_ view: AccessibilityView) {
        // A container is a stop when something inside it is; decide from the innermost out.
        var members: [Int: [Int]] = [:]
        var isStop = Array(repeating: false, count: view.nodes.count)
        for index in view.nodes.indices.reversed() {
            let node = view.nodes[index]
            if node.role == .container {
                isStop[index] = !(members[index] ?? []).isEmpty
            } else {
                isStop[index] = !node.disabled && (Stops.isActionable(node) || node.role == .combined)
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

    /// The fewest moves from `start` (nil: the screen just appeared) to `target`, as runs of
    /// one kind of move; nil when `target` is no stop. Between two top-level stops it is plain
    /// arithmetic; into or out of containers, a breadth-first search over scan and select moves.
    func runs(from start: Int?, to target: Int) -> [(move: Move, count: Int)]? {
        guard let origin = start ?? first, isStop(target), isStop(origin) else { return nil }
        if parent[origin] == nil, parent[target] == nil, let from = position[origin], let to = position[target] {
            let scans = (to - from + top.count) % top.count
            return scans == 0 ? [] : [(.scan, scans)]
        }
        guard let moves = searchMoves(from: origin, to: target) else { return nil }
        var runs: [(move: Move, count: Int)] = []
        for move in moves {
            if let last = runs.last, last.move == move {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((move, 1))
            }
        }
        return runs
    }

    /// Every single move of `runs(from:to:)`.
    func moves(from start: Int?, to target: Int) -> [Move]? {
        runs(from: start, to: target)?.flatMap { Array(repeating: $0.move, count: $0.count) }
    }

    private func searchMoves(from origin: Int, to target: Int) -> [Move]? {
        var previous: [Int: (Int, Move)] = [:]
        var queue = [origin]
        var seen: Set<Int> = [origin]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == target { break }
            var edges: [(Int, Move)] = []
            if let following = next(after: current) { edges.append((following, .scan)) }
            if let inside = children[current]?.first { edges.append((inside, .select)) }
            for (node, move) in edges where seen.insert(node).inserted {
                previous[node] = (current, move)
                queue.append(node)
            }
        }
        guard origin == target || previous[target] != nil else { return nil }
        var moves: [Move] = []
        var current = target
        while current != origin, let (before, move) = previous[current] {
            moves.append(move)
            current = before
        }
        return moves.reversed()
    }
}

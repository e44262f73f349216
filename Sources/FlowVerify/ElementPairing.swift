import FlowSyntax

/// Which of the flow's elements is which of the app's. First by name, as VoiceOver reads it
/// (`NameKey`), the n-th of a name with the n-th, a page control with a page control; the
/// longest run of those pairs that keeps reading order anchors the rest, and a pair outside it
/// has moved. Then, between two anchors, an element left on each side of the same role is one
/// element renamed (one whose name is close first). What is left is missing in the app, or not
/// in the flow.
struct ElementPairing {
    struct Pair: Sendable, Equatable {
        var flow: Int
        var app: Int
        /// Paired by position, their names differ.
        var renamed: Bool
    }

    /// Every pair, in the flow's reading order.
    private(set) var pairs: [Pair] = []
    /// The pairs by name that are out of the app's reading order.
    private(set) var moved: [Pair] = []
    /// The flow's elements the app lacks, in reading order (never an optional one).
    private(set) var missing: [Int] = []
    /// The app's elements no flow element pairs with, in reading order.
    private(set) var extra: [Int] = []

    /// `cut`: the dump stops early, so what the flow declares after its last paired element is
    /// not known to be missing.
    init(flow: [ComparedElement], app: [ComparedElement], cut: Bool = false) {
        var appOf = [Int?](repeating: nil, count: flow.count)
        var flowOf = [Int?](repeating: nil, count: app.count)
        // By name: each name's flow elements in order, taken in the app's order.
        var queues: [String: [Int]] = [:]
        var pageControls: [Int] = []
        for (index, element) in flow.enumerated() {
            if element.pageControl { pageControls.append(index) }
            for key in element.keys { queues[key, default: []].append(index) }
        }
        var heads: [String: Int] = [:]
        var pageHead = 0
        for (index, element) in app.enumerated() {
            var found: Int?
            if element.pageControl {
                while pageHead < pageControls.count, appOf[pageControls[pageHead]] != nil { pageHead += 1 }
                if pageHead < pageControls.count { found = pageControls[pageHead] }
            } else if let key = element.keys.first, let queue = queues[key] {
                var head = heads[key] ?? 0
                while head < queue.count, appOf[queue[head]] != nil { head += 1 }
                heads[key] = head
                if head < queue.count { found = queue[head] }
            }
            if let found {
                appOf[found] = index
                flowOf[index] = found
            }
        }
        let named = flow.indices.compactMap { index in appOf[index].map { Pair(flow: index, app: $0, renamed: false) } }
        let anchors = Self.longestInOrder(named)
        let anchored = Set(anchors.map(\.flow))
        moved = named.filter { !anchored.contains($0.flow) && !flow[$0.flow].optional }
        // By position: in each window between anchors, close names first, then any of one role.
        var renamed: [Pair] = []
        for closeOnly in [true, false] {
            var anchor = 0
            for index in flow.indices where appOf[index] == nil && !flow[index].optional {
                while anchor < anchors.count, anchors[anchor].flow < index { anchor += 1 }
                let low = anchor > 0 ? anchors[anchor - 1].app : -1
                let high = anchor < anchors.count ? anchors[anchor].app : app.count
                guard low + 1 < high else { continue }
                var candidate: Int?
                var looked = 0
                for other in low + 1..<high where flowOf[other] == nil {
                    if Self.sameRole(flow[index], app[other]), !closeOnly || Self.closeNames(flow[index], app[other]) {
                        candidate = other
                        break
                    }
                    looked += 1
                    if looked == Self.candidateLimit { break }
                }
                if let candidate {
                    appOf[index] = candidate
                    flowOf[candidate] = index
                    renamed.append(Pair(flow: index, app: candidate, renamed: true))
                }
            }
        }
        pairs = (named + renamed).sorted { $0.flow < $1.flow }
        let lastPaired = pairs.last?.flow ?? -1
        missing = flow.indices.filter { appOf[$0] == nil && !flow[$0].optional && !(cut && $0 > lastPaired) }
        extra = app.indices.filter { flowOf[$0] == nil }
    }

    /// How many of the app's elements left in a window an element left in the flow is compared
    /// with: a hostile pair of files with thousands left on each side stays linear.
    static let candidateLimit = 64

    /// Two elements one may be the other renamed: of one role, both controls, or both texts.
    static func sameRole(_ a: ComparedElement, _ b: ComparedElement) -> Bool {
        if a.pageControl || b.pageControl { return false }
        return a.role == b.role || (a.isControl && b.isControl) || (a.mayBeHeading && b.mayBeHeading)
    }

    static func closeNames(_ a: ComparedElement, _ b: ComparedElement) -> Bool {
        guard let name = a.keys.first, let other = b.keys.first else { return false }
        return !Suggestion.closest(to: name, among: [other]).isEmpty
    }

    /// The longest run of `pairs` (in the flow's order) whose app positions rise, the earliest
    /// such run when several are as long (patience sorting).
    static func longestInOrder(_ pairs: [Pair]) -> [Pair] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].app < pair.app { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Pair] = []
        var at = tails.last ?? -1
        while at >= 0 {
            run.append(pairs[at])
            at = previous[at]
        }
        return run.reversed()
    }
}

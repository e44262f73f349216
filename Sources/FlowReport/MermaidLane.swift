import FlowNavigator

/// One profile's row in a task's picture, summarised so that no path, however long, takes the
/// diagram past Mermaid's limits (500 edges, 50,000 characters) or past what a reader takes in:
/// steps that repeat one move or action on one target are one node (`Tap ×2 · Add`), and a lane of
/// more than `maximumNodes` nodes keeps its first and last ones and every blocker and friction,
/// folding the rest into "… N steps" nodes. The step tables show every step.
struct MermaidLane {
    /// What a node of the lane stands for.
    enum Node {
        /// Steps of the path, folded into one node (`folds`).
        case steps(Range<Int>)
        /// Nodes left out: this many steps (the sum of their counts).
        case gap(steps: Int, lastScreen: String)
        /// The end of an unreachable path: what stops it.
        case noWay
    }

    /// At most this many nodes stand for steps in a lane (gaps and the end come on top).
    static let maximumNodes = 8
    /// Kept at the start and at the end of a lane that is cut.
    static let kept = (first: 3, last: 2)

    let path: ProfilePath
    let nodes: [Node]

    init(_ path: ProfilePath) {
        self.path = path
        let steps = path.path
        let runs = Self.foldedRuns(steps.count) { Self.folds(steps[$0], steps[$1]) }
        var nodes: [Node] = []
        nodes.reserveCapacity(min(runs.count, Self.maximumNodes * 2) + 1)
        if runs.count <= Self.maximumNodes {
            for run in runs { nodes.append(.steps(run)) }
        } else {
            // Keep the first and last runs and those with a finding, up to the maximum.
            var keep = [Bool](repeating: false, count: runs.count)
            var kept = 0
            for index in 0..<Self.kept.first { keep[index] = true }
            for index in runs.count - Self.kept.last..<runs.count { keep[index] = true }
            kept = Self.kept.first + Self.kept.last
            for (index, run) in runs.enumerated() where !keep[index] && kept < Self.maximumNodes && Self.isMarked(steps[run.lowerBound]) {
                keep[index] = true
                kept += 1
            }
            var folded = 0
            for (index, run) in runs.enumerated() {
                if keep[index] {
                    if folded > 0 {
                        nodes.append(.gap(steps: folded, lastScreen: steps[run.lowerBound - 1].screen))
                        folded = 0
                    }
                    nodes.append(.steps(run))
                } else {
                    for step in steps[run] { folded += step.count }
                }
            }
        }
        if path.status == .unreachable {
            nodes.append(.noWay)
        }
        self.nodes = nodes
    }

    /// Whether `next` joins the node of `step`: the same move or action on the same target of
    /// the same screen, so that the node's one target and summed count say what was done. Steps
    /// to different targets stay apart: "Tap ×2 · Add" would hide a tap on "Pink", and
    /// "Swipe right ×6 · Buy" the "Price" that a `find` step swiped to on the way. A step with a
    /// finding is never folded.
    static func folds(_ step: PathStep, _ next: PathStep) -> Bool {
        step.screen == next.screen && step.kind == next.kind && step.target == next.target && !isMarked(step)
            && !isMarked(next)
    }

    /// A step with a blocker or friction is drawn alone, in its colour.
    static func isMarked(_ step: PathStep) -> Bool {
        step.pattern != nil && (step.blocker || step.friction)
    }

    /// Indices `0..<count` as runs of consecutive ones for which `same(index, index + 1)`.
    static func foldedRuns(_ count: Int, _ same: (Int, Int) -> Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        runs.reserveCapacity(count)
        var start = 0
        for index in 0..<count where index + 1 == count || !same(index, index + 1) {
            runs.append(start..<index + 1)
            start = index + 1
        }
        return runs
    }
}

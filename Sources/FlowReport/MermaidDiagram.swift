import FlowNavigator
import FlowOutput
import FlowProgram
import FlowSyntax

/// A picture of one task: a Mermaid flowchart (GitHub draws it) with one row per profile, in the
/// table's order. A row starts with a node naming the profile and its result (red when it
/// fails), then one node per step, or per run of one move (`MermaidLane`); blocked steps are
/// red and name their pattern, friction is amber. The screen is named where it changes from the
/// one the task starts on.
///
/// Drawn at Mermaid's own 16 px text, the picture fits GitHub's column of about 900 px: a lane
/// with more nodes than fit goes on in rows of its own, each starting with "↳ profile", rather
/// than the picture shrinking. No node is a subgraph: Mermaid draws subgraphs in reverse order
/// and lets their titles wrap behind the first node. Every label is written by `MermaidLabel`,
/// and the whole stays under Mermaid's limits whatever the names (`maximumSize`).
public enum MermaidDiagram {
    /// The width, in pixels, that a picture is laid out to fit: GitHub's column.
    static let columnWidth = 900
    /// Mermaid draws "Maximum text size in diagram exceeded" past 50,000 characters; a picture
    /// longer than this many bytes is written again with names cut shorter.
    static let maximumSize = 40_000
    /// How many Unicode scalars of a name a label shows, tried in turn until the picture fits.
    static let nameLimits = [60, 16, 4]

    public static func render(_ task: TaskPaths, start: String) -> String {
        var out = TextBuffer(capacity: 4096)
        write(task, start: start, into: &out)
        return out.text
    }

    /// Appends the picture to a report being written.
    static func write(_ task: TaskPaths, start: String, into out: inout TextBuffer) {
        let lanes = task.profiles.map(MermaidLane.init)
        for limit in nameLimits {
            var diagram = TextBuffer(capacity: 4096)
            write(lanes, start: start, limit: limit, into: &diagram)
            if diagram.bytes.count <= maximumSize || limit == nameLimits.last {
                out.append(diagram.bytes)
                return
            }
        }
    }

    static func write(_ lanes: [MermaidLane], start: String, limit: Int, into out: inout TextBuffer) {
        let labels = labels(lanes, start: start, limit: limit)
        let perRow = layout(labels, lanes).perRow
        var next = 0
        out.append("```mermaid\nflowchart LR\n")
        for (number, lane) in lanes.enumerated() {
            // The head: the profile and its result.
            out.append("  p")
            out.append(decimal: number)
            out.append("([\"")
            out.append(labels.label(next))
            next += 1
            out.append(lane.path.fails ? "\"]):::blocked\n" : "\"])\n")
            var previous: (row: Int, node: Int)? = nil
            for (index, node) in lane.nodes.enumerated() {
                let row = index / perRow
                if row > 0 && index % perRow == 0 {
                    out.append("  p")
                    out.append(decimal: number)
                    out.append("r")
                    out.append(decimal: row)
                    out.append("([\"↳ ")
                    out.append(lane.path.profile.name)
                    out.append("\"]):::more\n")
                }
                out.append("  p")
                out.append(decimal: number)
                out.append("n")
                out.append(decimal: index + 1)
                out.append("[\"")
                out.append(labels.label(next))
                next += 1
                out.append(nodeEnd(node, of: lane.path))
                // The edge into this node: from the previous one in the row, or the row's head.
                out.append(decimal: number)
                if let previous, previous.row == row {
                    out.append("n")
                    out.append(decimal: previous.node + 1)
                } else if row > 0 {
                    out.append("r")
                    out.append(decimal: row)
                }
                if case .noWay = node {
                    out.append(" -.-> p")
                } else {
                    out.append(" --> p")
                }
                out.append(decimal: number)
                out.append("n")
                out.append(decimal: index + 1)
                out.append("\n")
                previous = (row, index)
            }
        }
        out.append("  classDef blocked fill:#fdd,stroke:#c00,color:#700\n")
        out.append("  classDef friction fill:#fff3cd,stroke:#b8860b,color:#5c4400\n")
        out.append("  classDef more fill:none,stroke:none,color:#57606a\n")
        out.append("```\n")
    }

    /// What follows a node's label: the end of its box, its class, and the start of the line of
    /// the edge into it, in one piece.
    static func nodeEnd(_ node: MermaidLane.Node, of path: ProfilePath) -> StaticString {
        switch node {
        case .steps(let run):
            let step = path.path[run.lowerBound]
            guard MermaidLane.isMarked(step) else { return "\"]\n  p" }
            return step.blocker ? "\"]:::blocked\n  p" : "\"]:::friction\n  p"
        case .gap: return "\"]:::more\n  p"
        case .noWay: return "\"]:::blocked\n  p"
        }
    }

    /// Every label of the picture, in the order they are drawn: each lane's head, then its nodes.
    static func labels(_ lanes: [MermaidLane], start: String, limit: Int) -> MermaidLabels {
        var labels = MermaidLabels(limit: limit, labels: lanes.reduce(0) { $0 + 1 + $1.nodes.count })
        for lane in lanes {
            head(lane.path, into: &labels)
            labels.finish()
            var screen = start
            for node in lane.nodes {
                label(node, of: lane.path, screen: &screen, into: &labels)
                labels.finish()
            }
        }
        return labels
    }

    /// The head's words: the profile and its result, as the table says it.
    static func head(_ path: ProfilePath, into labels: inout MermaidLabels) {
        labels.words(from: path.profile.name)
        labels.plain(" · ")
        switch path.status {
        case .ok:
            labels.plain(path.expectationFailed ? "over expect, " : "ok, ")
            labels.digits(path.steps)
            labels.plain(path.steps == 1 ? " step" : " steps")
        default:
            labels.words(from: path.status.rawValue)
        }
    }

    /// A node's words, names from the flow cut to the labels' limit. `screen` is the screen the
    /// lane is on, updated past the node.
    static func label(_ node: MermaidLane.Node, of path: ProfilePath, screen: inout String, into labels: inout MermaidLabels) {
        switch node {
        case .steps(let run):
            let first = path.path[run.lowerBound]
            let last = path.path[run.upperBound - 1]
            if first.screen != screen {
                screen = first.screen
                if !screen.isEmpty {
                    labels.name(screen)
                    labels.words(": ")
                }
            }
            StepWording.action(first.kind, into: &labels)
            var count = 0
            for index in run { count += path.path[index].count }
            if count > 1 {
                labels.plain(" ×")
                labels.digits(count)
            }
            if !StepWording.isEmpty(last.target) {
                labels.plain(" · ")
                StepWording.target(last.target, into: &labels)
            }
            if MermaidLane.isMarked(first), let pattern = first.pattern {
                labels.plain(first.blocker ? " ⛔\u{A0}" : " ⚠\u{A0}")
                labels.unbroken(pattern.name)
            }
        case .gap(let steps, let lastScreen):
            screen = lastScreen
            labels.plain("… ")
            labels.digits(steps)
            labels.plain(steps == 1 ? " step" : " steps")
        case .noWay:
            labels.words("no way: ")
            // Each pattern once, in the order of its first blocker (a pattern's name is its raw
            // value, so one pattern is one name).
            var named: [Pattern] = []
            for blocker in path.blockers where !named.contains(blocker.pattern) {
                labels.plain(named.isEmpty ? "⛔\u{A0}" : ", ⛔\u{A0}")
                labels.unbroken(blocker.pattern.name)
                named.append(blocker.pattern)
            }
        }
    }

    /// How many nodes of a lane go in one row, and the picture's estimated width with them.
    static func layout(_ lanes: [MermaidLane], start: String, limit: Int) -> (perRow: Int, width: Int) {
        layout(labels(lanes, start: start, limit: limit), lanes)
    }

    /// How many nodes of a lane go in one row, and the picture's estimated width with them, from
    /// the lengths of its labels.
    ///
    /// Mermaid sets a node's text at 16 px and wraps it at 200 px; the box adds 60 px and the
    /// edge to the next 50 px. Nodes in the same position of every row share a column as wide as
    /// the widest of them. A byte of text is taken as 8 px, more than most letters need.
    static func layout(_ labels: borrowing MermaidLabels, _ lanes: [MermaidLane]) -> (perRow: Int, width: Int) {
        func width(_ bytes: Int) -> Int { min(200, bytes * 8) + 60 }
        let lengths = labels.lengths
        var heads = 0
        var longest = 0
        var label = 0
        for lane in lanes {
            heads = max(heads, width(lengths[label]))
            longest = max(longest, lane.nodes.count)
            label += 1 + lane.nodes.count
        }
        var best = (perRow: 1, width: 0)
        var columns = [Int](repeating: 0, count: max(1, longest))
        for perRow in 1...max(1, longest) {
            for index in 0..<perRow { columns[index] = 0 }
            var label = 0
            for lane in lanes {
                // Past the head, the lane's nodes.
                label += 1
                for index in 0..<lane.nodes.count {
                    columns[index % perRow] = max(columns[index % perRow], width(lengths[label + index]))
                }
                label += lane.nodes.count
            }
            // A continuation head ("↳ Full Keyboard Access") is about as wide as a head.
            let total = 16 + heads + columns[0..<perRow].reduce(0) { $0 + 50 + $1 }
            if perRow == 1 || total <= columnWidth {
                best = (perRow, total)
            } else {
                break
            }
        }
        return best
    }

    /// Text inside a quoted Mermaid label, escaped (`MermaidLabel`).
    static func label(_ text: String) -> String {
        TextBuffer.escaped(text, by: MermaidLabel.self)
    }
}

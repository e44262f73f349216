import FlowNavigator
import FlowOutput
import FlowProgram

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
        let perRow = layout(lanes, start: start, limit: limit).perRow
        out.append("```mermaid\nflowchart LR\n")
        for (number, lane) in lanes.enumerated() {
            // The head: the profile and its result.
            out.append("  p")
            out.append(decimal: number)
            out.append("([\"")
            head(lane.path) { out.append($0, escaping: MermaidLabel.self) }
            out.append(lane.path.fails ? "\"]):::blocked\n" : "\"])\n")
            var screen = start
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
                label(node, of: lane.path, screen: &screen, limit: limit) { piece, isName in
                    if isName {
                        MermaidLabel.write(name: piece, limit: limit, into: &out)
                    } else {
                        out.append(piece, escaping: MermaidLabel.self)
                    }
                }
                out.append("\"]")
                out.append(nodeClass(node, of: lane.path))
                out.append("\n")
                // The edge into this node: from the previous one in the row, or the row's head.
                out.append("  p")
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

    static func nodeClass(_ node: MermaidLane.Node, of path: ProfilePath) -> StaticString {
        switch node {
        case .steps(let run):
            let step = path.path[run.lowerBound]
            guard MermaidLane.isMarked(step) else { return "" }
            return step.blocker ? ":::blocked" : ":::friction"
        case .gap: return ":::more"
        case .noWay: return ":::blocked"
        }
    }

    /// The head's words: the profile and its result, as the table says it.
    static func head(_ path: ProfilePath, _ write: (String) -> Void) {
        write(path.profile.name)
        write(" · ")
        switch path.status {
        case .ok:
            write(path.expectationFailed ? "over expect, " : "ok, ")
            write(String(path.steps))
            write(path.steps == 1 ? " step" : " steps")
        default:
            write(path.status.rawValue)
        }
    }

    /// A node's words, in pieces: `write(piece, isName)`, names from the flow marked so that
    /// they are cut to `limit`. `screen` is the screen the lane is on, updated past the node.
    static func label(
        _ node: MermaidLane.Node, of path: ProfilePath, screen: inout String, limit: Int, _ write: (String, Bool) -> Void
    ) {
        switch node {
        case .steps(let run):
            let first = path.path[run.lowerBound]
            let last = path.path[run.upperBound - 1]
            if first.screen != screen {
                screen = first.screen
                if !screen.isEmpty {
                    write(screen, true)
                    write(": ", false)
                }
            }
            StepWording.action(first.kind, words: { write($0, false) }, name: { write($0, true) })
            var count = 0
            for step in path.path[run] { count += step.count }
            if count > 1 {
                write(" ×", false)
                write(String(count), false)
            }
            if !StepWording.isEmpty(last.target) {
                write(" · ", false)
                StepWording.target(last.target, words: { write($0, false) }, name: { write($0, true) })
            }
            if MermaidLane.isMarked(first), let pattern = first.pattern {
                write(first.blocker ? " ⛔\u{A0}" : " ⚠\u{A0}", false)
                writeUnbroken(pattern.name) { write($0, false) }
            }
        case .gap(let steps, let lastScreen):
            screen = lastScreen
            write("… ", false)
            write(String(steps), false)
            write(steps == 1 ? " step" : " steps", false)
        case .noWay:
            write("no way: ", false)
            var first = true
            for pattern in path.blockers.map(\.pattern.name).uniqued() {
                write(first ? "⛔\u{A0}" : ", ⛔\u{A0}", false)
                writeUnbroken(pattern) { write($0, false) }
                first = false
            }
        }
    }

    /// A pattern's name with no-break spaces, so that Mermaid's wrapping never splits it
    /// ("⛔ Swipe" on one line, "Trap" on the next).
    static func writeUnbroken(_ name: String, _ write: (String) -> Void) {
        var first = true
        for word in name.split(separator: " ") {
            if !first { write("\u{A0}") }
            write(String(word))
            first = false
        }
    }

    /// How many nodes of a lane go in one row, and the picture's estimated width with them.
    ///
    /// Mermaid sets a node's text at 16 px and wraps it at 200 px; the box adds 60 px and the
    /// edge to the next 50 px. Nodes in the same position of every row share a column as wide as
    /// the widest of them. A byte of text is taken as 8 px, more than most letters need.
    static func layout(_ lanes: [MermaidLane], start: String, limit: Int) -> (perRow: Int, width: Int) {
        func width(_ bytes: Int) -> Int { min(200, bytes * 8) + 60 }
        var heads = 0
        var longest = 0
        var widths: [[Int]] = []
        widths.reserveCapacity(lanes.count)
        for lane in lanes {
            var bytes = 0
            head(lane.path) { bytes += $0.utf8.count }
            heads = max(heads, width(bytes))
            var screen = start
            var row: [Int] = []
            row.reserveCapacity(lane.nodes.count)
            for node in lane.nodes {
                var bytes = 0
                label(node, of: lane.path, screen: &screen, limit: limit) { piece, isName in
                    bytes += isName ? min(piece.utf8.count, limit * 4) : piece.utf8.count
                }
                row.append(width(bytes))
            }
            longest = max(longest, row.count)
            widths.append(row)
        }
        var best = (perRow: 1, width: 0)
        for perRow in 1...max(1, longest) {
            var columns = [Int](repeating: 0, count: perRow)
            for row in widths {
                for (index, node) in row.enumerated() { columns[index % perRow] = max(columns[index % perRow], node) }
            }
            // A continuation head ("↳ Full Keyboard Access") is about as wide as a head.
            let total = 16 + heads + columns.reduce(0) { $0 + 50 + $1 }
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

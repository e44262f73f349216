import FlowNavigator
import FlowProgram

/// A picture of one task: a Mermaid flowchart (GitHub renders it) with one lane per profile,
/// the screen the task starts on, then one node per step; blocked steps are red and name their
/// pattern, friction is amber.
public enum MermaidDiagram {
    public static func render(_ task: TaskPaths, start: String) -> String {
        let out = ReportText(capacity: task.profiles.reduce(0) { $0 + $1.path.count } * 96 + 1024)
        write(task, start: start, into: out)
        return out.string
    }

    /// Appends the picture to a report being written: a report has thousands of these
    /// pictures, and building each line as its own string showed up in the profile.
    static func write(_ task: TaskPaths, start: String, into out: ReportText) {
        out.append("```mermaid\nflowchart LR\n")
        for (lane, path) in task.profiles.enumerated() {
            out.append("  subgraph p")
            out.append(lane)
            out.append("[\"")
            label(path.profile.name, into: out)
            out.append(" · ")
            writeStatus(path, into: out)
            out.append("\"]\n    direction LR\n    p")
            out.append(lane)
            out.append("s0([\"")
            label(start, into: out)
            out.append("\"])\n")
            var screen = start
            for (number, step) in path.path.enumerated() {
                out.append("    p")
                out.append(lane)
                out.append("s")
                out.append(number + 1)
                out.append("[\"")
                if step.screen != screen {
                    label(step.screen, into: out)
                    out.append(": ")
                    screen = step.screen
                }
                StepWording.action(step.kind) { label($0, into: out) }
                if step.count > 1 {
                    out.append(" ×")
                    out.append(step.count)
                }
                out.append(" · ")
                label(step.target, into: out)
                if let pattern = step.pattern, step.blocker {
                    out.append(" ⛔ ")
                    out.append(pattern.name)
                    out.append("\"]:::blocked\n")
                } else if let pattern = step.pattern, step.friction {
                    out.append(" ⚠ ")
                    out.append(pattern.name)
                    out.append("\"]:::friction\n")
                } else {
                    out.append("\"]\n")
                }
            }
            for number in path.path.indices {
                out.append("    p")
                out.append(lane)
                out.append("s")
                out.append(number)
                out.append(" --> p")
                out.append(lane)
                out.append("s")
                out.append(number + 1)
                out.append("\n")
            }
            if path.status == .unreachable {
                let causes = path.blockers.map { "⛔ " + $0.pattern.name }.uniqued().joined(separator: ", ")
                out.append("    p")
                out.append(lane)
                out.append("x[\"")
                label("no way: " + causes, into: out)
                out.append("\"]:::blocked\n    p")
                out.append(lane)
                out.append("s")
                out.append(path.path.count)
                out.append(" -.-> p")
                out.append(lane)
                out.append("x\n")
            }
            out.append("  end\n")
        }
        out.append("  classDef blocked fill:#fdd,stroke:#c00,color:#700\n")
        out.append("  classDef friction fill:#fff3cd,stroke:#b8860b,color:#5c4400\n")
        out.append("```\n")
    }

    /// The lane's title after the profile's name, written as `status` reads it.
    static func writeStatus(_ path: ProfilePath, into out: ReportText) {
        switch path.status {
        case .ok:
            out.append("ok, ")
            out.append(path.steps)
            out.append(path.steps == 1 ? " step" : " steps")
        default:
            label(status(path), into: out)
        }
    }

    static func status(_ path: ProfilePath) -> String {
        switch path.status {
        case .ok: "ok, \(path.steps) \(path.steps == 1 ? "step" : "steps")"
        case .blocked: "blocked"
        case .unreachable: "unreachable"
        case .waived: "waived"
        }
    }

    /// Text inside a quoted Mermaid label: quotes and the characters Mermaid or Markdown would
    /// read as syntax become entity codes; line breaks become spaces.
    static func label(_ text: String) -> String {
        ReportText.escaped(text, by: replacement)
    }

    static func label(_ text: String, into out: ReportText) {
        out.append(text, escaping: replacement)
    }

    /// What an ASCII byte becomes inside a label, if it is Mermaid or Markdown syntax; line
    /// ends and other control characters become spaces (`ReportText`).
    static func replacement(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "\""): "#quot;"
        case UInt8(ascii: "#"): "#35;"
        case UInt8(ascii: "<"): "#lt;"
        case UInt8(ascii: ">"): "#gt;"
        case UInt8(ascii: "&"): "#amp;"
        case UInt8(ascii: "`"): "#96;"
        case UInt8(ascii: "|"): "#124;"
        default: nil
        }
    }
}

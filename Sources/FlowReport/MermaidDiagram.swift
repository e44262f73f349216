import FlowNavigator
import FlowOutput
import FlowProgram

/// A picture of one task: a Mermaid flowchart (GitHub renders it) with one lane per profile,
/// the screen the task starts on, then one node per step; blocked steps are red and name their
/// pattern, friction is amber.
public enum MermaidDiagram {
    public static func render(_ task: TaskPaths, start: String) -> String {
        var out = TextBuffer(capacity: task.profiles.reduce(0) { $0 + $1.path.count } * 96 + 1024)
        write(task, start: start, into: &out)
        return out.text
    }

    /// Appends the picture to a report being written.
    static func write(_ task: TaskPaths, start: String, into out: inout TextBuffer) {
        out.append("```mermaid\nflowchart LR\n")
        for (lane, path) in task.profiles.enumerated() {
            out.append("  subgraph p")
            out.append(decimal: lane)
            out.append("[\"")
            out.append(path.profile.name, escaping: Label.self)
            out.append(" · ")
            writeStatus(path, into: &out)
            out.append("\"]\n    direction LR\n    p")
            out.append(decimal: lane)
            out.append("s0([\"")
            out.append(start, escaping: Label.self)
            out.append("\"])\n")
            var screen = start
            for (number, step) in path.path.enumerated() {
                out.append("    p")
                out.append(decimal: lane)
                out.append("s")
                out.append(decimal: number + 1)
                out.append("[\"")
                if step.screen != screen {
                    out.append(step.screen, escaping: Label.self)
                    out.append(": ")
                    screen = step.screen
                }
                StepWording.action(step.kind) { out.append($0, escaping: Label.self) }
                if step.count > 1 {
                    out.append(" ×")
                    out.append(decimal: step.count)
                }
                out.append(" · ")
                StepWording.target(step.target) { out.append($0, escaping: Label.self) }
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
                out.append(decimal: lane)
                out.append("s")
                out.append(decimal: number)
                out.append(" --> p")
                out.append(decimal: lane)
                out.append("s")
                out.append(decimal: number + 1)
                out.append("\n")
            }
            if path.status == .unreachable {
                let causes = path.blockers.map { "⛔ " + $0.pattern.name }.uniqued().joined(separator: ", ")
                out.append("    p")
                out.append(decimal: lane)
                out.append("x[\"")
                out.append("no way: " + causes, escaping: Label.self)
                out.append("\"]:::blocked\n    p")
                out.append(decimal: lane)
                out.append("s")
                out.append(decimal: path.path.count)
                out.append(" -.-> p")
                out.append(decimal: lane)
                out.append("x\n")
            }
            out.append("  end\n")
        }
        out.append("  classDef blocked fill:#fdd,stroke:#c00,color:#700\n")
        out.append("  classDef friction fill:#fff3cd,stroke:#b8860b,color:#5c4400\n")
        out.append("```\n")
    }

    /// The lane's title after the profile's name, written as `status` reads it.
    static func writeStatus(_ path: ProfilePath, into out: inout TextBuffer) {
        switch path.status {
        case .ok:
            out.append("ok, ")
            out.append(decimal: path.steps)
            out.append(path.steps == 1 ? " step" : " steps")
        default:
            out.append(status(path), escaping: Label.self)
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

    /// Text inside a quoted Mermaid label, escaped (`Label`).
    static func label(_ text: String) -> String {
        TextBuffer.escaped(text, by: Label.self)
    }

    /// How text is escaped inside a quoted Mermaid label: quotes and the characters Mermaid or
    /// Markdown would read as syntax become entity codes, and it stays on one line.
    enum Label: OneLineEscaping {
        static func syntax(_ word: UInt64) -> UInt64 {
            ByteScan.equal(word, UInt8(ascii: "\"")) | ByteScan.equal(word, UInt8(ascii: "#")) | ByteScan.equal(word, UInt8(ascii: "<"))
                | ByteScan.equal(word, UInt8(ascii: ">")) | ByteScan.equal(word, UInt8(ascii: "&")) | ByteScan.equal(word, UInt8(ascii: "`"))
                | ByteScan.equal(word, UInt8(ascii: "|"))
        }

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
}

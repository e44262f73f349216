import FlowNavigator
import FlowProgram

/// A picture of one task: a Mermaid flowchart (GitHub renders it) with one lane per profile,
/// the screen the task starts on, then one node per step; blocked steps are red and name their
/// pattern, friction is amber.
public enum MermaidDiagram {
    public static func render(_ task: TaskPaths, start: String) -> String {
        var out = "```mermaid\nflowchart LR\n"
        for (lane, path) in task.profiles.enumerated() {
            let prefix = "p\(lane)"
            out += "  subgraph \(prefix)[\"\(label(path.profile.name + " · " + status(path)))\"]\n"
            out += "    direction LR\n"
            out += "    \(prefix)s0([\"\(label(start))\"])\n"
            var screen = start
            for (number, step) in path.path.enumerated() {
                var text = (step.count > 1 ? "\(step.action) ×\(step.count)" : step.action) + " · " + step.target
                if step.screen != screen {
                    text = step.screen + ": " + text
                    screen = step.screen
                }
                if let pattern = step.pattern, step.blocker {
                    text += " ⛔ " + pattern.name
                } else if let pattern = step.pattern, step.friction {
                    text += " ⚠ " + pattern.name
                }
                let style = step.blocker ? ":::blocked" : step.friction ? ":::friction" : ""
                out += "    \(prefix)s\(number + 1)[\"\(label(text))\"]\(style)\n"
            }
            var previous = "\(prefix)s0"
            for number in path.path.indices {
                out += "    \(previous) --> \(prefix)s\(number + 1)\n"
                previous = "\(prefix)s\(number + 1)"
            }
            if path.status == .unreachable {
                let causes = path.blockers.map { "⛔ " + $0.pattern.name }.uniqued().joined(separator: ", ")
                out += "    \(prefix)x[\"\(label("no way: " + causes))\"]:::blocked\n"
                out += "    \(previous) -.-> \(prefix)x\n"
            }
            out += "  end\n"
        }
        out += "  classDef blocked fill:#fdd,stroke:#c00,color:#700\n"
        out += "  classDef friction fill:#fff3cd,stroke:#b8860b,color:#5c4400\n"
        out += "```\n"
        return out
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
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "`": out += "#96;"
            case "|": out += "#124;"
            case "\n", "\r", "\u{2028}", "\u{2029}": out += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += " " } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

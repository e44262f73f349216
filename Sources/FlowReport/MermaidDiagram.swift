import FlowNavigator
import FlowProgram

/// A picture of one task: a Mermaid flowchart (GitHub renders it) with one lane per profile,
/// the screen the task starts on, then one node per step; blocked steps are red and name their
/// pattern, friction is amber.
public enum MermaidDiagram {
    public static func render(_ task: TaskPaths, start: String) -> String {
        // Built by appending pieces to one string: a report has thousands of these pictures,
        // and interpolating whole lines showed up in the profile.
        var out = "```mermaid\nflowchart LR\n"
        out.reserveCapacity(task.profiles.reduce(0) { $0 + $1.path.count } * 96 + 1024)
        for (lane, path) in task.profiles.enumerated() {
            let prefix = "p" + String(lane)
            out += "  subgraph "
            out += prefix
            out += "[\""
            out += label(path.profile.name)
            out += " · "
            out += label(status(path))
            out += "\"]\n    direction LR\n    "
            out += prefix
            out += "s0([\""
            out += label(start)
            out += "\"])\n"
            var screen = start
            for (number, step) in path.path.enumerated() {
                out += "    "
                out += prefix
                out += "s"
                out += String(number + 1)
                out += "[\""
                if step.screen != screen {
                    out += label(step.screen)
                    out += ": "
                    screen = step.screen
                }
                out += label(step.action)
                if step.count > 1 {
                    out += " ×"
                    out += String(step.count)
                }
                out += " · "
                out += label(step.target)
                if let pattern = step.pattern, step.blocker {
                    out += " ⛔ "
                    out += pattern.name
                    out += "\"]:::blocked\n"
                } else if let pattern = step.pattern, step.friction {
                    out += " ⚠ "
                    out += pattern.name
                    out += "\"]:::friction\n"
                } else {
                    out += "\"]\n"
                }
            }
            for number in path.path.indices {
                out += "    "
                out += prefix
                out += "s"
                out += String(number)
                out += " --> "
                out += prefix
                out += "s"
                out += String(number + 1)
                out += "\n"
            }
            if path.status == .unreachable {
                let causes = path.blockers.map { "⛔ " + $0.pattern.name }.uniqued().joined(separator: ", ")
                out += "    \(prefix)x[\"\(label("no way: " + causes))\"]:::blocked\n"
                out += "    \(prefix)s\(path.path.count) -.-> \(prefix)x\n"
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
    /// Works on UTF-8 bytes, as `MarkdownText.escape` does, for the same reason.
    static func label(_ text: String) -> String {
        var text = text
        let escaped: String? = text.withUTF8 { bytes in
            // Most labels need no entity codes: they are returned as they are, with no copy.
            guard bytes.contains(where: needsEscaping) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): out += "#quot;".utf8
                case UInt8(ascii: "#"): out += "#35;".utf8
                case UInt8(ascii: "<"): out += "#lt;".utf8
                case UInt8(ascii: ">"): out += "#gt;".utf8
                case UInt8(ascii: "&"): out += "#amp;".utf8
                case UInt8(ascii: "`"): out += "#96;".utf8
                case UInt8(ascii: "|"): out += "#124;".utf8
                case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                    // U+2028 and U+2029, the line and paragraph separators.
                    out.append(UInt8(ascii: " "))
                    index += 2
                default:
                    // Line ends and other control characters become spaces.
                    out.append(byte < 0x20 || byte == 0x7F ? UInt8(ascii: " ") : byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return escaped ?? text
    }

    /// Bytes that may need rewriting; 0xE2 may start U+2028 or U+2029.
    static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "`"),
            UInt8(ascii: "|"), 0xE2:
            return true
        default:
            return byte < 0x20 || byte == 0x7F
        }
    }
}

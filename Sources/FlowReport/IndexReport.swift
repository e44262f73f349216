import FlowNavigator
import FlowPipeline
import FlowProgram
import FlowSyntax

/// `index.md` of a report folder: every task against the seven profiles, each cell linking
/// to the task in its file's report.
public enum IndexReport {
    /// `reportNames[file path]` is the file's report, relative to the index.
    public static func render(_ compilation: Compilation, reportNames: [String: String]) -> String {
        var out = "# flowmap index\n\n"
        let failing = compilation.tasks.filter { $0.profiles.contains(where: \.fails) }.count
        let tasks = compilation.tasks.count
        let files = compilation.program.files.count
        out += "\(tasks) \(tasks == 1 ? "task" : "tasks") in \(files) \(files == 1 ? "file" : "files") · "
        out += failing == 0 ? "all reachable for every profile\n\n" : "\(failing) failing for at least one profile\n\n"
        out += "| Task | " + Profile.allCases.map(\.name).joined(separator: " | ") + " |\n"
        out += "|---|" + String(repeating: "---|", count: Profile.allCases.count) + "\n"
        for task in compilation.tasks {
            let report = reportNames[task.file.path] ?? ""
            let link = linkPath(report) + "#" + anchor(task.task.name)
            out += "| [\(MarkdownText.escape(task.task.name))](\(link)) | "
            out += task.profiles.map(cell).joined(separator: " | ") + " |\n"
        }
        return out
    }

    static func cell(_ path: ProfilePath) -> String {
        let patterns = path.blockers.map(\.pattern.name).uniqued().joined(separator: ", ")
        switch path.status {
        case .ok: return path.expectationFailed ? "⛔ \(path.steps) (over expect)" : "✅ \(path.steps)"
        case .blocked: return "⛔ \(patterns)"
        case .unreachable: return "⛔ unreachable: \(patterns)"
        case .waived: return "waived"
        }
    }

    /// A report's path as a link destination: a space, '(' or ')' would end the link and a
    /// '|' the table cell, so every byte but letters, digits, `-._~` and '/' is percent-encoded.
    static func linkPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return out
    }

    /// GitHub's heading anchor: lower case, spaces as '-', punctuation dropped.
    public static func anchor(_ heading: String) -> String {
        var out = ""
        for character in heading.lowercased() {
            if character == " " {
                out.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                out.append(character)
            }
        }
        return out
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

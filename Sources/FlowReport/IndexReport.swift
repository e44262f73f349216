import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowProgram
import FlowSyntax

/// `index.md` of a report folder: every task against the seven profiles, each cell linking
/// to the task in its file's report.
public enum IndexReport {
    /// `reportNames[file path]` is the file's report, relative to the index.
    public static func render(_ compilation: Compilation, reportNames: [String: String]) -> String {
        // Written into one buffer (a string built by concatenation allocated at every piece).
        var out = TextBuffer(capacity: 512 + 384 * compilation.tasks.count)
        out.append("# flowmap index\n\n")
        let failing = compilation.tasks.filter { $0.profiles.contains(where: \.fails) }.count
        let tasks = compilation.tasks.count
        let files = compilation.program.files.count
        out.append(decimal: tasks)
        out.append(tasks == 1 ? " task in " : " tasks in ")
        out.append(decimal: files)
        out.append(files == 1 ? " file · " : " files · ")
        if failing == 0 {
            out.append("all reachable for every profile\n\n")
        } else {
            out.append(decimal: failing)
            out.append(" failing for at least one profile\n\n")
        }
        out.append(tableHead)
        guard tasks > 0 else { return out.text }
        for (task, anchor) in zip(compilation.tasks, taskAnchors(compilation)) {
            let report = reportNames[compilation.sources[task.file].path] ?? ""
            out.append("| [")
            out.append(task.task.name, escaping: MarkdownText.self)
            out.append("](")
            out.append(PercentEncoding.path(report))
            out.append("#")
            out.append(PercentEncoding.path(anchor))
            out.append(")")
            for path in task.profiles {
                out.append(" | ")
                writeCell(path, into: &out)
            }
            out.append(" |\n")
        }
        return out.text
    }

    /// The table's header row and its delimiter row: a column per profile.
    static let tableHead = "| Task | " + Profile.allCases.map(\.name).joined(separator: " | ") + " |\n"
        + "|---|" + String(repeating: "---|", count: Profile.allCases.count) + "\n"

    /// A profile's cell: its steps, or what blocks it.
    static func writeCell(_ path: ProfilePath, into out: inout TextBuffer) {
        switch path.status {
        case .ok:
            out.append(path.expectationFailed ? "⛔ " : "✅ ")
            out.append(decimal: path.steps)
            if path.expectationFailed { out.append(" (over expect)") }
        case .blocked:
            out.append("⛔ ")
            writePatterns(path, into: &out)
        case .unreachable:
            out.append("⛔ unreachable: ")
            writePatterns(path, into: &out)
        case .waived:
            out.append("waived")
        }
    }

    /// The names of the patterns that block `path` (and no waiver accepts), each once, in order.
    static func writePatterns(_ path: ProfilePath, into out: inout TextBuffer) {
        for (index, name) in path.openBlockers.map(\.pattern.name).uniqued().enumerated() {
            if index > 0 { out.append(", ") }
            out.append(name)
        }
    }

    /// The id of each task's heading in its file's report (in `compilation.tasks` order), as
    /// GitHub numbers the headings of that report (`ReportOutline`).
    static func taskAnchors(_ compilation: Compilation) -> [String] {
        var tasksByFile: [Int: [TaskPaths]] = [:]
        for task in compilation.tasks { tasksByFile[task.file, default: []].append(task) }
        var filesWithWarnings = Set<Int>()
        for diagnostic in compilation.diagnostics where diagnostic.severity == .warning { filesWithWarnings.insert(diagnostic.span.file) }
        var anchorsByFile: [Int: IndexingIterator<[String]>] = [:]
        for (file, tasks) in tasksByFile {
            let path = compilation.sources[file].path
            anchorsByFile[file] = ReportOutline.taskAnchors(path: path, tasks: tasks, hasWarnings: filesWithWarnings.contains(file))
                .makeIterator()
        }
        return compilation.tasks.map { anchorsByFile[$0.file]!.next()! }
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

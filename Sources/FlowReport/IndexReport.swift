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
        var out = "# flowmap index\n\n"
        let failing = compilation.tasks.filter { $0.profiles.contains(where: \.fails) }.count
        let tasks = compilation.tasks.count
        let files = compilation.program.files.count
        out += "\(tasks) \(tasks == 1 ? "task" : "tasks") in \(files) \(files == 1 ? "file" : "files") · "
        out += failing == 0 ? "all reachable for every profile\n\n" : "\(failing) failing for at least one profile\n\n"
        out += "| Task | " + Profile.allCases.map(\.name).joined(separator: " | ") + " |\n"
        out += "|---|" + String(repeating: "---|", count: Profile.allCases.count) + "\n"
        for (task, anchor) in zip(compilation.tasks, taskAnchors(compilation)) {
            let report = reportNames[compilation.sources[task.file].path] ?? ""
            let link = PercentEncoding.path(report) + "#" + PercentEncoding.path(anchor)
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

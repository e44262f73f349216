import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowProgram
import FlowSyntax

/// `index.md` of a report folder: every task against the seven profiles, each cell linking
/// to the task in its file's report; for several programs, one section per program.
public enum IndexReport {
    /// `reportNames[file path]` is the file's report, relative to the index.
    public static func render(_ compilation: Compilation, reportNames: [String: String]) -> String {
        // Written into one buffer (a string built by concatenation allocated at every piece).
        var out = TextBuffer(capacity: 512 + 384 * compilation.tasks.count)
        out.append("# flowmap index\n\n")
        writeSummary(of: [compilation], into: &out)
        writeTable(compilation, reportNames: reportNames, into: &out)
        return out.text
    }

    /// One program's tasks in an index over several: its name, and the file reports it links to.
    public struct Section {
        public let name: String
        public let compilation: Compilation
        /// `reportNames[file path]` is the file's report, relative to the index.
        public let reportNames: [String: String]

        public init(name: String, compilation: Compilation, reportNames: [String: String]) {
            self.name = name
            self.compilation = compilation
            self.reportNames = reportNames
        }
    }

    /// The index of several programs (a package's targets): a summary of them all, then one
    /// section per program, in the order given, each with its own summary and table.
    public static func render(_ sections: [Section]) -> String {
        var out = TextBuffer(capacity: 512 + sections.reduce(0) { $0 + 256 + 384 * $1.compilation.tasks.count })
        out.append("# flowmap index\n\n")
        writeSummary(of: sections.map(\.compilation), into: &out)
        for (number, section) in sections.enumerated() {
            if number > 0 { out.append("\n") }
            out.append("## ")
            out.append(section.name, escaping: MarkdownText.self)
            out.append("\n\n")
            writeSummary(of: [section.compilation], into: &out)
            writeTable(section.compilation, reportNames: section.reportNames, into: &out)
        }
        return out.text
    }

    /// "N tasks in N files · …": of one program, or of several ("in N files of N programs").
    static func writeSummary(of compilations: [Compilation], into out: inout TextBuffer) {
        let failing = compilations.reduce(0) { sum, compilation in
            sum + compilation.tasks.filter { $0.profiles.contains(where: \.fails) }.count
        }
        let tasks = compilations.reduce(0) { $0 + $1.tasks.count }
        let files = compilations.reduce(0) { $0 + $1.program.files.count }
        out.append(decimal: tasks)
        out.append(tasks == 1 ? " task in " : " tasks in ")
        out.append(decimal: files)
        out.append(files == 1 ? " file" : " files")
        if compilations.count > 1 {
            out.append(" of ")
            out.append(decimal: compilations.count)
            out.append(" programs")
        }
        out.append(" · ")
        if failing == 0 {
            out.append("all reachable for every profile\n\n")
        } else {
            out.append(decimal: failing)
            out.append(" failing for at least one profile\n\n")
        }
    }

    /// The table of a program's tasks, a row per task linking to it in its file's report.
    static func writeTable(_ compilation: Compilation, reportNames: [String: String], into out: inout TextBuffer) {
        out.append(tableHead)
        guard !compilation.tasks.isEmpty else { return }
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

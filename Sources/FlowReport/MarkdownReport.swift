import FlowNavigator
import FlowPipeline
import FlowProgram
import FlowSyntax

/// The Markdown report teams commit: per task, a summary table (one row per profile), a Mermaid
/// picture of the paths, and one path table per profile, then the file's element warnings. Blockers are marked ⛔ and
/// friction ⚠, each with its pattern's name.
public struct MarkdownReport {
    let compilation: Compilation
    let locator = SourceLocator()
    /// Tasks and warnings by file, grouped once: filtering all of them again for each file made
    /// the report of a large program quadratic in its number of files (callgrind, scale 8).
    let tasksByFile: [ObjectIdentifier: [TaskPaths]]
    /// Positions in `compilation.diagnostics`: a diagnostic is large, and copying each warning
    /// (twice, to filter and to group) showed in the profile.
    let warningsByFile: [ObjectIdentifier: [Int]]

    public init(_ compilation: Compilation) {
        self.compilation = compilation
        tasksByFile = Dictionary(grouping: compilation.tasks) { ObjectIdentifier($0.file) }
        var warnings: [ObjectIdentifier: [Int]] = [:]
        for (index, diagnostic) in compilation.diagnostics.enumerated() where diagnostic.severity == .warning {
            warnings[ObjectIdentifier(diagnostic.file), default: []].append(index)
        }
        warningsByFile = warnings
    }

    /// Every file's report, one after another, in path order, handed to `emit` a file at a time
    /// (with the blank line between files): what `flowmap` prints, without holding a report the
    /// size of the whole program. At scale 8 of the benchmark that string was 103 MB, too large
    /// for malloc to keep between runs, and the page faults of mapping it afresh each time
    /// made the time grow faster than the work.
    public func write(_ emit: (String) -> Void) {
        let out = ReportText(capacity: 1 << 16)
        for (number, file) in compilation.program.files.enumerated() {
            out.removeAll()
            if number > 0 { out.append("\n") }
            write(file: file, into: out)
            emit(out.string)
        }
    }

    /// Every file's report, one after another, in path order.
    public func render() -> String {
        // Each file is written into one buffer, reused, and appended to the report. A buffer
        // the size of the whole report, copied once more into the string at the end, doubled
        // the memory a large program's report went through: its time grew faster than its size.
        var report = ""
        report.reserveCapacity(estimatedSize(of: compilation.tasks))
        let out = ReportText(capacity: 1 << 16)
        for (number, file) in compilation.program.files.enumerated() {
            out.removeAll()
            if number > 0 { out.append("\n") }
            write(file: file, into: out)
            report += out.string
        }
        return report
    }

    /// The report of one input file: its tasks and its warnings.
    public func render(file: SourceFile) -> String {
        let out = ReportText(capacity: estimatedSize(of: tasksByFile[ObjectIdentifier(file)] ?? []))
        write(file: file, into: out)
        return out.string
    }

    /// Roughly the report's length, so that its buffer is allocated once (a step is a table
    /// row and a picture node of about 100 bytes each; a task adds about 1,500 bytes).
    func estimatedSize(of tasks: [TaskPaths]) -> Int {
        tasks.reduce(4096) { size, task in task.profiles.reduce(size + 1536) { $0 + $1.path.count * 200 } }
    }

    // Every part of the report is appended to one buffer: see `ReportText`.

    func write(file: SourceFile, into out: ReportText) {
        let tasks = tasksByFile[ObjectIdentifier(file)] ?? []
        let warnings = warningsByFile[ObjectIdentifier(file)] ?? []
        out.append("# ")
        MarkdownText.escape(file.path, into: out)
        out.append("\n\n")
        writeSummary(tasks, warnings: warnings.count, into: out)
        out.append("\n")
        for task in tasks {
            out.append("\n")
            write(task, into: out)
        }
        if !warnings.isEmpty {
            out.append("\n")
            write(warnings, into: out)
        }
    }

    func writeSummary(_ tasks: [TaskPaths], warnings: Int, into out: ReportText) {
        let failing = tasks.filter { $0.profiles.contains { $0.fails } }.count
        out.append(tasks.count)
        out.append(tasks.count == 1 ? " task · " : " tasks · ")
        if failing == 0 {
            out.append("all reachable for every profile")
        } else {
            out.append(failing)
            out.append(" failing for at least one profile")
        }
        out.append(" · ")
        out.append(warnings)
        out.append(warnings == 1 ? " warning" : " warnings")
    }

    func write(_ task: TaskPaths, into out: ReportText) {
        let start = compilation.program.screens[task.task.start].name
        out.append("## ")
        MarkdownText.escape(task.task.name, into: out)
        out.append("\n\nStarts on **")
        MarkdownText.escape(start, into: out)
        out.append("** · `line ")
        out.append(locator.location(of: task.task.span).line)
        out.append("`\n\n| Profile | Result | Steps | Blockers and friction |\n|---|---|---:|---|\n")
        for path in task.profiles {
            out.append("| ")
            out.append(path.profile.name)
            out.append(" | ")
            out.append(result(path))
            out.append(" | ")
            if path.status == .unreachable {
                out.append("—")
            } else {
                out.append(path.steps)
            }
            out.append(" | ")
            writeFindings(path, into: out)
            out.append(" |\n")
        }
        for path in task.profiles {
            guard let expectation = path.expectation else { continue }
            out.append("\nExpected: ")
            out.append(path.profile.name)
            out.append(" at most ")
            out.append(expectation.steps)
            out.append(expectation.steps == 1 ? " step — " : " steps — ")
            out.append(path.expectationFailed ? "**not met**" : "met")
            out.append(" (")
            if path.complete {
                out.append(path.steps)
            } else {
                out.append("no path")
            }
            out.append(").\n")
        }
        out.append("\n")
        MermaidDiagram.write(task, start: start, into: out)
        for path in task.profiles {
            out.append("\n### ")
            out.append(path.profile.name)
            out.append("\n\n")
            writePathTable(path, into: out)
        }
    }

    func result(_ path: ProfilePath) -> StaticString {
        switch path.status {
        case .ok: path.expectationFailed ? "⛔ **over expect**" : "✅ ok"
        case .blocked: "⛔ **blocked**"
        case .unreachable: "⛔ **unreachable**"
        case .waived: "waived"
        }
    }

    /// The summary row's last column: blockers, friction, a missed expect and a waiver,
    /// separated by "; ".
    func writeFindings(_ path: ProfilePath, into out: ReportText) {
        var first = true
        func separate() {
            if !first { out.append("; ") }
            first = false
        }
        func write(_ sign: StaticString, _ finding: Finding) {
            separate()
            out.append(sign)
            out.append(finding.pattern.name)
            out.append(" (line ")
            out.append(locator.location(of: finding.span).line)
            out.append(")")
        }
        for finding in path.blockers { write("⛔ ", finding) }
        for finding in path.friction { write("⚠ ", finding) }
        if let expectation = path.expectation, path.expectationFailed {
            separate()
            out.append("⛔ over its expect of ")
            out.append(expectation.steps)
            out.append(expectation.steps == 1 ? " step (line " : " steps (line ")
            out.append(locator.location(of: expectation.span).line)
            out.append(")")
        }
        if let waiver = path.waiver, path.status == .waived {
            separate()
            out.append("waived: ")
            MarkdownText.escape(waiver.reason, into: out)
        }
    }

    func writePathTable(_ path: ProfilePath, into out: ReportText) {
        out.append("| # | Screen | Action | Heard or seen | Marks |\n|---:|---|---|---|---|\n")
        for (number, step) in path.path.enumerated() {
            out.append("| ")
            out.append(number + 1)
            out.append(" | ")
            MarkdownText.escape(step.screen, into: out)
            out.append(" | ")
            StepWording.action(step.kind) { MarkdownText.escape($0, into: out) }
            if step.count > 1 {
                out.append(" ×")
                out.append(step.count)
            }
            out.append(" | ")
            MarkdownText.escape(step.target, into: out)
            out.append(" | ")
            writeMarks(step, into: out)
            out.append(" |\n")
        }
        if path.status == .unreachable {
            for finding in path.blockers {
                out.append("| — | — | no way | ")
                MarkdownText.escape(finding.detail, into: out)
                out.append(" | ⛔ ")
                out.append(finding.pattern.name)
                out.append(" (line ")
                out.append(locator.location(of: finding.span).line)
                out.append(") |\n")
            }
        }
    }

    /// The marks column: the step's marks, its blocker or friction, and the unverified rules
    /// it relies on, separated by ", ".
    func writeMarks(_ step: PathStep, into out: ReportText) {
        var first = true
        func separate() {
            if !first { out.append(", ") }
            first = false
        }
        for mark in step.marks {
            separate()
            out.append(mark.rawValue)
        }
        if let pattern = step.pattern, step.blocker || step.friction {
            separate()
            out.append(step.blocker ? "⛔ " : "⚠ ")
            out.append(pattern.name)
        }
        for rule in step.unverified {
            separate()
            out.append("unverified: ")
            out.append(rule.id)
        }
    }

    func write(_ warnings: [Int], into out: ReportText) {
        out.append("## Warnings\n\n| Where | Pattern | Message |\n|---|---|---|\n")
        for index in warnings {
            let warning = compilation.diagnostics[index]
            let place = locator.location(of: warning.span)
            out.append("| line ")
            out.append(place.line)
            out.append(", column ")
            out.append(place.column)
            out.append(" | ")
            if let pattern = warning.pattern {
                out.append("⚠ ")
                out.append(pattern.name)
            } else {
                out.append("`")
                out.append(warning.id.rawValue)
                out.append("`")
            }
            out.append(" | ")
            MarkdownText.escape(warning.message, into: out)
            out.append(" |\n")
        }
    }
}

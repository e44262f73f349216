import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowProgram
import FlowSyntax

/// The Markdown report teams commit: per task, a summary table (one row per profile), a Mermaid
/// picture of the paths, and one step table per profile folded in a `<details>`, then the file's
/// element warnings. Blockers are marked ⛔ and friction ⚠, each with its pattern's name.
public struct MarkdownReport {
    let compilation: Compilation
    /// Tasks and warnings by file (its index in `compilation.sources`), grouped once, so that
    /// writing every file's report stays linear in the number of files.
    let tasksByFile: [Int: [TaskPaths]]
    /// Positions in `compilation.diagnostics`, so that no warning is copied to be grouped.
    let warningsByFile: [Int: [Int]]

    public init(_ compilation: Compilation) {
        self.compilation = compilation
        tasksByFile = Dictionary(grouping: compilation.tasks) { $0.file }
        var warnings: [Int: [Int]] = [:]
        for (index, diagnostic) in compilation.diagnostics.enumerated() where diagnostic.severity == .warning {
            warnings[diagnostic.span.file, default: []].append(index)
        }
        warningsByFile = warnings
    }

    /// Every file's report, one after another, in path order, handed to `emit` a file at a time
    /// (with the blank line between files): what `flowmap` prints, without holding a report the
    /// size of the whole program.
    public func write(_ emit: (String) -> Void) {
        var out = TextBuffer(capacity: 1 << 16)
        for (number, file) in compilation.program.files.enumerated() {
            if number > 0 { out.append("\n") }
            write(file: file, into: &out) { Self.flush(&$0, atLeast: Self.piece, emit) }
            Self.flush(&out, atLeast: 0, emit)
        }
    }

    /// The report of one input file, as `render(file:)` gives it, handed to `emit` in pieces
    /// of about 64 KB (cut between tasks), so that a file's report is never held whole: the
    /// memory it takes is that of its largest task, not that of the file.
    public func write(file: Int, _ emit: (String) -> Void) {
        var out = TextBuffer(capacity: 1 << 16)
        write(file: file, into: &out) { Self.flush(&$0, atLeast: Self.piece, emit) }
        Self.flush(&out, atLeast: 0, emit)
    }

    /// Every file's report, as `render()` gives it, streamed into `sink` through a buffer of
    /// `piece` bytes: no string of a report is made.
    public func write(to sink: TextSink) {
        var out = TextBuffer(capacity: min(Self.piece, estimatedSize(of: compilation.tasks)), streamingTo: sink)
        for (number, file) in compilation.program.files.enumerated() {
            if number > 0 { out.append("\n") }
            write(file: file, into: &out)
        }
        out.flush()
    }

    /// The report of one input file, as `render(file:)` gives it, streamed into `sink`.
    public func write(file: Int, to sink: TextSink) {
        var out = TextBuffer(capacity: min(Self.piece, estimatedSize(of: tasksByFile[file] ?? [])), streamingTo: sink)
        write(file: file, into: &out)
        out.flush()
    }

    /// How much text `write` gathers before it hands it on.
    static let piece = 1 << 16

    /// Hands the buffer's text to `emit` and empties it, once it holds `atLeast` bytes.
    static func flush(_ out: inout TextBuffer, atLeast: Int, _ emit: (String) -> Void) {
        guard out.bytes.count > 0, out.bytes.count >= atLeast else { return }
        emit(out.text)
        out.removeAll()
    }

    /// Every file's report, one after another, in path order.
    public func render() -> String {
        // Each file is written into one buffer, reused, and appended to the report, rather
        // than into a buffer the size of the whole report copied once more at the end.
        var report = ""
        report.reserveCapacity(estimatedSize(of: compilation.tasks))
        var out = TextBuffer(capacity: 1 << 16)
        for (number, file) in compilation.program.files.enumerated() {
            out.removeAll()
            if number > 0 { out.append("\n") }
            write(file: file, into: &out)
            report += out.text
        }
        return report
    }

    /// The report of one input file (its index in `compilation.sources`): its tasks and its
    /// warnings.
    public func render(file: Int) -> String {
        var out = TextBuffer(capacity: estimatedSize(of: tasksByFile[file] ?? []))
        write(file: file, into: &out)
        return out.text
    }

    /// Roughly the report's length, so that its buffer is allocated once (a step is a table
    /// row and a picture node of about 100 bytes each; a task adds about 1,500 bytes).
    func estimatedSize(of tasks: [TaskPaths]) -> Int {
        tasks.reduce(4096) { size, task in task.profiles.reduce(size + 1536) { $0 + $1.path.count * 200 } }
    }

    // Every part of the report is appended to one buffer: see `TextBuffer`.

    /// `written` is called after each task, with the buffer, so that a writer may hand on
    /// what is there and empty it.
    func write(file: Int, into out: inout TextBuffer, written: (inout TextBuffer) -> Void = { _ in }) {
        let tasks = tasksByFile[file] ?? []
        let warnings = warningsByFile[file] ?? []
        out.append("# ")
        out.append(compilation.sources[file].path, escaping: MarkdownText.self)
        out.append("\n\n")
        writeSummary(tasks, warnings: warnings.count, into: &out)
        out.append("\n")
        for task in tasks {
            out.append("\n")
            write(task, into: &out)
            written(&out)
        }
        if !warnings.isEmpty {
            out.append("\n")
            write(warnings, into: &out)
        }
    }

    func writeSummary(_ tasks: [TaskPaths], warnings: Int, into out: inout TextBuffer) {
        let failing = tasks.filter { $0.profiles.contains { $0.fails } }.count
        out.append(decimal: tasks.count)
        out.append(tasks.count == 1 ? " task · " : " tasks · ")
        if failing == 0 {
            out.append("all reachable for every profile")
        } else {
            out.append(decimal: failing)
            out.append(" failing for at least one profile")
        }
        out.append(" · ")
        out.append(decimal: warnings)
        out.append(warnings == 1 ? " warning" : " warnings")
    }

    func write(_ task: TaskPaths, into out: inout TextBuffer) {
        let start = compilation.program.screens[task.task.start].title
        out.append("## ")
        out.append(task.task.name, escaping: MarkdownText.self)
        out.append("\n\nStarts on **")
        out.append(start, escaping: MarkdownText.self)
        out.append("** · `line ")
        out.append(decimal: compilation.sources.location(of: task.task.span).line)
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
                out.append(decimal: path.steps)
            }
            out.append(" | ")
            writeFindings(path, into: &out)
            out.append(" |\n")
        }
        for path in task.profiles {
            guard let expectation = path.expectation else { continue }
            out.append("\nExpected: ")
            out.append(path.profile.name)
            out.append(" at most ")
            out.append(decimal: expectation.steps)
            out.append(expectation.steps == 1 ? " step — " : " steps — ")
            out.append(path.expectationFailed ? "**not met**" : "met")
            out.append(" (")
            if path.complete {
                out.append(decimal: path.steps)
            } else {
                out.append("no path")
            }
            out.append(").\n")
        }
        if task.task.steps.contains(where: { if case .type = $0.kind { true } else { false } }) { out.append(Self.typingLegend) }
        out.append("\n")
        MermaidDiagram.write(task, start: start, into: &out)
        // Each step table is folded under its profile's name, so that a task's summary and
        // picture fit on a screen. GitHub renders `<details>`; the blank line after the summary
        // lets the table inside be read as Markdown, and the one before `</details>` ends it.
        for path in task.profiles {
            out.append("\n<details><summary>")
            out.append(path.profile.name)
            out.append(", step by step</summary>\n\n")
            writePathTable(path, into: &out)
            out.append("\n</details>\n")
        }
    }

    /// The legend of a task that types (navigator-model.md §9.2).
    static let typingLegend: StaticString =
        "\nTyping a text counts one step, whatever its length: characters are not counted one by one, since typing styles differ too much between methods and settings to count them honestly.\n"

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
    func writeFindings(_ path: ProfilePath, into out: inout TextBuffer) {
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
            out.append(decimal: compilation.sources.location(of: finding.span).line)
            out.append(")")
        }
        for finding in path.blockers {
            write("⛔ ", finding)
            writeAcceptance(of: finding, path, into: &out)
        }
        for finding in path.friction {
            write("⚠ ", finding)
            writeAcceptance(of: finding, path, into: &out)
        }
        if let expectation = path.expectation, path.expectationFailed {
            separate()
            out.append("⛔ over its expect of ")
            out.append(decimal: expectation.steps)
            out.append(expectation.steps == 1 ? " step (line " : " steps (line ")
            out.append(decimal: compilation.sources.location(of: expectation.span).line)
            out.append(")")
        }
        if let waiver = path.waiver, path.status == .waived {
            separate()
            out.append("waived: ")
            out.append(waiver.reason, escaping: MarkdownText.self)
        }
    }

    /// After a finding: the configuration's reason when its pattern is turned down to a
    /// warning, and the reason of the waiver of one pattern that accepts it (a waiver of the
    /// whole profile is written once, at the end of the row).
    func writeAcceptance(of finding: Finding, _ path: ProfilePath, into out: inout TextBuffer) {
        if let reason = path.turnedDownReason(of: finding) {
            out.append(", a warning in .flowmap.json: ")
            out.append(reason, escaping: MarkdownText.self)
        }
        if let waiver = path.waiver(accepting: finding), waiver.pattern != nil {
            out.append(", waived: ")
            out.append(waiver.reason, escaping: MarkdownText.self)
        }
    }

    func writePathTable(_ path: ProfilePath, into out: inout TextBuffer) {
        out.append("| # | Screen | Action | Heard or seen | Marks |\n|---:|---|---|---|---|\n")
        let waived = path.hasFindingWaivers
        for (number, step) in path.path.enumerated() {
            out.append("| ")
            out.append(decimal: number + 1)
            out.append(" | ")
            out.append(step.screen, escaping: MarkdownText.self)
            out.append(" | ")
            MarkdownStepCell.action(step.kind, into: &out)
            if step.count > 1 {
                out.append(" ×")
                out.append(decimal: step.count)
            }
            out.append(" | ")
            MarkdownStepCell.target(step.target, into: &out)
            out.append(" | ")
            writeMarks(step, waived: waived && path.isWaived(step), into: &out)
            out.append(" |\n")
        }
        if path.status == .unreachable {
            for finding in path.blockers {
                out.append("| — | — | no way | ")
                out.append(finding.detail, escaping: MarkdownText.self)
                out.append(" | ⛔ ")
                out.append(finding.pattern.name)
                out.append(" (line ")
                out.append(decimal: compilation.sources.location(of: finding.span).line)
                out.append(")")
                writeAcceptance(of: finding, path, into: &out)
                out.append(" |\n")
            }
        }
    }

    /// The marks column: the step's marks, its blocker or friction (and whether a waiver of one
    /// pattern accepts it), and the unverified rules it relies on, separated by ", ".
    func writeMarks(_ step: PathStep, waived: Bool = false, into out: inout TextBuffer) {
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
            if waived { out.append(" (waived)") }
        }
        for rule in step.unverified {
            separate()
            out.append("unverified: ")
            out.append(rule.id)
        }
    }

    func write(_ warnings: [Int], into out: inout TextBuffer) {
        out.append("## Warnings\n\n| Where | Pattern | Message |\n|---|---|---|\n")
        for index in warnings {
            let warning = compilation.diagnostics[index]
            let place = compilation.sources.location(of: warning.span)
            out.append("| line ")
            out.append(decimal: place.line)
            out.append(", column ")
            out.append(decimal: place.column)
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
            out.append(warning.message, escaping: MarkdownText.self)
            out.append(" |\n")
        }
    }
}

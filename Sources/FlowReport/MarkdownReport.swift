import FlowNavigator
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
    let warningsByFile: [ObjectIdentifier: [Diagnostic]]

    public init(_ compilation: Compilation) {
        self.compilation = compilation
        tasksByFile = Dictionary(grouping: compilation.tasks) { ObjectIdentifier($0.file) }
        warningsByFile = Dictionary(grouping: compilation.diagnostics.filter { $0.severity == .warning }) {
            ObjectIdentifier($0.span.file)
        }
    }

    /// Every file's report, one after another, in path order.
    public func render() -> String {
        compilation.program.files.map(render(file:)).joined(separator: "\n")
    }

    /// The report of one input file: its tasks and its warnings.
    public func render(file: SourceFile) -> String {
        let tasks = tasksByFile[ObjectIdentifier(file)] ?? []
        let warnings = warningsByFile[ObjectIdentifier(file)] ?? []
        var out = "# \(MarkdownText.escape(file.path))\n\n"
        out += summary(tasks, warnings: warnings.count) + "\n"
        for task in tasks { out += "\n" + render(task) }
        if !warnings.isEmpty { out += "\n" + render(warnings) }
        return out
    }

    func summary(_ tasks: [TaskPaths], warnings: Int) -> String {
        let failing = tasks.filter { $0.profiles.contains(where: \.fails) }.count
        var parts = ["\(tasks.count) \(tasks.count == 1 ? "task" : "tasks")"]
        parts.append(failing == 0 ? "all reachable for every profile" : "\(failing) failing for at least one profile")
        parts.append("\(warnings) \(warnings == 1 ? "warning" : "warnings")")
        return parts.joined(separator: " · ")
    }

    func render(_ task: TaskPaths) -> String {
        let place = locator.location(of: task.task.span)
        let start = compilation.program.screens[task.task.start].name
        var out = "## \(MarkdownText.escape(task.task.name))\n\n"
        out += "Starts on **\(MarkdownText.escape(start))** · `line \(place.line)`\n\n"
        out += "| Profile | Result | Steps | Blockers and friction |\n|---|---|---:|---|\n"
        for path in task.profiles {
            let steps = path.status == .unreachable ? "—" : String(path.steps)
            out += "| \(path.profile.name) | \(result(path)) | \(steps) | \(findings(path)) |\n"
        }
        for path in task.profiles {
            guard let expectation = path.expectation else { continue }
            let verdict = path.expectationFailed ? "**not met**" : "met"
            out += "\nExpected: \(path.profile.name) at most \(expectation.steps) \(expectation.steps == 1 ? "step" : "steps") — \(verdict) (\(!path.complete ? "no path" : "\(path.steps)")).\n"
        }
        out += "\n" + MermaidDiagram.render(task, start: start)
        for path in task.profiles {
            out += "\n### \(path.profile.name)\n\n" + pathTable(path)
        }
        return out
    }

    func result(_ path: ProfilePath) -> String {
        switch path.status {
        case .ok: path.expectationFailed ? "⛔ **over expect**" : "✅ ok"
        case .blocked: "⛔ **blocked**"
        case .unreachable: "⛔ **unreachable**"
        case .waived: "waived"
        }
    }

    func findings(_ path: ProfilePath) -> String {
        var parts = path.blockers.map { "⛔ \($0.pattern.name) (line \(locator.location(of: $0.span).line))" }
        parts += path.friction.map { "⚠ \($0.pattern.name) (line \(locator.location(of: $0.span).line))" }
        if let expectation = path.expectation, path.expectationFailed {
            let line = locator.location(of: expectation.span).line
            parts.append("⛔ over its expect of \(expectation.steps) \(expectation.steps == 1 ? "step" : "steps") (line \(line))")
        }
        if let waiver = path.waiver, path.status == .waived {
            parts.append("waived: \(MarkdownText.escape(waiver.reason))")
        }
        return parts.joined(separator: "; ")
    }

    func pathTable(_ path: ProfilePath) -> String {
        var out = "| # | Screen | Action | Heard or seen | Marks |\n|---:|---|---|---|---|\n"
        out.reserveCapacity(path.path.count * 80 + 64)
        // Appended piece by piece: the path tables are most of a report's text.
        for (number, step) in path.path.enumerated() {
            out += "| "
            out += String(number + 1)
            out += " | "
            out += MarkdownText.escape(step.screen)
            out += " | "
            out += MarkdownText.escape(step.action)
            if step.count > 1 {
                out += " ×"
                out += String(step.count)
            }
            out += " | "
            out += MarkdownText.escape(step.target)
            out += " | "
            appendMarks(step, to: &out)
            out += " |\n"
        }
        if path.status == .unreachable {
            for finding in path.blockers {
                let line = locator.location(of: finding.span).line
                out += "| — | — | no way | \(MarkdownText.escape(finding.detail)) | ⛔ \(finding.pattern.name) (line \(line)) |\n"
            }
        }
        return out
    }

    /// The marks column: the step's marks, its blocker or friction, and the unverified rules
    /// it relies on, separated by ", ".
    func appendMarks(_ step: PathStep, to out: inout String) {
        var first = true
        func separate() {
            if !first { out += ", " }
            first = false
        }
        for mark in step.marks {
            separate()
            out += mark.rawValue
        }
        if let pattern = step.pattern, step.blocker || step.friction {
            separate()
            out += step.blocker ? "⛔ " : "⚠ "
            out += pattern.name
        }
        for rule in step.unverified {
            separate()
            out += "unverified: "
            out += rule.id
        }
    }

    func render(_ warnings: [Diagnostic]) -> String {
        var out = "## Warnings\n\n| Where | Pattern | Message |\n|---|---|---|\n"
        for warning in warnings {
            let place = locator.location(of: warning.span)
            let pattern = warning.pattern.map { "⚠ \($0)" } ?? "`\(warning.id.rawValue)`"
            out += "| line \(place.line), column \(place.column) | \(pattern) | \(MarkdownText.escape(warning.message)) |\n"
        }
        return out
    }
}

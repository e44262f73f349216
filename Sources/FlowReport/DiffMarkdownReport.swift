import FlowDiff
import FlowOutput
import FlowProgram

/// The Markdown of a comparison, for a pull-request comment: the one-line summary
/// (`DiffSummary`), whether it fails and why, then a table per changed task with only the
/// profiles that changed (before, after, the difference in steps, the blockers ⛔ and friction ⚠
/// added and removed), and the unchanged tasks counted in one line.
public enum DiffMarkdownReport {
    public static func render(_ comparison: ProgramComparison) -> String {
        var out = TextBuffer(capacity: 4096 + 1024 * comparison.tasks.count)
        write(comparison, into: &out)
        return out.text
    }

    static func write(_ comparison: ProgramComparison, into out: inout TextBuffer) {
        var summary = MarkdownStepCell(out: out)
        DiffSummary.write(comparison, into: &summary)
        out = summary.out
        out.append("\n\n")
        writeVerdict(comparison, into: &out)
        for task in comparison.tasks {
            out.append("\n## ")
            out.append(task.name, escaping: MarkdownText.self)
            out.append("\n\n")
            switch task.kind {
            case .added: out.append("New task.\n\n")
            case .removed: out.append("Removed.\n")
            case .renamed:
                out.append("Renamed from '")
                out.append(task.oldName ?? "", escaping: MarkdownText.self)
                out.append(task.profiles.isEmpty ? "', the same for every profile.\n" : "'.\n\n")
            case .changed: break
            }
            if task.kind != .removed, !task.profiles.isEmpty { writeTable(task.profiles, into: &out) }
        }
        if !comparison.unchanged.isEmpty, !comparison.tasks.isEmpty {
            out.append("\n")
            out.append(decimal: comparison.unchanged.count)
            out.append(comparison.unchanged.count == 1 ? " task unchanged.\n" : " tasks unchanged.\n")
        }
    }

    /// Whether the comparison fails (exit status 1) and why: "⛔ **Fails**: 2 regressions, 1
    /// path grew by more than 5 steps." or "✅ Passes: no regression."
    static func writeVerdict(_ comparison: ProgramComparison, into out: inout TextBuffer) {
        let regressions = comparison.regressions.count
        let grown = comparison.pastMaxIncrease.count
        out.append(comparison.fails ? "⛔ **Fails**: " : "✅ Passes: ")
        var reasons = 0
        if regressions > 0 || !comparison.fails {
            if regressions == 0 { out.append("no") } else { out.append(decimal: regressions) }
            out.append(regressions > 1 ? " regressions" : " regression")
            reasons += 1
        }
        if let limit = comparison.maxIncrease, grown > 0 || !comparison.fails {
            if reasons > 0 { out.append(", ") }
            if grown == 0 { out.append("no") } else { out.append(decimal: grown) }
            out.append(grown > 1 ? " paths grew by more than " : " path grew by more than ")
            out.append(decimal: limit)
            out.append(limit == 1 ? " step" : " steps")
        }
        out.append(".\n")
    }

    static func writeTable(_ profiles: [ProfileChange], into out: inout TextBuffer) {
        out.append("| Profile | Before | After | Δ steps | Added | Removed |\n|---|---|---|---:|---|---|\n")
        for change in profiles {
            out.append("| ")
            out.append(change.profile.name)
            out.append(" | ")
            writeOutcome(change.before, into: &out)
            out.append(" | ")
            writeOutcome(change.after, into: &out)
            if change.regression { out.append(" — **regression**") }
            out.append(" | ")
            if let delta = change.stepsDelta {
                if change.pastMaxIncrease { out.append("**") }
                var cell = MarkdownStepCell(out: out)
                DiffSummary.signed(delta, into: &cell)
                out = cell.out
                if change.pastMaxIncrease { out.append("**") }
            } else {
                out.append("—")
            }
            out.append(" | ")
            writeFindings(change.blockers.added, change.friction.added, into: &out)
            out.append(" | ")
            writeFindings(change.blockers.removed, change.friction.removed, into: &out)
            out.append(" |\n")
        }
    }

    /// A side's result as the report's Result column words it, and its steps when the path
    /// reaches the end; "—" for a task that is not on that side.
    static func writeOutcome(_ outcome: ProfileOutcome?, into out: inout TextBuffer) {
        guard let outcome else { return out.append("—") }
        switch outcome.status {
        case .ok: out.append(outcome.expectationFailed ? "⛔ **over expect**" : "✅ ok")
        case .blocked: out.append("⛔ **blocked**")
        case .unreachable: out.append("⛔ **unreachable**")
        case .waived: out.append("waived")
        }
        guard outcome.complete else { return }
        out.append(", ")
        out.append(decimal: outcome.steps)
        out.append(outcome.steps == 1 ? " step" : " steps")
    }

    /// Blockers, then friction, separated by "; ": "⛔ Mystery Icon: button icon 'trash' on Orders".
    static func writeFindings(_ blockers: [ElementFinding], _ friction: [ElementFinding], into out: inout TextBuffer) {
        var first = true
        for (sign, findings) in [("⛔ ", blockers), ("⚠ ", friction)] {
            for finding in findings {
                if !first { out.append("; ") }
                first = false
                out.append(sign)
                out.append(finding.pattern.name)
                out.append(": ")
                writeElement(finding.element, into: &out)
            }
        }
    }

    static func writeElement(_ element: FindingElement, into out: inout TextBuffer) {
        out.append(element.kind, escaping: MarkdownText.self)
        if let name = element.name {
            out.append(" '")
            out.append(name, escaping: MarkdownText.self)
            out.append("'")
        } else if let icon = element.icon {
            out.append(" icon '")
            out.append(icon, escaping: MarkdownText.self)
            out.append("'")
        }
        guard !element.screen.isEmpty else { return }
        out.append(" on ")
        out.append(element.screen, escaping: MarkdownText.self)
    }
}

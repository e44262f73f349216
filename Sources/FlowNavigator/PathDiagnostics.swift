import FlowProgram
import FlowSyntax

/// The diagnostics that paths produce, so that a build log points at the flow: an error at
/// the task line for every blocked or unreachable profile, an error at an `expect` line that is
/// not met, a warning for a waiver that covers nothing, and a warning per profile with friction.
public enum PathDiagnostics {
    /// The ids these diagnostics use: failures of the design, not errors in the input.
    public static let ids: Set<DiagnosticID> = [
        .problem(.taskBlocked), .problem(.taskUnreachable), .problem(.expectationFailed), .problem(.unneededWaiver), .problem(.taskFriction),
    ]

    /// The diagnostics of `tasks`. A message names the patterns, each once; its notes point at
    /// the lines.
    public static func make(_ tasks: [TaskPaths]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for task in tasks {
            for path in task.profiles {
                let name = task.task.name
                let causes = names(of: path.blockers)
                let notes = path.blockers.map { Note("\($0.pattern.name): \($0.detail)", at: $0.span) }
                let pattern = path.blockers.first?.pattern
                switch path.status {
                case .blocked:
                    diagnostics.append(
                        Diagnostic(
                            .problem(.taskBlocked), .error, "'\(name)' is blocked for \(path.profile.name): \(causes)",
                            at: task.task.span, notes: notes, help: help(for: path), pattern: pattern))
                case .unreachable:
                    diagnostics.append(
                        Diagnostic(
                            .problem(.taskUnreachable), .error,
                            "'\(name)' is unreachable for \(path.profile.name): \(causes)", at: task.task.span,
                            notes: notes, help: help(for: path), pattern: pattern))
                case .ok:
                    if let waiver = path.waiver {
                        diagnostics.append(
                            Diagnostic(
                                .problem(.unneededWaiver), .warning, "'\(name)' is ok for \(path.profile.name), so the waiver is not needed",
                                at: waiver.span, help: "remove the 'waive \(path.profile.rawValue)' line"))
                    }
                case .waived:
                    break
                }
                if !path.friction.isEmpty && path.status != .waived {
                    // Friction is a warning: it fails only a `--strict` run, which then says why.
                    let frictions = names(of: path.friction)
                    diagnostics.append(
                        Diagnostic(
                            .problem(.taskFriction), .warning,
                            "'\(name)' has friction for \(path.profile.name): \(frictions)",
                            at: task.task.span, notes: path.friction.map { Note("\($0.pattern.name): \($0.detail)", at: $0.span) },
                            help: "the path works, at a cost; see the task's report", pattern: path.friction.first?.pattern))
                }
                if let expectation = path.expectation, path.expectationFailed {
                    let message =
                        !path.complete
                        ? "'\(name)' has no path for \(path.profile.name), but expects at most \(expectation.steps) steps"
                        : "'\(name)' takes \(path.steps) steps for \(path.profile.name); it expects at most \(expectation.steps)"
                    diagnostics.append(
                        Diagnostic(
                            .problem(.expectationFailed), .error, message, at: expectation.span,
                            help: "make the path shorter, or raise the expectation if the design is right"))
                }
            }
        }
        return diagnostics
    }

    /// The patterns `findings` fall under, each once, in the order they first come.
    static func names(of findings: [Finding]) -> String {
        var named: [String] = []
        for finding in findings where !named.contains(finding.pattern.name) { named.append(finding.pattern.name) }
        return named.joined(separator: ", ")
    }

    static func help(for path: ProfilePath) -> String {
        guard let pattern = path.blockers.first?.pattern else { return "see the task's report" }
        return "see 'flowmap explain \(pattern.slug)' for the fix, or write 'waive \(path.profile.rawValue) \"reason\"' to accept it"
    }
}

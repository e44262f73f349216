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

    /// The diagnostics of `tasks`, whose spans point into `sources` (messages name lines).
    public static func make(_ tasks: [TaskPaths], in sources: SourceSet) -> [Diagnostic] {
        var locator = SourceLocator(sources)
        var diagnostics: [Diagnostic] = []
        for task in tasks {
            for path in task.profiles {
                let name = task.task.name
                let causes = path.blockers.map { "\($0.pattern.name) at line \(locator.location(of: $0.span).line)" }
                let notes = path.blockers.map { Note("\($0.pattern.name): \($0.detail)", at: $0.span) }
                let pattern = path.blockers.first?.pattern
                switch path.status {
                case .blocked:
                    diagnostics.append(
                        Diagnostic(
                            .problem(.taskBlocked), .error, "'\(name)' is blocked for \(path.profile.name): \(causes.joined(separator: ", "))",
                            at: task.task.span, notes: notes, help: help(for: path), pattern: pattern))
                case .unreachable:
                    diagnostics.append(
                        Diagnostic(
                            .problem(.taskUnreachable), .error,
                            "'\(name)' is unreachable for \(path.profile.name): \(causes.joined(separator: ", "))", at: task.task.span,
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
                    let frictions = path.friction.map { "\($0.pattern.name) at line \(locator.location(of: $0.span).line)" }
                    diagnostics.append(
                        Diagnostic(
                            .problem(.taskFriction), .warning,
                            "'\(name)' has friction for \(path.profile.name): \(frictions.joined(separator: ", "))",
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

    static func help(for path: ProfilePath) -> String {
        guard let pattern = path.blockers.first?.pattern else { return "see the task's report" }
        return "see 'flowmap explain \(pattern.slug)' for the fix, or write 'waive \(path.profile.rawValue) \"reason\"' to accept it"
    }
}

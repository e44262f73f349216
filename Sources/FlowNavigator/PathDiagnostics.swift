import FlowProgram
import FlowSyntax

/// The diagnostics that paths produce, so that a build log points at the flow: an error at
/// the task line for every blocked or unreachable profile, an error at an `expect` line that is
/// not met, a warning for a waiver that accepts nothing, and a warning per profile with friction
/// that no waiver accepts.
public enum PathDiagnostics {
    /// The ids these diagnostics use: failures of the design, not errors in the input.
    public static let ids: Set<DiagnosticID> = [
        .problem(.taskBlocked), .problem(.taskUnreachable), .problem(.expectationFailed), .problem(.unneededWaiver), .problem(.taskFriction),
    ]

    /// The diagnostics of `tasks`. A message names the patterns, each once; its notes point at
    /// the lines.
    public static func make(_ tasks: [TaskPaths], program: Program) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let suggestion = WaiverSuggestion(program)
        for task in tasks {
            for path in task.profiles {
                let name = task.task.name
                let open = path.openBlockers
                let causes = names(of: open)
                // The blockers that fail the profile first, then the ones a waiver accepts.
                let notes = open.map { note(on: $0, of: path) } + path.blockers.filter { !open.contains($0) }.map { note(on: $0, of: path) }
                let pattern = open.first?.pattern
                switch path.status {
                case .blocked:
                    diagnostics.append(
                        Diagnostic(
                            .problem(.taskBlocked), .error, "'\(name)' is blocked for \(path.profile.name): \(causes)",
                            at: task.task.span, notes: notes, help: help(for: path, of: task.task, suggestion), pattern: pattern))
                case .unreachable:
                    diagnostics.append(
                        Diagnostic(
                            .problem(.taskUnreachable), .error,
                            "'\(name)' is unreachable for \(path.profile.name): \(causes)", at: task.task.span,
                            notes: notes, help: help(for: path, of: task.task, suggestion), pattern: pattern))
                case .ok, .waived:
                    break
                }
                for waiver in path.unusedWaivers { diagnostics.append(unneeded(waiver, name, path)) }
                let friction = path.openFriction
                if !friction.isEmpty && path.status != .waived {
                    // Friction is a warning: it fails only a `--strict` run, which then says why.
                    diagnostics.append(
                        Diagnostic(
                            .problem(.taskFriction), .warning,
                            "'\(name)' has friction for \(path.profile.name): \(names(of: friction))",
                            at: task.task.span, notes: friction.map { note(on: $0, of: path) },
                            help: frictionHelp(friction, of: path), pattern: friction.first?.pattern))
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

    /// A note at a finding: its pattern and effect, with the waiver that accepts it or the
    /// configuration's reason for turning it down.
    static func note(on finding: Finding, of path: ProfilePath) -> Note {
        var text = finding.pattern.name
        if let reason = path.turnedDownReason(of: finding) { text += " (a warning in .flowmap.json: \(reason))" }
        if let waiver = path.waiver(accepting: finding) { text += " (waived: \(waiver.reason))" }
        return Note("\(text): \(finding.detail)", at: finding.span)
    }

    /// What `task-friction` says to do, with the configuration's reason for each pattern it turns
    /// down to friction: a SARIF result has the help but not the notes, and it must say why.
    static func frictionHelp(_ friction: [Finding], of path: ProfilePath) -> String {
        var help = "the path works, at a cost; see the task's report"
        var said: [String] = []
        for finding in friction {
            guard let reason = path.turnedDownReason(of: finding) else { continue }
            let words = "\(finding.pattern.name) is a warning in .flowmap.json: \(reason)"
            if !said.contains(words) { said.append(words) }
        }
        for words in said { help += "; " + words }
        return help
    }

    /// `unneeded-waiver`: a waiver that accepts nothing of its profile.
    static func unneeded(_ waiver: Waiver, _ task: String, _ path: ProfilePath) -> Diagnostic {
        let profile = path.profile.name
        let message: String
        var line = "waive \(path.profile.rawValue)"
        if let pattern = waiver.pattern {
            line += " \(pattern.slug)"
            let place = waiver.place.map { " on \($0.words)" } ?? ""
            message = "'\(task)' has no \(pattern.name)\(place) for \(profile), so the waiver is not needed"
        } else if path.status == .ok {
            message = "'\(task)' is ok for \(profile), so the waiver is not needed"
        } else {
            message = "the waivers of one pattern accept every blocker of '\(task)' for \(profile), so the waiver of the whole profile is not needed"
        }
        return Diagnostic(.problem(.unneededWaiver), .warning, message, at: waiver.span, help: "remove the '\(line)' line")
    }

    /// The patterns `findings` fall under, each once, in the order they first come.
    static func names(of findings: [Finding]) -> String {
        var named: [String] = []
        for finding in findings where !named.contains(finding.pattern.name) { named.append(finding.pattern.name) }
        return named.joined(separator: ", ")
    }

    /// The fix of the first blocker that fails the profile, and the narrowest waiver that accepts it.
    static func help(for path: ProfilePath, of task: FlowTask, _ suggestion: WaiverSuggestion) -> String {
        guard let blocker = path.openBlockers.first else { return "see the task's report" }
        let line = suggestion.line(accepting: blocker, for: path.profile, in: task)
        return "see 'flowmap explain \(blocker.pattern.slug)' for the fix, or write '\(line)' to accept it"
    }
}

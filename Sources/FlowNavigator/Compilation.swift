import FlowProgram
import FlowSyntax

/// The whole pipeline on a set of files: front end, element checks, paths for every task and
/// profile, and the diagnostics a build log shows.
public struct Compilation: Sendable {
    public let program: Program
    /// Every task's paths; empty when the input has errors (nothing is compiled then).
    public let tasks: [TaskPaths]
    /// Front-end diagnostics, element warnings and path errors, sorted.
    public let diagnostics: [Diagnostic]

    public static func run(_ sources: [SourceFile]) -> Compilation {
        let front = Frontend.run(sources)
        if front.diagnostics.contains(where: { $0.severity == .error }) {
            return Compilation(program: front.program, tasks: [], diagnostics: front.diagnostics)
        }
        // One set of screen models: the element checks reuse the views and layouts the paths built.
        let screens = ScreenModels(front.program)
        let tasks = PathCompiler(program: front.program, screens: screens).compile()
        let diagnostics =
            front.diagnostics + ElementChecks.run(front.program, screens: screens) + PathDiagnostics.make(tasks)
        return Compilation(program: front.program, tasks: tasks, diagnostics: Diagnostic.sorted(diagnostics))
    }

    /// An error in the input: exit status 2.
    public var hasInputErrors: Bool {
        diagnostics.contains { $0.severity == .error && !PathDiagnostics.ids.contains($0.id) }
    }

    /// A task blocked or unreachable for a profile, or an `expect` not met: exit status 1.
    public var hasFailures: Bool {
        tasks.contains { $0.profiles.contains(where: \.fails) }
    }

    /// Friction in any path, or any warning: what `--strict` also fails on.
    public var hasFrictionOrWarnings: Bool {
        tasks.contains { $0.profiles.contains { !$0.friction.isEmpty } } || diagnostics.contains { $0.severity == .warning }
    }
}

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
        let checks = ElementChecks.run(front.program, screens: screens)
        let diagnostics = sortedByFile([front.diagnostics, checks, PathDiagnostics.make(tasks)])
        return Compilation(program: front.program, tasks: tasks, diagnostics: diagnostics)
    }

    /// `Diagnostic.sorted` of all the lists, a file at a time: it orders by file path first, so
    /// sorting each file's diagnostics apart and putting the files in path order gives the same
    /// list. A large program's hundred thousand diagnostics sorted as one took 15 times as long
    /// at 8 times the size (moving large values through memory that no cache holds).
    static func sortedByFile(_ lists: [[Diagnostic]]) -> [Diagnostic] {
        var byPath: [String: [Diagnostic]] = [:]
        var count = 0
        for list in lists {
            count += list.count
            for diagnostic in list { byPath[diagnostic.file.path, default: []].append(diagnostic) }
        }
        var sorted: [Diagnostic] = []
        sorted.reserveCapacity(count)
        for path in byPath.keys.sorted() { sorted += Diagnostic.sorted(byPath[path] ?? []) }
        return sorted
    }

    /// An error in the input: exit status 2.
    public var hasInputErrors: Bool {
        diagnostics.contains { $0.severity == .error && !PathDiagnostics.ids.contains($0.id) }
    }

    /// A task blocked or unreachable for a profile, or an `expect` not met: exit status 1.
    public var hasFailures: Bool {
        tasks.contains { $0.profiles.contains { $0.fails } }
    }

    /// Friction in any path, or any warning: what `--strict` also fails on.
    public var hasFrictionOrWarnings: Bool {
        tasks.contains { $0.profiles.contains { !$0.friction.isEmpty } } || diagnostics.contains { $0.severity == .warning }
    }
}

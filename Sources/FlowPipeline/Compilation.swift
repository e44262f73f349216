import FlowNavigator
import FlowProgram
import FlowSyntax

/// The pipeline driver: the whole compiler on a set of files (the front end, then the
/// navigator: element checks, paths for every task and profile), and the diagnostics a build
/// log shows, sorted. What the command line, the renderers and the benchmark start from.
public struct Compilation: Sendable {
    /// Holds the program; frees a large one on every core when the last copy of the compilation goes.
    let release: ParallelRelease
    public var program: Program { release.program }
    /// Every task's paths; empty when the input has errors (nothing is compiled then).
    public let tasks: [TaskPaths]
    /// Front-end diagnostics, element warnings and path errors, sorted.
    public let diagnostics: [Diagnostic]

    public static func run(_ sources: [SourceFile]) -> Compilation {
        let front = Frontend.run(sources)
        if front.diagnostics.contains(where: { $0.severity == .error }) {
            return Compilation(release: front.release, tasks: [], diagnostics: front.diagnostics)
        }
        let navigated = Navigator.run(front.program)
        let tasks = navigated.tasks
        let diagnostics = sortedByFile([front.diagnostics] + navigated.diagnostics)
        return Compilation(release: front.release, tasks: tasks, diagnostics: diagnostics)
    }

    /// `Diagnostic.sorted` of all the lists, a file at a time: it orders by file path first, so
    /// sorting each file's diagnostics apart and putting the files in path order gives the same
    /// list, and many small sorts stay in cache where one large one does not (docs/benchmark.md).
    static func sortedByFile(_ lists: [[Diagnostic]]) -> [Diagnostic] {
        var byFile: [Int: [Diagnostic]] = [:]
        var count = 0
        for list in lists {
            count += list.count
            for diagnostic in list { byFile[diagnostic.span.fileID, default: []].append(diagnostic) }
        }
        let files = byFile.map { (path: $0.value[0].file.path, id: $0.key) }.sorted { $0.path < $1.path }
        // Two files with one path (a file named twice) would interleave: sort all as one then.
        if zip(files, files.dropFirst()).contains(where: { $0.path == $1.path }) {
            return Diagnostic.sorted(lists.flatMap { $0 })
        }
        var sorted: [Diagnostic] = []
        sorted.reserveCapacity(count)
        for file in files { sorted += Diagnostic.sorted(byFile[file.id] ?? []) }
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

import FlowNavigator
import FlowProgram
import FlowSyntax

/// The pipeline driver: the whole compiler on a set of files (the front end, then the
/// navigator: element checks, paths for every task and profile), and the diagnostics a build
/// log shows, sorted. What the command line, the renderers and the benchmark start from.
///
/// It keeps the `SourceSet` it compiled, so that callers can render with `sources`; every
/// value it holds (a `TaskPaths`, a `Diagnostic`, a `Finding`) can also be kept on its own and
/// rendered later, given that set.
public struct Compilation: Sendable {
    /// The files compiled: what every span in the program, tasks and diagnostics points into.
    public let sources: SourceSet
    public let program: Program
    /// Every task's paths; empty when the input has errors (nothing is compiled then).
    public let tasks: [TaskPaths]
    /// Front-end diagnostics, element warnings and path errors, sorted.
    public let diagnostics: [Diagnostic]

    /// `limits`: how large components and repeats may make the screens (§9.1); the fuzz target
    /// passes smaller ones than the language's.
    ///
    /// `severities`: the patterns the project turns down to a warning (`.flowmap.json`).
    public static func run(
        _ files: [SourceFile], limits: ExpansionLimits = .language, severities: PatternSeverities = .model
    ) -> Compilation {
        run(SourceSet(files), limits: limits, severities: severities)
    }

    public static func run(
        _ sources: SourceSet, limits: ExpansionLimits = .language, severities: PatternSeverities = .model
    ) -> Compilation {
        let front = Frontend.run(sources, limits: limits)
        if front.diagnostics.contains(where: { $0.severity == .error }) {
            return Compilation(sources: sources, program: front.program, tasks: [], diagnostics: front.diagnostics)
        }
        let navigated = Navigator.run(front.program, severities: severities)
        let diagnostics = sortedByFile([front.diagnostics] + navigated.diagnostics, in: sources)
        return Compilation(sources: sources, program: front.program, tasks: navigated.tasks, diagnostics: diagnostics)
    }

    /// `Diagnostic.sorted` of all the lists, a file at a time: it orders by file path first, so
    /// sorting each file's diagnostics apart and putting the files in path order gives the same
    /// list, and many small sorts stay in cache where one large one does not (docs/benchmark.md).
    static func sortedByFile(_ lists: [[Diagnostic]], in sources: SourceSet) -> [Diagnostic] {
        var byFile: [Int: [Diagnostic]] = [:]
        var count = 0
        for list in lists {
            count += list.count
            for diagnostic in list { byFile[diagnostic.span.file, default: []].append(diagnostic) }
        }
        let files = byFile.keys.sorted { sources.pathPrecedes($0, $1) }
        // Two files with one path (a file named twice) would interleave: sort all as one then.
        if zip(files, files.dropFirst()).contains(where: { sources.samePath($0, $1) }) {
            return Diagnostic.sorted(lists.flatMap { $0 }, in: sources)
        }
        var sorted: [Diagnostic] = []
        sorted.reserveCapacity(count)
        for file in files { sorted += Diagnostic.sorted(byFile[file] ?? [], in: sources) }
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
        tasks.contains { $0.profiles.contains { !$0.openFriction.isEmpty } } || diagnostics.contains { $0.severity == .warning }
    }
}

import FlowSyntax

/// The whole front end in one call: parse every file, then check them as one program.
public enum Frontend {
    /// Parses and checks `sources` as one program (a folder is one program: a task in one
    /// file may start on a screen declared in another). Diagnostics come back sorted.
    public static func run(_ sources: [SourceFile]) -> (program: Program, diagnostics: [Diagnostic]) {
        run(sources, parallel: ParallelMap.isEnabled)
    }

    /// Files are parsed, and checked where they can be, on every core (`ParallelMap`);
    /// `parallel: false` keeps to the calling thread, so that tests can compare the two.
    static func run(_ sources: [SourceFile], parallel: Bool) -> (program: Program, diagnostics: [Diagnostic]) {
        let ordered = sources.sorted { $0.path < $1.path }
        var diagnostics: [Diagnostic] = []
        var files: [FileSyntax] = []
        files.reserveCapacity(ordered.count)
        let bytes = ordered.reduce(0) { $0 + $1.bytes.count }
        for parsed in ParallelMap.map(ordered, bytes: bytes, parallel: parallel) { Parser.parse($0) } {
            files.append(parsed.syntax)
            diagnostics += parsed.diagnostics
        }
        let checked = Checker.check(files, parallel: parallel)
        ParallelMap.dispose(&files, bytes: bytes, parallel: parallel)
        diagnostics += checked.diagnostics
        return (checked.program, Diagnostic.sorted(diagnostics))
    }
}

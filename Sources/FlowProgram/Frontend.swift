import FlowSyntax

/// The whole front end in one call: parse every file, then check them as one program.
public enum Frontend {
    /// A checked program and every diagnostic of the front end, sorted.
    public struct Result: Sendable {
        /// Holds the program; frees a large one on every core when the last result goes.
        public let release: ParallelRelease
        public let diagnostics: [Diagnostic]

        public var program: Program { release.program }
    }

    /// Parses and checks `sources` as one program (a folder is one program: a task in one
    /// file may start on a screen declared in another).
    public static func run(_ sources: [SourceFile]) -> Result {
        run(sources, parallel: ParallelMap.isEnabled)
    }

    /// Files are parsed, and checked where they can be, on every core (`ParallelMap`);
    /// `parallel: false` keeps to the calling thread, so that tests can compare the two.
    static func run(_ sources: [SourceFile], parallel: Bool) -> Result {
        let ordered = sources.sorted { $0.path < $1.path }
        var diagnostics: [Diagnostic] = []
        var files: [FileSyntax] = []
        files.reserveCapacity(ordered.count)
        let bytes = ordered.reduce(0) { $0 + $1.bytes.count }
        for parsed in ParallelMap.map(ordered, bytes: bytes, parallel: parallel, { Parser.parse($0) }) {
            files.append(parsed.syntax)
            diagnostics += parsed.diagnostics
        }
        let checked = Checker.check(files, parallel: parallel)
        ParallelMap.dispose(&files, bytes: bytes, parallel: parallel)
        diagnostics += checked.diagnostics
        return Result(release: ParallelRelease(checked.program), diagnostics: Diagnostic.sorted(diagnostics))
    }
}

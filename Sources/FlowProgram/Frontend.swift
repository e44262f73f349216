import FlowSyntax

/// The whole front end in one call: parse every file, then check them as one program.
public enum Frontend {
    /// A checked program and every diagnostic of the front end, sorted; spans point into the
    /// `SourceSet` that was checked.
    public struct Result: Sendable {
        public let program: Program
        public let diagnostics: [Diagnostic]
    }

    /// Parses and checks the files of `sources` as one program (a folder is one program: a
    /// task in one file may start on a screen declared in another).
    /// `limits`: how large components and repeats may make the screens (§9.1); a fuzz target
    /// passes smaller ones, as it bounds the size of its inputs.
    public static func run(_ sources: SourceSet, limits: ExpansionLimits = .language) -> Result {
        run(sources, limits: limits, parallel: ParallelMap.isEnabled)
    }

    /// Files are parsed, and checked where they can be, on every core (`ParallelMap`);
    /// `parallel: false` keeps to the calling thread, so that tests can compare the two.
    static func run(_ sources: SourceSet, limits: ExpansionLimits = .language, parallel: Bool) -> Result {
        var diagnostics: [Diagnostic] = []
        var files: [FileSyntax] = []
        files.reserveCapacity(sources.count)
        let bytes = sources.files.reduce(0) { $0 + $1.bytes.count }
        // Each parser needs only its file and the file's index, which the set fixed before.
        for parsed in ParallelMap.map(sources.pathOrder, bytes: bytes, parallel: parallel, { Parser.parse(sources[$0], index: $0) }) {
            files.append(parsed.syntax)
            diagnostics += parsed.diagnostics
            if let empty = EmptyFile.diagnostic(parsed.syntax, parsed.diagnostics) { diagnostics.append(empty) }
        }
        let checked = Checker.check(files, limits: limits, parallel: parallel)
        ParallelMap.dispose(&files, bytes: bytes, parallel: parallel)
        diagnostics += checked.diagnostics
        return Result(program: checked.program, diagnostics: Diagnostic.sorted(diagnostics, in: sources))
    }
}

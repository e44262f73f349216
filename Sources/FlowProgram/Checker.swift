import FlowSyntax

/// Resolves names across files and reports what makes no sense. (Stub: being written.)
public enum Checker {
    public static func check(_ files: [FileSyntax]) -> (program: Program, diagnostics: [Diagnostic]) {
        (Program(files: files.map(\.file), screens: [], tasks: []), [])
    }
}

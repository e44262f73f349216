import FlowSyntax

/// The `empty-file` warning: a file that declares no screen and no task (empty, or only
/// comments and blank lines). It is valid, and a draft may well start so, but it checks
/// nothing: a file truncated by a bad merge, or saved empty by mistake, would otherwise pass
/// in silence. A warning, not an error, since nothing in it is wrong; `--strict` fails on it.
enum EmptyFile {
    /// The warning for a parsed file that declares nothing, at its line 1, column 1; nil when
    /// it declares something or already has a diagnostic (an error says more than this would).
    static func diagnostic(_ syntax: FileSyntax, _ diagnostics: [Diagnostic]) -> Diagnostic? {
        guard syntax.screens.isEmpty, syntax.tasks.isEmpty, syntax.components.isEmpty, diagnostics.isEmpty else { return nil }
        return Diagnostic(
            .problem(.emptyFile), .warning, "the file declares no screen and no task, so it checks nothing",
            at: Span(file: syntax.fileIndex, start: 0, end: 0),
            help: "add a screen or a task, or delete the file")
    }
}

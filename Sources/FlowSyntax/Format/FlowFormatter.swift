/// `flowmap fmt`'s formatter: a file's canonical text, printed from its syntax tree and its
/// comments (grammar.md, "Canonical layout"). Only for a file read without errors: the tree of
/// a file with one lacks what the error hid.
public enum FlowFormatter {
    /// The canonical text of `syntax`, which `Parser.parse` read without an error.
    public static func format(_ syntax: FileSyntax) -> String {
        let source = SourceLines(syntax.file)
        let lines = FileLayout(syntax: syntax, source: source).lines()
        let printed = Set(lines.compactMap(\.origin))
        return CommentPlacement(syntax.comments, source: source, printedLines: printed).render(lines)
    }

    /// What formatting one file gives.
    public enum Outcome: Sendable {
        /// The canonical text, the same as the file's bytes or not.
        case formatted(String, changed: Bool)
        /// The file has errors (these, from the lexer and parser) and is left as it is.
        case invalid([Diagnostic])
        /// The canonical text does not read back as the same tree: a bug of the formatter,
        /// never written. The message says how it differs.
        case unsafe(String)
    }

    /// Parses `file` (index `index` of its set), formats it and reads the result back: the
    /// text is only given when it parses without errors to the same tree (`SyntaxDump`).
    public static func format(_ file: SourceFile, index: Int) -> Outcome {
        let (syntax, diagnostics) = Parser.parse(file, index: index)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return .invalid(errors) }
        let text = format(syntax)
        let (again, againDiagnostics) = Parser.parse(SourceFile(path: file.path, text: text), index: index)
        if let first = againDiagnostics.first(where: { $0.severity == .error }) {
            return .unsafe("the formatted text has an error: \(first.message)")
        }
        guard SyntaxDump.dump(again) == SyntaxDump.dump(syntax) else {
            return .unsafe("the formatted text reads as a different syntax tree")
        }
        return .formatted(text, changed: !text.utf8.elementsEqual(file.bytes))
    }
}

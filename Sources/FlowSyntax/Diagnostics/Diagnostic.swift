/// How bad a diagnostic is. Errors in the input make `flowmap` exit with status 2.
public enum Severity: String, Sendable, Comparable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A remark attached to a diagnostic, pointing at another place (the first declaration of a
/// duplicate, the candidates of an ambiguous name).
public struct Note: Sendable, Hashable {
    public let message: String
    public let span: Span?

    public init(_ message: String, at span: Span? = nil) {
        self.message = message
        self.span = span
    }
}

/// A problem found in the input, as data: worded when created, rendered only when printed,
/// given the `SourceSet` its spans point into.
public struct Diagnostic: Sendable, Hashable {
    public let id: DiagnosticID
    public let severity: Severity
    public let message: String
    public let span: Span
    public let notes: [Note]
    /// One line that says what to do.
    public let help: String?
    /// The navigator pattern behind the diagnostic, when there is one: a pattern's warning, or
    /// the first blocker or friction of a task's path.
    public let pattern: Pattern?
    /// The copy (§9.1) whose element raised it, until equal diagnostics of copies are told once
    /// (`DiagnosticsOfCopies`). Not part of its identity, and never printed.
    public private(set) var copy: CopyOrigin? = nil

    public init(
        _ id: DiagnosticID, _ severity: Severity = .error, _ message: String, at span: Span,
        notes: [Note] = [], help: String? = nil, pattern: Pattern? = nil
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.span = span
        self.notes = notes
        self.help = help
        self.pattern = pattern
    }

    /// An error on a name nothing declares: its help suggests the closest of `declared`, or
    /// says `otherwise` when none is close.
    public static func unknown(
        _ problem: DiagnosticID.Problem, _ message: String, _ name: Name, among declared: some Sequence<String>,
        otherwise: String? = nil
    ) -> Diagnostic {
        Diagnostic(.problem(problem), .error, message, at: name.span, help: Suggestion.help(for: name.text, among: declared) ?? otherwise)
    }

    /// The same diagnostic, raised by an element of `copy` (nil: of no copy).
    public func raised(by copy: CopyOrigin?) -> Diagnostic {
        var raised = self
        raised.copy = copy
        return raised
    }

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.id == b.id && a.severity == b.severity && a.message == b.message && a.span == b.span && a.notes == b.notes
            && a.help == b.help && a.pattern == b.pattern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(span)
        hasher.combine(message)
    }

    /// Sorts by file path, then position, then severity and id; diagnostics that tie keep
    /// the order they were made in (profile order, for paths). Files are compiled in path
    /// order, so the output never depends on the order in which files were named.
    public static func sorted(_ diagnostics: [Diagnostic], in sources: SourceSet) -> [Diagnostic] {
        let order = diagnostics.indices.sorted { first, second in
            let (a, b) = (diagnostics[first], diagnostics[second])
            if a.span.file != b.span.file, !sources.samePath(a.span.file, b.span.file) {
                return sources.pathPrecedes(a.span.file, b.span.file)
            }
            if a.span.start != b.span.start { return a.span.start < b.span.start }
            if a.severity != b.severity { return a.severity < b.severity }
            if a.id != b.id { return a.id.rawValue < b.id.rawValue }
            return first < second
        }
        return order.map { diagnostics[$0] }
    }
}

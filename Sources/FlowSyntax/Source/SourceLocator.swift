/// Line and column of spans across files, building each file's `LineTable` once, and only
/// when a position is first asked for.
public final class SourceLocator {
    private var tables: [Int: LineTable] = [:]

    public init() {}

    /// 1-based line and column (in Unicode scalars) of the span's start.
    public func location(of span: Span) -> (line: Int, column: Int) {
        let key = span.fileID
        if let table = tables[key] { return table.location(of: span.start) }
        let table = LineTable(span.file)
        tables[key] = table
        return table.location(of: span.start)
    }
}

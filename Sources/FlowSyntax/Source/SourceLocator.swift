/// Lines and columns of spans for one renderer while it writes: the `SourceSet`'s line index
/// of the file it asked about last, and the line it asked for last, so that positions that
/// come in order cost a comparison or two each.
public struct SourceLocator {
    public let sources: SourceSet
    private var file = -1
    private var lines: LineIndex?
    private var last = 0

    public init(_ sources: SourceSet) {
        self.sources = sources
    }

    private mutating func select(_ index: Int) -> LineIndex {
        if index == file, let lines { return lines }
        let selected = sources.lines(of: index)
        file = index
        lines = selected
        last = 0
        return selected
    }

    /// 1-based line and column (in Unicode scalars) of the span's start.
    public mutating func location(of span: Span) -> (line: Int, column: Int) {
        select(span.file).location(of: span.start, near: &last)
    }

    /// The byte range of 0-based line `line` of file `index`, without its line end.
    public mutating func lineRange(_ line: Int, inFile index: Int) -> Range<Int> {
        select(index).lineRange(line)
    }
}

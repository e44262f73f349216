/// The files of one compilation, by index (as Go's `token.FileSet`): what every `Span` points
/// into, and what every renderer of a position or a path takes as a parameter.
///
/// The caller builds the set before parsing and owns it; a span holds only a file's index, so
/// any value made from the set (a diagnostic, a task's paths, a finding) can be kept and
/// rendered later, given the set. Immutable but for each file's `LineIndex`, built the first
/// time one of its positions is asked for, under a lock: renderers on several threads may
/// share one set.
public final class SourceSet: @unchecked Sendable {
    public let files: [SourceFile]
    /// The files' indexes sorted by path (files with one path in the order given).
    public let pathOrder: [Int]
    /// Each file's place among the distinct paths: files with one path share a rank, so that
    /// comparing ranks is comparing paths.
    let pathRanks: [Int]

    // Read and written only with `lock` held.
    private let lock = Lock()
    private var lineIndexes: [LineIndex?]

    public init(_ files: [SourceFile]) {
        self.files = files
        let order = files.indices.sorted { files[$0].path < files[$1].path }
        var ranks = [Int](repeating: 0, count: files.count)
        var rank = 0
        for (position, index) in order.enumerated() {
            if position > 0, files[order[position - 1]].path != files[index].path { rank += 1 }
            ranks[index] = rank
        }
        pathOrder = order
        pathRanks = ranks
        lineIndexes = Array(repeating: nil, count: files.count)
    }

    public var count: Int { files.count }

    public subscript(index: Int) -> SourceFile { files[index] }

    /// The file `span` points into.
    public subscript(span: Span) -> SourceFile { files[span.file] }

    /// The path of the file `span` points into.
    public func path(of span: Span) -> String { files[span.file].path }

    /// Whether the path of file `a` sorts before that of file `b`.
    public func pathPrecedes(_ a: Int, _ b: Int) -> Bool { pathRanks[a] < pathRanks[b] }

    /// Whether files `a` and `b` have one path.
    public func samePath(_ a: Int, _ b: Int) -> Bool { pathRanks[a] == pathRanks[b] }

    /// The line index of file `index`, built on first use.
    public func lines(of index: Int) -> LineIndex {
        lock.withLock {
            if let lines = lineIndexes[index] { return lines }
            let lines = LineIndex(files[index].bytes)
            lineIndexes[index] = lines
            return lines
        }
    }

    /// 1-based line and column of the start of `span`. A renderer asking for many positions
    /// uses a `SourceLocator`, which keeps its place.
    public func location(of span: Span) -> (line: Int, column: Int) {
        lines(of: span.file).location(of: span.start)
    }
}

/// One `.flow` file's bytes and the path it was given as.
///
/// Positions everywhere are UTF-8 byte offsets into `bytes`; line and column are computed
/// only when a message is printed (see `LineTable`), as Go's `token.File` does.
public final class SourceFile: Sendable {
    /// The path exactly as given on the command line (never made absolute).
    public let path: String
    public let bytes: [UInt8]
    /// The file's number, unique in the process: what a `Span` holds instead of a reference.
    public let id: Int

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.id = SourceFiles.shared.newID()
        SourceFiles.shared.register(self)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    deinit {
        SourceFiles.shared.remove(id)
    }

    /// The text of `range`, decoded as UTF-8 (invalid bytes become U+FFFD, never a crash).
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// A byte range in one source file.
///
/// A span names its file by number, not by reference: spans are copied everywhere (every name,
/// attribute, step and element has one), and a reference would be retained and released, with
/// atomic instructions, at each copy. That traffic was a third of the front end's time in a
/// `perf` profile, and made the threads that parse files in parallel contend for one counter.
/// The file stays alive as long as whatever holds the span needs it: a `FileSyntax` and a
/// `Program` hold their files, and a `Diagnostic` holds the files its spans point into.
public struct Span: Sendable, Hashable {
    public let fileID: Int
    public let start: Int
    public let end: Int

    public init(file: SourceFile, start: Int, end: Int) {
        self.fileID = file.id
        self.start = start
        self.end = max(start, end)
    }

    /// The file the span points into. Looking it up takes a lock: hot paths keep the file
    /// they are working on rather than asking each span for it.
    public var file: SourceFile {
        guard let file = SourceFiles.shared.file(fileID) else {
            preconditionFailure("a span outlived its source file (file #\(fileID)); keep the file, the program or the diagnostic that holds it")
        }
        return file
    }
}

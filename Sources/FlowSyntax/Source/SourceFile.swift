/// One `.flow` file's bytes and the path it was given as.
///
/// Positions everywhere are UTF-8 byte offsets into `bytes`; line and column are computed
/// only when a message is printed (see `LineTable`), as Go's `token.File` does.
public final class SourceFile: Sendable {
    /// The path exactly as given on the command line (never made absolute).
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of `range`, decoded as UTF-8 (invalid bytes become U+FFFD, never a crash).
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// A byte range in one source file.
public struct Span: Sendable, Hashable {
    public let file: SourceFile
    public let start: Int
    public let end: Int

    public init(file: SourceFile, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    public static func == (a: Span, b: Span) -> Bool {
        a.file === b.file && a.start == b.start && a.end == b.end
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(file))
        hasher.combine(start)
        hasher.combine(end)
    }
}

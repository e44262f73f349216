/// One `.flow` file: the path it was given as and its bytes. Plain data; a `SourceSet` gives
/// it the index that spans name it by.
///
/// Positions everywhere are UTF-8 byte offsets into `bytes`; line and column are computed
/// only when a message is printed (see `LineIndex`), as Go's `token.File` does.
public struct SourceFile: Sendable {
    /// The path exactly as given on the command line (never made absolute).
    public let path: String
    public let bytes: [UInt8]
    /// The file's size in bytes: `bytes.count`, or for a file refused by its size before it
    /// was read, its size on disk (and `bytes` is empty).
    public let size: Int

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.size = bytes.count
    }

    /// A file of `size` bytes that was not read, because it is larger than flowmap reads
    /// (`maximumFileSize`): its only diagnostic is `file-too-large`.
    public init(path: String, unreadSize size: Int) {
        self.path = path
        self.bytes = []
        self.size = size
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of `range`, decoded as UTF-8 (invalid bytes become U+FFFD, never a crash).
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The length of the byte-order mark `bytes` start with: 3 for UTF-8's EF BB BF, else 0.
    /// A byte-order mark is an editor's signature, not content: the lexer skips it and columns
    /// do not count it.
    public static func byteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }
}

/// A byte range in one file of a `SourceSet`: the file's index in the set and byte offsets
/// into its bytes.
///
/// Three integers, no reference: spans are copied everywhere (every name, attribute, step and
/// element has one), and they stay meaningful for as long as the caller keeps the set they
/// point into. Rendering a span (its path, line and column) takes that set as a parameter.
public struct Span: Sendable, Hashable {
    /// The file's index in its `SourceSet`.
    public let file: Int
    public let start: Int
    public let end: Int

    public init(file: Int, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }
}

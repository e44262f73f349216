/// Where a streamed text goes: a file being written, a checksum, a buffer that collects it.
///
/// A `TextBuffer` made with a sink hands it the text in chunks, in order, instead of growing:
/// the chunks put together are the whole text, byte for byte, but one may end inside a UTF-8
/// sequence that the next one finishes. A chunk is valid only during the call; a sink that
/// keeps anything copies it.
public protocol TextSink: AnyObject {
    func write(_ chunk: UnsafeBufferPointer<UInt8>)
}

extension TextSink {
    /// A whole string, as one chunk.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }
}

/// A `TextSink` that keeps everything it is handed, in order: a streamed text as one string.
public final class CollectedText: TextSink {
    public private(set) var bytes: [UInt8] = []
    /// How many chunks it was handed.
    public private(set) var chunks = 0

    public init() {}

    public func write(_ chunk: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: chunk)
        chunks += 1
    }

    /// The text, which must be valid UTF-8 once whole.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}

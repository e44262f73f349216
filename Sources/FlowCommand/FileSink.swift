import FlowOutput
import Foundation

/// A report's temporary file, written chunk by chunk as the report streams in; after the first
/// failure it writes nothing more and keeps the error, so that the report is not renamed into
/// place.
final class FileSink: TextSink {
    private let file: Int32
    /// The error number of the first write that failed, or 0.
    private(set) var error: Int32 = 0

    init(_ file: Int32) {
        self.file = file
    }

    func write(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard error == 0, let base = chunk.baseAddress else { return }
        var offset = 0
        while offset < chunk.count {
            let written = Foundation.write(file, base + offset, chunk.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                error = errno
                return
            }
            offset += written
        }
    }
}

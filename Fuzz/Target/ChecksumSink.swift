import FlowOutput

/// Consumes a streamed document: its length and each chunk's last byte folded into one
/// number, so that no chunk can be left unwritten unseen, without a pass over every byte.
final class ChecksumSink: TextSink {
    private(set) var checksum = 0

    func write(_ chunk: UnsafeBufferPointer<UInt8>) {
        checksum = checksum &* 31 &+ chunk.count &+ Int(chunk.last ?? 0)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An output stream whose writes can fail: after a failure it writes nothing more, and says
/// why, so that the command exits with status 2 instead of claiming a report it never printed.
protocol FallibleOutputStream: TextOutputStream {
    /// Why a write failed (the system's words), or nil while every write succeeded.
    var failure: String? { get }
}

/// Standard output or standard error as a `TextOutputStream`, written through unbuffered with
/// `write(2)` so that the two streams interleave in the order they were written.
struct StandardStream: FallibleOutputStream {
    let descriptor: Int32
    private(set) var failure: String?

    static var output: StandardStream { StandardStream(descriptor: 1) }
    static var error: StandardStream { StandardStream(descriptor: 2) }

    mutating func write(_ string: String) {
        guard failure == nil else { return }
        var string = string
        string.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                let result = writeBytes(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result >= 0 {
                    written += result
                } else if errno != EINTR {
                    // A full disk (`> /dev/full`), a closed pipe, a revoked terminal.
                    failure = String(cString: strerror(errno)).lowercased()
                    return
                }
            }
        }
    }
}

/// `write(2)`, out of the reach of `StandardStream.write(_:)`'s name.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

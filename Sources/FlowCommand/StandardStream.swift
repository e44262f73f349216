import Foundation

/// Standard output or standard error as a `TextOutputStream`, written through unbuffered so
/// that the two streams interleave in the order they were written.
struct StandardStream: TextOutputStream {
    let handle: FileHandle

    static var output: StandardStream { StandardStream(handle: .standardOutput) }
    static var error: StandardStream { StandardStream(handle: .standardError) }

    mutating func write(_ string: String) {
        // A closed pipe (`flowmap --help | head -1`) is not worth a crash.
        try? handle.write(contentsOf: Data(string.utf8))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every live `SourceFile` by number, so that a `Span` can hold a number instead of a reference.
/// Entries are weak: the table never keeps a file alive, and a file leaves it when it is freed.
final class SourceFiles: @unchecked Sendable {
    static let shared = SourceFiles()

    private struct Entry {
        weak var file: SourceFile?
    }

    // All state below is read and written only with `mutex` held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var files: [Int: Entry] = [:]
    private var next = 0

    private init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    func newID() -> Int {
        locked {
            next += 1
            return next
        }
    }

    func register(_ file: SourceFile) {
        locked { files[file.id] = Entry(file: file) }
    }

    func remove(_ id: Int) {
        locked { _ = files.removeValue(forKey: id) }
    }

    func file(_ id: Int) -> SourceFile? {
        locked { files[id]?.file }
    }
}

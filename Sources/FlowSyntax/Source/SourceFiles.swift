/// Every live `SourceFile` by number, so that a `Span` can hold a number instead of a reference.
/// Entries are weak: the table never keeps a file alive, and a file leaves it when it is freed.
final class SourceFiles: @unchecked Sendable {
    static let shared = SourceFiles()

    private struct Entry {
        weak var file: SourceFile?
    }

    // All state below is read and written only with `lock` held.
    private let lock = Lock()
    private var files: [Int: Entry] = [:]
    private var next = 0

    private init() {}

    private func locked<T>(_ body: () -> T) -> T {
        lock.withLock(body)
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

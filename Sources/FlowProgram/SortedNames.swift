import FlowSyntax

/// The keys of a table of names, sorted once and shared by the threads that check tasks.
final class SortedNames: Sendable {
    private let lock = Lock()
    // Written once, under `lock`; read only under it.
    nonisolated(unsafe) private var sorted: [String]?

    func names(of index: [String: Int]) -> [String] {
        lock.withLock {
            if let sorted { return sorted }
            let built = index.keys.sorted()
            sorted = built
            return built
        }
    }
}

import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The front end's one seam for parallel work: `items.map(transform)` on every core, for the
/// independent per-file work (parsing a file, checking a file's elements), as compilers parse
/// their files in parallel, and the freeing of what that work built.
///
/// Results come back in the items' order, so output never depends on scheduling. Small inputs
/// stay on the calling thread: below `minimumBytes` of source, starting the worker threads
/// costs more than it saves (one small file is the common `flowmap check`, and the fuzzer's case).
enum ParallelMap {
    static let minimumBytes = 64 * 1024
    /// `FLOWMAP_SEQUENTIAL=1` keeps everything on the calling thread, so that a profiler that
    /// follows one thread sees all the work.
    static let isEnabled = getenv("FLOWMAP_SEQUENTIAL") == nil

    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], bytes: Int, parallel: Bool, _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        guard parallel, items.count > 1, bytes >= minimumBytes else { return items.map(transform) }
        let slots = Slots<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.store(transform(items[index]), at: index)
        }
        return slots.results()
    }

    /// Frees `items` on every core (the front end's syntax trees, a large program's screens),
    /// so that giving memory back does not run on one thread after everything else ran on all.
    static func dispose<Item: Sendable>(_ items: inout [Item], bytes: Int, parallel: Bool) {
        guard parallel, items.count > 1, bytes >= minimumBytes else {
            items = []
            return
        }
        let slots = Slots<Item>(count: items.count)
        for index in items.indices { slots.store(items[index], at: index) }
        items = []
        DispatchQueue.concurrentPerform(iterations: slots.count) { slots.clear(at: $0) }
    }
}

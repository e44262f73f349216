/// Holds `items` and, when it is freed, frees them on every core (those that nothing else
/// still holds).
final class ParallelRelease<Item: Sendable>: @unchecked Sendable {
    /// Below this many elements, freeing on one thread is quicker than starting others.
    static var minimumElements: Int { 4_096 }

    // Written only in `deinit`, when no other thread can see the object: hence unchecked.
    private(set) var items: [Item]
    private let parallel: Bool

    init(_ items: [Item], elements: Int) {
        self.items = items
        self.parallel = ParallelMap.isEnabled && elements >= Self.minimumElements
    }

    deinit {
        guard parallel else { return }
        var items: [Item] = []
        swap(&items, &self.items)
        ParallelMap.dispose(&items, bytes: ParallelMap.minimumBytes, parallel: true)
    }
}

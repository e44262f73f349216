/// One slot per item, each written by exactly one iteration of `concurrentPerform` and read
/// only after it returns: no two threads touch the same slot, so no lock is needed.
final class Slots<Result>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Result?>
    let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        storage[index] = result
    }

    func clear(at index: Int) {
        storage[index] = nil
    }

    func results() -> [Result] {
        (0..<count).map { storage[$0]! }
    }
}

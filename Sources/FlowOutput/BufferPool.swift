#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The memory of one large `TextBuffer`, kept between documents for the writers of whole
/// documents (the SARIF report, whose rule descriptions alone are tens of kilobytes; the JSON
/// report; the diagnostics). A fresh buffer of that size costs its pages again each time, both
/// the kernel's faults and the allocator's; a kept one is already mapped. At most one buffer
/// is kept, the largest; a thread that finds the slot empty (another is writing) allocates.
/// Only the buffer is kept: the text handed out is always a `String` of its own.
enum BufferPool {
    private nonisolated(unsafe) static var kept: (start: UnsafeMutablePointer<UInt8>, capacity: Int)?
    private nonisolated(unsafe) static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    /// The kept memory, when there is one, and nil otherwise; the slot is empty afterwards.
    static func take() -> (start: UnsafeMutablePointer<UInt8>, capacity: Int)? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let taken = kept
        kept = nil
        return taken
    }

    /// Buffers larger than this are freed, not kept: one rare huge document should not hold
    /// its memory for the rest of the process.
    static let largestKept = 1 << 20

    /// Keeps `start` for the next `take()`, unless a buffer at least as large is kept already
    /// or it is larger than `largestKept`; what is not kept is freed.
    static func give(_ start: UnsafeMutablePointer<UInt8>, capacity: Int) {
        guard capacity <= largestKept else {
            start.deallocate()
            return
        }
        pthread_mutex_lock(mutex)
        let unused: UnsafeMutablePointer<UInt8>?
        if let current = kept, current.capacity >= capacity {
            unused = start
        } else {
            unused = kept?.start
            kept = (start, capacity)
        }
        pthread_mutex_unlock(mutex)
        unused?.deallocate()
    }
}

extension TextBuffer {
    /// An empty buffer of at least `capacity` bytes, in the memory the last `recycledText()`
    /// gave back when there is some (see `BufferPool`).
    public static func recycled(capacity: Int) -> TextBuffer {
        guard let (start, kept) = BufferPool.take() else { return TextBuffer(capacity: capacity) }
        if kept >= capacity { return TextBuffer(start: start, capacity: kept) }
        start.deallocate()
        return TextBuffer(capacity: capacity)
    }

    /// The text, and the buffer's memory kept for the next `recycled(capacity:)`.
    public consuming func recycledText() -> String {
        let result = text
        let (start, capacity) = (self.start, self.capacity)
        discard self
        BufferPool.give(start, capacity: capacity)
        return result
    }
}

import Foundation

/// Wall-clock samples of a piece of work: warm-up runs first (discarded), then timed runs.
/// The thread's CPU time is kept beside them: on a busy machine wall time includes waiting for
/// a core, and the CPU time shows how much of a slow run that was.
struct Samples {
    let seconds: [Double]
    var cpuSeconds: [Double] = []

    var cpuMedian: Double { Samples(seconds: cpuSeconds).median }

    var median: Double {
        guard !seconds.isEmpty else { return 0 }
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var minimum: Double { seconds.min() ?? 0 }
    var maximum: Double { seconds.max() ?? 0 }

    /// Times `body` `runs` times after `warmups` untimed runs. The body returns a number that
    /// depends on its work, so that the optimizer cannot drop the work.
    static func measure(warmups: Int, runs: Int, _ body: () -> Int) -> Samples {
        for _ in 0..<warmups { Sink.keep(body()) }
        var seconds: [Double] = []
        var cpuSeconds: [Double] = []
        for _ in 0..<runs {
            let start = Clock.now()
            let cpuStart = Clock.cpuNow()
            Sink.keep(body())
            cpuSeconds.append(Double(Clock.cpuNow() - cpuStart) / 1e9)
            seconds.append(Clock.since(start))
        }
        return Samples(seconds: seconds, cpuSeconds: cpuSeconds)
    }
}

/// The monotonic clock, in nanoseconds.
enum Clock {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// CPU time used by this thread, in nanoseconds.
    static func cpuNow() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func since(_ start: UInt64) -> Double {
        Double(now() - start) / 1e9
    }
}

/// Somewhere results go so that the work producing them is not optimized away.
enum Sink {
    nonisolated(unsafe) static var total = 0

    @inline(never)
    static func keep(_ value: Int) {
        total &+= value
    }
}

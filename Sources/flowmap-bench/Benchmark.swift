import FlowNavigator
import FlowSyntax
import Foundation

/// Runs the five measurements. Progress goes to standard error, so that standard output holds
/// only the results.
struct Benchmark {
    struct Settings {
        /// Timed runs of the in-memory scale-1 measurements (after warm-up runs).
        var runs = 11
        /// Timed runs at scale 8.
        var runs8x = 5
        /// Runs of each executable for the start-up ratio.
        var startupRuns = 20
        /// Runs of `flowmap compile` for peak memory.
        var memoryRuns = 3
        /// The `flowmap` executable; by default the one next to this executable.
        var flowmap: String?
        /// `--system-malloc`: leave glibc's policy of giving freed memory back as it is (see
        /// `keepFreedMemory`).
        var systemMalloc = false
    }

    let settings: Settings

    func run() throws -> Results {
        let flowmap = try Benchmark.locateFlowmap(settings.flowmap)
        progress("load average before: \(Benchmark.loadAverage()) (on \(ProcessInfo.processInfo.activeProcessorCount) cores)")
        if settings.systemMalloc {
            progress("malloc: glibc's defaults (freed memory given back to the system)")
        } else {
            progress("malloc: " + Benchmark.keepFreedMemory())
        }
        var results = Results()

        progress("generating the scale-1 corpus in memory")
        let corpus = Corpus(scale: 1)
        let sources = corpus.sources()
        _ = try Workloads.validate(corpus, sources)
        progress("  \(corpus.files.count) files, \(corpus.screenCount) screens, \(corpus.elementCount) elements, "
            + "\(corpus.taskCount) tasks, \(corpus.byteCount) bytes")

        progress("front end, scale 1: \(settings.runs) runs after 3 warm-ups")
        let front = timed(warmups: 3, runs: settings.runs) { Workloads.frontEndWorkload(sources) }
        results.frontendMBPerSecond = Double(corpus.byteCount) / 1e6 / front.median

        progress("full compile, scale 1: \(settings.runs) runs after 2 warm-ups")
        let compile = timed(warmups: 2, runs: settings.runs) { Workloads.compileWorkload(sources) }
        results.compileMilliseconds = compile.median * 1000

        progress("full compile, scale 8: \(settings.runs8x) runs after 1 warm-up")
        let large = Corpus(scale: 8)
        let largeSources = large.sources()
        _ = try Workloads.validate(large, largeSources)
        let compile8 = timed(warmups: 1, runs: settings.runs8x) { Workloads.compileWorkload(largeSources) }
        results.scalingRatio8x = compile8.median / compile.median

        let folder = try Benchmark.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        results.peakRSSMB = try peakMemory(flowmap, corpus, in: folder)
        results.startupRatio = try startupRatio(flowmap, in: folder)
        progress("load average after: \(Benchmark.loadAverage())")
        return results
    }

    /// Repeated runs in one process should all find the heap in the same state. By default glibc
    /// gives freed memory back to the system once the top of the heap holds 128 KB free, and
    /// maps blocks above an adaptive threshold afresh: the scale-1 runs then reuse a warm heap
    /// while each scale-8 run faults hundreds of megabytes of pages in again, which made the
    /// ratio of the two a measure of the allocator's policy as much as of the compiler. Freed
    /// memory is kept for the rest of the benchmark, so both scales run warm. (A single
    /// `flowmap` process faults its pages in once, at either scale: linear in the memory.)
    /// Returns what it did, for the progress log.
    static func keepFreedMemory() -> String {
        #if os(Linux)
            // <malloc.h> is not in Swift's Glibc module: `mallopt` is looked up by name, and its
            // two constants are glibc's.
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "mallopt") else {
                return "mallopt not found; glibc's defaults"
            }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
            let trim = mallopt(trimThreshold, Int32.max)
            let mmap = mallopt(mmapThreshold, 32 << 20)  // glibc's largest; fixed, not adaptive
            return trim == 1 && mmap == 1
                ? "freed memory kept for later runs (M_TRIM_THRESHOLD max, M_MMAP_THRESHOLD 32 MiB)"
                : "mallopt refused (\(trim), \(mmap)); glibc's defaults"
        #else
            return "the system's defaults"
        #endif
    }

    /// Times the work and prints the spread.
    func timed(warmups: Int, runs: Int, _ body: () -> Int) -> Samples {
        let samples = Samples.measure(warmups: warmups, runs: runs, body)
        progress(
            "  median \(ms(samples.median)) ms (min \(ms(samples.minimum)), max \(ms(samples.maximum))); "
                + "CPU time median \(ms(samples.cpuMedian)) ms")
        return samples
    }

    /// The median peak RSS, in MiB, of `flowmap compile` over the corpus written to disk.
    func peakMemory(_ flowmap: String, _ corpus: Corpus, in folder: String) throws -> Double {
        progress("peak memory: `\(flowmap) compile` over the scale-1 corpus on disk, \(settings.memoryRuns) runs")
        try corpus.write(to: "\(folder)/corpus")
        var peaks: [Double] = []
        for _ in 0..<settings.memoryRuns {
            let run = try ChildProcess.runMeasured(flowmap, ["compile", "\(folder)/corpus"])
            // 0 or 1 (some tasks are blocked on purpose); 2 would be an error in the input.
            guard run.status == 0 || run.status == 1 else {
                throw ChildProcess.Failure(description: "flowmap compile exited with status \(run.status)")
            }
            peaks.append(run.peakMiB)
        }
        progress("  peaks \(peaks.map { Results.format($0) }.joined(separator: ", ")) MiB")
        return Samples(seconds: peaks).median
    }

    /// The median wall time of `flowmap check` on a small file over that of the minimal
    /// Foundation program, run alternately so that both see the same load.
    func startupRatio(_ flowmap: String, in folder: String) throws -> Double {
        progress("start-up: building the minimal Foundation program with swiftc -O")
        let minimal = try StartupBaseline.build(in: folder)
        let small = "\(folder)/small.flow"
        try Data(Benchmark.smallFeature.utf8).write(to: URL(fileURLWithPath: small))
        progress("start-up: \(settings.startupRuns) runs of each, alternating, after 3 warm-ups")
        var flowmapTimes: [Double] = []
        var minimalTimes: [Double] = []
        for round in -3..<settings.startupRuns {
            let check = try ChildProcess.run(flowmap, ["check", small])
            guard check.status == 0 else {
                throw ChildProcess.Failure(description: "flowmap check \(small) exited with status \(check.status)")
            }
            let baseline = try ChildProcess.run(minimal, [])
            guard round >= 0 else { continue }
            flowmapTimes.append(check.seconds)
            minimalTimes.append(baseline.seconds)
        }
        let flowmapStart = Samples(seconds: flowmapTimes).median
        let minimalStart = Samples(seconds: minimalTimes).median
        progress("  flowmap check \(ms(flowmapStart)) ms, minimal program \(ms(minimalStart)) ms")
        return flowmapStart / minimalStart
    }

    func progress(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    func ms(_ seconds: Double) -> String { Results.format(seconds * 1000) }

    /// A small feature file whose every task is ok: what a build plugin checks on each edit.
    static let smallFeature = """
        # A small feature: a list of orders and its settings.
        screen "Orders"
          header "Orders"
          group "Order No. 42" combine
            text "Order No. 42"
            text "November 12 · $7.50"
            button "Delete" label "Delete order 42"
          button icon "gearshape" label "Settings" -> "Settings"

        screen "Settings"
          header "Settings"
          toggle "Notifications" value "On"
          button icon "xmark" label "Close" -> "Orders"

        task "Open settings"
          start "Orders"
          activate "Settings"
          activate "Notifications"

        """

    struct MissingExecutable: Error, CustomStringConvertible {
        let description: String
    }

    /// `flowmap` next to this executable (the same build folder), or the path given.
    static func locateFlowmap(_ given: String?) throws -> String {
        if let given {
            guard access(given, X_OK) == 0 else { throw MissingExecutable(description: "\(given) is not an executable") }
            return given
        }
        let own = try ChildProcess.ownExecutable()
        let candidate = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("flowmap").path
        guard access(candidate, X_OK) == 0 else {
            throw MissingExecutable(
                description: "no flowmap executable next to flowmap-bench (\(candidate)); 'swift build -c release "
                    + "--product flowmap-bench' builds both, or pass --flowmap PATH")
        }
        return candidate
    }

    /// The first three fields of /proc/loadavg: other work on the machine makes timings noisy.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    static func temporaryFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/flowmap-bench.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ChildProcess.Failure(description: "cannot create a temporary folder")
        }
        return String(cString: made)
    }
}

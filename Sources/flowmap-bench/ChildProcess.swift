import Foundation

/// One run of another executable: its exit status, its wall time from spawn to reaping, and
/// its peak resident memory as the kernel reports it to the parent (wait4's rusage).
struct ChildRun {
    /// The exit status, or minus the signal that ended the process.
    let status: Int32
    let seconds: Double
    /// `ru_maxrss`: on Linux, kilobytes (KiB).
    let maxRSSKilobytes: Int
    /// Standard output, when it was captured.
    var output = ""

    /// The peak in MiB (the benchmark's "MB").
    var peakMiB: Double { Double(maxRSSKilobytes) / 1024 }
}

enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Spawns `executable` with `arguments` (posix_spawn, no shell) and waits for it. Standard
    /// output goes to /dev/null unless `captureOutput`; standard error too, unless `showErrors`.
    static func run(
        _ executable: String, _ arguments: [String], showErrors: Bool = false, captureOutput: Bool = false
    ) throws -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed: \(String(cString: strerror(errno)))") }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        if !showErrors { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        defer { if captureOutput { close(pipeEnds[0]) } }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }

        var pid: pid_t = 0
        let start = Clock.now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        if captureOutput { close(pipeEnds[1]) }
        guard spawned == 0 else {
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var output: [UInt8] = []
        if captureOutput {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipeEnds[0], &buffer, buffer.count)
                if count > 0 {
                    output += buffer[0..<count]
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw Failure(description: "wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let seconds = Clock.since(start)
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
        return ChildRun(
            status: exit, seconds: seconds, maxRSSKilobytes: usage.ru_maxrss, output: String(decoding: output, as: UTF8.self))
    }

    /// Runs `executable` from a small helper process (this executable's `measure-child`
    /// command), which reaps it and reports its rusage.
    ///
    /// Measured directly, a child's `ru_maxrss` is at least the parent's own peak: posix_spawn
    /// clones the parent's address space (vfork), and at exec Linux records that address
    /// space's high-water mark as the new program's starting maximum. A large benchmark
    /// process would hide the child's real peak. The helper is small when it spawns.
    static func runMeasured(_ executable: String, _ arguments: [String]) throws -> ChildRun {
        let helper = try ownExecutable()
        let reported = try run(helper, ["measure-child", executable] + arguments, showErrors: true, captureOutput: true)
        let fields = reported.output.split(whereSeparator: \.isWhitespace)
        guard reported.status == 0, fields.count == 3, let status = Int32(fields[0]), let maxRSS = Int(fields[1]),
            let seconds = Double(fields[2])
        else {
            throw Failure(description: "measure-child failed (status \(reported.status)): \(reported.output)")
        }
        return ChildRun(status: status, seconds: seconds, maxRSSKilobytes: maxRSS)
    }

    /// The `measure-child` command: runs the command line and prints "status maxrss-KiB seconds".
    static func measureChild(_ commandLine: [String]) -> Int32 {
        guard let executable = commandLine.first else { return 2 }
        do {
            let run = try run(executable, Array(commandLine.dropFirst()))
            print("\(run.status) \(run.maxRSSKilobytes) \(run.seconds)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            return 2
        }
    }

    /// The path of this executable.
    static func ownExecutable() throws -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        guard let path = CommandLine.arguments.first, access(path, X_OK) == 0 else {
            throw Failure(description: "cannot find this executable's path")
        }
        return path
    }

    /// The first executable called `name` on the PATH.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

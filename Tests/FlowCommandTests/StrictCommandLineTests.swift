import Foundation
import Testing

@testable import FlowCommand

/// Flags take no value, and a report that cannot be written to standard output is an error.
@Suite struct StrictCommandLineTests {
    /// `--strict=no` once turned strict mode on; every flag now refuses a value.
    @Test(arguments: [
        ("--strict=no", "--strict", "no"), ("--warnings=off", "--warnings", "off"), ("--strict=", "--strict", ""),
        ("--help=yes", "--help", "yes"), ("--version=1", "--version", "1"), ("--=x", "--", "x"),
    ])
    func aFlagWithAValueIsAUsageError(argument: String, flag: String, value: String) {
        let run = Flowmap(["check", argument, "x.flow"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(
            run.errorLines.first
                == "flowmap: error: option '\(flag)' takes no value, but was given '\(value)'; write '\(flag)' alone to turn it on, or leave it out")
        #expect(run.errorLines.contains(Usage.synopsis(for: .check)))
    }

    @Test func theFlagsAloneStillWork() throws {
        #expect(try Invocation.parse(["--strict", "--warnings", "x.flow"]).action
            == .compile(paths: ["x.flow"], options: Invocation.Options(strict: true, warnings: true)))
    }

    /// A stream that fails every write, as `> /dev/full` does.
    struct FullDisk: FallibleOutputStream {
        var failure: String?
        mutating func write(_ string: String) {
            if !string.isEmpty { failure = "no space left on device" }
        }
    }

    static func runIntoAFullDisk(_ arguments: [String], in directory: String? = nil) -> (status: Int32, errors: String) {
        var output = FullDisk()
        var errors = ""
        let status = FlowmapCommand.run(
            arguments, environment: [:], currentDirectory: directory, output: &output, errors: &errors, errorsIsTerminal: false)
        return (status, errors)
    }

    @Test(arguments: [["--help"], ["--version"], ["explain"], [], ["--format", "json"], ["--format", "sarif"]])
    func aFailedWriteToStandardOutputIsStatusTwoWithAMessage(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Flows.ok)
        let paths = arguments.isEmpty || arguments.first == "--format" ? ["x.flow"] : []
        let run = Self.runIntoAFullDisk(arguments + paths, in: folder.path)
        #expect(run.status == 2)
        #expect(run.errors.hasSuffix("flowmap: error: cannot write to standard output: no space left on device\n"))
    }

    @Test func noStampIsWrittenWhenTheReportWasNotPrinted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Flows.ok)
        let run = Self.runIntoAFullDisk(["--stamp", "s.swift", "x.flow"], in: folder.path)
        #expect(run.status == 2)
        #expect(folder.read("s.swift") == nil)
    }

    /// The built `flowmap` beside this test bundle.
    static var binary: String? {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders.map { $0.appendingPathComponent("flowmap").path }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The real process, its standard output on a device that is always full (Linux has one).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func theBinaryWritingToDevFullExitsTwoWithAMessage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Flows.ok)
        for arguments in [["--help"], ["x.flow"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.binary, "flowmap is built beside the tests"))
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2, "\(arguments)")
            #expect(text == "flowmap: error: cannot write to standard output: no space left on device\n")
        }
    }
}

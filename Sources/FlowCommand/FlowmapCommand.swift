import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowProgram
import FlowReport
import FlowSyntax
import Foundation

/// The `flowmap` command line: arguments in, text and an exit status out. Everything the
/// process provides (arguments, environment, streams, the terminal) is a parameter, so that
/// tests run the real command in-process.
public enum FlowmapCommand {
    public static let version = "0.1.0"

    /// Exit status when nothing is wrong (warnings allowed).
    public static let success: Int32 = 0
    /// Exit status for an error in the input or in the command line.
    public static let failure: Int32 = 2

    /// Runs `flowmap` with `arguments` (without the program name). Help and version go to
    /// `output`; diagnostics and usage errors go to `errors`. Relative paths are read from
    /// `currentDirectory` (the process's own when nil) and printed as given, shown as
    /// `PrintableText` shows them. When `output` can fail (`FallibleOutputStream`) and a write
    /// to it failed, the run says so on `errors` and exits with status 2.
    public static func run(
        _ arguments: [String],
        environment: [String: String],
        currentDirectory: String? = nil,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream,
        errorsIsTerminal: Bool
    ) -> Int32 {
        let status = perform(arguments, environment, currentDirectory, &output, &errors, errorsIsTerminal)
        if let problem = writeFailure(of: output) {
            errors.write(CommandError.errorLine("cannot write to standard output: \(problem)"))
            return failure
        }
        return status
    }

    /// Why a write to `output` failed, if it can fail and did.
    static func writeFailure(of output: some TextOutputStream) -> String? {
        (output as? any FallibleOutputStream)?.failure
    }

    /// `run`, but for a failed write to `output`.
    private static func perform(
        _ arguments: [String], _ environment: [String: String], _ currentDirectory: String?,
        _ output: inout some TextOutputStream, _ errors: inout some TextOutputStream, _ errorsIsTerminal: Bool
    ) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            errors.write(error.text)
            return failure
        }
        switch invocation.action {
        case .help:
            output.write(Usage.text)
            return success
        case .version:
            output.write("flowmap \(version)\n")
            return success
        case .check(let paths, let options):
            return compile(paths, options, report: false, currentDirectory, environment, &output, &errors, errorsIsTerminal)
        case .explain(let query):
            guard let query else {
                output.write(PatternGuide.list())
                return success
            }
            guard let pattern = PatternGuide.find(query) else {
                var message = CommandError.errorLine("no pattern called '\(query)'")
                let slug = String(query.lowercased().map { $0 == " " || $0 == "_" ? "-" : $0 })
                if let help = Suggestion.help(for: slug, among: Pattern.allCases.map(\.slug)) {
                    message += "help: \(PrintableText.escaped(help))\n"
                }
                message += "see 'flowmap explain' for the list\n"
                errors.write(message)
                return failure
            }
            output.write(PatternGuide.render(PatternGuide.explanation(for: pattern)))
            return success
        case .compile(let paths, let options):
            return compile(paths, options, report: true, currentDirectory, environment, &output, &errors, errorsIsTerminal)
        case .import(let dumps, let options):
            return ImportCommand.run(dumps, options, currentDirectory, environment, &output, &errors, errorsIsTerminal)
        case .verify(let flows, let dump, let options):
            return VerifyCommand.run(flows, dump: dump, options, currentDirectory, environment, &output, &errors, errorsIsTerminal)
        }
    }

    /// Exit status when a task is blocked or unreachable, or an `expect` is not met; for
    /// `verify`, when the app differs from the flows.
    public static let pathFailure: Int32 = 1

    /// Reads the inputs, compiles them, prints diagnostics and (for `compile`) the report.
    /// On success nothing goes to `errors`, so a build log stays quiet.
    static func compile(
        _ paths: [String], _ options: Invocation.Options, report: Bool, _ currentDirectory: String?,
        _ environment: [String: String], _ output: inout some TextOutputStream, _ errors: inout some TextOutputStream,
        _ errorsIsTerminal: Bool
    ) -> Int32 {
        let directory = currentDirectory ?? FileManager.default.currentDirectoryPath
        let read = InputFiles(directory: directory).readWithReportPaths(paths)
        guard read.errors.isEmpty else {
            for error in read.errors { errors.write(error.text) }
            return failure
        }
        let compilation = Compilation.run(read.sources)
        // https://no-color.org: set to any value, it turns colour off.
        let renderer = DiagnosticRenderer(
            style: options.style ?? (errorsIsTerminal ? .rich : .short),
            color: errorsIsTerminal && environment["NO_COLOR"] == nil)
        if compilation.hasInputErrors {
            // 2 wins over 1, and no report is written: an existing one stays as it was.
            errors.write(renderer.render(compilation.diagnostics, in: compilation.sources))
            return failure
        }
        let showWarnings = options.warnings || options.strict
        errors.write(renderer.render(compilation.diagnostics.filter { $0.severity == .error || showWarnings }, in: compilation.sources))
        // Reports written into a folder stay undone until the run has succeeded: a later
        // failure (the stamp) puts the old ones back, so that exit 2 never leaves new reports.
        var written: StagedReports?
        if report {
            if let folder = options.output {
                let reports = ReportFolder.reports(compilation, reportPaths: read.reportPaths, format: options.format)
                switch ReportFolder(folder: folder, directory: directory).write(reports) {
                case .success(let staged):
                    written = staged
                case .failure(let problem):
                    errors.write(CommandError.errorLine(problem.message))
                    return failure
                }
            } else {
                // Names reach standard output through the report: what would drive a terminal is
                // shown by code point there too (see `PrintableText`).
                switch options.format {
                case .markdown: MarkdownReport(compilation).write { output.write(PrintableText.KeepingLineFeeds.escaped($0)) }
                case .json: output.write(PrintableText.InJSON.escaped(JSONReport.render(compilation)))
                case .sarif: output.write(PrintableText.InJSON.escaped(SARIFReport.render(compilation, toolVersion: version)))
                }
            }
        }
        let failed = compilation.hasFailures || (options.strict && compilation.hasFrictionOrWarnings)
        // A report that did not reach standard output is no success to stamp; `run` says why.
        if writeFailure(of: output) != nil { return failure }
        if !failed, let stamp = options.stamp {
            if let problem = Stamp(path: stamp, directory: directory).write(inputs: read.sources.map(\.path)) {
                written?.rollback()
                errors.write(CommandError.errorLine(problem))
                return failure
            }
        }
        written?.finish()
        return failed ? pathFailure : success
    }

    /// Runs `flowmap` for this process: its arguments, environment and standard streams.
    public static func main() -> Int32 {
        var output = StandardStream.output
        var errors = StandardStream.error
        return run(
            Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment,
            output: &output,
            errors: &errors,
            errorsIsTerminal: isatty(2) != 0)
    }
}

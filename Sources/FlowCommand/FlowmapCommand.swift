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
            // The first word that is not an option names the command, when it names one.
            let command = arguments.first { !$0.hasPrefix("-") }.flatMap(Invocation.Command.init(rawValue:))
            errors.write(error.text(for: command))
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
        case .format(let paths, let options):
            let directory = currentDirectory ?? FileManager.default.currentDirectoryPath
            return FormatCommand.run(paths, options, directory: directory, environment, &output, &errors, errorsIsTerminal)
        case .compile(let paths, let options):
            return compile(paths, options, report: true, currentDirectory, environment, &output, &errors, errorsIsTerminal)
        case .diff(let old, let new, let options):
            return DiffCommand.run(old, new, options, currentDirectory, environment, &output, &errors, errorsIsTerminal)
        case .import(let dumps, let options):
            return ImportCommand.run(dumps, options, currentDirectory, environment, &output, &errors, errorsIsTerminal)
        case .verify(let flows, let dump, let options):
            return VerifyCommand.run(flows, dump: dump, options, currentDirectory, environment, &output, &errors, errorsIsTerminal)
        }
    }

    /// The configuration `--config` names, or `.flowmap.json` in `directory` (the default, with
    /// nothing set, when there is none); nil, once its problems are printed, when it cannot be
    /// read or has errors.
    static func configuration(
        _ given: String?, _ directory: String, _ renderer: DiagnosticRenderer, _ errors: inout some TextOutputStream
    ) -> Configuration? {
        switch Configuration.read(given, directory: directory) {
        case .failure(let error):
            errors.write(error.text)
            return nil
        case .success(let read?) where !read.problems.isEmpty:
            errors.write(renderer.render(Diagnostic.sorted(read.problems, in: read.sources), in: read.sources))
            return nil
        case .success(let read):
            return read?.configuration ?? Configuration()
        }
    }

    /// Exit status when a task is blocked or unreachable, or an `expect` is not met; for
    /// `verify`, when the app differs from the flows.
    public static let pathFailure: Int32 = 1

    /// Reads the inputs, compiles them, prints diagnostics and (for `compile`) the report.
    /// On success nothing goes to `errors`, so a build log stays quiet. With `--program`, each
    /// program is read and compiled on its own, and their reports share one folder.
    static func compile(
        _ paths: [String], _ options: Invocation.Options, report: Bool, _ currentDirectory: String?,
        _ environment: [String: String], _ output: inout some TextOutputStream, _ errors: inout some TextOutputStream,
        _ errorsIsTerminal: Bool
    ) -> Int32 {
        let directory = currentDirectory ?? FileManager.default.currentDirectoryPath
        let renderer = options.renderer(environment, errorsIsTerminal)
        // The configuration's settings add to the command line's: either turns strict mode on.
        guard let configuration = configuration(options.config, directory, renderer, &errors) else { return failure }
        var options = options
        options.strict = options.strict || configuration.strict
        options.warnings = options.warnings || configuration.warnings
        let programs = options.programs.isEmpty ? [Invocation.Program(name: "", paths: paths)] : options.programs
        let reads = programs.map { InputFiles(directory: directory).readWithReportPaths($0.paths) }
        guard reads.allSatisfy(\.errors.isEmpty) else {
            for error in reads.flatMap(\.errors) { errors.write(error.text) }
            return failure
        }
        let compilations = reads.map { Compilation.run($0.sources, severities: configuration.severities) }
        if compilations.contains(where: \.hasInputErrors) {
            // 2 wins over 1, and no report is written: an existing one stays as it was.
            for compilation in compilations where compilation.hasInputErrors {
                errors.write(renderer.render(compilation.diagnostics, in: compilation.sources))
            }
            return failure
        }
        let showWarnings = options.warnings || options.strict
        for compilation in compilations {
            errors.write(renderer.render(compilation.diagnostics.filter { $0.severity == .error || showWarnings }, in: compilation.sources))
        }
        let failed = compilations.contains { $0.hasFailures || (options.strict && $0.hasFrictionOrWarnings) }
        // Reports written into a folder stay undone until the run has succeeded: a later
        // failure (the stamp) puts the old ones back, so that exit 2 never leaves new reports.
        var written: StagedReports?
        if report, let folder = options.output {
            let reports = options.programs.isEmpty
                ? ReportFolder.reports(compilations[0], reportPaths: reads[0].reportPaths, format: options.format)
                : ReportFolder.reports(
                    zip(programs, zip(compilations, reads)).map { .init(name: $0.name, compilation: $1.0, reportPaths: $1.1.reportPaths) },
                    format: options.format)
            let target = ReportFolder(folder: folder, directory: directory)
            let outcome = target.plan(reports, format: options.format).flatMap { plan in
                options.check ? target.check(plan).map { (nil, $0) } : target.write(plan).map { ($0, []) }
            }
            switch outcome {
            case .success(let (staged, changes)):
                written = staged
                // `--check`: the reports that would change, one a line; then the status says so.
                for change in changes { output.write(PrintableText.escaped(change) + "\n") }
                if !changes.isEmpty { return pathFailure }
            case .failure(let problem):
                errors.write(CommandError.errorLine(problem.message))
                return failure
            }
        } else if report {
            // Names reach standard output through the report: what would drive a terminal is
            // shown by code point there too (see `PrintableText`).
            let compilation = compilations[0]
            switch options.format {
            case .markdown: MarkdownReport(compilation).write { output.write(PrintableText.KeepingLineFeeds.escaped($0)) }
            case .json: output.write(PrintableText.InJSON.escaped(JSONReport.render(compilation)))
            case .sarif: output.write(PrintableText.InJSON.escaped(SARIFReport.render(compilation, toolVersion: version)))
            }
        }
        // A report that did not reach standard output is no success to stamp; `run` says why.
        if writeFailure(of: output) != nil { return failure }
        if !failed, let stamp = options.stamp {
            if let problem = Stamp(path: stamp, directory: directory).write(inputs: reads.flatMap { $0.sources.map(\.path) }) {
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

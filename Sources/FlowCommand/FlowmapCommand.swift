import FlowProgram
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
    /// `currentDirectory` (the process's own when nil) and printed exactly as given.
    public static func run(
        _ arguments: [String],
        environment: [String: String],
        currentDirectory: String? = nil,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream,
        errorsIsTerminal: Bool
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
        case .check(let paths, let style):
            let input = InputFiles(directory: currentDirectory ?? FileManager.default.currentDirectoryPath)
            let read = input.read(paths)
            guard read.errors.isEmpty else {
                for error in read.errors { errors.write(error.text) }
                return failure
            }
            let diagnostics = Frontend.run(read.sources).diagnostics
            // https://no-color.org: set to any value, it turns colour off.
            let renderer = DiagnosticRenderer(
                style: style ?? (errorsIsTerminal ? .rich : .short),
                color: errorsIsTerminal && environment["NO_COLOR"] == nil)
            errors.write(renderer.render(diagnostics))
            return exitStatus(for: diagnostics)
        }
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

    /// Errors fail the run; warnings and notes do not.
    static func exitStatus(for diagnostics: [Diagnostic]) -> Int32 {
        diagnostics.contains { $0.severity == .error } ? failure : success
    }
}

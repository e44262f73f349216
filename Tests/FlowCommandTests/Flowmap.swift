@testable import FlowCommand

/// One in-process run of the command: what it printed and how it exited.
struct Flowmap {
    let status: Int32
    let output: String
    let errors: String

    init(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
        terminal: Bool = false
    ) {
        var output = ""
        var errors = ""
        status = FlowmapCommand.run(
            arguments, environment: environment, currentDirectory: directory,
            output: &output, errors: &errors, errorsIsTerminal: terminal)
        self.output = output
        self.errors = errors
    }

    /// The lines written to standard error (the final newline ends the last line).
    var errorLines: [String] {
        errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

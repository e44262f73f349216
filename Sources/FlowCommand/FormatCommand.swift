import FlowOutput
import FlowSyntax
import Foundation

/// `flowmap fmt [--check] PATH…`: every file in canonical layout (`FlowFormatter`). Each file
/// stands alone: one with an error in it is reported and left as it is, the others are still
/// formatted. Without `--check` a file that changes is rewritten in place (`InPlaceFile`) and
/// nothing is printed; with it nothing is written and the files that would change are listed on
/// standard output.
enum FormatCommand {
    /// Exit status: 2 for a file that could not be read, formatted or written (2 wins), 1 when
    /// `--check` found a file that would change, else 0.
    static func run(
        _ paths: [String], _ options: Invocation.Options, directory: String, _ environment: [String: String],
        _ output: inout some TextOutputStream, _ errors: inout some TextOutputStream, _ errorsIsTerminal: Bool
    ) -> Int32 {
        let read = InputFiles(directory: directory).read(paths)
        for error in read.errors { errors.write(error.text) }
        var failed = !read.errors.isEmpty
        var invalid: [Diagnostic] = []
        var changed: [String] = []
        for (index, file) in read.sources.enumerated() {
            switch FlowFormatter.format(file, index: index) {
            case .invalid(let diagnostics):
                invalid += diagnostics
            case .unsafe(let why):
                errors.write(CommandError.errorLine("cannot format '\(file.path)': \(why); it was left as it is"))
                failed = true
            case .formatted(_, changed: false):
                break
            case .formatted(let text, changed: true):
                if options.check {
                    changed.append(file.path)
                } else if let problem = InPlaceFile(path: Self.resolved(file.path, in: directory), shown: file.path).replace(file.bytes, with: text) {
                    errors.write(CommandError.errorLine(problem))
                    failed = true
                }
            }
        }
        if !invalid.isEmpty {
            let sources = SourceSet(read.sources)
            let renderer = options.renderer(environment, errorsIsTerminal)
            errors.write(renderer.render(Diagnostic.sorted(invalid, in: sources), in: sources))
            failed = true
        }
        for path in changed { output.write(PrintableText.escaped(path) + "\n") }
        if failed { return FlowmapCommand.failure }
        return changed.isEmpty ? FlowmapCommand.success : FlowmapCommand.pathFailure
    }

    /// The path to open for a path as `InputFiles` shows it: relative ones are in `directory`.
    static func resolved(_ shown: String, in directory: String) -> String {
        shown.hasPrefix("/") ? shown : InputFiles.join(directory, shown)
    }
}

extension Invocation.Options {
    /// The options of `fmt`: `--check` and `--diagnostics`; any other is a usage error.
    func forFormat() throws(CommandError) -> Self {
        let refused: [(String, Bool)] = [
            ("--format", format != .markdown), ("--output", output != nil), ("--stamp", stamp != nil), ("--strict", strict),
            ("--warnings", warnings), ("--config", config != nil), ("--max-increase", maxIncrease != nil), ("--screen", screen != nil),
            ("--dumps", dumps != nil),
        ]
        if let (option, _) = refused.first(where: \.1) { throw .notFor(command: "fmt", option: option) }
        return self
    }
}

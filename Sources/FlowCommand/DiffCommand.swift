import FlowDiff
import FlowOutput
import FlowPipeline
import FlowReport
import FlowSyntax
import Foundation

/// `flowmap diff OLD NEW`: two programs (a file or a folder each) compiled and compared
/// (`ProgramComparison`), the comparison printed as Markdown or JSON. Exit status 1 when a
/// profile regresses or its steps grow past `--max-increase`, 2 for an input error on either
/// side (every side's errors are printed) or a usage error.
enum DiffCommand {
    /// The `diff` invocation, once the arguments are read: two paths, and no option that only
    /// `compile` or `check` takes.
    static func invocation(_ paths: [String], _ options: Invocation.Options) throws(CommandError) -> Invocation {
        guard paths.count == 2 else { throw .diffPaths(count: paths.count) }
        let ignored = [
            ("--output", options.output != nil), ("--stamp", options.stamp != nil), ("--strict", options.strict),
            ("--warnings", options.warnings), ("--check", options.check), ("--screen", options.screen != nil),
            ("--dumps", options.dumps != nil),
        ]
        if let (option, _) = ignored.first(where: { $0.1 }) { throw .notFor(command: "diff", option: option) }
        guard options.format != .sarif else {
            throw .invalidValue(option: "--format", value: options.format.rawValue, expected: ["markdown", "json"])
        }
        return Invocation(action: .diff(old: paths[0], new: paths[1], options: options))
    }

    static func run(
        _ old: String, _ new: String, _ options: Invocation.Options, _ currentDirectory: String?,
        _ environment: [String: String], _ output: inout some TextOutputStream, _ errors: inout some TextOutputStream,
        _ errorsIsTerminal: Bool
    ) -> Int32 {
        let directory = currentDirectory ?? FileManager.default.currentDirectoryPath
        let renderer = options.renderer(environment, errorsIsTerminal)
        // Both sides are judged by the same configuration: the one of the folder diff runs in.
        guard let configuration = FlowmapCommand.configuration(options.config, directory, renderer, &errors) else {
            return FlowmapCommand.failure
        }
        let files = InputFiles(directory: directory)
        let read = [files.read([old]), files.read([new])]
        let unreadable = read.flatMap(\.errors)
        guard unreadable.isEmpty else {
            for error in unreadable { errors.write(error.text) }
            return FlowmapCommand.failure
        }
        let sides = read.map { Compilation.run($0.sources, severities: configuration.severities) }
        let broken = sides.filter(\.hasInputErrors)
        guard broken.isEmpty else {
            for side in broken { errors.write(renderer.render(side.diagnostics, in: side.sources)) }
            return FlowmapCommand.failure
        }
        let comparison = ProgramComparison(old: sides[0], new: sides[1], maxIncrease: options.maxIncrease)
        // Names reach standard output: what would drive a terminal is shown by code point.
        switch options.format {
        case .json: output.write(PrintableText.InJSON.escaped(DiffJSONReport.render(comparison)))
        case .markdown, .sarif: output.write(PrintableText.KeepingLineFeeds.escaped(DiffMarkdownReport.render(comparison)))
        }
        return comparison.fails ? FlowmapCommand.pathFailure : FlowmapCommand.success
    }
}

import FlowImport
import FlowOutput
import FlowSyntax
import Foundation

/// `flowmap import [--screen NAME] [--output FILE] DUMP…`: reads accessibility dumps and writes
/// a draft flow of them, one screen per dump, to standard output or FILE.
enum ImportCommand {
    static func run(
        _ dumps: [String], _ options: Invocation.Options, _ currentDirectory: String?, _ environment: [String: String],
        _ output: inout some TextOutputStream, _ errors: inout some TextOutputStream, _ errorsIsTerminal: Bool
    ) -> Int32 {
        let directory = currentDirectory ?? FileManager.default.currentDirectoryPath
        let (files, unreadable) = DumpFiles(directory: directory).read(dumps)
        guard unreadable.isEmpty else {
            for error in unreadable { errors.write(error.text) }
            return FlowmapCommand.failure
        }
        let sources = SourceSet(files)
        let result = DumpImport.run(sources, screenName: options.screen)
        let renderer = DiagnosticRenderer(
            style: options.style ?? (errorsIsTerminal ? .rich : .short),
            color: errorsIsTerminal && environment["NO_COLOR"] == nil)
        // A warning says the draft holds less than the screen (a dump cut short): always shown.
        errors.write(renderer.render(result.diagnostics, in: sources))
        guard let draft = result.draft else { return FlowmapCommand.failure }
        guard let file = options.output else {
            output.write(PrintableText.KeepingLineFeeds.escaped(draft))
            return FlowmapCommand.success
        }
        if let problem = WholeFile.write(draft, to: file, directory: directory) {
            errors.write(problem)
            return FlowmapCommand.failure
        }
        return FlowmapCommand.success
    }
}

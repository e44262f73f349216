import FlowOutput
import FlowReport
import FlowSyntax
import FlowVerify
import Foundation

/// `flowmap verify FLOW… (--screen NAME DUMP | --dumps DIR) [--strict] [--config FILE]
/// [--format sarif [--output FILE]]`: compares the screens the flows declare with the app's hierarchy, as
/// accessibility dumps show it, and reports the drift at the flow's lines with notes at the
/// dumps'. Exit 1 on drift (warnings too with --strict), 2 when a flow or dump cannot be read.
enum VerifyCommand {
    static func run(
        _ flows: [String], dump: String?, _ options: Invocation.Options, _ currentDirectory: String?,
        _ environment: [String: String], _ output: inout some TextOutputStream, _ errors: inout some TextOutputStream,
        _ errorsIsTerminal: Bool
    ) -> Int32 {
        let directory = currentDirectory ?? FileManager.default.currentDirectoryPath
        let renderer = options.renderer(environment, errorsIsTerminal)
        // The project's configuration, as every command reads it: its strict mode fails on drift
        // warnings too (the patterns it turns down are the paths', which verify does not compile).
        guard let configuration = FlowmapCommand.configuration(options.config, directory, renderer, &errors) else {
            return FlowmapCommand.failure
        }
        if dump != nil, let stray = flows.first(where: { !isFlow($0, directory) }) {
            errors.write(CommandError.verifyFlowIsNoFlow(path: stray).text)
            return FlowmapCommand.failure
        }
        let read = InputFiles(directory: directory).read(flows)
        let dumps = DumpFiles(directory: directory)
        let (dumpFiles, dumpErrors, skipped) = dump.map { dump in
            let (files, errors) = dumps.read([dump])
            return (files, errors, [])
        } ?? dumps.read(folder: options.dumps ?? "")
        for path in skipped { errors.write(DumpFiles.skippedWarning(path)) }
        guard read.errors.isEmpty, dumpErrors.isEmpty else {
            for error in read.errors + dumpErrors { errors.write(error.text) }
            return FlowmapCommand.failure
        }
        // One set: a diagnostic at a flow's line carries its note at the dump's.
        let sources = SourceSet(read.sources + dumpFiles)
        let result = Verification.run(sources, flows: read.sources.count, screen: dump == nil ? nil : options.screen)
        errors.write(renderer.render(result.diagnostics, in: sources))
        if result.hasInputErrors { return FlowmapCommand.failure }
        if options.format == .sarif {
            let sarif = SARIFReport.render(result.diagnostics, in: sources, toolVersion: FlowmapCommand.version)
            if let file = options.output {
                if let problem = WholeFile.write(sarif, to: file, directory: directory) {
                    errors.write(problem)
                    return FlowmapCommand.failure
                }
            } else {
                output.write(PrintableText.InJSON.escaped(sarif))
            }
        }
        let drift = result.hasDrift || ((options.strict || configuration.strict) && result.hasDriftWarnings)
        return drift ? FlowmapCommand.pathFailure : FlowmapCommand.success
    }

    /// A `.flow` file (read or not: a missing one is said when read) or a folder.
    private static func isFlow(_ path: String, _ directory: String) -> Bool {
        if path.hasSuffix(".flow") { return true }
        var isFolder: ObjCBool = false
        let resolved = path.hasPrefix("/") ? path : InputFiles.join(directory, path)
        return FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) && isFolder.boolValue
    }
}

import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowmap [--target NAME…] [--output DIR]`:
/// writes the Markdown reports of the package's flows into `docs/flows/`, ready to commit.
///
/// The flows are the `flows/` folder at the package root when there is one (reports in
/// `docs/flows/`), or else each target's `.flow` files, one program per target (reports in
/// `docs/flows/<target>/`). `--target` picks targets even when `flows/` exists.
@main
struct FlowMapReports: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        let unexpected = extractor.unextractedOptionsOrFlags + extractor.remainingArguments
        guard unexpected.isEmpty else { throw ReportsProblem.unexpectedArguments(unexpected) }
        let root = context.package.directoryURL
        let output = outputs.last ?? "docs/flows"

        let programs = try ReportedProgram.find(in: context.package, targetNames: targetNames, output: output)
        guard !programs.isEmpty else { throw ReportsProblem.noFlows(targetNames) }
        let tool: URL
        do {
            tool = try context.tool(named: "flowmap").url
        } catch {
            throw ReportsProblem.noTool(String(describing: error))
        }

        // The package's configuration, as the build plugin reads it.
        let configuration = root.appendingPathComponent(".flowmap.json")
        let config = FileManager.default.fileExists(atPath: configuration.path) ? ["--config", configuration.path] : []
        var blocked: [String] = []
        var withErrors: [String] = []
        for program in programs {
            let arguments = ["compile", "--diagnostics", "short", "--output", program.output] + config + ["--"] + program.paths
            switch try run(tool, arguments, in: root) {
            case 0:
                print("wrote \(program.output)/ (\(program.name))")
            case 1:
                print("wrote \(program.output)/ (\(program.name))")
                blocked.append(program.name)
            default:
                withErrors.append(program.name)
            }
        }
        if !withErrors.isEmpty || !blocked.isEmpty {
            throw ReportsProblem.failed(blocked: blocked, inputErrors: withErrors)
        }
    }

    /// Runs the tool from the package root, so that the reports name their flows by paths
    /// relative to it. Its diagnostics go straight to standard error.
    private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowmap [--target NAME…] [--output DIR]`:
/// writes the Markdown reports of the package's flows into `docs/flows/`, ready to commit.
///
/// The flows are the `flows/` folder at the package root when there is one (reports in
/// `docs/flows/`), or else each target's `.flow` files, one program per target (reports in
/// `docs/flows/<target>/`, and one `docs/flows/index.md` over every target). `--target` picks
/// targets even when `flows/` exists (then their reports go to `docs/flows/targets/`). One
/// `flowmap compile --output` writes them all, so that the reports of a flow or a target that
/// is gone are removed, and nothing else in the folder is touched.
@main
struct FlowMapReports: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        let unexpected = extractor.unextractedOptionsOrFlags + extractor.remainingArguments
        guard unexpected.isEmpty else { throw ReportsProblem.unexpectedArguments(unexpected) }
        let root = context.package.directoryURL

        let found = try ReportedProgram.find(in: context.package, targetNames: targetNames)
        guard !found.programs.isEmpty else { throw ReportsProblem.noFlows(targetNames) }
        let output = outputs.last ?? found.defaultOutput
        let tool: URL
        do {
            tool = try context.tool(named: "flowmap").url
        } catch {
            throw ReportsProblem.noTool(String(describing: error))
        }

        // The package's configuration, as the build plugin reads it.
        let configuration = root.appendingPathComponent(".flowmap.json")
        let config = FileManager.default.fileExists(atPath: configuration.path) ? ["--config", configuration.path] : []
        let names = found.programs.map(\.name).joined(separator: ", ")
        let arguments = ["compile", "--diagnostics", "short", "--output", output] + config + ReportedProgram.arguments(found.programs)
        switch try run(tool, arguments, in: root) {
        case 0:
            print("wrote \(output)/ (\(names))")
        case 1:
            print("wrote \(output)/ (\(names))")
            throw ReportsProblem.blocked
        default:
            throw ReportsProblem.inputErrors
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

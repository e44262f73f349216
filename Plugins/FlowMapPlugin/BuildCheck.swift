import Foundation
import PackagePlugin

/// The build command for one target.
///
/// SwiftPM builds every declared output that is not a source file into the module as a
/// resource, so the reports (in `reports/`) are not declared: the only output is the small
/// Swift file of comments that `flowmap --stamp` writes after a successful check, which also
/// lets the build system skip the command until a flow or the tool changes.
struct BuildCheck {
    let target: String
    let targetFolder: URL?
    let flows: [URL]
    let tool: URL
    let workDirectory: URL
    /// The package's `.flowmap.json`, when it has one: passed with `--config`, and an input, so
    /// that editing it runs the check again.
    let configuration: URL?

    var generatedFile: URL { workDirectory.appendingPathComponent("FlowMapChecked.swift") }
    var reportFolder: URL { workDirectory.appendingPathComponent("reports") }

    func command() throws -> Command {
        .buildCommand(
            displayName: "flowmap: checking \(flows.count) flow file\(flows.count == 1 ? "" : "s") of \(target)",
            executable: tool,
            arguments: ["compile", "--diagnostics", "short", "--output", reportFolder.path, "--stamp", generatedFile.path]
                + (configuration.map { ["--config", $0.path] } ?? []) + ["--"] + toolPaths,
            inputFiles: [tool] + flows + (configuration.map { [$0] } ?? []),
            outputFiles: [generatedFile])
    }

    /// The paths given to flowmap: the target's folder when the `.flow` files flowmap finds in
    /// it are exactly the target's, so that the reports get short names (`reports/orders.md`),
    /// or else the files themselves. Either way the diagnostics name each file by its full path.
    var toolPaths: [String] {
        guard let folder = targetFolder, Self.flows(under: folder) == Set(flows.map(\.standardizedFileURL.path)) else {
            return flows.map(\.path)
        }
        return [folder.path]
    }

    /// The `.flow` files flowmap finds in a folder: recursively, hidden entries skipped.
    static func flows(under folder: URL) -> Set<String> {
        let options: FileManager.DirectoryEnumerationOptions = [.skipsHiddenFiles]
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: options) else {
            return []
        }
        var found = Set<String>()
        for case let file as URL in walk where file.pathExtension == "flow" {
            found.insert(file.standardizedFileURL.path)
        }
        return found
    }

    /// The package's `.flowmap.json`, if there is one.
    static func configuration(of package: Package) -> URL? {
        let file = package.directoryURL.appendingPathComponent(".flowmap.json")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// The flowmap executable this package builds from source.
    static func flowmap(in context: PluginContext) throws -> URL {
        do {
            return try context.tool(named: "flowmap").url
        } catch {
            throw PluginProblem.noTool(String(describing: error))
        }
    }
}

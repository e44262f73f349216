import Foundation
import PackagePlugin

/// One flowmap program: its name in messages, the name of its reports' folder (nil for
/// `flows/`, whose reports fill the output folder), and the paths given to the tool, relative
/// to the package root.
struct ReportedProgram {
    let name: String
    let folder: String?
    let paths: [String]

    /// The package's programs and where their reports go by default: `flows/` when it exists
    /// and no target is named, or else each target (all of them, or those named) that has
    /// `.flow` files.
    static func find(in package: Package, targetNames: [String]) throws -> (programs: [ReportedProgram], defaultOutput: String) {
        if targetNames.isEmpty, hasFlowsFolder(package) {
            let others = package.sourceModules.filter { !Array($0.sourceFiles(withSuffix: ".flow")).isEmpty }
            if !others.isEmpty {
                Diagnostics.remark(
                    "writing the reports of flows/ only; targets \(others.map(\.name).joined(separator: ", ")) "
                        + "also have .flow files: add '--target NAME' to write theirs (into docs/flows/targets/)")
            }
            return ([ReportedProgram(name: "flows/", folder: nil, paths: ["flows"])], "docs/flows")
        }
        let modules = try targetNames.isEmpty ? package.sourceModules : targetNames.map { name in
            guard let module = package.sourceModules.first(where: { $0.name == name }) else {
                throw ReportsProblem.noSuchTarget(name, known: package.sourceModules.map(\.name))
            }
            return module
        }
        let root = package.directoryURL.standardizedFileURL.path
        let programs: [ReportedProgram] = modules.compactMap { module in
            let flows = module.sourceFiles(withSuffix: ".flow").map { $0.url.standardizedFileURL.path }.sorted()
            guard !flows.isEmpty else { return nil }
            // The folder gives the reports short names (`orders.md`); the files themselves are
            // given when the folder also holds .flow files the target excludes.
            let folder = folder(of: module)?.standardizedFileURL.path
            let paths = folder.map { flowsUnder($0) == Set(flows) ? [$0] : flows } ?? flows
            return ReportedProgram(name: "target '\(module.name)'", folder: module.name, paths: paths.map { relative($0, to: root) })
        }
        // The reports of `flows/` keep `docs/flows/` to themselves.
        return (programs, hasFlowsFolder(package) ? "docs/flows/targets" : "docs/flows")
    }

    /// The tool's arguments for `programs`: `flows/` alone, or each target as
    /// `--program NAME PATH…`. A path that starts with '-' is given as `./-…`, since `--`
    /// would end the `--program` options.
    static func arguments(_ programs: [ReportedProgram]) -> [String] {
        programs.flatMap { program -> [String] in
            let paths = program.paths.map { $0.hasPrefix("-") ? "./" + $0 : $0 }
            guard let folder = program.folder else { return paths }
            return ["--program", folder] + paths
        }
    }

    private static func hasFlowsFolder(_ package: Package) -> Bool {
        var isFolder: ObjCBool = false
        let path = package.directoryURL.appendingPathComponent("flows").path
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// A target's folder (`Target.directoryURL` needs tools version 6.1).
    private static func folder(of module: any SourceModuleTarget) -> URL? {
        switch module {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL
        case let clang as ClangSourceModuleTarget: clang.directoryURL
        default: nil
        }
    }

    /// The `.flow` files flowmap finds in a folder: recursively, hidden entries skipped.
    private static func flowsUnder(_ folder: String) -> Set<String> {
        let url = URL(fileURLWithPath: folder)
        let options: FileManager.DirectoryEnumerationOptions = [.skipsHiddenFiles]
        guard let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil, options: options) else {
            return []
        }
        var found = Set<String>()
        for case let file as URL in walk where file.pathExtension == "flow" {
            found.insert(file.standardizedFileURL.path)
        }
        return found
    }

    private static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}

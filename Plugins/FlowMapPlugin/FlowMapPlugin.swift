import Foundation
import PackagePlugin

/// Checks a target's `.flow` files as part of its build: one command runs `flowmap compile` over
/// all of them (one program, since a task may start on a screen declared in another file),
/// writes the reports into the plugin's work directory, and fails the build when a task is
/// blocked or unreachable, with `path:line:col: error:` diagnostics pointing into the flows.
@main
struct FlowMapPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let flows = module.sourceFiles(withSuffix: ".flow").map(\.url).sorted { $0.path < $1.path }
        guard !flows.isEmpty else { return [] }
        let tool = try BuildCheck.flowmap(in: context)
        let check = BuildCheck(
            target: module.name, targetFolder: Self.folder(of: module), flows: flows, tool: tool,
            workDirectory: context.pluginWorkDirectoryURL, configuration: BuildCheck.configuration(of: context.package))
        return [try check.command()]
    }

    /// A target's folder (`Target.directoryURL` needs tools version 6.1).
    private static func folder(of module: any SourceModuleTarget) -> URL? {
        switch module {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL
        case let clang as ClangSourceModuleTarget: clang.directoryURL
        default: nil
        }
    }
}

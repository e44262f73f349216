/// Why the plugin cannot make its command, each with what to do about it.
enum PluginProblem: Error, CustomStringConvertible {
    case noTool(String)

    var description: String {
        switch self {
        case .noTool(let reason):
            "FlowMapPlugin cannot find the 'flowmap' tool (\(reason)); depend on the flowmap package with "
                + "'.package(name: \"flowmap\", path: …)' or its URL, and check that 'swift build --product flowmap' "
                + "builds in it"
        }
    }
}

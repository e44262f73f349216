/// Why the command did not write every report, each with what to do about it.
enum ReportsProblem: Error, CustomStringConvertible {
    case unexpectedArguments([String])
    case noFlows([String])
    case noSuchTarget(String, known: [String])
    case noTool(String)
    case blocked
    case inputErrors

    var description: String {
        switch self {
        case .unexpectedArguments(let arguments):
            "unexpected argument '\(arguments[0])'; usage: swift package --allow-writing-to-package-directory "
                + "flowmap [--target NAME]… [--output DIR]"
        case .noFlows(let targets) where targets.isEmpty:
            "no .flow files: put them in a folder named flows/ at the package root, or in a target's folder"
        case .noFlows(let targets):
            "no .flow files in \(targets.map { "'\($0)'" }.joined(separator: ", ")): put them in the target's folder"
        case .noSuchTarget(let name, let known):
            "no target named '\(name)'; the package's targets are "
                + known.map { "'\($0)'" }.joined(separator: ", ")
        case .noTool(let reason):
            "cannot find the 'flowmap' tool (\(reason)); check that 'swift build --product flowmap' builds"
        case .inputErrors:
            "the flows have errors (above), so no report was written and the folder is as it was; fix them and "
                + "run the command again"
        case .blocked:
            "some tasks are blocked or unreachable (above); the reports are written and show where"
        }
    }
}

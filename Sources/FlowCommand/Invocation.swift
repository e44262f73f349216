import FlowSyntax

/// What the command line asked for, read from the arguments by a small hand-written parser.
struct Invocation: Equatable {
    /// The subcommands. `check` is also what a bare `flowmap PATH…` does.
    enum Command: String, CaseIterable {
        case check, compile, help
    }

    enum Action: Equatable {
        case help
        case version
        case check(paths: [String], style: DiagnosticRenderer.Style?)
    }

    var action: Action

    /// Every option, for "did you mean" suggestions.
    static let options = ["--diagnostics", "--help", "-h", "--version"]

    /// Reads `arguments` (without the program name). Options may come before or after the
    /// paths; `--` ends the options, so a path may start with '-'. `--help` and `--version`
    /// win over everything after them.
    static func parse(_ arguments: [String]) throws(CommandError) -> Invocation {
        var command: Command?
        var paths: [String] = []
        var style: DiagnosticRenderer.Style?
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                // Only the first word can name a subcommand; `flowmap -- check` reads a file.
                if !optionsEnded, command == nil, paths.isEmpty, let named = Command(rawValue: argument) {
                    if named == .help { return Invocation(action: .help) }
                    command = named
                } else {
                    paths.append(argument)
                }
                continue
            }
            let (name, attached) = split(argument)
            switch name {
            case "--":
                optionsEnded = true
            case "--help", "-h":
                return Invocation(action: .help)
            case "--version":
                return Invocation(action: .version)
            case "--diagnostics":
                let value: String
                if let attached {
                    value = attached
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .missingValue(option: name, expected: DiagnosticRenderer.Style.allCases.map(\.rawValue))
                }
                guard let chosen = DiagnosticRenderer.Style(rawValue: value) else {
                    throw .invalidValue(
                        option: name, value: value, expected: DiagnosticRenderer.Style.allCases.map(\.rawValue))
                }
                style = chosen
            default:
                throw .unknownOption(name)
            }
        }
        guard !paths.isEmpty else { throw .missingPaths }
        return Invocation(action: .check(paths: paths, style: style))
    }

    /// `--name=value` carries its value; short options and flags never do.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

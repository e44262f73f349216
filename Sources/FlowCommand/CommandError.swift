import FlowOutput
import FlowSyntax

/// Why the command could not run: a usage mistake or an input it could not read. Carries
/// data; worded only when printed.
enum CommandError: Error, Equatable {
    case unknownOption(String)
    case missingValue(option: String, expected: [String])
    /// A flag (`--strict`, `--warnings`, `--help`, …) written with `=value`.
    case unexpectedValue(option: String, value: String)
    case invalidValue(option: String, value: String, expected: [String])
    case missingPaths
    case unreadable(path: String, reason: Reason)
    case noFlows(path: String)
    case onlyForCompile(option: String)
    /// An option of some commands given to another (`--screen` is `import`'s and `verify`'s).
    case onlyFor(option: String, commands: [String])
    case notFor(option: String, command: String)
    case screenNeedsOneDump
    /// A dumps folder that holds no `.txt` or `.xml` file.
    case noDumps(path: String)
    /// `verify` without `--screen NAME DUMP` or `--dumps DIR`, or with both.
    case verifyNeedsDumps
    /// `verify --output` without `--format sarif`: its only output file is the SARIF.
    case verifyOutputIsSARIF

    /// Why a path could not be read, in the words of `ls` and `cat`.
    enum Reason: String, Equatable {
        case noSuchFile = "no such file"
        case permissionDenied = "permission denied"
        case notARegularFile = "not a regular file or folder"
        case brokenLink = "a link to nothing"
        case unreadable = "read failed"
    }

    /// The full message, one `flowmap: error:` line and its hints, each ending in "\n".
    var text: String {
        var lines = ["flowmap: error: " + message]
        switch self {
        case .unknownOption(let option):
            if let help = Suggestion.help(for: option, among: Invocation.options) {
                lines.append("help: " + help)
            }
            lines.append("see 'flowmap --help' for usage")
        case .missingValue, .invalidValue, .unexpectedValue, .missingPaths:
            lines.append(Usage.synopsis)
            lines.append("see 'flowmap --help' for more")
        case .unreadable(let path, .noSuchFile):
            // `flowmap chek x.flow` reads 'chek' as a path; say which command was meant.
            if let help = Suggestion.help(for: path, among: Invocation.Command.allCases.map(\.rawValue)) {
                lines.append("help: \(help)")
            }
        case .unreadable, .noFlows, .noDumps:
            break
        case .onlyForCompile:
            lines.append(Usage.synopsis)
        case .onlyFor(_, let commands):
            if commands.contains("import") { lines.append(Usage.importSynopsis) }
            if commands.contains("verify") { lines.append(Usage.verifySynopsis) }
        case .notFor(_, "verify"), .verifyNeedsDumps, .verifyOutputIsSARIF:
            lines.append(Usage.verifySynopsis)
        case .notFor, .screenNeedsOneDump:
            lines.append(Usage.importSynopsis)
        }
        // Every line quotes an argument or a path as given: each is shown as `PrintableText`
        // shows it, so that a line feed or an escape in it cannot forge or hide a line.
        return lines.map { PrintableText.escaped($0) + "\n" }.joined()
    }

    /// `flowmap: error: MESSAGE` and a line feed, for a problem the command reports itself;
    /// the message is shown as `PrintableText` shows it.
    static func errorLine(_ message: String) -> String {
        "flowmap: error: " + PrintableText.escaped(message) + "\n"
    }

    private var message: String {
        switch self {
        case .unknownOption(let option):
            "unknown option '\(option)'"
        case .missingValue(let option, let expected):
            "option '\(option)' needs a value: \(expected.joined(separator: " or "))"
        case .unexpectedValue(let option, let value):
            "option '\(option)' takes no value, but was given '\(value)'; write '\(option)' alone to turn it on, or leave it out"
        case .invalidValue(let option, let value, let expected):
            "invalid value '\(value)' for '\(option)'; expected \(expected.map { "'\($0)'" }.joined(separator: " or "))"
        case .missingPaths:
            "no input: give .flow files or folders"
        case .unreadable(let path, let reason):
            "cannot read '\(path)': \(reason.rawValue)"
        case .noFlows(let path):
            "no .flow files in '\(path)'"
        case .onlyForCompile(let option):
            "'\(option)' applies to 'compile', not to 'check'"
        case .onlyFor(let option, let commands):
            "'\(option)' applies to \(commands.map { "'\($0)'" }.joined(separator: " and ")) only"
        case .notFor(let option, let command):
            "'\(option)' does not apply to '\(command)'"
        case .screenNeedsOneDump:
            "'--screen' names the screen of one dump; import several dumps without it, each named from its dump"
        case .noDumps(let path):
            "no dumps (.txt or .xml files) in '\(path)'"
        case .verifyNeedsDumps:
            "verify needs the app's hierarchy: '--screen NAME' and one DUMP after the flows, or '--dumps DIR' (not both)"
        case .verifyOutputIsSARIF:
            "'--output' applies to 'verify' only with '--format sarif': the file is the SARIF log"
        }
    }
}

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
    /// `--check` or `--program` without `--output`.
    case needsOutput(option: String)
    /// `--check`, which writes nothing, with `--stamp`, which writes a file.
    case checkWithStamp
    /// A path before the first `--program`.
    case outsideProgram(path: String)
    case emptyProgram(String)
    /// `diff` takes two paths, OLD and NEW.
    case diffPaths(count: Int)
    case onlyForDiff(option: String)
    /// A configuration file over `Configuration.largestFile`.
    case configurationTooLarge(path: String)
    /// An option written with a command it does not apply to.
    case notFor(command: String, option: String)
    /// An option of some commands given to another (`--screen` is `import`'s and `verify`'s).
    case onlyFor(option: String, commands: [String])
    case screenNeedsOneDump
    /// A dumps folder that holds no `.txt` or `.xml` file.
    case noDumps(path: String)
    /// `verify` without `--screen NAME DUMP` or `--dumps DIR`, or with both.
    case verifyNeedsDumps
    /// `verify --output` without `--format sarif`: its only output file is the SARIF.
    case verifyOutputIsSARIF
    /// `verify --screen NAME`: a path before the one DUMP that is neither a `.flow` file nor a
    /// folder (a second dump, read as a flow, would give a page of lexer errors).
    case verifyFlowIsNoFlow(path: String)

    /// Why a path could not be read, in the words of `ls` and `cat`.
    enum Reason: String, Equatable {
        case noSuchFile = "no such file"
        case permissionDenied = "permission denied"
        case notARegularFile = "not a regular file or folder"
        /// `--config` names a folder: the configuration is a file.
        case folder = "a folder, not a file"
        /// `import` or `verify --screen` names a folder where a dump file goes.
        case dumpIsFolder = "a folder, not a dump"
        /// `verify --dumps` names a file where the folder of dumps goes.
        case notAFolder = "a file, not a folder"
        case brokenLink = "a link to nothing"
        case unreadable = "read failed"
    }

    /// The full message, one `flowmap: error:` line and its hints, each ending in "\n".
    var text: String { text(for: nil) }

    /// `text`, quoting the synopsis of `command` where it quotes one.
    func text(for command: Invocation.Command?) -> String {
        var lines = ["flowmap: error: " + message]
        switch self {
        case .unknownOption(let option):
            if let help = Suggestion.help(for: option, among: Invocation.options) {
                lines.append("help: " + help)
            }
            lines.append("see 'flowmap --help' for usage")
        case .missingValue, .invalidValue, .unexpectedValue, .missingPaths:
            lines.append(Usage.synopsis(for: command))
            lines.append("see 'flowmap --help' for more")
        case .unreadable(let path, .noSuchFile):
            // `flowmap chek x.flow` reads 'chek' as a path; say which command was meant.
            if let help = Suggestion.help(for: path, among: Invocation.Command.allCases.map(\.rawValue)) {
                lines.append("help: \(help)")
            }
        case .unreadable(let path, .folder):
            lines.append("help: '--config' names the configuration file, for example '--config \(path.hasSuffix("/") ? path : path + "/")\(Configuration.fileName)'")
        case .unreadable(let path, .dumpIsFolder):
            lines.append("help: name each dump file, or give the folder to verify as '--dumps \(path)'")
        case .unreadable(let path, .notAFolder):
            lines.append("help: '--dumps' names the folder of dumps; give one dump as '--screen NAME \(path)'")
        case .unreadable, .noFlows, .configurationTooLarge, .noDumps:
            break
        case .notFor(let command, _) where command == "verify":
            lines.append(Usage.verifySynopsis)
        case .verifyNeedsDumps, .verifyOutputIsSARIF, .verifyFlowIsNoFlow:
            lines.append(Usage.verifySynopsis)
        case .onlyForCompile, .needsOutput, .checkWithStamp, .outsideProgram, .emptyProgram, .notFor:
            lines.append(Usage.synopsis(for: command))
        case .diffPaths, .onlyForDiff:
            lines.append(Usage.diffSynopsis)
        case .onlyFor(_, let commands):
            if commands.contains("import") { lines.append(Usage.importSynopsis) }
            if commands.contains("verify") { lines.append(Usage.verifySynopsis) }
        case .screenNeedsOneDump:
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
        case .checkWithStamp:
            "'--check' writes nothing, so '--stamp' cannot be used with it"
        case .needsOutput(let option):
            "'\(option)' applies to the reports of '--output DIR'; add it"
        case .outsideProgram(let path):
            "'\(path)' comes before the first '--program': with '--program NAME PATH…', every path belongs to a program"
        case .emptyProgram(let name):
            "'--program \(name)' has no paths: write them after its name"
        case .diffPaths(let count):
            "'diff' compares two programs: give OLD and NEW (a file or a folder each), not \(count) \(count == 1 ? "path" : "paths")"
        case .onlyForDiff(let option):
            "'\(option)' applies to 'diff' only"
        case .configurationTooLarge(let path):
            "'\(path)' is over 1 MiB, too large for a configuration"
        case .notFor(let command, let option):
            "'\(option)' does not apply to '\(command)'"
        case .onlyFor(let option, let commands):
            "'\(option)' applies to \(commands.map { "'\($0)'" }.joined(separator: " and ")) only"
        case .screenNeedsOneDump:
            "'--screen' names the screen of one dump; import several dumps without it, each named from its dump"
        case .noDumps(let path):
            "no dumps (.txt or .xml files) in '\(path)'"
        case .verifyNeedsDumps:
            "verify needs the app's hierarchy: '--screen NAME' and one DUMP after the flows, or '--dumps DIR' (not both)"
        case .verifyOutputIsSARIF:
            "'--output' applies to 'verify' only with '--format sarif': the file is the SARIF log"
        case .verifyFlowIsNoFlow(let path):
            "'\(path)' is neither a .flow file nor a folder: with '--screen NAME', the flows come first and exactly one DUMP last"
        }
    }
}

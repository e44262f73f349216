import FlowSyntax

/// What the command line asked for, read from the arguments by a small hand-written parser.
struct Invocation: Equatable {
    /// The subcommands. A bare `flowmap PATH…` is `compile` in Markdown to standard output.
    enum Command: String, CaseIterable {
        case check, compile, diff, explain, fmt, help
        case `import`, verify
    }

    enum Format: String, CaseIterable {
        case markdown, json, sarif
    }

    struct Options: Equatable {
        var style: DiagnosticRenderer.Style?
        var format: Format = .markdown
        var output: String?
        /// Also fail on friction and warnings.
        var strict = false
        /// Also print warnings to standard error.
        var warnings = false
        /// A Swift file of comments written when the run succeeds: the build plugin's one
        /// declared output, so that SwiftPM re-runs the check only when a flow changes.
        var stamp: String?
        /// `diff --max-increase N`: how many steps a profile's path may grow by.
        var maxIncrease: Int?
        /// `--config FILE`: the configuration to read instead of `.flowmap.json` in the folder
        /// flowmap runs in.
        var config: String?
        /// `--output DIR --check`: write nothing, and list the reports that would change.
        var check = false
        /// `--program NAME PATH…`: several programs in one run, each with its reports in
        /// `DIR/NAME/`, and one index over them all.
        var programs: [Program] = []
        /// `import --screen NAME`: the imported screen's name; `verify --screen NAME`: the
        /// screen its dump shows.
        var screen: String?
        /// `verify --dumps DIR`: the folder of dumps, each paired with the screen it names.
        var dumps: String?
    }

    /// One program of a run with `--program`: its name (its reports' folder) and its paths.
    struct Program: Equatable {
        let name: String
        var paths: [String]
    }

    enum Action: Equatable {
        case help
        case version
        case check(paths: [String], options: Options)
        case compile(paths: [String], options: Options)
        /// `flowmap explain [PATTERN]`: one pattern's guide, or the list of them all.
        case explain(pattern: String?)
        /// `flowmap diff OLD NEW`: two programs compared (`DiffCommand`).
        case diff(old: String, new: String, options: Options)
        /// `flowmap fmt [--check] PATH…`: the files in canonical layout.
        case format(paths: [String], options: Options)
        /// `flowmap import [--screen NAME] [--output FILE] DUMP…`: a draft flow of the dumps.
        case `import`(dumps: [String], options: Options)
        /// `flowmap verify FLOW… (--screen NAME DUMP | --dumps DIR)`: the flows compared with the app.
        case verify(flows: [String], dump: String?, options: Options)
    }

    var action: Action

    /// Every option, for "did you mean" suggestions.
    static let options = [
        "--check", "--config", "--diagnostics", "--dumps", "--format", "--max-increase", "--output", "--program", "--screen",
        "--stamp", "--strict", "--warnings", "--help", "-h", "--version",
    ]

    /// The options that take no value: present or absent.
    static let flags: Set<String> = ["--", "--help", "--version", "--strict", "--warnings", "--check"]

    /// Reads `arguments` (without the program name). Options may come before or after the
    /// paths; `--` ends the options, so a path may start with '-'. `--help` and `--version`
    /// win over everything after them.
    static func parse(_ arguments: [String]) throws(CommandError) -> Invocation {
        var command: Command?
        var paths: [String] = []
        var options = Options()
        var optionsEnded = false
        /// Each `--program`'s name and the number of paths before it.
        var programStarts: [(name: String, first: Int)] = []
        var index = 0
        func value(for name: String, attached: String?, expected: [String]) throws(CommandError) -> String {
            if let attached { return attached }
            guard index < arguments.count else { throw .missingValue(option: name, expected: expected) }
            index += 1
            return arguments[index - 1]
        }
        // A file, a folder or a name: an empty one names nothing.
        func nonEmpty(for name: String, attached: String?, _ expected: String) throws(CommandError) -> String {
            let given = try value(for: name, attached: attached, expected: [expected])
            guard !given.isEmpty else { throw .invalidValue(option: name, value: given, expected: [expected]) }
            return given
        }
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
            // A flag takes no value: `--strict=no` would otherwise turn strict mode on.
            if let attached, Self.flags.contains(name) { throw .unexpectedValue(option: name, value: attached) }
            switch name {
            case "--":
                optionsEnded = true
            case "--help", "-h":
                return Invocation(action: .help)
            case "--version":
                return Invocation(action: .version)
            case "--diagnostics":
                let expected = DiagnosticRenderer.Style.allCases.map(\.rawValue)
                let chosen = try value(for: name, attached: attached, expected: expected)
                guard let style = DiagnosticRenderer.Style(rawValue: chosen) else {
                    throw .invalidValue(option: name, value: chosen, expected: expected)
                }
                options.style = style
            case "--format":
                let expected = Format.allCases.map(\.rawValue)
                let chosen = try value(for: name, attached: attached, expected: expected)
                guard let format = Format(rawValue: chosen) else {
                    throw .invalidValue(option: name, value: chosen, expected: expected)
                }
                options.format = format
            case "--output", "-o":
                options.output = try nonEmpty(for: name, attached: attached, "a folder")
            case "--stamp":
                options.stamp = try nonEmpty(for: name, attached: attached, "a file")
            case "--max-increase":
                let number = try value(for: name, attached: attached, expected: ["a number of steps"])
                guard let steps = Int(number), steps >= 0 else {
                    throw .invalidValue(option: name, value: number, expected: ["a number of steps, 0 or more"])
                }
                options.maxIncrease = steps
            case "--config":
                options.config = try nonEmpty(for: name, attached: attached, "a file")
            case "--screen":
                options.screen = try nonEmpty(for: name, attached: attached, "a screen name")
            case "--dumps":
                options.dumps = try nonEmpty(for: name, attached: attached, "a folder")
            case "--strict":
                options.strict = true
            case "--check":
                options.check = true
            case "--program":
                let name = try value(for: name, attached: attached, expected: ["a name"])
                if let problem = Self.programNameProblem(name, after: programStarts.map(\.name)) {
                    throw .invalidValue(option: "--program", value: name, expected: [problem])
                }
                programStarts.append((name, paths.count))
            case "--warnings", "-W":
                options.warnings = true
            default:
                throw .unknownOption(name)
            }
        }
        if command == .explain {
            if let given = options.given.first ?? (programStarts.isEmpty ? nil : "--program") {
                throw .notFor(command: "explain", option: given)
            }
            // A pattern's name may be one word or several: `explain Swipe Trap`.
            return Invocation(action: .explain(pattern: paths.isEmpty ? nil : paths.joined(separator: " ")))
        }
        if command == .diff {
            if !programStarts.isEmpty { throw .notFor(command: "diff", option: "--program") }
            return try DiffCommand.invocation(paths, options)
        }
        if options.maxIncrease != nil { throw .onlyForDiff(option: "--max-increase") }
        guard !paths.isEmpty else { throw .missingPaths }
        if command == .fmt {
            if !programStarts.isEmpty { throw .notFor(command: "fmt", option: "--program") }
            return try Invocation(action: .format(paths: paths, options: options.forFormat()))
        }
        if command == .import || command == .verify, !programStarts.isEmpty {
            throw .notFor(command: command?.rawValue ?? "", option: "--program")
        }
        if command == .import { return try importInvocation(paths, options) }
        if command == .verify { return try verifyInvocation(paths, options) }
        if options.screen != nil { throw .onlyFor(option: "--screen", commands: ["import", "verify"]) }
        if options.dumps != nil { throw .onlyFor(option: "--dumps", commands: ["verify"]) }
        if command == .check {
            if options.output != nil { throw .onlyForCompile(option: "--output") }
            if options.format != .markdown { throw .onlyForCompile(option: "--format") }
            if options.check { throw .onlyForCompile(option: "--check") }
            if !programStarts.isEmpty { throw .onlyForCompile(option: "--program") }
            return Invocation(action: .check(paths: paths, options: options))
        }
        if options.output == nil, options.check || !programStarts.isEmpty {
            throw .needsOutput(option: options.check ? "--check" : "--program")
        }
        if options.check, options.stamp != nil { throw .checkWithStamp }
        for (number, start) in programStarts.enumerated() {
            let end = number + 1 < programStarts.count ? programStarts[number + 1].first : paths.count
            if number == 0, start.first > 0 { throw .outsideProgram(path: paths[0]) }
            guard start.first < end else { throw .emptyProgram(start.name) }
            options.programs.append(Program(name: start.name, paths: Array(paths[start.first..<end])))
        }
        return Invocation(action: .compile(paths: paths, options: options))
    }

    /// Why `name` cannot name a program's folder of reports, or nil: one plain name, no other
    /// program's, even on a case-insensitive file system.
    static func programNameProblem(_ name: String, after earlier: [String]) -> String? {
        if name.isEmpty || name.hasPrefix(".") || name.contains("/") || name.utf8.contains(0) {
            return "a name for a folder, without '/', not starting with '.'"
        }
        let key = ReportFolder.foldedKey(name)
        if earlier.contains(where: { ReportFolder.foldedKey($0) == key }) { return "a name no other --program has" }
        return nil
    }

    /// `import`: `--output` is a file, `--screen` names one dump's screen; the report's options
    /// do not apply.
    private static func importInvocation(_ dumps: [String], _ options: Options) throws(CommandError) -> Invocation {
        let refused = [
            ("--format", options.format != .markdown), ("--stamp", options.stamp != nil), ("--strict", options.strict),
            ("--warnings", options.warnings), ("--check", options.check), ("--config", options.config != nil),
            ("--max-increase", options.maxIncrease != nil),
        ]
        if let (option, _) = refused.first(where: \.1) { throw .notFor(command: "import", option: option) }
        if options.dumps != nil { throw .onlyFor(option: "--dumps", commands: ["verify"]) }
        if options.screen != nil, dumps.count > 1 { throw .screenNeedsOneDump }
        return Invocation(action: .import(dumps: dumps, options: options))
    }

    /// `verify`: with `--screen NAME` the last path is the dump, with `--dumps DIR` every path
    /// is a flow; `--format sarif` (with `--output FILE`) also writes the drift as SARIF.
    private static func verifyInvocation(_ paths: [String], _ options: Options) throws(CommandError) -> Invocation {
        let refused = [
            ("--stamp", options.stamp != nil), ("--warnings", options.warnings), ("--check", options.check),
        ]
        if let (option, _) = refused.first(where: \.1) { throw .notFor(command: "verify", option: option) }
        if options.format == .json { throw .invalidValue(option: "--format", value: "json", expected: ["sarif"]) }
        if options.output != nil, options.format != .sarif { throw .verifyOutputIsSARIF }
        switch (options.screen, options.dumps) {
        case (_?, nil):
            guard paths.count >= 2 else { throw .verifyNeedsDumps }
            return Invocation(action: .verify(flows: Array(paths.dropLast()), dump: paths.last, options: options))
        case (nil, _?):
            return Invocation(action: .verify(flows: paths, dump: nil, options: options))
        default:
            throw .verifyNeedsDumps
        }
    }

    /// `--name=value` carries its value; short options and flags never do.
    private static func split(_ argument: String) -> (name: String, value: String?) {
        // By byte, not by Character: "=" followed by a combining mark is one Character.
        guard argument.hasPrefix("--"), let equals = argument.utf8.firstIndex(of: UInt8(ascii: "=")) else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.utf8.index(after: equals)...]))
    }
}

extension Invocation.Options {
    /// The options set, by name: for a command that takes none (`explain`).
    var given: [String] {
        let all: [(String, Bool)] = [
            ("--diagnostics", style != nil), ("--format", format != .markdown), ("--output", output != nil),
            ("--strict", strict), ("--warnings", warnings), ("--stamp", stamp != nil), ("--max-increase", maxIncrease != nil),
            ("--config", config != nil), ("--check", check), ("--program", !programs.isEmpty), ("--screen", screen != nil),
            ("--dumps", dumps != nil),
        ]
        return all.filter(\.1).map(\.0)
    }

    /// The renderer of every command's diagnostics: `--diagnostics`, else the source line with a
    /// caret at a terminal and one line per problem in a log; colour only at a terminal.
    func renderer(_ environment: [String: String], _ errorsIsTerminal: Bool) -> DiagnosticRenderer {
        // https://no-color.org: set to any value, it turns colour off.
        DiagnosticRenderer(style: style ?? (errorsIsTerminal ? .rich : .short), color: errorsIsTerminal && environment["NO_COLOR"] == nil)
    }
}

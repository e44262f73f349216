import FlowSyntax

/// What the command line asked for, read from the arguments by a small hand-written parser.
struct Invocation: Equatable {
    /// The subcommands. A bare `flowmap PATH…` is `compile` in Markdown to standard output.
    enum Command: String, CaseIterable {
        case check, compile, explain, help
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
        /// `import --screen NAME`: the imported screen's name; `verify --screen NAME`: the
        /// screen its dump shows.
        var screen: String?
        /// `verify --dumps DIR`: the folder of dumps, each paired with the screen it names.
        var dumps: String?
    }

    enum Action: Equatable {
        case help
        case version
        case check(paths: [String], options: Options)
        case compile(paths: [String], options: Options)
        /// `flowmap explain [PATTERN]`: one pattern's guide, or the list of them all.
        case explain(pattern: String?)
        /// `flowmap import [--screen NAME] [--output FILE] DUMP…`: a draft flow of the dumps.
        case `import`(dumps: [String], options: Options)
        /// `flowmap verify FLOW… (--screen NAME DUMP | --dumps DIR)`: the flows compared with the app.
        case verify(flows: [String], dump: String?, options: Options)
    }

    var action: Action

    /// Every option, for "did you mean" suggestions.
    static let options = [
        "--diagnostics", "--format", "--output", "--stamp", "--strict", "--warnings", "--help", "-h", "--version",
        "--screen", "--dumps",
    ]

    /// The options that take no value: present or absent.
    static let flags: Set<String> = ["--", "--help", "--version", "--strict", "--warnings"]

    /// Reads `arguments` (without the program name). Options may come before or after the
    /// paths; `--` ends the options, so a path may start with '-'. `--help` and `--version`
    /// win over everything after them.
    static func parse(_ arguments: [String]) throws(CommandError) -> Invocation {
        var command: Command?
        var paths: [String] = []
        var options = Options()
        var optionsEnded = false
        var index = 0
        func value(for name: String, attached: String?, expected: [String]) throws(CommandError) -> String {
            if let attached { return attached }
            guard index < arguments.count else { throw .missingValue(option: name, expected: expected) }
            index += 1
            return arguments[index - 1]
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
                let folder = try value(for: name, attached: attached, expected: ["a folder"])
                guard !folder.isEmpty else { throw .invalidValue(option: name, value: folder, expected: ["a folder"]) }
                options.output = folder
            case "--stamp":
                let file = try value(for: name, attached: attached, expected: ["a file"])
                guard !file.isEmpty else { throw .invalidValue(option: name, value: file, expected: ["a file"]) }
                options.stamp = file
            case "--screen":
                let name = try value(for: name, attached: attached, expected: ["a screen name"])
                guard !name.isEmpty else { throw .invalidValue(option: "--screen", value: name, expected: ["a screen name"]) }
                options.screen = name
            case "--dumps":
                let folder = try value(for: name, attached: attached, expected: ["a folder"])
                guard !folder.isEmpty else { throw .invalidValue(option: name, value: folder, expected: ["a folder"]) }
                options.dumps = folder
            case "--strict":
                options.strict = true
            case "--warnings", "-W":
                options.warnings = true
            default:
                throw .unknownOption(name)
            }
        }
        if command == .explain {
            // A pattern's name may be one word or several: `explain Swipe Trap`.
            return Invocation(action: .explain(pattern: paths.isEmpty ? nil : paths.joined(separator: " ")))
        }
        guard !paths.isEmpty else { throw .missingPaths }
        if command == .import { return try importInvocation(paths, options) }
        if command == .verify { return try verifyInvocation(paths, options) }
        if options.screen != nil { throw .onlyFor(option: "--screen", commands: ["import", "verify"]) }
        if options.dumps != nil { throw .onlyFor(option: "--dumps", commands: ["verify"]) }
        if command == .check {
            if options.output != nil { throw .onlyForCompile(option: "--output") }
            if options.format != .markdown { throw .onlyForCompile(option: "--format") }
            return Invocation(action: .check(paths: paths, options: options))
        }
        return Invocation(action: .compile(paths: paths, options: options))
    }

    /// `import`: `--output` is a file, `--screen` names one dump's screen; the report's options
    /// do not apply.
    private static func importInvocation(_ dumps: [String], _ options: Options) throws(CommandError) -> Invocation {
        for (option, given) in [("--format", options.format != .markdown), ("--stamp", options.stamp != nil), ("--strict", options.strict)]
        where given {
            throw .notFor(option: option, command: "import")
        }
        if options.dumps != nil { throw .onlyFor(option: "--dumps", commands: ["verify"]) }
        if options.screen != nil, dumps.count > 1 { throw .screenNeedsOneDump }
        return Invocation(action: .import(dumps: dumps, options: options))
    }

    /// `verify`: with `--screen NAME` the last path is the dump, with `--dumps DIR` every path
    /// is a flow; `--format sarif` (with `--output FILE`) also writes the drift as SARIF.
    private static func verifyInvocation(_ paths: [String], _ options: Options) throws(CommandError) -> Invocation {
        for (option, given) in [("--stamp", options.stamp != nil), ("--warnings", options.warnings)] where given {
            throw .notFor(option: option, command: "verify")
        }
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

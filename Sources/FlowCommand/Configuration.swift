import FlowNavigator
import FlowProgram
import FlowSyntax
import Foundation

/// `.flowmap.json`, the one configuration of a package (README, "Configuration"), read by the
/// command line and both plugins: strict mode, warnings shown, and patterns turned down to a
/// warning, project-wide or for some profiles, each with a reason. Read with Foundation; every
/// problem in it (JSON syntax, an unknown key, a bad value) is an `invalid-configuration` error
/// at its line and column, all of them in one run.
struct Configuration: Equatable {
    static let fileName = ".flowmap.json"

    var strict = false
    var warnings = false
    /// What the navigator is given (`Acceptance` applies it).
    var severities = PatternSeverities.model

    /// A configuration file read: what it sets, or its problems, rendered with `sources`.
    struct Read {
        var configuration = Configuration()
        let sources: SourceSet
        var problems: [Diagnostic] = []
    }

    /// Larger is no configuration: refused before it is read.
    static let largestFile = 1 << 20

    /// The file `--config` names (an error when it cannot be read), or else `.flowmap.json` in
    /// `directory` when there is one; nil when there is none.
    static func read(_ given: String?, directory: String) -> Result<Read?, CommandError> {
        let path = given ?? fileName
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else {
            return given == nil ? .success(nil) : .failure(.unreadable(path: path, reason: .noSuchFile))
        }
        guard !isFolder.boolValue else { return .failure(.unreadable(path: path, reason: .folder)) }
        let size = (try? FileManager.default.attributesOfItem(atPath: full)[.size] as? Int) ?? 0
        guard size <= largestFile else { return .failure(.configurationTooLarge(path: path)) }
        guard let data = FileManager.default.contents(atPath: full) else {
            return .failure(.unreadable(path: path, reason: FileManager.default.isReadableFile(atPath: full) ? .unreadable : .permissionDenied))
        }
        return .success(parse([UInt8](data), path: path))
    }

    /// The configuration in `bytes`, the text of the file at `path`.
    static func parse(_ bytes: [UInt8], path: String) -> Read {
        var reader = Reader(bytes: bytes, sources: SourceSet([SourceFile(path: path, bytes: bytes)]))
        reader.read()
        return Read(configuration: reader.configuration, sources: reader.sources, problems: reader.problems)
    }

    /// The keys of the document and of a pattern's setting, for "did you mean".
    static let keys = ["strict", "warnings", "patterns"]
    static let patternKeys = ["severity", "profiles", "reason"]

    /// Reads one document, checking each key and value against the keys above.
    private struct Reader {
        let bytes: [UInt8]
        let sources: SourceSet
        var configuration = Configuration()
        var problems: [Diagnostic] = []
        var positions = ConfigurationPositions([])

        mutating func read() {
            let help = "the file is one JSON object, for example {\"strict\": true}"
            // The syntax is checked first, as JSON is written (RFC 8259): Foundation's reader lets a
            // trailing comma pass, and its words name the end of the file for `tru` and differ by
            // platform.
            if let problem = ConfigurationSyntax.firstProblem(in: bytes) {
                report("not valid JSON: \(problem.message)", at: problem.bytes, help: problem.help ?? help)
                return
            }
            let document: Any
            do {
                document = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            } catch {
                let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
                let offset = Self.offset(in: description, of: bytes)
                report("not valid JSON: \(description)", at: offset..<offset, help: help)
                return
            }
            positions = ConfigurationPositions(bytes)
            for (path, key) in positions.repeatedKeys {
                report("'\(path.last ?? "")' is written twice", at: key, help: "keep one of the two")
            }
            guard let object = document as? [String: Any] else {
                report(
                    "the configuration is a JSON object", at: [], help: "write its settings in braces, for example {\"strict\": true}")
                return
            }
            for key in object.keys.sorted() {
                let path = [key]
                switch key {
                case "strict": configuration.strict = bool(at: path) ?? false
                case "warnings": configuration.warnings = bool(at: path) ?? false
                case "patterns": readPatterns(object[key]!)
                default: unknownKey(path, among: Configuration.keys)
                }
            }
        }

        mutating func readPatterns(_ value: Any) {
            guard let patterns = value as? [String: Any] else {
                report(
                    "'patterns' is an object of pattern slugs", at: ["patterns"],
                    help: "for example \"patterns\": {\"small-target\": {\"severity\": \"warning\", \"reason\": \"…\"}}")
                return
            }
            var turnedDown: [Pattern: PatternSeverities.TurnedDown] = [:]
            for slug in patterns.keys.sorted() {
                let path = ["patterns", slug]
                guard let pattern = Pattern.allCases.first(where: { $0.slug == slug }) else {
                    report(
                        "unknown pattern '\(slug)'", atKey: path,
                        help: Suggestion.help(for: slug, among: Pattern.allCases.map(\.slug))
                            ?? "name a pattern by its slug, as 'flowmap explain' lists them")
                    continue
                }
                guard let setting = patterns[slug] as? [String: Any] else {
                    report(
                        "the setting of '\(slug)' is an object", at: path,
                        help: "for example {\"severity\": \"warning\", \"profiles\": [\"touch\"], \"reason\": \"…\"}")
                    continue
                }
                if let read = readSetting(setting, at: path) { turnedDown[pattern] = read }
            }
            configuration.severities = PatternSeverities(turnedDown: turnedDown)
        }

        /// One pattern's setting: `severity` (only "warning"), `profiles` (all when absent) and
        /// `reason`, the words the reports show.
        mutating func readSetting(_ setting: [String: Any], at path: [String]) -> PatternSeverities.TurnedDown? {
            var valid = true
            var profiles: Set<Profile>?
            var reason: String?
            for key in setting.keys.sorted() {
                let at = path + [key]
                switch key {
                case "severity":
                    let value = setting[key] as? String
                    if value != "warning" {
                        valid = false
                        report(
                            "a pattern's 'severity' can only be \"warning\"", at: at,
                            help: value.flatMap { Suggestion.help(for: $0, among: ["warning"]) }
                                ?? "a pattern is turned down to a warning; to keep it an error, leave it out")
                    }
                case "profiles":
                    guard let list = setting[key] as? [Any], !list.isEmpty else {
                        valid = false
                        report(
                            "'profiles' is a list of profile ids", at: at,
                            help: "for example [\"touch\", \"larger-text\"]; leave it out for every profile")
                        continue
                    }
                    var chosen = Set<Profile>()
                    for (index, item) in list.enumerated() {
                        guard let id = item as? String, let profile = Profile(rawValue: id) else {
                            valid = false
                            let ids = Profile.allCases.map(\.rawValue)
                            report(
                                "unknown profile \(item is String ? "'\(item)'" : "value")", at: at + ["[\(index)]"],
                                help: (item as? String).flatMap { Suggestion.help(for: $0, among: ids) }
                                    ?? "profiles: " + ids.joined(separator: ", "))
                            continue
                        }
                        chosen.insert(profile)
                    }
                    profiles = chosen
                case "reason":
                    guard let text = setting[key] as? String, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                        valid = false
                        report("'reason' is a string that says why", at: at, help: "the reports show it beside each finding")
                        continue
                    }
                    reason = text
                default:
                    valid = false
                    unknownKey(at, among: Configuration.patternKeys)
                }
            }
            for required in ["severity", "reason"] where setting[required] == nil {
                valid = false
                report(
                    "the setting of '\(path.last!)' has no '\(required)'", atKey: path,
                    help: "write both \"severity\": \"warning\" and a \"reason\" the reports show")
            }
            guard valid, let reason else { return nil }
            return PatternSeverities.TurnedDown(profiles: profiles, reason: reason)
        }

        /// `true` or `false`, read from the text: Foundation reads 1 and 0 as booleans too.
        mutating func bool(at path: [String]) -> Bool? {
            let place = positions.places[path]
            let first = place.flatMap { $0.value.isEmpty ? nil : bytes[$0.value.lowerBound] }
            switch first {
            case UInt8(ascii: "t"): return true
            case UInt8(ascii: "f"): return false
            default:
                report("'\(path.last!)' is true or false", at: path, help: "for example \"\(path.last!)\": true")
                return nil
            }
        }

        mutating func unknownKey(_ path: [String], among keys: [String]) {
            let key = path.last!
            report(
                "unknown key '\(key)'", atKey: path,
                help: Suggestion.help(for: key, among: keys) ?? "keys here: " + keys.map { "'\($0)'" }.joined(separator: ", "))
        }

        /// At the value of `path`.
        mutating func report(_ message: String, at path: [String], help: String) {
            report(message, at: positions.places[path]?.value ?? 0..<0, help: help)
        }

        /// At the key of `path`.
        mutating func report(_ message: String, atKey path: [String], help: String) {
            let place = positions.places[path]
            report(message, at: place?.key ?? place?.value ?? 0..<0, help: help)
        }

        mutating func report(_ message: String, at bytes: Range<Int>, help: String) {
            problems.append(
                Diagnostic(
                    .problem(.invalidConfiguration), .error, message, at: Span(file: 0, start: bytes.lowerBound, end: bytes.upperBound),
                    help: help))
        }

        /// Where Foundation's message says the problem is: "around line L, column C" (Apple's
        /// Foundation) or "around character N" (swift-corelibs-foundation); else the start.
        static func offset(in description: String, of bytes: [UInt8]) -> Int {
            func number(after word: String) -> Int? {
                guard let found = description.range(of: word) else { return nil }
                return Int(description[found.upperBound...].prefix { $0.isNumber })
            }
            if let line = number(after: "line "), let column = number(after: "column ") {
                var offset = 0
                var current = 1
                while current < line, offset < bytes.count {
                    if bytes[offset] == 0x0A { current += 1 }
                    offset += 1
                }
                return min(offset + max(column - 1, 0), bytes.count)
            }
            return min(number(after: "character ") ?? 0, bytes.count)
        }
    }
}

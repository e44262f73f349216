import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowProgram
import FlowSyntax

/// SARIF 2.1.0 for code-scanning tools: one run, a rule per pattern (and per diagnostic id that
/// has no pattern), and a result per diagnostic with its physical location. What GitHub's code
/// scanning reads is there: every rule's full description and help, every result's rule,
/// region (start and end) and fingerprint, and URIs relative to the folder flowmap ran in.
///
/// Columns count UTF-16 code units (`columnKind` says so): that is what GitHub, CodeQL's own
/// SARIF and the JavaScript viewers assume whatever `columnKind` says, and the unit SARIF
/// takes when it is absent, so a column after an emoji lands on the same character everywhere.
/// (flowmap's own diagnostics count Unicode scalars.)
public enum SARIFReport {
    public static let version = "2.1.0"
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The key of each result's fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "flowmap/v1"
    /// The key of each result's line hash in `partialFingerprints`, which GitHub would otherwise fill in.
    public static let lineHashKey = "primaryLocationLineHash"

    /// The document, whole, as one string.
    public static func render(_ compilation: Compilation, toolVersion: String) -> String {
        render(compilation.diagnostics, in: compilation.sources, toolVersion: toolVersion)
    }

    /// The document of `diagnostics` alone (`flowmap verify`'s, whose notes point into dumps).
    public static func render(_ diagnostics: [Diagnostic], in sources: SourceSet, toolVersion: String) -> String {
        var json = JSONWriter(capacity: size(of: diagnostics, in: sources))
        write(diagnostics, in: sources, toolVersion: toolVersion, into: &json)
        return json.finish()
    }

    /// The document `render` makes, handed to `sink` in chunks as it is written: the rules,
    /// the same in every document, are passed on as they were rendered once, and the rest
    /// goes through a buffer of at most `JSONWriter.streamCapacity` bytes, so that no copy of
    /// the whole document is ever made.
    public static func write(_ compilation: Compilation, toolVersion: String, to sink: TextSink) {
        var json = JSONWriter(capacity: 1024 + 1024 * compilation.diagnostics.count, streamingTo: sink)
        write(compilation.diagnostics, in: compilation.sources, toolVersion: toolVersion, into: &json)
        json.finishStream()
    }

    /// Room for the whole document, so that `render`'s buffer is never copied to grow: its
    /// layout, the rules it lists, and every result (its layout and short values, its message
    /// and help, its URI encoded).
    static func size(of diagnostics: [Diagnostic], in sources: SourceSet) -> Int {
        var rules = RuleTable()
        var bytes = 1024
        for diagnostic in diagnostics {
            bytes += 640 + diagnostic.message.utf8.count + (diagnostic.help?.utf8.count ?? 0)
                + 3 * sources.path(of: diagnostic.span).utf8.count
            _ = rules.index(of: diagnostic)
        }
        return rules.extraTemplates.reduce(bytes + Rules.patternRules.size) { $0 + $1.size }
    }

    /// The rules a document lists in `driver.rules`: every pattern's, then the rule of each id
    /// without a pattern, in the order its first result comes. The results, which point at
    /// them by index, are written before them (keys are sorted), so the list is complete by
    /// the time it is written.
    struct RuleTable {
        /// The ids without a pattern that have a rule so far, and their descriptors.
        private(set) var extraRules: [DiagnosticID] = []
        private(set) var extraTemplates: [JSONWriter.Template] = []
        /// The last id without a pattern asked for, and its rule's index: results with one id
        /// mostly come together, and then the list is not searched for each.
        private var last: (id: DiagnosticID, index: Int)?
        private let patternCount = Rules.patterns.count

        /// The index of `diagnostic`'s rule, which is added to the list if it is not there.
        mutating func index(of diagnostic: Diagnostic) -> Int {
            switch Rules.rule(for: diagnostic) {
            case .pattern(let index):
                return index
            case .id(let id):
                if let last, last.id.isSame(as: id) { return last.index }
                let index: Int
                if let position = extraRules.firstIndex(where: { $0.isSame(as: id) }) {
                    index = patternCount + position
                } else {
                    extraRules.append(id)
                    extraTemplates.append(Rules.idRules[id]!)
                    index = patternCount + extraRules.count - 1
                }
                last = (id, index)
                return index
            }
        }
    }

    static func write(_ diagnostics: [Diagnostic], in sources: SourceSet, toolVersion: String, into json: inout JSONWriter) {
        var rules = RuleTable()
        var lines = SourceLocator(sources)
        var fingerprints = ResultFingerprints()
        json.beginObject()
        json.key("$schema")
        json.plainString(schema)
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("columnKind")
        json.plainString("utf16CodeUnits")
        json.key("originalUriBaseIds")
        json.beginObject()
        json.key("%SRCROOT%")
        json.beginObject()
        json.key("description")
        json.beginObject()
        json.key("text")
        // No absolute URI: the report stays the same on every machine and clone.
        json.string("The folder flowmap ran in (the repository's root, when run there): relative URIs are resolved against it.")
        json.endObject()
        json.endObject()
        json.endObject()
        json.key("results")
        json.beginArray()
        // Each file's URI, made the first time a result needs it. A result starts with its
        // level and URI and ends with its rule, which most results share with others: those
        // runs are rendered once (`JSONWriter.run`), per file and severity and per rule.
        let files = sources.count
        var uris = [ArtifactURI?](repeating: nil, count: files)
        var heads = [[UInt8]?](repeating: nil, count: 3 * files)
        var tails = [[UInt8]?](repeating: nil, count: 2 * Rules.patterns.count)
        for diagnostic in diagnostics {
            let ruleIndex = rules.index(of: diagnostic)
            let span = diagnostic.span
            let uri = uris[span.file] ?? ArtifactURI(path: sources.path(of: span))
            uris[span.file] = uri
            let start = lines.utf16Location(of: span.start, inFile: span.file)
            let end = lines.utf16Location(of: span.end, inFile: span.file)
            if diagnostic.notes.contains(where: { RelatedLocations.isElsewhere($0, than: diagnostic) }) {
                // Rare (a note at another place: a dump's line, a first declaration): written
                // member by member, with the notes as related locations.
                let ruleID = Rules.id(ofRule: ruleIndex, extra: rules.extraRules)
                let fingerprint = fingerprints.next(
                    for: diagnostic, ruleID: ruleID, uri: uri.text, line: lines.lineRange(start.line - 1, inFile: span.file),
                    in: sources)
                RelatedLocations.writeResult(
                    diagnostic, uri: uri, start: start, end: end, fingerprint: fingerprint, ruleID: ruleID, ruleIndex: ruleIndex,
                    uris: &uris, lines: &lines, into: &json)
                continue
            }
            let template = uri.relative ? Self.relativeResult : Self.absoluteResult
            json.begin(template)
            let head = 3 * span.file + severityIndex(diagnostic.severity)
            if heads[head] == nil {
                heads[head] = JSONWriter.run(of: template, from: 0) { json in
                    json.fill(plain: level(diagnostic.severity))
                    json.fill(plain: uri.text)
                }
            }
            json.fill(run: heads[head]!, values: 2)
            json.fill(number: end.column)
            json.fill(number: end.line)
            json.fill(number: start.column)
            json.fill(number: start.line)
            json.fill(string: diagnostic.message, parenthesized: diagnostic.help)
            let fingerprint = fingerprints.next(
                for: diagnostic, ruleID: Rules.id(ofRule: ruleIndex, extra: rules.extraRules), uri: uri.text,
                line: lines.lineRange(start.line - 1, inFile: span.file), in: sources)
            json.fill(plain: fingerprint.result)
            json.fill(plain: fingerprint.line)
            let tail = 2 * ruleIndex + (uri.relative ? 1 : 0)
            if tail >= tails.count { tails.append(contentsOf: repeatElement(nil, count: tail + 1 - tails.count)) }
            if tails[tail] == nil {
                tails[tail] = JSONWriter.run(of: template, from: 9) { json in
                    json.fill(plain: Rules.id(ofRule: ruleIndex, extra: rules.extraRules))
                    json.fill(number: ruleIndex)
                }
            }
            json.fill(run: tails[tail]!, values: 2)
        }
        json.endArray()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.key("name")
        json.plainString("flowmap")
        json.key("rules")
        json.beginArray()
        json.append(Rules.patternRules)
        for template in rules.extraTemplates { json.append(template) }
        json.endArray()
        json.key("version")
        json.string(toolVersion)
        json.endObject()
        json.endObject()
        json.endObject()
        json.endArray()
        json.key("version")
        json.plainString(version)
        json.endObject()
    }

    /// A result's layout (in `runs[0].results`, four levels deep), with its values in order:
    /// level, URI, end column, end line, start column, start line, message, the two
    /// fingerprints, rule id, rule index. A relative URI names its base, `%SRCROOT%`; an
    /// absolute one has none.
    static let relativeResult = result(relative: true)
    static let absoluteResult = result(relative: false)

    static func result(relative: Bool) -> JSONWriter.Template {
        JSONWriter.template(depth: 4) { json in
            json.beginObject()
            json.key("level")
            json.hole()
            json.key("locations")
            json.beginArray()
            json.beginObject()
            json.key("physicalLocation")
            json.beginObject()
            json.key("artifactLocation")
            json.beginObject()
            json.key("uri")
            json.hole()
            if relative {
                json.key("uriBaseId")
                json.plainString("%SRCROOT%")
            }
            json.endObject()
            json.key("region")
            json.beginObject()
            json.key("endColumn")
            json.hole()
            json.key("endLine")
            json.hole()
            json.key("startColumn")
            json.hole()
            json.key("startLine")
            json.hole()
            json.endObject()
            json.endObject()
            json.endObject()
            json.endArray()
            json.key("message")
            json.beginObject()
            json.key("text")
            json.hole()
            json.endObject()
            json.key("partialFingerprints")
            json.beginObject()
            json.key("flowmap/v1")
            json.hole()
            json.key("primaryLocationLineHash")
            json.hole()
            json.endObject()
            json.key("ruleId")
            json.hole()
            json.key("ruleIndex")
            json.hole()
            json.endObject()
        }
    }

    /// The rule descriptors, rendered once: they are the same for every report.
    enum Rules {
        /// `driver.rules` is at this depth: the document, `runs`, the run, `tool`, `driver`, `rules`.
        static let depth = 6
        static let patterns = Pattern.allCases
        static let patternSlugs = patterns.map(\.slug)
        static let patternIndex = Dictionary(uniqueKeysWithValues: patterns.enumerated().map { ($1, $0) })

        /// A rule for every pattern, in the order of `Pattern.allCases`: its summary, what is
        /// wrong, and as help what `flowmap explain` prints (who it blocks, the fix in SwiftUI
        /// and UIKit, a flow before and after).
        static let patternRules = JSONWriter.template(depth: depth) { json in
            for pattern in patterns {
                let explanation = PatternGuide.explanation(for: pattern)
                let what = explanation.what.split(separator: "\n").joined(separator: " ")
                let blocks = explanation.whoItBlocks.split(separator: "\n").map { "- \($0)" }.joined(separator: "\n")
                let helpText = "\(what)\n\nWho it blocks:\n\(blocks)\n\n'flowmap explain \(pattern.slug)' shows the fix in SwiftUI and UIKit."
                write(
                    id: pattern.slug, name: pattern.name, summary: pattern.summary, full: what, help: helpText,
                    helpMarkdown: PatternGuide.render(explanation), level: "warning", into: &json)
            }
        }

        /// The rule of a diagnostic id that has no pattern, listed when a result uses it: what
        /// grammar.md says it reports, and what to do.
        static let idRules = Dictionary(
            uniqueKeysWithValues: DiagnosticID.allCases.filter { $0.pattern == nil }.map { id in
                let ruleID = id.rawValue
                let full = DiagnosticDescriptions.fullDescription(of: ruleID)
                let help = DiagnosticDescriptions.help(for: ruleID)
                return (id, JSONWriter.template(depth: depth) { json in
                    write(
                        id: ruleID, name: String(ruleID.map { $0 == "-" ? " " : $0 }), summary: ruleID, full: full, help: help,
                        helpMarkdown: "\(full)\n\n\(help)", level: "error", into: &json)
                })
            })

        enum Rule {
            case pattern(Int)
            case id(DiagnosticID)
        }

        /// A pattern's warning is reported under the pattern, and so is a task's blocked or
        /// unreachable path, under the pattern that blocks it.
        static func rule(for diagnostic: Diagnostic) -> Rule {
            if let pattern = diagnostic.pattern, let index = patternIndex[pattern] { return .pattern(index) }
            return .id(diagnostic.id)
        }

        static func id(ofRule index: Int, extra: [DiagnosticID]) -> String {
            index < patterns.count ? patternSlugs[index] : extra[index - patterns.count].rawValue
        }

        static func write(
            id: String, name: String, summary: String, full: String, help: String, helpMarkdown: String, level: String,
            into json: inout JSONWriter
        ) {
            json.beginObject()
            json.key("defaultConfiguration")
            json.beginObject()
            json.key("level")
            json.string(level)
            json.endObject()
            json.key("fullDescription")
            json.beginObject()
            json.key("text")
            json.string(full)
            json.endObject()
            json.key("help")
            json.beginObject()
            json.key("markdown")
            json.string(helpMarkdown)
            json.key("text")
            json.string(help)
            json.endObject()
            json.key("id")
            json.string(id)
            json.key("name")
            json.string(name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
            json.key("shortDescription")
            json.beginObject()
            json.key("text")
            json.string(summary)
            json.endObject()
            json.endObject()
        }
    }

    static func severityIndex(_ severity: Severity) -> Int {
        switch severity {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

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

    public static func render(_ compilation: Compilation, toolVersion: String) -> String {
        // The rules come first in `driver.rules` (every pattern, then each id without a pattern
        // in the order its first diagnostic comes), but the results that point at them by index
        // are written before them, since keys are sorted: find every result's rule first.
        var extraRules: [DiagnosticID] = []
        var ruleIndices: [Int] = []
        ruleIndices.reserveCapacity(compilation.diagnostics.count)
        // Room for every result and rule, so that the buffer is never copied to grow: a
        // result's layout and short values, its message and help, its URI encoded.
        var resultBytes = 0
        for diagnostic in compilation.diagnostics {
            resultBytes += 640 + diagnostic.message.utf8.count + (diagnostic.help?.utf8.count ?? 0)
                + 3 * compilation.sources.path(of: diagnostic.span).utf8.count
            switch Rules.rule(for: diagnostic) {
            case .pattern(let index):
                ruleIndices.append(index)
            case .id(let id):
                if let position = extraRules.firstIndex(of: id) {
                    ruleIndices.append(Rules.patterns.count + position)
                } else {
                    ruleIndices.append(Rules.patterns.count + extraRules.count)
                    extraRules.append(id)
                }
            }
        }

        var lines = SourceLocator(compilation.sources)
        var fingerprints = ResultFingerprints()
        let ruleBytes = extraRules.reduce(Rules.patternRules.pieces[0].count) { $0 + Rules.idRules[$1]!.pieces[0].count }
        var json = JSONWriter(capacity: ruleBytes + 1024 + resultBytes)
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
        var uriFile = -1
        var uri = ArtifactURI(text: "", relative: true)
        for (diagnostic, ruleIndex) in zip(compilation.diagnostics, ruleIndices) {
            let span = diagnostic.span
            if span.file != uriFile {
                uriFile = span.file
                uri = ArtifactURI(path: compilation.sources.path(of: span))
            }
            let start = lines.utf16Location(of: span.start, inFile: span.file)
            let end = lines.utf16Location(of: span.end, inFile: span.file)
            let ruleID = Rules.id(ofRule: ruleIndex, extra: extraRules)
            json.begin(uri.relative ? Self.relativeResult : Self.absoluteResult)
            json.fill(plain: level(diagnostic.severity))
            json.fill(plain: uri.text)
            json.fill(number: end.column)
            json.fill(number: end.line)
            json.fill(number: start.column)
            json.fill(number: start.line)
            json.fill(string: diagnostic.message, parenthesized: diagnostic.help)
            json.fill(plain: fingerprints.next(for: diagnostic, ruleID: ruleID, uri: uri.text, in: compilation.sources))
            json.fill(plain: ruleID)
            json.fill(number: ruleIndex)
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
        for id in extraRules { json.append(Rules.idRules[id]!) }
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
        return json.finish()
    }

    /// A result's layout (in `runs[0].results`, four levels deep), with its values in order:
    /// level, URI, end column, end line, start column, start line, message, fingerprint, rule
    /// id, rule index. A relative URI names its base, `%SRCROOT%`; an absolute one has none.
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

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

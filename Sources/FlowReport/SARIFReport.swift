import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowProgram
import FlowSyntax

/// SARIF 2.1.0 for code-scanning tools: one run, a rule per pattern (and per diagnostic id that
/// has no pattern), and a result per diagnostic with its physical location.
public enum SARIFReport {
    public static let version = "2.1.0"
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ compilation: Compilation, toolVersion: String) -> String {
        // The rules come first in `driver.rules` (every pattern, then each id without a pattern
        // in the order its first diagnostic comes), but the results that point at them by index
        // are written before them, since keys are sorted: find every result's rule first.
        var extraRules: [DiagnosticID] = []
        var ruleIndices: [Int] = []
        ruleIndices.reserveCapacity(compilation.diagnostics.count)
        for diagnostic in compilation.diagnostics {
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
        var json = JSONWriter(capacity: Rules.patternRules.pieces[0].count + 1024 + 640 * compilation.diagnostics.count)
        json.beginObject()
        json.key("$schema")
        json.plainString(schema)
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("results")
        json.beginArray()
        var uriFile = -1
        var uriText = ""
        for (diagnostic, ruleIndex) in zip(compilation.diagnostics, ruleIndices) {
            if diagnostic.span.file != uriFile {
                uriFile = diagnostic.span.file
                uriText = uri(compilation.sources.path(of: diagnostic.span))
            }
            let place = lines.location(of: diagnostic.span)
            json.begin(Self.result)
            json.fill(plain: level(diagnostic.severity))
            json.fill(plain: uriText)
            json.fill(number: place.column)
            json.fill(number: place.line)
            json.fill(string: diagnostic.message, parenthesized: diagnostic.help)
            json.fill(plain: Rules.id(ofRule: ruleIndex, extra: extraRules))
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
    /// level, URI, column, line, message, rule id, rule index.
    static let result = JSONWriter.template(depth: 4) { json in
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
        json.endObject()
        json.key("region")
        json.beginObject()
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
        json.key("ruleId")
        json.hole()
        json.key("ruleIndex")
        json.hole()
        json.endObject()
    }

    /// The rule descriptors, rendered once: they are the same for every report.
    enum Rules {
        /// `driver.rules` is at this depth: the document, `runs`, the run, `tool`, `driver`, `rules`.
        static let depth = 6
        static let patterns = Pattern.allCases
        static let patternSlugs = patterns.map(\.slug)
        static let patternIndex = Dictionary(uniqueKeysWithValues: patterns.enumerated().map { ($1, $0) })

        /// A rule for every pattern, in the order of `Pattern.allCases`.
        static let patternRules = JSONWriter.template(depth: depth) { json in
            for pattern in patterns {
                write(id: pattern.slug, name: pattern.name, summary: pattern.summary, level: "warning", into: &json)
            }
        }

        /// The rule of a diagnostic id that has no pattern, listed when a result uses it.
        static let idRules = Dictionary(
            uniqueKeysWithValues: DiagnosticID.allCases.filter { $0.pattern == nil }.map { id in
                let ruleID = id.rawValue
                return (id, JSONWriter.template(depth: depth) { json in
                    write(id: ruleID, name: String(ruleID.map { $0 == "-" ? " " : $0 }), summary: ruleID, level: "error", into: &json)
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

        static func write(id: String, name: String, summary: String, level: String, into json: inout JSONWriter) {
            json.beginObject()
            json.key("defaultConfiguration")
            json.beginObject()
            json.key("level")
            json.string(level)
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

    /// A relative URI reference for a path as given (`PercentEncoding.path`), so that
    /// spaces and '#' survive.
    static func uri(_ path: String) -> String {
        PercentEncoding.path(path)
    }
}

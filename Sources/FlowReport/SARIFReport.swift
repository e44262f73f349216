import FlowNavigator
import FlowProgram
import FlowSyntax

/// SARIF 2.1.0 for code-scanning tools: one run, a rule per pattern (and per diagnostic id that
/// has no pattern), and a result per diagnostic with its physical location.
public enum SARIFReport {
    public static let version = "2.1.0"
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ compilation: Compilation, toolVersion: String) -> String {
        let locator = SourceLocator()
        var rules: [JSONValue] = []
        var ruleIndex: [String: Int] = [:]
        func addRule(id: String, name: String, summary: String, level: String) {
            guard ruleIndex[id] == nil else { return }
            ruleIndex[id] = rules.count
            rules.append(
                .object([
                    "id": .string(id),
                    "name": .string(name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()),
                    "shortDescription": .object(["text": .string(summary)]),
                    "defaultConfiguration": .object(["level": .string(level)]),
                ]))
        }
        for pattern in Pattern.allCases {
            addRule(id: pattern.slug, name: pattern.name, summary: pattern.summary, level: "warning")
        }
        var results: [JSONValue] = []
        for diagnostic in compilation.diagnostics {
            let pattern = diagnostic.pattern.flatMap { name in Pattern.allCases.first { $0.name == name } }
            // A task's blocked or unreachable path is reported under the pattern that blocks it.
            let ruleID = pattern?.slug ?? diagnostic.id.rawValue
            if pattern == nil {
                addRule(id: ruleID, name: String(ruleID.map { $0 == "-" ? " " : $0 }), summary: ruleID, level: "error")
            }
            let place = locator.location(of: diagnostic.span)
            var message = diagnostic.message
            if let help = diagnostic.help { message += " (" + help + ")" }
            results.append(
                .object([
                    "ruleId": .string(ruleID),
                    "ruleIndex": .number(ruleIndex[ruleID] ?? 0),
                    "level": .string(level(diagnostic.severity)),
                    "message": .object(["text": .string(message)]),
                    "locations": .array([
                        .object([
                            "physicalLocation": .object([
                                "artifactLocation": .object(["uri": .string(uri(diagnostic.span.file.path))]),
                                "region": .object([
                                    "startLine": .number(place.line),
                                    "startColumn": .number(place.column),
                                ]),
                            ])
                        ])
                    ]),
                ]))
        }
        return JSONValue.object([
            "$schema": .string(schema),
            "version": .string(version),
            "runs": .array([
                .object([
                    "tool": .object([
                        "driver": .object([
                            "name": .string("flowmap"),
                            "version": .string(toolVersion),
                            "rules": .array(rules),
                        ])
                    ]),
                    "results": .array(results),
                ])
            ]),
        ]).serialized()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative URI reference for a path as given: every byte outside the unreserved set
    /// and '/' is percent-encoded (RFC 3986), so spaces and '#' survive.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let unreserved =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
            if unreserved {
                out.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}

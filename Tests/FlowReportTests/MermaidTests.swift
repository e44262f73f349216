import Foundation
import Testing
import FlowSyntax
import FlowNavigator
@testable import FlowReport

/// The Mermaid picture of each task is well formed: one lane per profile, every node an edge
/// uses is declared, and labels are escaped.
@Suite struct MermaidTests {
    static func diagrams(_ name: String) throws -> [String] {
        let compilation = try GoldenTests.compile(name)
        #expect(!compilation.tasks.isEmpty)
        return compilation.tasks.map {
            MermaidDiagram.render($0, start: compilation.program.screens[$0.task.start].name)
        }
    }

    @Test(arguments: ["tour", "flows", "escaping"])
    func structure(_ name: String) throws {
        for diagram in try Self.diagrams(name) {
            let lines = diagram.split(separator: "\n").map(String.init)
            #expect(lines.first == "```mermaid")
            #expect(lines.last == "```")
            #expect(lines.filter { $0.hasPrefix("  subgraph ") }.count == 7)
            #expect(lines.filter { $0 == "  end" }.count == 7)
            var declared = Set<String>()
            var used: [String] = []
            for line in lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if let arrow = trimmed.range(of: " --> ") ?? trimmed.range(of: " -.-> ") {
                    used.append(String(trimmed[..<arrow.lowerBound]))
                    used.append(String(trimmed[arrow.upperBound...]))
                } else if let open = trimmed.firstIndex(where: { $0 == "[" || $0 == "(" }), !trimmed.hasPrefix("subgraph") {
                    declared.insert(String(trimmed[..<open]))
                }
            }
            #expect(!used.isEmpty)
            for id in used { #expect(declared.contains(id), "edge uses undeclared node \(id)") }
        }
    }

    /// Inside a label, only entity codes: no raw quote, angle bracket, backtick or pipe.
    @Test func labelsAreEscaped() throws {
        for diagram in try Self.diagrams("escaping") {
            for line in diagram.split(separator: "\n") where line.contains("[\"") {
                let inner = line.drop { $0 != "\"" }.dropFirst().reversed().drop { $0 != "\"" }.dropFirst().reversed()
                let label = String(inner)
                #expect(!label.contains("\""), "raw quote in \(line)")
                #expect(!label.contains("<") && !label.contains(">"), "raw angle bracket in \(line)")
                #expect(!label.contains("`") && !label.contains("|"), "raw backtick or pipe in \(line)")
            }
        }
        #expect(MermaidDiagram.label("a\"b<c>|`d#e\nf") == "a#quot;b#lt;c#gt;#124;#96;d#35;e f")
    }

    /// A blocked step is drawn in red and names its pattern.
    @Test func blockedStepsAreRedWithTheirPattern() throws {
        let diagram = try Self.diagrams("tour").joined()
        #expect(diagram.contains("⛔ Swipe Trap\"]:::blocked"))
        #expect(diagram.contains("classDef blocked"))
        #expect(diagram.contains("no way: ⛔ Swallowed Control"))
    }
}

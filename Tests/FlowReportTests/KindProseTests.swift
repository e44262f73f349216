import Foundation
import Testing
import FlowProgram
import FlowSyntax

import FlowReport

/// Prose that lists kinds by hand, since it words them its own way ("text field"), must name
/// every kind the table of element kinds puts in the list: adding a kind that holds a value
/// fails here until the explanation and grammar.md say it.
@Suite struct KindProseTests {
    static let valueHolders = ElementKind.allCases.filter { $0.model.holdsValue }.map(\.rawValue)

    @Test(arguments: valueHolders)
    func overGroupedControlsExplanationNamesTheKind(_ word: String) {
        #expect(PatternGuide.explanation(for: .overGroupedControl).what.contains(word))
    }

    @Test(arguments: valueHolders)
    func grammarsPatternRowNamesTheKind(_ word: String) throws {
        let grammar = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("grammar.md"), encoding: .utf8)
        let row = grammar.split(separator: "\n").first { $0.hasPrefix("| `over-grouped-control` |") } ?? ""
        #expect(row.contains(word), "grammar.md's over-grouped-control row does not name \(word)")
    }

    @Test func theListIsNotEmpty() {
        #expect(Self.valueHolders.contains("slider"))
        #expect(!PatternGuide.explanation(for: .overGroupedControl).what.contains("no-such-kind"))
    }
}

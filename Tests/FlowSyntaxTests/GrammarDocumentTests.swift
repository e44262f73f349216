import Foundation
import Testing

@testable import FlowSyntax

/// grammar.md is the language reference: every closed word set of the language and every
/// diagnostic id must be written in it, so that adding a keyword without documenting it fails.
@Suite struct GrammarDocumentTests {
    /// The package root is two levels above this file (Tests/FlowSyntaxTests/).
    static let documentPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("grammar.md")
        .path

    static func document() throws -> String {
        try String(contentsOfFile: documentPath, encoding: .utf8)
    }

    /// Whether `word` is written as inline code: `word`.
    static func mentions(_ word: String, in document: String) -> Bool {
        document.contains("`\(word)`")
    }

    @Test func documentIsReadable() throws {
        let document = try Self.document()
        #expect(!document.isEmpty, "grammar.md at \(Self.documentPath) is empty")
    }

    @Test(arguments: ElementKind.allCases.map(\.rawValue))
    func elementKindIsDocumented(_ word: String) throws {
        #expect(Self.mentions(word, in: try Self.document()), "grammar.md does not mention the element kind `\(word)`")
    }

    @Test(arguments: AttributeKeyword.allCases.filter { $0 != .arrow }.map(\.rawValue))
    func attributeKeywordIsDocumented(_ word: String) throws {
        #expect(Self.mentions(word, in: try Self.document()), "grammar.md does not mention the attribute `\(word)`")
    }

    @Test func arrowIsDocumented() throws {
        #expect(Self.mentions("->", in: try Self.document()), "grammar.md does not mention `->`")
    }

    @Test(arguments: StepKeyword.allCases.map(\.rawValue))
    func stepKeywordIsDocumented(_ word: String) throws {
        #expect(Self.mentions(word, in: try Self.document()), "grammar.md does not mention the step `\(word)`")
    }

    @Test(arguments: TopLevelKeyword.allCases.map(\.rawValue))
    func topLevelKeywordIsDocumented(_ word: String) throws {
        #expect(Self.mentions(word, in: try Self.document()), "grammar.md does not mention the top-level keyword `\(word)`")
    }

    @Test(arguments: GestureKind.allCases.map(\.rawValue))
    func gestureIsDocumented(_ word: String) throws {
        #expect(Self.mentions(word, in: try Self.document()), "grammar.md does not mention the gesture `\(word)`")
    }

    @Test(arguments: Edge.allCases.map(\.rawValue))
    func edgeIsDocumented(_ word: String) throws {
        #expect(Self.mentions(word, in: try Self.document()), "grammar.md does not mention the edge `\(word)`")
    }

    @Test(arguments: DiagnosticID.allCases.map(\.rawValue))
    func diagnosticIDIsDocumented(_ id: String) throws {
        #expect(Self.mentions(id, in: try Self.document()), "grammar.md does not list the diagnostic id `\(id)`")
    }

    /// The check itself can fail: a word that is not in the document is reported missing.
    @Test func missingWordIsNoticed() throws {
        let document = try Self.document()
        #expect(!Self.mentions("no-such-keyword-in-flow", in: document))
        #expect(!Self.mentions("button", in: "button without backticks"))
    }
}

import Foundation
import Testing
import FlowSyntax

@testable import FlowProgram

/// A kind is added by the recipe of docs/architecture.md ("Add an element kind"): its case and
/// keyword, its row in the table of element kinds, and outside Sources its grammar entry, its
/// fuzz dictionary words and a fixture. The table's switch has no default, so a missing row does
/// not compile; this suite fails for each of the others that is forgotten, and for a row that
/// contradicts itself.
@Suite struct ElementKindTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every line of every navigator fixture: the flows whose paths a test compiles.
    static let fixtureLines: [Substring] = {
        let folder = root.appendingPathComponent("Tests/FlowNavigatorTests/Fixtures")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "flow" } ?? []
        return files.flatMap { (try? String(contentsOf: $0, encoding: .utf8))?.split(separator: "\n") ?? [] }
    }()

    @Test(arguments: ElementKind.allCases)
    func kindIsALexerKeywordThatMapsBack(_ kind: ElementKind) {
        let keyword = Keyword(rawValue: kind.rawValue)
        #expect(keyword != nil, "Keyword.swift has no case '\(kind.rawValue)'")
        #expect(ElementKind(keyword) == kind, "ElementKind.init?(_: Keyword?) does not map '\(kind.rawValue)'")
    }

    @Test(arguments: ElementKind.allCases)
    func kindHasItsGrammarEntries(_ kind: ElementKind) throws {
        let grammar = try Self.read("grammar.md")
        #expect(grammar.contains("| `\(kind.rawValue)` |"), "grammar.md's table of element kinds has no row for `\(kind.rawValue)`")
        let production = grammar.components(separatedBy: "KIND    =").dropFirst().first?.components(separatedBy: ";").first ?? ""
        #expect(production.contains("\"\(kind.rawValue)\""), "grammar.md's KIND production lacks \"\(kind.rawValue)\"")
    }

    @Test(arguments: ElementKind.allCases)
    func kindIsInTheFuzzDictionary(_ kind: ElementKind) throws {
        let dictionary = try Self.read("Fuzz/flow.dict")
        #expect(dictionary.contains("=\"\(kind.rawValue)\"\n"), "Fuzz/flow.dict lacks \"\(kind.rawValue)\"")
        #expect(dictionary.contains("=\"\(kind.rawValue) \"\n"), "Fuzz/flow.dict lacks \"\(kind.rawValue) \"")
    }

    @Test(arguments: ElementKind.allCases)
    func aNavigatorFixtureUsesKind(_ kind: ElementKind) {
        let used = Self.fixtureLines.contains { line in
            let words = line.drop { $0 == " " }
            return words == kind.rawValue || words.hasPrefix(kind.rawValue + " ")
        }
        #expect(used, "no fixture in Tests/FlowNavigatorTests/Fixtures has an element '\(kind.rawValue)'")
    }

    /// What one row says must hold together: these are the spec's own implications (§3, §4b,
    /// §9.2), so a new row that breaks one is wrong, not new.
    @Test(arguments: ElementKind.allCases)
    func rowIsConsistent(_ kind: ElementKind) {
        let model = kind.model
        let word = kind.rawValue
        // Only controls hold a value, show an icon or adjust natively.
        if model.holdsValue || model.showsIcon || model.isNativelyAdjustable { #expect(model.isControl, "\(word)") }
        // A native adjustable is announced as one and moved by the keyboard's arrows (§3).
        #expect(model.isNativelyAdjustable == (model.role == .adjustable), "\(word)")
        #expect(model.isNativelyAdjustable == (model.keyboard == .arrows), "\(word)")
        // Touch taps anything but a native adjustable (§4b).
        if model.touch != .tap { #expect(model.isNativelyAdjustable, "\(word)") }
        // Only a container's string is a name for the file alone; only controls need the
        // control's size at Larger Text.
        if model.text == .referenceName { #expect(model.children == .members, "\(word)") }
        #expect(model.isControl == (model.largerText == .control), "\(word)")
        #expect(model.role != .dimmed, "dimmed is a state, not a kind's role: \(word)")
    }

    @Test func messagesNameTheHoldersTheRowsDeclare() {
        let named = ElementKind.holdersInMessages
        #expect(Set(named) == Set(ElementKind.allCases.filter { $0.model.holdsElements }))
        #expect(named.count == Set(named).count)
    }

    @Test func listsAreWordedAsMessagesWord() {
        #expect(ElementKind.list(ElementKind.words(where: \.showsIcon), "and") == "button, link, toggle and menu")
        #expect(ElementKind.list(ElementKind.words(where: \.isNativelyAdjustable, articles: true), "or") == "a slider or a stepper")
        #expect(ElementKind.list(["one"], "or") == "one")
        #expect(ElementKind.list([], "or") == "")
    }

    /// The checks themselves can fail: a word no file has is reported missing.
    @Test func aMissingEntryIsNoticed() throws {
        #expect(Keyword(rawValue: "no-such-kind") == nil)
        #expect(!(try Self.read("Fuzz/flow.dict")).contains("=\"no-such-kind\"\n"))
        #expect(!Self.fixtureLines.contains { $0.drop { $0 == " " }.hasPrefix("no-such-kind ") })
        #expect(!Self.fixtureLines.isEmpty)
    }
}

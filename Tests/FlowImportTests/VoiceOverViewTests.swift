import FlowProgram
import FlowSyntax
import Foundation
import Testing

@testable import FlowImport

/// The mapping's rules on small dumps written for them (the fuzzer's seeds in Fuzz/dumps).
@Suite struct VoiceOverViewTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/dumps")

    static func screen(_ name: String) throws -> ImportedScreen {
        let data = try Data(contentsOf: seeds.appendingPathComponent(name))
        let result = DumpImport.run(SourceSet([SourceFile(path: name, bytes: Array(data))]))
        return try #require(result.screens.first, "\(result.diagnostics.map(\.message))")
    }

    @Test func everyImportedTraitIsTheLanguagesWord() {
        for trait in ImportedTrait.allCases { #expect(Trait(rawValue: trait.rawValue) != nil, "\(trait.rawValue)") }
    }

    @Test func rowsBarsAndControls() throws {
        let screen = try Self.screen("list.txt")
        #expect(screen.name == "Cart" && screen.scrolls)
        let kinds = screen.elements.map { "\($0.kind.rawValue) \($0.spokenName ?? $0.text ?? "")" }
        // The status bar is dropped; the navigation bar comes first although the table's frame
        // starts above it; the segmented control (y 650) is read before the Share button (700).
        #expect(kinds == ["group Cart bar", "header ITEMS", "cell Leaf mug", "cell Gift wrap", "cell Home", "picker Size", "button Share", "group Tab Bar"])
        let cells = screen.elements.filter { $0.kind == .cell }
        #expect(cells.map(\.accessory) == [.disclosure, .switch, .info])
        #expect(cells[0].children.map(\.text) == ["$12"] && cells[0].traits == [.selected])
        #expect(cells[1].value == "On")
        let share = try #require(screen.elements.first { $0.label == "Share" })
        #expect(share.size == ImportedSize(width: 44, height: 44) && share.icon == "square.and.arrow.up" && share.text == nil)
        let bar = try #require(screen.elements.first)
        #expect(bar.traits == [.navigationBar] && bar.children.map(\.kind) == [.button, .header])
        #expect(bar.children[1].inference == .title && bar.children[0].size == nil)
        let tabs = try #require(screen.elements.last)
        #expect(tabs.children.map(\.value) == [nil, "2"] && tabs.children.allSatisfy { $0.size == nil })
    }

    @Test func anAlertIsAllVoiceOverSees() throws {
        let screen = try Self.screen("escaped.txt")
        #expect(screen.presentation == .alert && screen.name == "Sign in failed")
        #expect(screen.elements.map(\.spokenName) == ["Sign in failed", "OK"])
    }

    @Test func aPageSourcesRowsAccessoriesAndFoldedLinks() throws {
        let screen = try Self.screen("page.xml")
        #expect(screen.leftOut == 1)
        let names = screen.allElements.map { "\($0.kind.rawValue) \($0.spokenName ?? $0.text ?? "")" }
        #expect(names == ["group Profile bar", "header Profile", "cell Name", "text Ana", "link Terms", "text Page control"])
        #expect(screen.elements[1].accessory == .checkmark)
        #expect(screen.elements.last?.adjustable == true && screen.elements.last?.value == "page 1 of 3")
    }

    @Test func theXcode8TraitsGiveHeadersAndStates() throws {
        let screen = try Self.screen("query.txt")
        #expect(screen.shape == .queryOutput && screen.name == "Demo")
        #expect(screen.elements.map(\.traits) == [[], [.header, .selected]])
    }

    @Test func readingOrderGroupsLinesByTheirTops() {
        let boxes: [DumpFrame?] = [
            DumpFrame(x: 200, y: 10, width: 50, height: 40), DumpFrame(x: 0, y: 15, width: 50, height: 40),
            DumpFrame(x: 0, y: 100, width: 50, height: 40),
        ]
        #expect(ReadingOrder.sorted(boxes, rightToLeft: false) == [1, 0, 2])
        #expect(ReadingOrder.sorted(boxes, rightToLeft: true) == [0, 1, 2])
        #expect(ReadingOrder.sorted([boxes[0], nil], rightToLeft: false) == [0, 1])
    }

    @Test func aDraftSizeIsTheGrammarsNumber() {
        #expect(DraftWriter.number(44) == "44" && DraftWriter.number(40.5) == "40.5" && DraftWriter.number(14.33) == "14.33")
        #expect(DraftWriter.number(0) == nil && DraftWriter.number(200_000) == nil && DraftWriter.number(0.001) == nil)
    }
}

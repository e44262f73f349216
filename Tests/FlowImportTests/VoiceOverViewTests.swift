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

    /// A row read as checked only from its `Selected` flag is a guess the draft says it made; a
    /// row with a checkmark image is not.
    @Test func aCheckmarkFromTheSelectedFlagAloneIsInferred() throws {
        let dump = """
            Attributes:
            Application, 0x1, pid: 1, label: 'Units'
             Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
              Table, 0x3, {{0.0, 0.0}, {390.0, 844.0}}
               Cell, 0x4, {{0.0, 100.0}, {390.0, 44.0}}, Selected
                StaticText, 0x5, {{16.0, 110.0}, {200.0, 20.0}}, label: 'Celsius'
               Cell, 0x6, {{0.0, 144.0}, {390.0, 44.0}}
                StaticText, 0x7, {{16.0, 154.0}, {200.0, 20.0}}, label: 'Fahrenheit'
                Image, 0x8, {{350.0, 156.0}, {20.0, 20.0}}, identifier: 'checkmark'

            """
        let result = DumpImport.run(SourceSet([SourceFile(path: "units.txt", text: dump)]))
        let cells = try #require(result.screens.first).elements.filter { $0.kind == .cell }
        #expect(cells.map(\.accessory) == [.checkmark, .checkmark])
        #expect(cells.map(\.inference) == [.selectedRow, nil])
        #expect(result.draft?.contains("cell \"Celsius\" accessory checkmark  # inferred: a selected row, read as a checkmark") == true, "\(result.draft ?? "")")
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

    /// Rows below what a list shows are no elements of the draft, but VoiceOver scrolls to
    /// them: one comment after the list's last element names them (ten, then how many more);
    /// what lies off screen outside a list is only counted.
    @Test func rowsOffScreenInAListAreNamedAfterIt() throws {
        var lines = [
            "Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}",
            "  Table, 0x2, {{0.0, 0.0}, {390.0, 760.0}}",
        ]
        for row in 0..<15 {
            lines.append("    Cell, 0x\(row + 10), {{0.0, \(Double(row) * 130.0)}, {390.0, 44.0}}")
            lines.append("      StaticText, 0x\(row + 50), {{16.0, \(Double(row) * 130.0 + 12.0)}, {200.0, 20.0}}, label: 'Row \(row)'")
        }
        lines += [
            "  Button, 0x90, {{0.0, 2000.0}, {100.0, 44.0}}, label: 'Far away'",
            "  TabBar, 0x91, {{0.0, 760.0}, {390.0, 84.0}}",
            "    Button, 0x92, {{0.0, 770.0}, {195.0, 48.0}}, label: 'Home', Selected",
        ]
        let result = DumpImport.run(SourceSet([SourceFile(path: "Rows.txt", text: lines.joined(separator: "\n") + "\n")]))
        let screen = try #require(result.screens.first)
        #expect(screen.scrolls && screen.leftOut == 9)
        #expect(screen.elements.map { $0.spokenName ?? $0.text ?? "" } == (0..<7).map { "Row \($0)" } + ["Tab bar"])
        #expect(screen.elements[6].offScreenAfter == (7..<15).map { "Row \($0)" })
        let draft = try #require(result.draft)
        let comment = try #require(draft.components(separatedBy: "\n").firstIndex { $0.contains("# TODO off screen:") })
        let draftLines = draft.components(separatedBy: "\n")
        #expect(draftLines[comment - 1] == "  cell \"Row 6\"")
        #expect(draftLines[comment].hasPrefix("  # TODO off screen: the list has 8 more elements off screen, which VoiceOver reaches by scrolling"))
        #expect(draftLines[comment].hasSuffix(": \"Row 7\", \"Row 8\", \"Row 9\", \"Row 10\", \"Row 11\", \"Row 12\", \"Row 13\", \"Row 14\""))
        #expect(!draft.contains("Far away") && draft.components(separatedBy: "off screen:").count == 2)
        let checked = Frontend.run(SourceSet([SourceFile(path: "draft.flow", text: draft)]))
        #expect(!checked.diagnostics.contains { $0.severity == .error })
        let many = (0..<13).map { "Row \($0)" }
        #expect(DraftWriter.offScreenComment(many).hasSuffix(#""Row 8", "Row 9" and 3 more"#))
        #expect(DraftWriter.offScreenComment(["Say \"hi\"\n"]).hasSuffix(#"1 more element off screen, which VoiceOver reaches by scrolling; add those the task needs: "Say \"hi\" ""#))
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

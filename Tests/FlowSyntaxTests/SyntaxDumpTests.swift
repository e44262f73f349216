import Foundation
import Testing
import FlowSyntax

/// Valid inputs and their syntax trees, as `SyntaxDump` prints them. Each input must parse
/// with no diagnostic and give exactly its dump.
@Suite struct SyntaxDumpTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let input: String
        let dump: String
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "empty file", input: "", dump: ""),
        Row(name: "comments and blank lines only", input: "# A comment.\n\n   # Indented by three.\n\n", dump: ""),
        Row(name: "a screen without a line end", input: #"screen "A" scrolls"#, dump: "screen \"A\" scrolls\n"),
        Row(
            name: "every element kind",
            input: """
                screen "Kinds"
                  header "Header"
                  text "Text"
                  image "photo"
                  button "Button"
                  link "Link"
                  group "Group"
                  toggle "Toggle"
                  field "Field"
                  slider "Slider"
                  stepper "Stepper"
                  picker "Picker"
                    button "Option"

                """,
            dump: """
                screen "Kinds"
                  header "Header"
                  text "Text"
                  image "photo"
                  button "Button"
                  link "Link"
                  group "Group"
                  toggle "Toggle"
                  field "Field"
                  slider "Slider"
                  stepper "Stepper"
                  picker "Picker"
                    button "Option"

                """),
        Row(
            name: "icon elements and unnamed elements",
            input: """
                screen "Icons"
                  button icon "gearshape"
                  link icon "chevron.right" label "Next"
                  toggle icon "bell" value "On"
                  button
                    text "A whole row"
                  group

                """,
            dump: """
                screen "Icons"
                  button icon "gearshape"
                  link icon "chevron.right" label "Next"
                  toggle icon "bell" value "On"
                  button
                    text "A whole row"
                  group

                """),
        Row(
            name: "every attribute, inline",
            input: """
                screen "Inline"
                  button "A" label "L" value "V" hint "H" input "One", "Two" traits selected, not-enabled size 44.5x30
                  group "B" combine hidden
                  group "C" contain
                  group "D" ignore adjustable
                  button "E" -> "Inline" action "Act" action "Go" -> "Inline"
                  text "F" swipe-action "Delete" swipe-action "Archive" -> "Inline"
                  group "G" gesture tap "T" gesture double-tap "D" gesture long-press "L" -> "Inline"
                  group "H" gesture swipe "S" gesture drag "Dr" gesture pinch "P" edge bottom safe-area
                  text "I" truncates fixed-height

                """,
            dump: """
                screen "Inline"
                  button "A" label "L" value "V" hint "H" input "One", "Two" traits selected, not-enabled size 44.5x30
                  group "B" combine hidden
                  group "C" contain
                  group "D" ignore adjustable
                  button "E" -> "Inline" action "Act" action "Go" -> "Inline"
                  text "F" swipe-action "Delete" swipe-action "Archive" -> "Inline"
                  group "G" gesture tap "T" gesture double-tap "D" gesture long-press "L" -> "Inline"
                  group "H" gesture swipe "S" gesture drag "Dr" gesture pinch "P" edge bottom safe-area
                  text "I" truncates fixed-height

                """),
        Row(
            name: "attributes on their own lines join the element's, in reading order",
            input: """
                screen "Lines"
                  button "Go" label "Start"
                    hint "Starts the order"
                    -> "Lines"
                    text "Child"
                    traits selected
                    size 44x44
                  group "Row"
                    input "Row", "Line"
                    edge leading
                    gesture drag "Move"

                """,
            dump: """
                screen "Lines"
                  button "Go" label "Start" hint "Starts the order" -> "Lines" traits selected size 44x44
                    text "Child"
                  group "Row" input "Row", "Line" edge leading gesture drag "Move"

                """),
        Row(
            name: "when voiceover inline, on an element and on an attribute line",
            input: """
                screen "VoiceOver"
                  group "Row" contain when voiceover combine label "Row"
                  button "Close"
                    when voiceover label "Close the menu" hint "Goes back"

                """,
            dump: """
                screen "VoiceOver"
                  group "Row" contain when voiceover combine label "Row"
                  button "Close" when voiceover label "Close the menu" hint "Goes back"

                """),
        Row(
            name: "when voiceover as a block",
            input: """
                screen "Product detail"
                  group "Colors" contain
                    when voiceover
                      ignore
                      label "Available colors"
                      adjustable
                    button "Blue" traits selected
                    label "Colors"

                """,
            dump: """
                screen "Product detail"
                  group "Colors" contain label "Colors" when voiceover ignore label "Available colors" adjustable
                    button "Blue" traits selected

                """),
        Row(
            name: "escapes",
            input: #"""
                screen "Quotes"
                  text "Say \"hi\""
                  text "C:\\Drinks"
                  text "\\\""
                  text ""

                """#,
            dump: #"""
                screen "Quotes"
                  text "Say \"hi\""
                  text "C:\\Drinks"
                  text "\\\""
                  text ""

                """#),
        Row(
            name: "multi-byte text",
            input: """
                screen "Café · 3 €"
                  text "🍵 Tea for two"
                  button "Ärger" label "日本語のラベル"
                  text "👩‍👩‍👧 family"

                """,
            dump: """
                screen "Café · 3 €"
                  text "🍵 Tea for two"
                  button "Ärger" label "日本語のラベル"
                  text "👩‍👩‍👧 family"

                """),
        Row(
            name: "CRLF line ends",
            input: "screen \"A\"\r\n  text \"B\"\r\n\r\n  text \"C\" # note\r\ntask \"T\"\r\n  start \"A\"\r\n",
            dump: "screen \"A\"\n  text \"B\"\n  text \"C\"\ntask \"T\"\n  start \"A\"\n"),
        Row(
            name: "a byte-order mark",
            input: "\u{FEFF}screen \"A\"\n  text \"B\"\n",
            dump: "screen \"A\"\n  text \"B\"\n"),
        Row(
            name: "comments everywhere; '#' in a string is text",
            input: """
                # Before everything.
                screen "Menu" # after a screen
                  # between elements
                  text "Item #1" # after an element
                    # under an element, deeper than it
                  button "Go #2" -> "Menu" #no space
                # between blocks
                task "Order" # after a task
                  # inside a task
                  start "Menu" # after a step
                # at the end, without a line end
                """,
            dump: """
                screen "Menu"
                  text "Item #1"
                  button "Go #2" -> "Menu"
                task "Order"
                  start "Menu"

                """),
        Row(
            name: "every step form",
            input: """
                task "Steps"
                  start "A"
                  activate "Go"
                  activate "Edit" in "Leaf mug"
                  activate icon "gearshape"
                  activate icon "pencil" in "Row"
                  choose "Pink" in "Colors"
                  find "Total"
                  find "Total" in "Summary"
                  expect voiceover at most 1 step
                  expect touch at most 12 steps
                  expect switch-control at most 0 steps
                  waive pointer "Routed to the web page"

                """,
            dump: """
                task "Steps"
                  start "A"
                  activate "Go"
                  activate "Edit" in "Leaf mug"
                  activate icon "gearshape"
                  activate icon "pencil" in "Row"
                  choose "Pink" in "Colors"
                  find "Total"
                  find "Total" in "Summary"
                  expect voiceover at most 1 step
                  expect touch at most 12 steps
                  expect switch-control at most 0 steps
                  waive pointer "Routed to the web page"

                """),
        Row(
            name: "blank lines with odd indentation are ignored",
            input: "screen \"A\"\n   \n  text \"B\"\n \n     \n    \t \n  text \"C\"\n\n\n",
            dump: "screen \"A\"\n  text \"B\"\n  text \"C\"\n"),
        Row(
            name: "nesting, and dedents to every open level",
            input: """
                screen "Deep"
                  group "1"
                    group "1.1"
                      link "1.1.1" -> "Deep"
                        text "1.1.1.1"
                    text "1.2"
                  text "2"

                """,
            dump: """
                screen "Deep"
                  group "1"
                    group "1.1"
                      link "1.1.1" -> "Deep"
                        text "1.1.1.1"
                    text "1.2"
                  text "2"

                """),
        Row(
            name: "screens come before tasks in the dump, each in file order",
            input: """
                task "First"
                  start "B"
                screen "B"
                task "Second"
                  start "A"
                screen "A"

                """,
            dump: """
                screen "B"
                screen "A"
                task "First"
                  start "B"
                task "Second"
                  start "A"

                """),
        Row(
            name: "spacing between tokens is free",
            input: "screen   \"A\"    scrolls\t\n  button \"Go\"->\"A\"   label \"L\"  \n",
            dump: "screen \"A\" scrolls\n  button \"Go\" -> \"A\" label \"L\"\n"),
    ]

    @Test(arguments: rows)
    func dump(_ row: Row) {
        let file = SourceFile(path: "row.flow", text: row.input)
        let (syntax, diagnostics) = Parser.parse(file, index: 0)
        #expect(diagnostics.map { "\($0.id.rawValue): \($0.message)" } == [])
        #expect(SyntaxDump.dump(syntax) == row.dump)
    }

    /// A dump is itself valid input that gives the same dump.
    @Test(arguments: rows)
    func dumpParsesBack(_ row: Row) {
        let dump = SyntaxDump.dump(Parser.parse(SourceFile(path: "row.flow", text: row.input), index: 0).syntax)
        let (again, diagnostics) = Parser.parse(SourceFile(path: "dump.flow", text: dump), index: 0)
        #expect(diagnostics.isEmpty)
        #expect(SyntaxDump.dump(again) == dump)
    }

    @Test func stringValuesBehindTheDump() throws {
        let file = SourceFile(path: "a.flow", text: #"screen "A \"B\" \\ C · €""# + "\n")
        let (syntax, _) = Parser.parse(file, index: 0)
        #expect(syntax.screens.first?.name.text == #"A "B" \ C · €"#)
    }

    // MARK: The tour

    /// The repository root is three levels above this file; the spec folder sits beside it.
    static let tourPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/spec/tour.flow").path

    @Test func tourParsesWithoutDiagnostics() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.tourPath), "missing \(Self.tourPath)")
        let (syntax, diagnostics) = Parser.parse(SourceFile(path: "tour.flow", bytes: Array(data)), index: 0)
        #expect(diagnostics.map { "\($0.id.rawValue): \($0.message)" } == [])
        #expect(syntax.screens.count == 11)
        #expect(syntax.tasks.count == 12)

        let products = try #require(syntax.screens.first { $0.name.text == "Products" })
        let link = try #require(products.elements.firstIndex { $0.kind == .link })
        let elements = products.elements
        #expect(elements[link].text?.text == "iPhone 17")
        // Six children (an image, two texts, the "Rating" group, two buttons) and the group's
        // two star images: eight descendants.
        #expect(elements[link].subtreeEnd - link - 1 == 8)
        #expect(elements.indices.filter { elements[$0].parent == link }.count == 6)
        let rating = try #require(elements.firstIndex { $0.text?.text == "Rating" })
        #expect(elements[rating].subtreeEnd == rating + 3)
        #expect(elements[rating].depth == 2)

        let task = try #require(syntax.tasks.first { $0.name.text == "Add to cart from the final list" })
        #expect(task.steps.count == 3)
        let dump = SyntaxDump.dump(syntax)
        #expect(dump.contains("\n  expect voiceover at most 3 steps\n"))
        #expect(dump.contains("\n    when voiceover ignore label \"Available colors\" adjustable\n") == false)
        #expect(dump.contains("\n  group \"Colors\" contain when voiceover ignore label \"Available colors\" adjustable\n"))
    }

    /// `subtreeEnd` agrees with the parent links on every screen of the tour.
    @Test func tourSubtreesMatchParents() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.tourPath), "missing \(Self.tourPath)")
        let (syntax, _) = Parser.parse(SourceFile(path: "tour.flow", bytes: Array(data)), index: 0)
        for screen in syntax.screens {
            let elements = screen.elements
            for index in elements.indices {
                for other in elements.indices where other != index {
                    var ancestor = elements[other].parent
                    var isDescendant = false
                    while let current = ancestor {
                        if current == index { isDescendant = true }
                        ancestor = elements[current].parent
                    }
                    let inRange = (index + 1..<elements[index].subtreeEnd).contains(other)
                    #expect(isDescendant == inRange, "screen \(screen.name.text): element \(other) under \(index)")
                }
                let depth = elements[index].parent.map { elements[$0].depth + 1 } ?? 1
                #expect(elements[index].depth == depth)
            }
        }
    }
}

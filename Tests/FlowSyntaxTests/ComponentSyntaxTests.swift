import Testing
@testable import FlowSyntax

/// The lines of components, repetition and names per feature (navigator-model.md §9.1).
@Suite struct ComponentSyntaxTests {
    static func parse(_ text: String) -> (syntax: FileSyntax, diagnostics: [Diagnostic]) {
        Parser.parse(SourceFile(path: "a.flow", text: text), index: 0)
    }

    @Test func componentsUsesRepeatsAndFilesAreRead() {
        let (syntax, diagnostics) = Self.parse("""
            component "R"
              text "{1}" repeat 2 -> "S" from "x.flow"
            screen "S"
              group "G"
                use "R" from "a" with "x", "y" repeat 3
              text "End"
            task "T"
              start "S" from "b"
              find "x"
            """)
        #expect(diagnostics.isEmpty)
        #expect(syntax.screens.map(\.name.text) == ["S"])
        #expect(syntax.components.map(\.name.text) == ["R"])
        #expect(SyntaxDump.dump(syntax) == """
            screen "S"
              group "G"
                use "R" from "a" with "x", "y" repeat 3
              text "End"
            task "T"
              start "S" from "b"
              find "x"
            component "R"
              text "{1}" -> "S" from "x.flow" repeat 2

            """)
        // A `use` is a line of its own, not an element: the group holds no element line.
        #expect(syntax.screens[0].elements.map(\.kind) == [.group, .text])
        #expect(syntax.screens[0].elements.map(\.subtreeEnd) == [1, 2])
        #expect(syntax.screens[0].uses.map(\.parent) == [0])
        #expect(syntax.screens[0].uses.map(\.position) == [1])
        #expect(syntax.screens[0].uses.map(\.depth) == [2])
        #expect(syntax.components[0].elements.map(\.repetition?.count) == [2])
    }

    @Test func aUseLineTakesNoAttributesAndNoChildren() {
        let (_, diagnostics) = Self.parse("""
            screen "S"
              use "R" label "x"
              use "R"
                text "Child"
              use
            """)
        #expect(diagnostics.map(\.id) == [.problem(.expectedToken), .problem(.misplacedLine), .problem(.expectedToken)])
    }
}

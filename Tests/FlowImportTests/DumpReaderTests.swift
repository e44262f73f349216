import FlowSyntax
import Testing

@testable import FlowImport

/// The readers on the real dumps: what each holds, read as the dump says it.
@Suite struct DumpReaderTests {
    static func read(_ name: String) throws -> (DumpTree?, [Diagnostic]) {
        let sources = SourceSet([try SharedDumps.source(name)])
        let reading = DumpReader.read(0, in: sources)
        return (reading.tree, reading.diagnostics)
    }

    static func read(text: String) -> (DumpTree?, [Diagnostic]) {
        let reading = DumpReader.read(0, in: SourceSet([SourceFile(path: "dump.txt", text: text)]))
        return (reading.tree, reading.diagnostics)
    }

    @Test func theDumpsAreThere() {
        #expect(SharedDumps.wholeScreens.count >= 7)
        #expect(SharedDumps.fragments.count >= 7)
    }

    @Test(arguments: SharedDumps.names)
    func everyDumpReadsWithoutError(_ name: String) throws {
        let (tree, diagnostics) = try Self.read(name)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        let read = try #require(tree)
        #expect(!read.roots.isEmpty)
        #expect(read.format == (name.hasSuffix(".xml") ? .pageSource : .debugDescription))
    }

    @Test func debugDescriptionNestsByIndentationAndKeepsFields() throws {
        let tree = try #require(try Self.read("testpilot-testapp-explore.txt").0)
        #expect(tree.applicationLabel == "Test App")
        let root = tree.nodes[tree.roots[0]]
        #expect(root.type == "Application" && tree.roots.count == 1)
        let window = tree.nodes[root.children[0]]
        #expect(window.type == "Window" && window.qualifier == "Main")
        #expect(window.frame == DumpFrame(x: 0, y: 0, width: 393, height: 852))
        let explore = try #require(tree.nodes.first { $0.label == "Explore" })
        #expect(explore.type == "Button" && explore.flags.contains(.selected))
        #expect(tree.nodes[explore.children[0]].identifier == "Explore")
        #expect(tree.cut == nil)
        // The Path to element and Query chain sections are not part of the tree.
        #expect(tree.nodes.filter { $0.type == "Application" }.count == 1)
    }

    @Test func theEscapedStringIsReadLineByLine() throws {
        let (tree, diagnostics) = try Self.read("xcuitest-study-enroll.txt")
        let read = try #require(tree)
        #expect(diagnostics.isEmpty)
        #expect(read.applicationLabel == "XCUITest_study")
        let welcome = try #require(read.nodes.first { $0.identifier == "welcomeMessage" })
        #expect(welcome.label == "Welcome to XCUITest Course ")
        // Its span points into the one long line of the file, at the element's own text.
        let sources = SourceSet([try SharedDumps.source("xcuitest-study-enroll.txt")])
        #expect(sources[0].text(welcome.span.start..<welcome.span.start + 10) == "StaticText")
        #expect(sources.location(of: welcome.span).line == 3)
    }

    @Test func theXcode8FormReadsTraitsAsStates() throws {
        let (tree, _) = try Self.read("testxc-buttons-query-fragment-1.txt")
        let read = try #require(tree)
        #expect(read.shape == .queryOutput)
        #expect(read.applicationLabel == "TestXC")
        #expect(read.roots.count == 1)
        let button = read.nodes[read.roots[0]]
        #expect(button.type == "Button" && button.identifier == "button1" && button.label == "Button")
        #expect(button.flags.contains(.button))
        #expect(button.frame == DumpFrame(x: 19, y: 71, width: 46, height: 30))
    }

    @Test func valuesAreUnquotedAndStatesFollowThem() throws {
        let (tree, _) = try Self.read("smartapp-fragment-1.txt")
        let field = try #require(tree?.nodes.first)
        #expect(field.type == "TextField" && field.placeholder == "Username" && field.value == "Username")
        #expect(field.flags.contains(.focused))
    }

    @Test func pageSourceKeepsNameAsIdentifierOnlyWhereItDiffers() throws {
        let tree = try #require(try Self.read("ios-settings-keyboards.xml").0)
        #expect(tree.applicationLabel == "Settings")
        let text = try #require(tree.nodes.first { $0.identifier == "KeyboardAutocorrection" })
        #expect(text.type == "StaticText" && text.label == "Auto-Correction")
        let cell = try #require(tree.nodes.first { $0.type == "Cell" && $0.label == "Keyboards" })
        #expect(cell.identifier == nil && cell.value == "3")
        let chevron = tree.nodes[cell.children.last!]
        #expect(chevron.flags.contains(.disabled) && chevron.flags.contains(.invisible))
        let sources = SourceSet([try SharedDumps.source("ios-settings-keyboards.xml")])
        #expect(sources.location(of: cell.span) == (22, 29))
    }

    @Test func cutDumpsAreSaidToBeCut() throws {
        for name in ["wordsgram-books.txt", "springboard-fragment-1.txt"] {
            let (tree, diagnostics) = try Self.read(name)
            #expect(tree?.cut != nil, "\(name)")
            #expect(diagnostics.map(\.id) == [.problem(.cutDump)], "\(name)")
        }
    }

    @Test func aQuoteInsideALabelDoesNotEndIt() {
        let (tree, _) = Self.read(text: "Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Don't stop', Selected\n")
        #expect(tree?.nodes.first?.label == "Don't stop")
        #expect(tree?.nodes.first?.flags == [.selected])
    }

    @Test func aPageSourceOnOneLineIsAPageSource() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><!-- saved --><AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" x=\"0\" y=\"0\" width=\"390\" height=\"844\" label=\"Settings\"><XCUIElementTypeButton type=\"XCUIElementTypeButton\" x=\"0\" y=\"100\" width=\"100\" height=\"44\" label=\"Go\"/></XCUIElementTypeApplication></AppiumAUT>"
        let (tree, diagnostics) = Self.read(text: text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try #require(tree).format == .pageSource)
        #expect(tree?.nodes.map(\.label) == ["Settings", "Go"])
    }

    @Test func aLineThatIsNoElementIsAnError() {
        let (tree, diagnostics) = Self.read(text: "Other, 0x1, {{0.0, 0.0}, {10.0, 10.0}}\n  garbage here\n  Button, 0x2, {{0.0, 0.0}, {10.0, 10.0}}\n")
        #expect(tree == nil)
        #expect(diagnostics.map(\.id) == [.problem(.malformedDump)])
        #expect(diagnostics.first?.span.start == 41)
    }
}

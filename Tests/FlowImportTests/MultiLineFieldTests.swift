import FlowSyntax
import Foundation
import Testing

@testable import FlowImport

/// A wrapped label: XCUITest prints its line break as it is inside the quotes (and `po`'s
/// escaped string as `\n`), so the field goes on over the next lines of the dump.
@Suite struct MultiLineFieldTests {
    static let window = "Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}"

    static func read(_ text: String) -> (DumpTree?, [Diagnostic], SourceSet) {
        let sources = SourceSet([SourceFile(path: "dump.txt", text: text)])
        let reading = DumpReader.read(0, in: sources)
        return (reading.tree, reading.diagnostics, sources)
    }

    @Test func aLabelWithALineBreakIsOneElementAtItsFirstLine() throws {
        let text = """
            \(Self.window)
              StaticText, 0x600, {{16.0, 100.0}, {343.0, 40.0}}, label: 'line one
            line two'
              StaticText, 0x601, {{16.0, 150.0}, {343.0, 60.0}}, label: 'It's
            three
            lines', identifier: 'wrapped', value: 'a
            b'
              Button, 0x2, {{0.0, 300.0}, {100.0, 44.0}}, label: 'Go'

            """
        for dump in [text, text.replacingOccurrences(of: "\n", with: "\r\n")] {
            let (tree, diagnostics, sources) = Self.read(dump)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let nodes = try #require(tree).nodes
            #expect(nodes.map(\.label) == [nil, "line one\nline two", "It's\nthree\nlines", "Go"])
            #expect(nodes[2].identifier == "wrapped" && nodes[2].value == "a\nb")
            #expect(nodes.map { sources.location(of: $0.span).line } == [1, 2, 4, 8])
            // The span is the element's first line, not the lines its label goes on over.
            #expect(sources[0].text(nodes[1].span.start..<nodes[1].span.end).hasSuffix("label: 'line one"))
        }
        let draft = try #require(DumpImport.run(SourceSet([SourceFile(path: "dump.txt", text: text)])).draft)
        #expect(draft.contains("  text \"line one line two\"  # as dumped: line one\\u{A}line two\n"), "\(draft)")
    }

    @Test func thePoStringTellsALineBreakFromAnEscapedBackslash() throws {
        // `po` escapes the label's break as `\n`, like the line ends; a backslash and an `n` in
        // the label are `\\n` there, and the same two characters in a raw dump.
        let po = #""Attributes: Application, 0x1, pid: 1, label: 'App'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n      StaticText, 0x3, {{16.0, 100.0}, {343.0, 40.0}}, label: 'line one\nline two'\n      StaticText, 0x4, {{16.0, 150.0}, {343.0, 40.0}}, label: 'C:\\new'\nPath to element:\n →Application, 0x1, pid: 1, label: 'App'\n""#
        let (tree, diagnostics, sources) = Self.read(po + "\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let nodes = try #require(tree).nodes
        #expect(nodes.compactMap(\.label) == ["App", "line one\nline two", #"C:\new"#])
        #expect(sources[0].text(nodes[2].span.start..<nodes[2].span.start + 10) == "StaticText")
        let raw = Self.read("\(Self.window)\n  StaticText, 0x3, {{16.0, 100.0}, {343.0, 40.0}}, label: 'C:\\new'\n")
        #expect(raw.0?.nodes.compactMap(\.label) == [#"C:\new"#])
    }

    @Test func aQuoteTheDumpEndsInsideIsACutDump() throws {
        for ending in ["", "\nand on", "\nand on\n", "\n\n"] {
            let text = "\(Self.window)\n  Button, 0x2, {{0.0, 100.0}, {100.0, 44.0}}, label: 'Go'\n  StaticText, 0x3, {{0.0, 200.0}, {100.0, 44.0}}, label: 'never closed" + ending
            let (tree, diagnostics, sources) = Self.read(text)
            #expect(diagnostics.map(\.id) == [.problem(.cutDump)], "\(diagnostics.map(\.message))")
            #expect(diagnostics.first?.message.contains("no closing quote") == true)
            #expect(diagnostics.first.map { sources.location(of: $0.span).line } == 3)
            #expect(try #require(tree).nodes.compactMap(\.label).first == "Go")
        }
    }

    @Test func aLineCutInsideAQuoteEndsAtTheNextElementLine() throws {
        // A paste that cut one line short: the lines after it are elements, not its label.
        let text = "\(Self.window)\n  StaticText, 0x3, {{0.0, 100.0}, {100.0, 44.0}}, label: 'Sett\n  Button, 0x2, {{0.0, 200.0}, {100.0, 44.0}}, label: 'Go'\n"
        let (tree, diagnostics, _) = Self.read(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(try #require(tree).nodes.compactMap(\.label) == ["Sett", "Go"])
        let excerpt = Self.read("\(Self.window)\n  StaticText, 0x3, {{0.0, 100.0}, {100.0, 44.0}}, label: 'Sett\n[excerpt ends]\n")
        #expect(excerpt.1.map(\.id) == [.problem(.cutDump)])
        #expect(excerpt.0?.nodes.compactMap(\.label) == ["Sett"])
    }

    @Test func aQuoteOpenForTenThousandLinesIsReadInLinearTime() throws {
        let body = String(repeating: "it's a line, with 'quotes', of a label\n", count: 10_000)
        let started = Date()
        let closed = Self.read("\(Self.window)\n  StaticText, 0x3, {{0.0, 100.0}, {100.0, 44.0}}, label: 'start\n\(body)end'\n")
        let open = Self.read("\(Self.window)\n  StaticText, 0x3, {{0.0, 100.0}, {100.0, 44.0}}, label: 'start\n\(body)")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(closed.1.isEmpty)
        #expect(closed.0?.nodes.last?.label?.split(separator: "\n").count == 10_002)
        #expect(open.1.map(\.id) == [.problem(.cutDump)])
    }
}

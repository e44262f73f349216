import FlowProgram
import FlowSyntax
import Foundation
import Testing

@testable import FlowImport

/// Dumps are input too: huge, deep, malformed, cut short, in the wrong encoding, with names in
/// any script and with quotes and line ends. Each gives a clear diagnostic or a draft that
/// parses, never a crash or a hang.
@Suite struct HostileDumpTests {
    static func run(_ bytes: [UInt8], path: String = "dump.txt") -> DumpImport.Result {
        DumpImport.run(SourceSet([SourceFile(path: path, bytes: bytes)]))
    }

    static func run(_ text: String, path: String = "dump.txt") -> DumpImport.Result {
        run(Array(text.utf8), path: path)
    }

    /// The draft parses and checks with no input error; its first screen's elements.
    static func checked(_ result: DumpImport.Result) throws -> [Element] {
        let draft = try #require(result.draft, "\(result.diagnostics.map(\.message))")
        let checked = Frontend.run(SourceSet([SourceFile(path: "draft.flow", text: draft)]))
        let errors = checked.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.id.rawValue): \($0.message)" })\n\(draft)")
        return try #require(checked.program.screens.first).elements
    }

    static func xml(_ elements: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844" name="App" label="App">
        <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
        \(elements)
        </XCUIElementTypeWindow></XCUIElementTypeApplication></AppiumAUT>

        """
    }

    @Test func hostileNamesRoundTripOrBecomeSpaces() throws {
        let labels = [
            "Say \"hi\"", #"C:\Users\me"#, "line one\nline two", "微信 通讯录", "שלום עולם", "مرحبا", "evil\u{202E}txt.exe",
            "tab\there", "# not a comment", "“quoted”", "\u{1B}[31mred", "end\\",
        ]
        let buttons = labels.enumerated().map { index, label in
            let escaped = label.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\t", with: "&#9;")
                .replacingOccurrences(of: "\u{1B}", with: "")
            return "<XCUIElementTypeButton type=\"XCUIElementTypeButton\" x=\"0\" y=\"\(100 + index * 50)\" width=\"200\" height=\"44\" label=\"\(escaped)\"/>"
        }
        let elements = try Self.checked(Self.run(Self.xml(buttons.joined(separator: "\n")), path: "names.xml"))
        let names = elements.map(\.text)
        let expected = labels.map { DraftText.written($0.replacingOccurrences(of: "\u{1B}", with: "")) }
        #expect(names == expected)
        #expect(DraftText.written("line one\nline two") == "line one line two")
        #expect(DraftText.written("evil\u{202E}txt.exe") == "evil txt.exe")
        #expect(DraftText.written("微信") == "微信")
    }

    @Test func aDumpOfARightToLeftAppIsReadFromTheRight() throws {
        let text = """
            Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              Button, 0x2, {{20.0, 50.0}, {60.0, 44.0}}, label: 'סגור'
              StaticText, 0x3, {{300.0, 58.0}, {70.0, 20.0}}, label: 'הגדרות'

            """
        let elements = try Self.checked(Self.run(text))
        #expect(elements.map(\.text) == ["הגדרות", "סגור"])
    }

    @Test func aHugeDumpIsReadInOnePass() throws {
        var lines = ["Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}", "  Table, 0x2, {{0.0, 0.0}, {390.0, 844.0}}"]
        for row in 0..<20_000 {
            lines.append("    Cell, 0x\(row + 10), {{0.0, \(Double(row % 18) * 44.0)}, {390.0, 44.0}}, label: 'Row \(row)'")
            lines.append("      StaticText, 0x\(row + 90000), {{16.0, \(Double(row % 18) * 44.0 + 12.0)}, {200.0, 20.0}}, label: 'Row \(row)'")
        }
        let started = Date()
        let result = Self.run(lines.joined(separator: "\n") + "\n")
        let screen = try #require(result.screens.first)
        #expect(screen.elements.count == 20_000)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.draft?.contains("  cell \"Row 19999\"\n") == true)
    }

    @Test func aDeepPageSourceIsRefusedAtItsLimit() {
        let depth = 10_000
        let open = String(repeating: "<XCUIElementTypeOther type=\"XCUIElementTypeOther\" x=\"0\" y=\"0\" width=\"10\" height=\"10\">", count: depth)
        let close = String(repeating: "</XCUIElementTypeOther>", count: depth)
        let result = Self.run(open + close, path: "deep.xml")
        #expect(result.draft == nil)
        #expect(result.diagnostics.map(\.id) == [.problem(.malformedDump)])
        #expect(result.diagnostics.first?.message.contains("deeper than 512 levels") == true)
    }

    @Test func aDeepDebugDescriptionIsRefusedAtItsLimit() {
        var text = ""
        for level in 0..<2_000 { text += String(repeating: " ", count: level) + "Other, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'x'\n" }
        let result = Self.run(text)
        #expect(result.draft == nil)
        #expect(result.diagnostics.map(\.id) == [.problem(.malformedDump)])
        let sources = SourceSet([SourceFile(path: "dump.txt", text: text)])
        #expect(result.diagnostics.first.map { sources.location(of: $0.span).line } == 513)
    }

    @Test func malformedXMLIsAnErrorAtItsLine() {
        let result = Self.run(Self.xml("<XCUIElementTypeButton type=\"XCUIElementTypeButton\" label=\"OK\"></XCUIElementTypeStaticText>"), path: "bad.xml")
        #expect(result.draft == nil)
        #expect(result.diagnostics.map(\.id) == [.problem(.malformedDump)])
        #expect(result.diagnostics.first?.message.contains("a closing tag does not match") == true)
        let doctype = Self.run("<!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<AppiumAUT>&e;</AppiumAUT>\n", path: "xxe.xml")
        #expect(doctype.draft == nil && doctype.diagnostics.map(\.id) == [.problem(.malformedDump)])
    }

    @Test func cutDumpsGiveWhatTheyHoldWithAWarning() throws {
        let text = "Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n  Button, 0x2, {{0.0, 100.0}, {100.0, 44.0}}, label: 'Go'\n[excerpt ends]\n  Button, 0x3, {{0.0, 200.0}, {100.0, 44.0}}, label: 'Lost'\n"
        let result = Self.run(text)
        #expect(result.diagnostics.map(\.id) == [.problem(.cutDump)])
        #expect(try Self.checked(result).map(\.text) == ["Go"])
        let cutLine = Self.run("Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n  Button, 0x2, {{0.0, 100.0}, {100.0, 44.0}}, label: 'Go'\n  Other, 0x6000036e6ca0, {{0.0, 92.0}, {414.\n")
        #expect(cutLine.diagnostics.map(\.id) == [.problem(.cutDump)])
        // An excerpt that says where it ends often ends mid-line, as UIKitCatalog's does.
        let cutThenMarker = Self.run("Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n  Button, 0x2, {{0.0, 100.0}, {100.0, 44.0}}, label: 'Go'\n  Other, 0x6000036e6ca0, {{0.0, 92.0}, {414.\n[excerpt ends]\n")
        #expect(cutThenMarker.diagnostics.map(\.id) == [.problem(.cutDump)], "\(cutThenMarker.diagnostics.map(\.message))")
        #expect(try Self.checked(cutThenMarker).map(\.text) == ["Go"])
        let xml = Self.run(Self.xml("<XCUIElementTypeButton type=\"XCUIElementTypeButton\" x=\"0\" y=\"100\" width=\"100\" height=\"44\" label=\"Go\"/>").prefix(420) + "", path: "cut.xml")
        #expect(xml.diagnostics.map(\.id) == [.problem(.cutDump)], "\(xml.diagnostics.map(\.message))")
        #expect(try Self.checked(xml).map(\.text) == ["Go"])
    }

    @Test func wrongEncodingsAreSaidPlainly() {
        let utf16 = Self.run([0xFF, 0xFE] + Array("Button".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(utf16.diagnostics.map(\.id) == [.problem(.invalidUTF8)])
        #expect(utf16.diagnostics.first?.message.contains("UTF-16") == true)
        let noMark = Self.run(Array("Button".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(noMark.diagnostics.map(\.id) == [.problem(.nulByte)])
        let latin1 = Self.run(Array("Button, 0x1, {{0.0, 0.0}, {10.0, 10.0}}, label: 'Caf".utf8) + [0xE9, 0x27, 0x0A])
        #expect(latin1.diagnostics.map(\.id) == [.problem(.invalidUTF8)])
        #expect(latin1.diagnostics.first?.span.start == 52)
        #expect(latin1.diagnostics.first?.help?.contains("ISO-8859-1") == true)
        let overlong = Self.run([0xC0, 0xAF])
        #expect(overlong.diagnostics.map(\.id) == [.problem(.invalidUTF8)])
    }

    @Test func emptyAndForeignTextIsNoDump() {
        #expect(Self.run("").diagnostics.first?.message == "the dump is empty")
        #expect(Self.run("{\"value\": 3}\n").diagnostics.map(\.id) == [.problem(.unknownDumpFormat)])
        #expect(Self.run("<html><body>hi</body></html>").diagnostics.map(\.id) == [.problem(.unknownDumpFormat)])
    }

    @Test func aFrameOfNoNumbersIsNoFrame() throws {
        let text = "Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}\n  Button, 0x2, {{nan, inf}, {1e999, -5}}, label: 'Odd'\n  Button, 0x3, {{0.0, 0.0}, {50.0, 50.0}}, label: 'OK'\n"
        let result = Self.run(text)
        #expect(result.diagnostics.map(\.id) == [.problem(.malformedDump)])
    }
}

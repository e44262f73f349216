import Testing
import FlowSyntax
@testable import FlowReport

/// `UTF16Locator`, the SARIF report's shortcut, gives every position what
/// `SourceLocator.utf16Location` gives it: files and lines without four-byte scalars, an end
/// counted on from its start, a byte-order mark, CR LF and spans over several lines.
@Suite struct UTF16LocatorTests {
    static let texts = [
        "\u{FEFF}a😀b\nc😀😀d\r\ne\n😀",
        "plain ascii\nonly here\n",
        "é·x\n\u{FEFF}y😀\n\n\tz",
        "",
    ]

    @Test(arguments: texts)
    func everySpanAgreesWithTheLineByLineCount(_ text: String) {
        let sources = SourceSet([SourceFile(path: "a.flow", text: "😀\n"), SourceFile(path: "b.flow", text: text)])
        let count = sources[1].bytes.count
        var fast = UTF16Locator(sources)
        var reference = SourceLocator(sources)
        for start in 0...count {
            for end in start...count {
                let (from, to) = fast.locations(of: Span(file: 1, start: start, end: end))
                let expected = (reference.utf16Location(of: start, inFile: 1), reference.utf16Location(of: end, inFile: 1))
                #expect(from == expected.0 && to == expected.1, "\(text.debugDescription) \(start)..<\(end)")
            }
        }
    }
}

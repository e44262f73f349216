import Testing
import FlowSyntax
@testable import FlowReport

/// `SourceLocator.utf16Location` gives every position of a valid UTF-8 file the column that
/// the line's text before it has in UTF-16, as Swift's `String.utf16` counts it (the
/// byte-order mark not counted): four-byte scalars, CR LF, a mark in the middle of a line.
@Suite struct SARIFColumnTests {
    static let texts = [
        "\u{FEFF}a😀b\nc😀😀d\r\ne\n😀",
        "plain ascii\nonly here\n",
        "é·x\n\u{FEFF}y😀\n\n\tz",
        "",
    ]

    @Test(arguments: texts)
    func everyColumnIsTheLinesUTF16CountBeforeIt(_ text: String) {
        let sources = SourceSet([SourceFile(path: "a.flow", text: "😀\n"), SourceFile(path: "b.flow", text: text)])
        let bytes = sources[1].bytes
        var locator = SourceLocator(sources)
        let markLength = SourceFile.byteOrderMark(bytes.withUnsafeBufferPointer { $0 })
        var lineStart = markLength
        var line = 1
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let before = String(decoding: bytes[min(lineStart, offset)..<offset], as: UTF8.self)
            let expected = (line: line, column: before.utf16.count + 1)
            #expect(locator.utf16Location(of: offset, inFile: 1) == expected, "\(text.debugDescription) at \(offset)")
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
        }
    }
}

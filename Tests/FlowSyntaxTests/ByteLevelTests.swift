@testable import FlowSyntax
import Testing

/// The line index and the diagnostics' sort, each against the plain loop it replaces.
@Suite struct ByteLevelTests {
    /// Line and column by the plain loops the line index replaces: lines end at "\n" (the "\r"
    /// of "\r\n" is part of the end), columns count scalars after a byte-order mark.
    static func referenceLocation(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var line = 1
        var lineStart = 0
        for index in 0..<clamped where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var position = lineStart
        if line == 1, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = min(3, clamped) }
        var column = 1
        while position < clamped {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return (line, column)
    }

    static func referenceLineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var starts = [0]
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts.indices.map { line in
            let start = starts[line]
            var end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return start..<max(start, end)
        }
    }

    @Test func lineIndexAgreesWithThePlainLoops() {
        var texts: [[UInt8]] = [[], Array("\n".utf8), Array("\u{FEFF}screen \"A\"\r\n  text \"é\"\n\n".utf8), [0xEF, 0xBB], [0xEF, 0xBB, 0xBF]]
        // Line ends, CR, the byte-order mark's bytes and continuation bytes, in an order that
        // differs with each seed.
        let interesting: [UInt8] = [0x0A, 0x0D, 0xEF, 0xBB, 0xBF, 0x41, 0x80, 0xC3, 0xA9, 0x20, 0xF0]
        for seed in 1...30 { texts.append((0..<(seed * 7)).map { interesting[($0 * $0 + seed * 5) % interesting.count] }) }
        for bytes in texts {
            let index = LineIndex(bytes)
            var last = 0
            // In order, backwards and out of range: the remembered line must not matter.
            let offsets = Array(-2...(bytes.count + 2)) + Array((-2...(bytes.count + 2)).reversed())
            for offset in offsets {
                let expected = Self.referenceLocation(bytes, offset)
                let found = index.location(of: offset, near: &last)
                #expect(found.line == expected.line && found.column == expected.column, "\(bytes) at \(offset)")
            }
            let ranges = Self.referenceLineRanges(bytes)
            #expect(index.starts.count == ranges.count)
            for line in ranges.indices {
                #expect(index.lineRange(line) == ranges[line])
            }
        }
    }

    @Test func sortingDiagnosticsKeepsTheOrderOfTies() {
        let sources = SourceSet([SourceFile(path: "b.flow", text: "xxxx\n"), SourceFile(path: "a.flow", text: "xxxx\n")])
        let (b, a) = (0, 1)
        func at(_ file: Int, _ start: Int, _ severity: Severity, _ id: DiagnosticID, _ message: String) -> Diagnostic {
            Diagnostic(id, severity, message, at: Span(file: file, start: start, end: start))
        }
        let diagnostics = [
            at(b, 0, .error, .problem(.unknownKind), "1"), at(a, 2, .warning, .problem(.emptyTask), "2"), at(a, 2, .error, .problem(.unknownStep), "3"),
            at(a, 2, .error, .problem(.badIndent), "4"), at(a, 0, .error, .problem(.unknownKind), "5"), at(a, 2, .error, .problem(.badIndent), "6"),
        ]
        #expect(Diagnostic.sorted(diagnostics, in: sources).map(\.message) == ["5", "4", "6", "3", "2", "1"])
    }
}

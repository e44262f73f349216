import FlowOutput
@testable import FlowSyntax
import Testing

/// The byte-level helpers of the renderers, each against the plain loop it replaces.
@Suite struct ByteLevelTests {
    /// Bytes chosen to sit on every boundary the scanners care about, in a fixed pseudo-random
    /// order, so that a failure repeats.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        let interesting: [UInt8] = [0x00, 0x0A, 0x0C, 0x0D, 0x1F, 0x20, 0x22, 0x25, 0x2C, 0x3A, 0x41, 0x5A, 0x5C, 0x61,
                                    0x7E, 0x7F, 0x80, 0xA8, 0xA9, 0xBF, 0xC2, 0xE2, 0xEF, 0xBB, 0xF0, 0xFF]
        var state = seed | 1
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return interesting[Int(state % UInt64(interesting.count))]
        }
    }

    @Test func firstFindsTheFirstMarkedByteAtEveryOffset() {
        let tests: [(UInt64) -> UInt64] = [
            { ByteScan.equal($0, 0x0A) },
            { ByteScan.below($0, 0x20) | ByteScan.equal($0, 0x7F) },
            { ByteScan.nonASCII($0) },
            { ByteScan.equal($0, 0x22) | ByteScan.equal($0, 0x5C) | ByteScan.equal($0, 0xE2) | ByteScan.below($0, 0x20) },
        ]
        let plain: [(UInt8) -> Bool] = [
            { $0 == 0x0A }, { $0 < 0x20 || $0 == 0x7F }, { $0 >= 0x80 }, { $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 || $0 < 0x20 },
        ]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 31, 40] {
            for seed in 1...20 {
                let bytes = Self.bytes(length, seed: UInt64(seed))
                bytes.withUnsafeBufferPointer { buffer in
                    for (test, expected) in zip(tests, plain) {
                        for start in 0...length {
                            let found = ByteScan.first(in: buffer, from: start, test)
                            #expect(found == (bytes[start...].firstIndex(where: expected) ?? length), "\(bytes) from \(start)")
                        }
                    }
                }
            }
        }
        // A run of plain bytes is found to have nothing, whatever its length.
        let letters = [UInt8](repeating: UInt8(ascii: "a"), count: 100)
        letters.withUnsafeBufferPointer { #expect(ByteScan.first(in: $0, from: 0, ByteScan.nonASCII) == 100) }
    }

    @Test func scalarCountCountsEveryByteThatIsNotAContinuation() {
        for length in [0, 1, 5, 8, 13, 24, 33] {
            for seed in 1...20 {
                let bytes = Self.bytes(length, seed: UInt64(seed))
                let plain = bytes.filter { $0 & 0xC0 != 0x80 }.count
                bytes.withUnsafeBufferPointer { #expect(ByteScan.scalarCount($0) == plain) }
            }
        }
    }

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
        for seed in 1...30 { texts.append(Self.bytes(seed * 7, seed: UInt64(seed))) }
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

    @Test func decimalNumbersAsStringWritesThem() {
        for number in Array(-1_001...10_001) + [12_345, 99_999, 100_000, Int.max, Int.min] {
            var buffer = TextBuffer(capacity: 1)
            buffer.append(decimal: number)
            #expect(buffer.text == String(number))
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

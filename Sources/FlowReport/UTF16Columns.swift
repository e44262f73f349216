import FlowSyntax

extension SourceLocator {
    /// 1-based line and column of byte `offset` of file `index`, the column in UTF-16 code
    /// units (SARIF's `utf16CodeUnits`): the scalar column, plus one for every scalar before it
    /// on the line that UTF-16 writes as two units (those of four UTF-8 bytes: emoji and the
    /// like).
    mutating func utf16Location(of offset: Int, inFile index: Int) -> (line: Int, column: Int) {
        let place = location(of: Span(file: index, start: offset, end: offset))
        let lineStart = lineRange(place.line - 1, inFile: index).lowerBound
        let pairs = sources[index].bytes.withUnsafeBufferPointer { bytes in
            Self.fourByteLeads(UnsafeBufferPointer(rebasing: bytes[lineStart..<max(lineStart, min(offset, bytes.count))]))
        }
        return (place.line, place.column + pairs)
    }

    /// How many bytes of `bytes` are 0xF0 or more, eight at a time (under the fuzzer a loop
    /// over bytes pays for a traced comparison at each).
    static func fourByteLeads(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        // The high bit of each byte whose top four bits are set; a shift moves bits 6, 5 and 4
        // of a byte up to its bit 7 (what comes in from the byte below lands in bits 0 to 2).
        func count(_ word: UInt64) -> Int {
            (word & word << 1 & word << 2 & word << 3 & 0x8080_8080_8080_8080).nonzeroBitCount
        }
        var total = 0
        var index = 0
        while bytes.count &- index >= 8 {
            total &+= count(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            index &+= 8
        }
        if index < bytes.count {
            var word: UInt64 = 0
            withUnsafeMutableBytes(of: &word) { padded in
                padded.baseAddress!.copyMemory(from: base + index, byteCount: bytes.count &- index)
            }
            total &+= count(word)
        }
        return total
    }
}

import FlowOutput
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

extension SourceLocator {
    /// The UTF-16 code units of the scalars that start in `bytes`: `ByteScan.scalarCount` plus
    /// `fourByteLeads`, in one pass over the bytes instead of two.
    static func utf16Length(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        // Continuation bytes (10xxxxxx) start no scalar; a four-byte lead starts two units.
        func units(_ word: UInt64, bytes: Int) -> Int {
            let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
            let leads = word & word << 1 & word << 2 & word << 3 & 0x8080_8080_8080_8080
            return bytes &- continuations.nonzeroBitCount &+ leads.nonzeroBitCount
        }
        var total = 0
        var index = 0
        while bytes.count &- index >= 8 {
            total &+= units(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self), bytes: 8)
            index &+= 8
        }
        if index < bytes.count {
            // Padded with zero bytes, which are neither.
            var word: UInt64 = 0
            withUnsafeMutableBytes(of: &word) { padded in
                padded.baseAddress!.copyMemory(from: base + index, byteCount: bytes.count &- index)
            }
            total &+= units(word, bytes: bytes.count &- index)
        }
        return total
    }
}

/// `SourceLocator.utf16Location` for a whole report, which looks at fewer bytes: a file with
/// no scalar that UTF-16 writes as two units (no byte of 0xF0 or more, which is most files)
/// has UTF-16 columns equal to its scalar columns, and so has such a line in any file. Each
/// file is checked once, and the line of the last position asked for (a result's start and
/// end are mostly on one line).
struct UTF16Locator {
    var lines: SourceLocator
    /// Per file: whether it holds a four-byte lead, or nil until it is checked.
    private var hasPairs: [Bool?]
    /// The last line looked at: its file, number (1-based), first byte and whether it holds
    /// a four-byte lead.
    private var line = (file: -1, number: 0, start: 0, pairs: false)

    init(_ sources: SourceSet) {
        lines = SourceLocator(sources)
        hasPairs = Array(repeating: nil, count: sources.count)
    }

    /// The UTF-16 locations of `span`'s start and end. An end on the start's line (no line
    /// feed between them) is counted on from the start, over the span's own bytes, rather
    /// than looked up again; but not from a start inside the first line's byte-order mark,
    /// which columns skip.
    mutating func locations(of span: Span) -> (start: (line: Int, column: Int), end: (line: Int, column: Int)) {
        let start = location(of: span.start, inFile: span.file)
        let pairs = hasPairs[span.file] ?? true
        let end: (line: Int, column: Int)? = lines.sources[span.file].bytes.withUnsafeBufferPointer { bytes in
            guard span.start >= 0, span.start <= span.end, span.end <= bytes.count, start.line > 1 || span.start >= 3 else { return nil }
            let inside = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
            guard ByteScan.first(in: inside, from: 0, { ByteScan.equal($0, UInt8(ascii: "\n")) }) == inside.count else { return nil }
            let units = pairs ? SourceLocator.utf16Length(inside) : ByteScan.scalarCount(inside)
            return (start.line, start.column + units)
        }
        return (start, end ?? location(of: span.end, inFile: span.file))
    }

    /// 1-based line and column in UTF-16 code units of byte `offset` of file `index`.
    mutating func location(of offset: Int, inFile index: Int) -> (line: Int, column: Int) {
        let place = lines.location(of: Span(file: index, start: offset, end: offset))
        let pairs: Bool
        if let known = hasPairs[index] {
            pairs = known
        } else {
            pairs = lines.sources[index].bytes.withUnsafeBufferPointer { SourceLocator.fourByteLeads($0) > 0 }
            hasPairs[index] = pairs
        }
        guard pairs else { return place }
        return lines.sources[index].bytes.withUnsafeBufferPointer { bytes in
            if line.file != index || line.number != place.line {
                let range = lines.lineRange(place.line - 1, inFile: index)
                line = (index, place.line, range.lowerBound, SourceLocator.fourByteLeads(UnsafeBufferPointer(rebasing: bytes[range])) > 0)
            }
            guard line.pairs else { return place }
            let prefix = UnsafeBufferPointer(rebasing: bytes[line.start..<max(line.start, min(offset, bytes.count))])
            return (place.line, place.column + SourceLocator.fourByteLeads(prefix))
        }
    }
}

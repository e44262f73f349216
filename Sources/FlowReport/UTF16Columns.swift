import FlowSyntax

extension SourceLocator {
    /// 1-based line and column of byte `offset` of file `index`, the column in UTF-16 code
    /// units (SARIF's `utf16CodeUnits`): the scalar column, plus one for every scalar before it
    /// on the line that UTF-16 writes as two units (those of four UTF-8 bytes: emoji and the
    /// like).
    mutating func utf16Location(of offset: Int, inFile index: Int) -> (line: Int, column: Int) {
        let place = location(of: Span(file: index, start: offset, end: offset))
        let bytes = sources[index].bytes
        let lineStart = lineRange(place.line - 1, inFile: index).lowerBound
        let end = max(lineStart, min(offset, bytes.count))
        var pairs = 0
        for byte in bytes[lineStart..<end] where byte >= 0xF0 { pairs &+= 1 }
        return (place.line, place.column + pairs)
    }
}

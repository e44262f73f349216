import FlowSyntax

extension SourceLocator {
    /// 1-based line and column of byte `offset` of file `index`, the column in UTF-16 code
    /// units (SARIF's `utf16CodeUnits`): the scalar column, plus one for every scalar before it
    /// on the line that UTF-16 writes as two units (those of four UTF-8 bytes, whose first byte
    /// is 0xF0 or more: emoji and the like).
    mutating func utf16Location(of offset: Int, inFile index: Int) -> (line: Int, column: Int) {
        let place = location(of: Span(file: index, start: offset, end: offset))
        let lineStart = lineRange(place.line - 1, inFile: index).lowerBound
        let bytes = sources[index].bytes
        let before = bytes[lineStart..<max(lineStart, min(offset, bytes.count))]
        return (place.line, place.column + before.count { $0 >= 0xF0 })
    }
}

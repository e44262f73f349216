/// Line starts of a file, built only when a position must be shown to a person.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line. A line ends at "\n"; the "\r" of a
    /// "\r\n" pair is part of the line's end, not its text.
    public let starts: [Int]
    public let file: SourceFile

    public init(_ file: SourceFile) {
        self.file = file
        var starts = [0]
        file.bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
        self.starts = starts
    }

    /// The 0-based line index holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The byte range of line `index` without its line end.
    public func lineRange(_ index: Int) -> Range<Int> {
        let start = starts[index]
        var end = index + 1 < starts.count ? starts[index + 1] - 1 : file.bytes.count
        if end > start, file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }

    /// 1-based line and column of `offset`. The column counts Unicode scalars, as an editor
    /// shows them, so "é" and "·" are one column each.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, file.bytes.count))
        let index = lineIndex(of: clamped)
        var column = 1
        var position = starts[index]
        // The lexer skips a byte-order mark, so columns do not count it either.
        if index == 0, file.bytes.count >= 3, file.bytes[0] == 0xEF, file.bytes[1] == 0xBB, file.bytes[2] == 0xBF {
            position = min(3, clamped)
        }
        while position < clamped {
            // A continuation byte (10xxxxxx) does not start a scalar.
            if file.bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return (index + 1, column)
    }
}

/// The lines of a file as the formatter asks about them: which line an offset is on, how far a
/// line is indented, and whether it is blank. Built on `LineIndex`'s line starts.
struct SourceLines {
    let bytes: [UInt8]
    let starts: [Int]
    /// Where the first line's text starts: after the byte-order mark.
    let firstStart: Int

    init(_ file: SourceFile) {
        bytes = file.bytes
        starts = LineIndex(file.bytes).starts
        firstStart = file.bytes.withUnsafeBufferPointer(SourceFile.byteOrderMark)
    }

    /// The 0-based line holding `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The first byte of line `line`'s text.
    func start(of line: Int) -> Int {
        line == 0 ? firstStart : starts[line]
    }

    /// The spaces and tabs that start line `line`, counted one column each.
    func indent(of line: Int) -> Int {
        let start = start(of: line)
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return index - start
    }

    /// Whether only spaces and tabs stand before `offset` on its line.
    func startsItsLine(_ offset: Int) -> Bool {
        let start = start(of: line(of: offset))
        return start + indent(of: line(of: offset)) >= offset
    }

    /// Whether some line strictly between `first` and `last` holds nothing but spaces, tabs and
    /// its line end: the source had a blank line there.
    func hasBlankLine(between first: Int, and last: Int) -> Bool {
        guard last > first + 1 else { return false }
        for line in (first + 1)..<last {
            var index = start(of: line)
            let end = line + 1 < starts.count ? starts[line + 1] : bytes.count
            var blank = true
            while index < end {
                let byte = bytes[index]
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") && byte != UInt8(ascii: "\n") {
                    blank = false
                    break
                }
                index += 1
            }
            if blank { return true }
        }
        return false
    }
}

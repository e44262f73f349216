#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line and column of byte offsets in one file, for the renderers, which ask for one or more
/// positions per diagnostic, in every format.
///
/// It answers what `LineTable` answers (lines end at "\n"; columns count Unicode scalars, after
/// a byte-order mark on the first line), with fewer comparisons: line ends are found and
/// columns counted eight bytes at a time (`ByteScan`), and since diagnostics come sorted by
/// position, the line of the previous question is tried before a binary search. Under the
/// fuzzer every comparison also calls libFuzzer's tracing, and building and asking line tables
/// byte by byte was a seventh of all the work the fuzzer's target did.
public struct LineIndex {
    public let file: SourceFile
    private let bytes: [UInt8]
    /// The byte offset at which each line starts.
    private var starts: [Int] = [0]
    /// The line of the last position asked for.
    private var last = 0
    /// 3 when the file starts with a byte-order mark, which the lexer skips and columns do
    /// not count, else 0.
    private let byteOrderMark: Int

    public init(_ file: SourceFile) {
        self.file = file
        bytes = file.bytes
        byteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            // memchr finds each line end with vector instructions, and is not instrumented;
            // the lines are counted first so that the table is allocated once.
            let end = UnsafeRawPointer(base + bytes.count)
            func eachLineStart(_ body: (UnsafeRawPointer) -> Void) {
                var next = UnsafeRawPointer(base)
                while next < end, let newline = memchr(next, Int32(UInt8(ascii: "\n")), end - next) {
                    next = UnsafeRawPointer(newline) + 1
                    body(next)
                }
            }
            var lines = 1
            eachLineStart { _ in lines += 1 }
            starts.reserveCapacity(lines)
            eachLineStart { starts.append($0 - UnsafeRawPointer(base)) }
        }
    }

    /// The 0-based line holding `offset`, which is within the file.
    private mutating func line(ofClamped offset: Int) -> Int {
        if starts[last] <= offset {
            let next = last &+ 1
            if next == starts.count || offset < starts[next] { return last }
            if next &+ 1 == starts.count || offset < starts[next &+ 1] {
                last = next
                return next
            }
        }
        var low = 0
        var high = starts.count &- 1
        while low < high {
            let mid = (low &+ high &+ 1) >> 1
            if starts[mid] <= offset { low = mid } else { high = mid &- 1 }
        }
        last = low
        return low
    }

    /// 1-based line and column of `offset` (clamped to the file), as `LineTable.location(of:)`
    /// gives them.
    public mutating func location(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        let line = line(ofClamped: offset)
        let start = line == 0 ? min(byteOrderMark, offset) : starts[line]
        let column = bytes.withUnsafeBufferPointer { bytes in
            ByteScan.scalarCount(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        }
        return (line &+ 1, column &+ 1)
    }

    /// The byte range of 0-based line `index` without its line end ("\n", or "\r\n").
    public func lineRange(_ index: Int) -> Range<Int> {
        let start = starts[index]
        var end = index &+ 1 < starts.count ? starts[index &+ 1] &- 1 : bytes.count
        if end > start, bytes[end &- 1] == UInt8(ascii: "\r") { end &-= 1 }
        return start..<max(start, end)
    }
}

/// The line indexes of several files, each built the first time one of its positions is
/// asked for; a report keeps one while it is written.
public struct LineIndexes {
    private var current: LineIndex?
    private var others: [Int: LineIndex] = [:]

    public init() {}

    private mutating func select(_ file: SourceFile) {
        if let current {
            if current.file === file { return }
            others[current.file.id] = current
        }
        current = others.removeValue(forKey: file.id) ?? LineIndex(file)
    }

    /// 1-based line and column of `offset` in `file`.
    public mutating func location(of offset: Int, in file: SourceFile) -> (line: Int, column: Int) {
        select(file)
        return current!.location(of: offset)
    }

    /// The byte range of 0-based line `line` of `file`, without its line end.
    public mutating func lineRange(_ line: Int, in file: SourceFile) -> Range<Int> {
        select(file)
        return current!.lineRange(line)
    }
}

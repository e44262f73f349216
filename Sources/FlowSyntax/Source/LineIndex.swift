import FlowOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line starts of one file, for turning byte offsets into 1-based lines and columns: the one
/// line index, built by a `SourceSet` when a position in the file is first shown.
///
/// A line ends at "\n"; the "\r" of a "\r\n" pair is part of the line's end, not its text.
/// Columns count Unicode scalars, as an editor shows them ("é" and "·" are one column each),
/// after the byte-order mark on the first line (`SourceFile.byteOrderMark`). Line ends are
/// found with `memchr` and columns counted eight bytes at a time (`ByteScan`). Immutable, so
/// shared by every renderer; a caller keeps the line it asked for last (`near`), since
/// positions mostly come in order.
public final class LineIndex: Sendable {
    private let bytes: [UInt8]
    /// The byte offset at which each line starts.
    public let starts: [Int]
    /// The length of the file's byte-order mark, which columns do not count.
    private let byteOrderMark: Int

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        byteOrderMark = bytes.withUnsafeBufferPointer(SourceFile.byteOrderMark)
        var starts = [0]
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            // memchr finds each line end with vector instructions; the lines are counted first
            // so that the table is allocated once.
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
        self.starts = starts
    }

    /// The 0-based line holding `offset`, which is within the file; `last` is the line asked
    /// for before, tried first, and becomes this one.
    private func line(ofClamped offset: Int, near last: inout Int) -> Int {
        if last < starts.count, starts[last] <= offset {
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

    /// 1-based line and column of `offset`, clamped to the file. `last` is the caller's
    /// remembered line (0 to start with); any value gives the same answer.
    public func location(of offset: Int, near last: inout Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        let line = line(ofClamped: offset, near: &last)
        let start = line == 0 ? min(byteOrderMark, offset) : starts[line]
        let column = bytes.withUnsafeBufferPointer { bytes in
            ByteScan.scalarCount(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        }
        return (line &+ 1, column &+ 1)
    }

    /// 1-based line and column of `offset`, clamped to the file.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        var last = 0
        return location(of: offset, near: &last)
    }

    /// The byte range of 0-based line `index` without its line end ("\n", or "\r\n").
    public func lineRange(_ index: Int) -> Range<Int> {
        let start = starts[index]
        var end = index &+ 1 < starts.count ? starts[index &+ 1] &- 1 : bytes.count
        if end > start, bytes[end &- 1] == UInt8(ascii: "\r") { end &-= 1 }
        return start..<max(start, end)
    }
}

/// Puts a file's comments back among its formatted lines (grammar.md, "Canonical layout"). A
/// comment after tokens stays at the end of its line, two spaces after the last word. A comment
/// alone on its line stays between the two printed lines it stood between: it goes before the
/// line after it, at that line's indentation (it travels with the line when the line moves),
/// unless it is indented deeper than that line and that line does not open a block under the
/// one before: then it ends the block it is indented in, and stays after the line before it,
/// at its own indentation rounded into the levels of the blocks that end there. A comment whose
/// line is not printed (a `when voiceover` the tree does not keep) counts as alone on its line.
struct CommentPlacement {
    /// One comment: its text from `#` (trailing spaces and "\r" dropped), its source line and
    /// its indentation there.
    struct Comment {
        let text: String
        let line: Int
        let indent: Int
    }

    let source: SourceLines
    /// Comments alone on their line, and comments after tokens, in file order.
    private var leading: [Comment] = []
    private var trailing: [Int: Comment] = [:]

    init(_ comments: [Range<Int>], source: SourceLines, printedLines: Set<Int>) {
        self.source = source
        for range in comments {
            var end = range.upperBound
            while end > range.lowerBound, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(source.bytes[end - 1]) {
                end -= 1
            }
            let line = source.line(of: range.lowerBound)
            let comment = Comment(
                text: String(decoding: source.bytes[range.lowerBound..<end], as: UTF8.self), line: line, indent: source.indent(of: line))
            if !source.startsItsLine(range.lowerBound), printedLines.contains(line) {
                trailing[line] = comment
            } else {
                leading.append(comment)
            }
        }
    }

    /// Where the comments alone on their line go: before a printed line (by its source line), or
    /// after one at a level; those after the last line or before the first have no line there.
    private struct Places {
        var before: [Int: [Comment]] = [:]
        var after: [Int: [(comment: Comment, level: Int)]] = [:]
        /// Comments before any printed line, and after the last at their level.
        var atStart: [Comment] = []
        var atEnd: [(comment: Comment, level: Int)] = []
    }

    /// Each comment between the printed lines `previous` and `next` (by source line), in file
    /// order. Once one of a run of comments goes before `next`, the rest of the run does too,
    /// so that the run keeps its order.
    private func places(for lines: [FormattedLine]) -> Places {
        var levels: [Int: Int] = [:]
        for line in lines { if let origin = line.origin { levels[origin] = line.level } }
        let origins = levels.keys.sorted()
        var places = Places()
        var run: (previous: Int?, beforeNext: Bool) = (nil, false)
        for comment in leading {
            let at = Self.firstAfter(comment.line, in: origins)
            let next = at < origins.count ? origins[at] : nil
            let previous = at > 0 ? origins[at - 1] : nil
            if run.previous != previous { run = (previous, false) }
            guard let previous, let previousLevel = levels[previous] else {
                if let next { places.before[next, default: []].append(comment) } else { places.atStart.append(comment) }
                continue
            }
            let nextLevel = next.flatMap { levels[$0] } ?? -1
            // The line after opens a block under the one before, or the comment is no deeper than
            // it: the comment is about the line after.
            if let next, run.beforeNext || nextLevel > previousLevel || comment.indent <= 2 * nextLevel {
                places.before[next, default: []].append(comment)
                run.beforeNext = true
                continue
            }
            let level = max(nextLevel + 1, min(comment.indent / 2, previousLevel + 1))
            if next == nil { places.atEnd.append((comment, level)) } else { places.after[previous, default: []].append((comment, level)) }
        }
        return places
    }

    /// The file's text: `lines` with the comments put back, one blank line before each
    /// declaration but the first, and a line feed after every line.
    func render(_ lines: [FormattedLine]) -> String {
        let places = places(for: lines)
        var out = ""
        append(paragraphs: places.atStart, endingBefore: nil, to: &out)
        var previousLine: Int?
        for line in lines {
            let comments = line.origin.flatMap { places.before[$0] } ?? []
            if line.startsDeclaration, !out.isEmpty { out += "\n" }
            if line.level == 0 {
                append(paragraphs: comments, endingBefore: line.origin, to: &out)
            } else {
                for comment in comments { out += String(repeating: "  ", count: line.level) + comment.text + "\n" }
            }
            out += String(repeating: "  ", count: line.level) + line.words
            if let origin = line.origin, let comment = trailing[origin] { out += "  " + comment.text }
            out += "\n"
            guard let origin = line.origin else { continue }
            previousLine = origin
            for (comment, level) in places.after[origin] ?? [] {
                out += String(repeating: "  ", count: level) + comment.text + "\n"
            }
        }
        // After the last line, top-level comments keep one blank line where the source had one.
        for (comment, level) in places.atEnd {
            if level == 0, let previousLine, source.hasBlankLine(between: previousLine, and: comment.line) { out += "\n" }
            out += String(repeating: "  ", count: level) + comment.text + "\n"
            previousLine = comment.line
        }
        return out
    }

    /// Top-level comments, with one blank line wherever the source had one or more between two
    /// of them, or between the last and the line they precede (`next`).
    private func append(paragraphs comments: [Comment], endingBefore next: Int?, to out: inout String) {
        for (index, comment) in comments.enumerated() {
            if index > 0, source.hasBlankLine(between: comments[index - 1].line, and: comment.line) { out += "\n" }
            out += comment.text + "\n"
        }
        if let last = comments.last, let next, source.hasBlankLine(between: last.line, and: next) { out += "\n" }
    }

    /// The index of the smallest of the sorted `lines` greater than `line` (`lines.count` if none).
    private static func firstAfter(_ line: Int, in lines: [Int]) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid] > line { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

/// Puts a file's comments back among its formatted lines. A comment alone on its line goes
/// before the line that followed it in the source, at that line's indentation (it travels with
/// the line when the line moves); a comment after tokens stays at the end of its line, two
/// spaces after the last word. A comment whose line is not printed (a `when voiceover` the tree
/// does not keep) goes before the next line, and comments after the last line stay at the end.
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

    /// The file's text: `lines` with the comments put back, one blank line before each
    /// declaration but the first, and a line feed after every line.
    func render(_ lines: [FormattedLine]) -> String {
        // Each leading comment goes before the first printed line after it in the source.
        let origins = lines.compactMap(\.origin).sorted()
        var before: [Int: [Comment]] = [:]
        var atEnd: [Comment] = []
        for comment in leading {
            if let next = Self.firstAfter(comment.line, in: origins) {
                before[next, default: []].append(comment)
            } else {
                atEnd.append(comment)
            }
        }
        var out = ""
        var previousLine: Int?
        for line in lines {
            let comments = line.origin.flatMap { before[$0] } ?? []
            if line.startsDeclaration, !out.isEmpty { out += "\n" }
            if line.level == 0 {
                append(paragraphs: comments, endingBefore: line.origin, to: &out)
            } else {
                for comment in comments { out += String(repeating: "  ", count: line.level) + comment.text + "\n" }
            }
            out += String(repeating: "  ", count: line.level) + line.words
            if let origin = line.origin, let comment = trailing[origin] { out += "  " + comment.text }
            out += "\n"
            if let origin = line.origin { previousLine = origin }
        }
        // After the last line: at most as deep as one level under it, as written otherwise.
        let lastLevel = lines.last?.level ?? -1
        var index = 0
        while index < atEnd.count {
            let level = min(atEnd[index].indent / 2, lastLevel + 1)
            if level == 0 {
                var paragraph: [Comment] = []
                while index < atEnd.count, min(atEnd[index].indent / 2, lastLevel + 1) == 0 {
                    paragraph.append(atEnd[index])
                    index += 1
                }
                if let previousLine, !out.isEmpty, source.hasBlankLine(between: previousLine, and: paragraph[0].line) { out += "\n" }
                append(paragraphs: paragraph, endingBefore: nil, to: &out)
                previousLine = paragraph.last?.line
            } else {
                out += String(repeating: "  ", count: level) + atEnd[index].text + "\n"
                previousLine = atEnd[index].line
                index += 1
            }
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

    /// The smallest of the sorted `lines` greater than `line`.
    private static func firstAfter(_ line: Int, in lines: [Int]) -> Int? {
        var low = 0
        var high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid] > line { high = mid } else { low = mid + 1 }
        }
        return low < lines.count ? lines[low] : nil
    }
}

import FlowNavigator

/// The headings of one file's Markdown report, in the order `MarkdownReport` writes them: the
/// file's title (`#`), then per task its name (`##`), then `## Warnings` when the file has
/// warnings (each profile's steps are folded under a `<summary>`, which is no heading). GitHub
/// numbers repeated ids across all of them, so the index links to a task through this outline,
/// never through the task's name alone (a second task called "Check out" is `#check-out-1`,
/// one called "Warnings" before the warnings is `#warnings`). `ReportOutlineTests` holds it to
/// the headings the report really writes.
enum ReportOutline {
    /// One heading: its level and its Markdown source, as written after the `#`s and a space.
    struct Heading {
        let level: Int
        let source: String
        /// For a task's heading, the task's position among the file's tasks.
        let task: Int?
    }

    /// The headings of the report of the file at `path`, whose tasks are `tasks`, in order.
    static func headings(path: String, tasks: [TaskPaths], hasWarnings: Bool, _ body: (Heading) -> Void) {
        body(Heading(level: 1, source: MarkdownText.escape(path), task: nil))
        for (position, task) in tasks.enumerated() {
            body(Heading(level: 2, source: MarkdownText.escape(task.task.name), task: position))
        }
        if hasWarnings { body(Heading(level: 2, source: "Warnings", task: nil)) }
    }

    /// GitHub's id of each task's heading in the file's report, in task order.
    static func taskAnchors(path: String, tasks: [TaskPaths], hasWarnings: Bool) -> [String] {
        var slugger = GitHubSlugger()
        var anchors: [String] = []
        anchors.reserveCapacity(tasks.count)
        headings(path: path, tasks: tasks, hasWarnings: hasWarnings) { heading in
            let id = slugger.slug(visibleText(heading.source))
            if heading.task != nil { anchors.append(id) }
        }
        return anchors
    }

    /// A heading's text as a reader (and GitHub's id) sees it: CommonMark strips the spaces and
    /// tabs around a heading's content, then reads backslash escapes of ASCII punctuation and
    /// character references (the forms `MarkdownText` writes, and the numeric ones); the empty
    /// comment `MarkdownText` writes before a mail address's `@` shows nothing.
    static func visibleText(_ source: String) -> String {
        let comment = Array("<!-- -->".unicodeScalars)
        let scalars = Array(source.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        var out = String.UnicodeScalarView()
        var index = start
        while index < end {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < end, scalars[index + 1].isASCII, isPunctuation(scalars[index + 1]) {
                out.append(scalars[index + 1])
                index += 2
            } else if scalar == "<", scalars[index..<end].starts(with: comment) {
                index += comment.count
            } else if scalar == "&", let (decoded, length) = reference(scalars, at: index, end: end) {
                out.append(decoded)
                index += length
            } else {
                out.append(scalar == "\0" ? "\u{FFFD}" : scalar)
                index += 1
            }
        }
        return String(out)
    }

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// A character reference at `index` (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#…;`, `&#x…;`):
    /// the character and the reference's length.
    static func reference(_ scalars: [Unicode.Scalar], at index: Int, end: Int) -> (Unicode.Scalar, Int)? {
        guard let semicolon = scalars[index..<min(end, index + 10)].firstIndex(of: ";") else { return nil }
        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))
        let length = semicolon - index + 1
        switch name {
        case "amp": return ("&", length)
        case "lt": return ("<", length)
        case "gt": return (">", length)
        case "quot": return ("\"", length)
        default: break
        }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let hex = digits.first == "x" || digits.first == "X"
        let number = hex ? digits.dropFirst() : digits
        guard !number.isEmpty, number.count <= (hex ? 6 : 7), number.allSatisfy({ hex ? $0.isHexDigit : $0.isWholeNumber && $0.isASCII }),
            let value = UInt32(number, radix: hex ? 16 : 10) else { return nil }
        // CommonMark: a reference to 0 or to no valid scalar reads as U+FFFD.
        return (value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}

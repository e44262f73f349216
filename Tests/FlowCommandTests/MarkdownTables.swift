import Testing

/// Checks on the tables of a Markdown report.
enum MarkdownTables {
    /// The `|` separators in a table line that a backslash does not escape.
    static func separators(in line: Substring) -> Int {
        var count = 0
        var backslashes = 0
        for character in line {
            if character == "|" && backslashes % 2 == 0 { count += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return count
    }

    /// The tables in `text`: runs of lines that start with '|'. Returns how many there are.
    @discardableResult
    static func expectWellFormed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var tables = 0
        var header: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                header = nil
                continue
            }
            let count = separators(in: line)
            if let header {
                #expect(count == header, "row has \(count) separators, its header \(header): \(line)", sourceLocation: sourceLocation)
            } else {
                header = count
                tables += 1
            }
        }
        return tables
    }
}

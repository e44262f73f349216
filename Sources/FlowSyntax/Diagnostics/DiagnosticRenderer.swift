import FlowOutput

/// Turns diagnostics into text for people: one data model, two renderings.
///
/// `short` is the one-line `path:line:column: error: message [id]` that Xcode, SwiftPM and CI
/// logs parse, its notes and its help following as `path:line:column: note: …` lines; `rich` adds the source line with a caret under the span, as clang and rustc do.
/// Line and column are computed here, from the `SourceSet` the diagnostics point into, so that
/// nothing upstream pays for them.
public struct DiagnosticRenderer: Sendable {
    /// Which of the two renderings to produce.
    public enum Style: String, Sendable, CaseIterable {
        case short, rich
        /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`.
        case github
    }

    public var style: Style
    /// ANSI colours; the caller decides (a terminal, and no NO_COLOR), never the renderer.
    public var color: Bool

    /// Source lines longer than this many scalars are shown as a window around the span,
    /// since a minified or generated line would otherwise fill the whole terminal.
    static let windowWidth = 200
    /// Scalars of context kept before the span when a long line is cut.
    static let windowLead = 60

    public init(style: Style, color: Bool = false) {
        self.style = style
        self.color = color
    }

    /// Renders every diagnostic, each line ending in "\n". Rich diagnostics are separated by
    /// a blank line so that each block reads on its own.
    public func render(_ diagnostics: [Diagnostic], in sources: SourceSet) -> String {
        var lines = SourceLocator(sources)
        var paths = EscapedPaths(style: style, files: sources.count)
        var out = TextBuffer(capacity: diagnostics.count * (style == .rich ? 256 : 96))
        for (index, diagnostic) in diagnostics.enumerated() {
            if style == .rich, index > 0 { out.append(UInt8(ascii: "\n")) }
            render(diagnostic, lines: &lines, paths: &paths, into: &out)
        }
        return out.text
    }

    /// Renders one diagnostic, each line ending in "\n".
    public func render(_ diagnostic: Diagnostic, in sources: SourceSet) -> String {
        var lines = SourceLocator(sources)
        var paths = EscapedPaths(style: style, files: sources.count)
        var out = TextBuffer(capacity: 256)
        render(diagnostic, lines: &lines, paths: &paths, into: &out)
        return out.text
    }

    private func render(_ diagnostic: Diagnostic, lines: inout SourceLocator, paths: inout EscapedPaths, into out: inout TextBuffer) {
        let position = lines.location(of: diagnostic.span)
        let file = lines.sources[diagnostic.span]
        let path = paths.escaped(diagnostic.span.file, in: lines.sources)
        switch style {
        case .github:
            // A note at another place says where, as rich's does: an annotation has one place.
            let places = diagnostic.notes.map { note -> String? in
                guard let span = note.span, span.file != diagnostic.span.file || span.start != diagnostic.span.start else { return nil }
                let (line, column) = lines.location(of: span)
                return "\(lines.sources[span].path):\(line):\(column)"
            }
            Self.workflowCommand(diagnostic, escapedPath: path, at: position, notesAt: places, into: &out)
        case .short:
            header(diagnostic, escapedPath: path, at: position, into: &out)
            for note in diagnostic.notes {
                let span = note.span ?? diagnostic.span
                location(paths.escaped(span.file, in: lines.sources), lines.location(of: span), into: &out)
                paint("note:", Self.bold, Self.cyan, into: &out)
                out.append(UInt8(ascii: " "))
                out.append(note.message, escaping: PrintableText.self)
                out.append(UInt8(ascii: "\n"))
            }
            // The help, with any "did you mean", is one more note, as swiftc writes a fix's
            // note: Xcode and SwiftPM attach a note to the error or warning before it, and a
            // log that keeps only `path:line:col:` lines keeps it too. It has no place of its
            // own, so it stands at the diagnostic's.
            if let help = diagnostic.help {
                location(path, position, into: &out)
                paint("note:", Self.bold, Self.cyan, into: &out)
                out.append(UInt8(ascii: " "))
                out.append(help, escaping: PrintableText.self)
                out.append(UInt8(ascii: "\n"))
            }
        case .rich:
            header(diagnostic, escapedPath: path, at: position, into: &out)
            let gutterWidth = max(5, Self.digits(position.line) + 1)
            let range = lines.lineRange(position.line - 1, inFile: diagnostic.span.file)
            excerpt(diagnostic.span, in: file, range: range, line: position.line, gutterWidth: gutterWidth, severity: diagnostic.severity, into: &out)
            for note in diagnostic.notes {
                out.append(repeating: UInt8(ascii: " "), count: gutterWidth + 1)
                paint("= note:", Self.bold, Self.cyan, into: &out)
                out.append(UInt8(ascii: " "))
                // A note that points somewhere else says where; one at the diagnostic's own
                // position would only repeat the header.
                if let span = note.span, span.file != diagnostic.span.file || span.start != diagnostic.span.start {
                    location(paths.escaped(span.file, in: lines.sources), lines.location(of: span), into: &out)
                }
                out.append(note.message, escaping: PrintableText.self)
                out.append(UInt8(ascii: "\n"))
            }
            if let help = diagnostic.help {
                out.append(repeating: UInt8(ascii: " "), count: gutterWidth + 1)
                paint("= help:", Self.bold, into: &out)
                out.append(UInt8(ascii: " "))
                out.append(help, escaping: PrintableText.self)
                out.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// `path:line:column: error: message [id]`, the line both renderings start with.
    private func header(
        _ diagnostic: Diagnostic, escapedPath path: [UInt8], at position: (line: Int, column: Int), into out: inout TextBuffer
    ) {
        if color { out.append(Self.bold) }
        location(path, position, into: &out)
        if color { out.append(Self.reset) }
        let severity: StaticString
        switch diagnostic.severity {
        case .error: severity = "error:"
        case .warning: severity = "warning:"
        case .note: severity = "note:"
        }
        paint(severity, Self.bold, Self.colour(of: diagnostic.severity), into: &out)
        if color { out.append(Self.bold) }
        out.append(UInt8(ascii: " "))
        out.append(diagnostic.message, escaping: PrintableText.self)
        out.append(UInt8(ascii: " "))
        out.append(UInt8(ascii: "["))
        out.append(diagnostic.id.rawValue)
        out.append(UInt8(ascii: "]"))
        if color { out.append(Self.reset) }
        out.append(UInt8(ascii: "\n"))
    }

    /// `path:line:column: `, the path as `EscapedPaths` escaped it.
    private func location(_ path: [UInt8], _ position: (line: Int, column: Int), into out: inout TextBuffer) {
        path.withUnsafeBufferPointer { out.append($0) }
        out.append(UInt8(ascii: ":"))
        out.append(decimal: position.line)
        out.append(UInt8(ascii: ":"))
        out.append(decimal: position.column)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
    }

    private static func digits(_ number: Int) -> Int {
        var count = 1
        var rest = number.magnitude
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count + (number < 0 ? 1 : 0)
    }

    /// The span's first line with a gutter, and a caret line under the span.
    ///
    /// The line is shown as `PrintableText` shows text, except that a tab becomes one space: a
    /// control, C1 or bidirectional scalar is written by its code point and the caret line
    /// widens with it, so that the caret stays under what is printed.
    private func excerpt(
        _ span: Span, in file: SourceFile, range: Range<Int>, line: Int, gutterWidth: Int, severity: Severity,
        into out: inout TextBuffer
    ) {
        let start = min(max(span.start, range.lowerBound), range.upperBound)
        let end = min(max(span.end, start), range.upperBound)
        // A plain line (printable ASCII) is its bytes, one column each: the common case.
        let plain = file.bytes.withUnsafeBufferPointer { bytes in
            let line = UnsafeBufferPointer(rebasing: bytes[range])
            return ByteScan.first(in: line, from: 0, Self.notPlain) == line.count
        }
        let number = Self.digits(line)
        out.append(repeating: UInt8(ascii: " "), count: gutterWidth - number)
        out.append(decimal: line)
        out.append(UInt8(ascii: " "))
        out.append(UInt8(ascii: "|"))
        let caret = plain
            ? plainLine(file, range: range, span: start..<end, into: &out)
            : decodedLine(file, range: range, span: start..<end, into: &out)
        out.append(UInt8(ascii: "\n"))
        out.append(repeating: UInt8(ascii: " "), count: gutterWidth + 1)
        out.append(UInt8(ascii: "|"))
        out.append(repeating: UInt8(ascii: " "), count: caret.lowerBound + 1)
        if color {
            out.append(Self.bold)
            out.append(Self.colour(of: severity))
        }
        out.append(UInt8(ascii: "^"))
        out.append(repeating: UInt8(ascii: "~"), count: max(1, caret.count) - 1)
        if color { out.append(Self.reset) }
        out.append(UInt8(ascii: "\n"))
    }

    /// Bytes that make a line other than plain: non-ASCII, controls and DEL.
    private static func notPlain(_ word: UInt64) -> UInt64 {
        ByteScan.nonASCII(word) | ByteScan.below(word, 0x20) | ByteScan.equal(word, 0x7F)
    }

    /// A line of printable ASCII after the gutter, windowed when long; the caret's columns.
    private func plainLine(_ file: SourceFile, range: Range<Int>, span: Range<Int>, into out: inout TextBuffer) -> Range<Int> {
        let total = range.count
        guard total > 0 else { return 0..<0 }
        let (lower, upper) = Self.window(total: total, caretStart: span.lowerBound - range.lowerBound)
        out.append(UInt8(ascii: " "))
        if lower > 0 { out.append("…") }
        file.bytes.withUnsafeBufferPointer { bytes in
            out.append(UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + lower)..<(range.lowerBound + upper)]))
        }
        if upper < total { out.append("…") }
        let shift = lower > 0 ? 1 - lower : 0
        let caretStart = span.lowerBound - range.lowerBound + shift
        let caretEnd = min(span.upperBound - range.lowerBound, upper) + shift
        return caretStart..<max(caretStart, caretEnd)
    }

    /// Any other line, as decoded in three pieces (before the span, the span, after it), which
    /// keeps the caret exactly under what is printed even when invalid UTF-8 or a span boundary
    /// inside a character becomes U+FFFD; windowed over its scalars when long. Returns the
    /// caret's columns.
    ///
    /// A line of valid UTF-8 whose span starts and ends on scalar boundaries (every line but a
    /// damaged one) decodes to its own bytes, which are written as they are; any other is
    /// decoded piece by piece by the standard library, and its repaired bytes are written.
    private func decodedLine(_ file: SourceFile, range: Range<Int>, span: Range<Int>, into out: inout TextBuffer) -> Range<Int> {
        file.bytes.withUnsafeBufferPointer { bytes in
            let line = UnsafeBufferPointer(rebasing: bytes[range])
            func continuation(_ offset: Int) -> Bool { offset < range.upperBound && bytes[offset] & 0xC0 == 0x80 }
            if !continuation(span.lowerBound), !continuation(span.upperBound), Self.isValidUTF8(line) {
                let caret = (span.lowerBound - range.lowerBound)..<(span.upperBound - range.lowerBound)
                return validLine(line, span: caret, into: &out)
            }
            var repaired = TextBuffer(capacity: range.count * 3 + 16)
            repaired.append(file.text(range.lowerBound..<span.lowerBound))
            let spanStart = repaired.bytes.count
            repaired.append(file.text(span))
            let spanEnd = repaired.bytes.count
            repaired.append(file.text(span.upperBound..<range.upperBound))
            return validLine(repaired.bytes, span: spanStart..<spanEnd, into: &out)
        }
    }

    /// `line`, valid UTF-8 with `span` (byte offsets) on scalar boundaries, written as an
    /// excerpt: windowed over its scalars when long, in three pieces (before the caret, under
    /// it, after it), each escaped in runs. A piece's columns are the scalars written for it
    /// (a code point's escape is ASCII, one column a character). Returns the caret's columns.
    private func validLine(_ line: UnsafeBufferPointer<UInt8>, span: Range<Int>, into out: inout TextBuffer) -> Range<Int> {
        func scalars(_ part: Range<Int>) -> Int { ByteScan.scalarCount(UnsafeBufferPointer(rebasing: line[part])) }
        let total = scalars(0..<line.count)
        guard total > 0 else { return 0..<0 }
        let spanStart = scalars(0..<span.lowerBound)
        let spanEnd = spanStart + scalars(span)
        let (lower, upper) = Self.window(total: total, caretStart: spanStart)
        // Where the window and the caret's pieces start and end, in bytes.
        let first = lower == 0 ? 0 : Self.offset(ofScalar: lower, in: line)
        let last = upper == total ? line.count : Self.offset(ofScalar: upper, in: line)
        let caretFrom = spanStart < upper ? span.lowerBound : last
        let caretTo = spanEnd < upper ? span.upperBound : last
        out.append(UInt8(ascii: " "))
        var column = 0
        if lower > 0 {
            out.append("…")
            column = 1
        }
        func piece(_ part: Range<Int>) {
            let before = out.bytes.count
            out.append(UnsafeBufferPointer(rebasing: line[part]), escaping: ExcerptText.self)
            column += ByteScan.scalarCount(UnsafeBufferPointer(rebasing: out.bytes[before...]))
        }
        piece(first..<caretFrom)
        let caretStart = column
        piece(caretFrom..<caretTo)
        let caretEnd = column
        piece(caretTo..<last)
        if upper < total { out.append("…") }
        return caretStart..<max(caretStart, caretEnd)
    }

    /// Whether `bytes` are valid UTF-8, checked by the standard library (no allocation).
    /// Where that check is not available, no line is taken as valid, and each line is decoded
    /// piece by piece.
    private static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return (try? UTF8Span(validating: bytes.span)) != nil
        }
        #endif
        return false
    }

    /// The byte offset of scalar `index` (counted from 0) of valid UTF-8 `bytes`: only long
    /// lines, cut to a window, need it.
    private static func offset(ofScalar index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var seen = -1
        for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
            seen += 1
            if seen == index { return offset }
        }
        return bytes.count
    }

    /// A source line's text in an excerpt: `PrintableText`, except that a tab is one space.
    enum ExcerptText: TextEscaping {
        static func marks(_ word: UInt64) -> UInt64 {
            PrintableText.marks(word)
        }

        static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            guard utf8[index] == UInt8(ascii: "\t") else { return PrintableText.replace(utf8, at: index, into: &out) }
            out.append(UInt8(ascii: " "))
            return 1
        }
    }

    /// The scalars shown of a line `total` long: all of a line that fits, or `windowWidth`
    /// around the caret with `windowLead` before it.
    private static func window(total: Int, caretStart: Int) -> (lower: Int, upper: Int) {
        guard total > windowWidth else { return (0, total) }
        let lower = max(0, min(caretStart - windowLead, total - windowWidth))
        return (lower, min(total, lower + windowWidth))
    }

    // MARK: Colour

    private static let reset: StaticString = "\u{1B}[0m"
    private static let bold: StaticString = "\u{1B}[1m"
    private static let red: StaticString = "\u{1B}[31m"
    private static let yellow: StaticString = "\u{1B}[33m"
    private static let cyan: StaticString = "\u{1B}[36m"

    private static func colour(of severity: Severity) -> StaticString {
        switch severity {
        case .error: red
        case .warning: yellow
        case .note: cyan
        }
    }

    /// `text` in the given ANSI codes when colour is on, as it is otherwise.
    private func paint(_ text: StaticString, _ first: StaticString, _ second: StaticString? = nil, into out: inout TextBuffer) {
        if color {
            out.append(first)
            if let second { out.append(second) }
        }
        out.append(text)
        if color { out.append(Self.reset) }
    }

    /// One GitHub Actions annotation; notes join the message, since an annotation is one
    /// line. Names and paths are escaped by the runner's rules (`%`, CR and LF everywhere, and
    /// also `:` and `,` inside properties), which it decodes back to the path and the name;
    /// what those rules cannot write is shown as `PrintableText` shows it.
    static func workflowCommand(
        _ diagnostic: Diagnostic, escapedPath path: [UInt8], at position: (line: Int, column: Int), notesAt places: [String?] = [],
        into out: inout TextBuffer
    ) {
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: ":"))
        switch diagnostic.severity {
        case .error: out.append("error")
        case .warning: out.append("warning")
        case .note: out.append("notice")
        }
        out.append(" file=")
        path.withUnsafeBufferPointer { out.append($0) }
        out.append(",line=")
        out.append(decimal: position.line)
        out.append(",col=")
        out.append(decimal: position.column)
        out.append(",title=")
        out.append(diagnostic.pattern?.name ?? diagnostic.id.rawValue, escaping: WorkflowProperty.self)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: ":"))
        out.append(diagnostic.message, escaping: WorkflowMessage.self)
        for (index, note) in diagnostic.notes.enumerated() {
            out.append("%0A")
            if index < places.count, let place = places[index] {
                out.append(place, escaping: WorkflowMessage.self)
                out.append(": ")
            }
            out.append(note.message, escaping: WorkflowMessage.self)
        }
        if let help = diagnostic.help {
            out.append("%0Ahelp: ")
            out.append(help, escaping: WorkflowMessage.self)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// Each file's path as a style writes it, escaped the first time a diagnostic or note of
    /// the rendering names the file rather than every time: a file name is as hostile as a
    /// name in a flow (a line feed in it would forge a line), so `short` and `rich` write it as
    /// `PrintableText` and `github` as a workflow command's property.
    struct EscapedPaths {
        let style: Style
        private var escaped: [[UInt8]?]

        init(style: Style, files: Int) {
            self.style = style
            escaped = Array(repeating: nil, count: files)
        }

        mutating func escaped(_ file: Int, in sources: SourceSet) -> [UInt8] {
            if let known = escaped[file] { return known }
            let path = sources[file].path
            var out = TextBuffer(capacity: path.utf8.count + 16)
            if style == .github {
                out.append(path, escaping: WorkflowProperty.self)
            } else {
                out.append(path, escaping: PrintableText.self)
            }
            let bytes = Array(out.bytes)
            escaped[file] = bytes
            return bytes
        }
    }

    /// A message of a workflow command, by the runner's rules: `%`, CR and LF percent-encoded
    /// (`%25`, `%0D`, `%0A`), which it decodes back, so that no line end is left to end the
    /// command; every other unprintable scalar, for which the runner has no escape, shown by
    /// code point as in every style. flowmap's own line breaks between a message and its notes
    /// are written as `%0A`.
    enum WorkflowMessage: TextEscaping {
        static func marks(_ word: UInt64) -> UInt64 {
            PrintableText.marks(word) | ByteScan.equal(word, UInt8(ascii: "%"))
        }

        static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            switch utf8[index] {
            case UInt8(ascii: "%"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                PercentEncoding.append(utf8[index], into: &out)
                return 1
            default:
                return PrintableText.replace(utf8, at: index, into: &out)
            }
        }
    }

    /// A property of a workflow command (`file=`, `title=`): a message's escaping, and also `:`
    /// and `,` as `%3A` and `%2C`, which would end the property.
    enum WorkflowProperty: TextEscaping {
        static func marks(_ word: UInt64) -> UInt64 {
            WorkflowMessage.marks(word) | ByteScan.equal(word, UInt8(ascii: ":")) | ByteScan.equal(word, UInt8(ascii: ","))
        }

        static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            switch utf8[index] {
            case UInt8(ascii: ":"), UInt8(ascii: ","):
                PercentEncoding.append(utf8[index], into: &out)
                return 1
            default:
                return WorkflowMessage.replace(utf8, at: index, into: &out)
            }
        }
    }
}

import FlowOutput

/// Turns diagnostics into text for people: one data model, two renderings.
///
/// `short` is the one-line `path:line:column: error: message [id]` that Xcode, SwiftPM and CI
/// logs parse; `rich` adds the source line with a caret under the span, as clang and rustc do.
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
        var out = TextBuffer(capacity: diagnostics.count * (style == .rich ? 256 : 96))
        for (index, diagnostic) in diagnostics.enumerated() {
            if style == .rich, index > 0 { out.append(UInt8(ascii: "\n")) }
            render(diagnostic, lines: &lines, into: &out)
        }
        return out.text
    }

    /// Renders one diagnostic, each line ending in "\n".
    public func render(_ diagnostic: Diagnostic, in sources: SourceSet) -> String {
        var lines = SourceLocator(sources)
        var out = TextBuffer(capacity: 256)
        render(diagnostic, lines: &lines, into: &out)
        return out.text
    }

    private func render(_ diagnostic: Diagnostic, lines: inout SourceLocator, into out: inout TextBuffer) {
        let position = lines.location(of: diagnostic.span)
        let file = lines.sources[diagnostic.span]
        switch style {
        case .github:
            Self.workflowCommand(diagnostic, path: file.path, at: position, into: &out)
        case .short:
            header(diagnostic, path: file.path, at: position, into: &out)
            for note in diagnostic.notes {
                let span = note.span ?? diagnostic.span
                location(lines.sources.path(of: span), lines.location(of: span), into: &out)
                paint("note:", Self.bold, Self.cyan, into: &out)
                out.append(UInt8(ascii: " "))
                out.append(note.message, escaping: Printable.self)
                out.append(UInt8(ascii: "\n"))
            }
        case .rich:
            header(diagnostic, path: file.path, at: position, into: &out)
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
                    location(lines.sources.path(of: span), lines.location(of: span), into: &out)
                }
                out.append(note.message, escaping: Printable.self)
                out.append(UInt8(ascii: "\n"))
            }
            if let help = diagnostic.help {
                out.append(repeating: UInt8(ascii: " "), count: gutterWidth + 1)
                paint("= help:", Self.bold, into: &out)
                out.append(UInt8(ascii: " "))
                out.append(help, escaping: Printable.self)
                out.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// `path:line:column: error: message [id]`, the line both renderings start with.
    private func header(_ diagnostic: Diagnostic, path: String, at position: (line: Int, column: Int), into out: inout TextBuffer) {
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
        out.append(diagnostic.message, escaping: Printable.self)
        out.append(UInt8(ascii: " "))
        out.append(UInt8(ascii: "["))
        out.append(diagnostic.id.rawValue)
        out.append(UInt8(ascii: "]"))
        if color { out.append(Self.reset) }
        out.append(UInt8(ascii: "\n"))
    }

    /// `path:line:column: `
    private func location(_ path: String, _ position: (line: Int, column: Int), into out: inout TextBuffer) {
        out.append(path)
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
    private func excerpt(
        _ span: Span, in file: SourceFile, range: Range<Int>, line: Int, gutterWidth: Int, severity: Severity,
        into out: inout TextBuffer
    ) {
        let start = min(max(span.start, range.lowerBound), range.upperBound)
        let end = min(max(span.end, start), range.upperBound)
        // The line as shown: one column per scalar. An ASCII line is its bytes. Any other line
        // is decoded in three pieces, which keeps the caret exactly under what is printed even
        // when invalid UTF-8 or a span boundary inside a character becomes U+FFFD; the pieces'
        // scalars are counted, and shown, from their UTF-8.
        let ascii = file.bytes.withUnsafeBufferPointer { bytes in
            let line = UnsafeBufferPointer(rebasing: bytes[range])
            return ByteScan.first(in: line, from: 0, ByteScan.nonASCII) == line.count
        }
        var pieces = ("", "", "")
        var caretStart: Int
        var caretEnd: Int
        let total: Int
        if ascii {
            caretStart = start - range.lowerBound
            caretEnd = end - range.lowerBound
            total = range.count
        } else {
            pieces = (file.text(range.lowerBound..<start), file.text(start..<end), file.text(end..<range.upperBound))
            func scalars(_ piece: String) -> Int {
                piece.utf8.withContiguousStorageIfAvailable(ByteScan.scalarCount) ?? piece.unicodeScalars.count
            }
            caretStart = scalars(pieces.0)
            caretEnd = caretStart + scalars(pieces.1)
            total = caretEnd + scalars(pieces.2)
        }
        // Bytes stand for scalars one to one in an ASCII line, and a line that fits is shown
        // whole; only a long non-ASCII line is windowed over its scalars.
        let byBytes = ascii || total <= Self.windowWidth

        // A long line is shown as a window around the span, with "…" where it is cut.
        var lower = 0
        var upper = total
        if total > Self.windowWidth {
            lower = max(0, min(caretStart - Self.windowLead, total - Self.windowWidth))
            upper = min(total, lower + Self.windowWidth)
            let shift = lower > 0 ? 1 - lower : -lower
            caretEnd = min(caretEnd, upper) + shift
            caretStart += shift
        }

        let number = Self.digits(line)
        out.append(repeating: UInt8(ascii: " "), count: gutterWidth - number)
        out.append(decimal: line)
        out.append(UInt8(ascii: " "))
        out.append(UInt8(ascii: "|"))
        if total > 0 {
            out.append(UInt8(ascii: " "))
            if lower > 0 { out.append("…") }
            if byBytes {
                // A control character (a tab, a stray carriage return, a NUL) becomes one
                // space, so that it keeps its single column and cannot move the cursor.
                if ascii {
                    file.bytes.withUnsafeBufferPointer { bytes in
                        out.append(
                            UnsafeBufferPointer(rebasing: bytes[(range.lowerBound + lower)..<(range.lowerBound + upper)]),
                            escaping: ControlsAsSpaces.self)
                    }
                } else {
                    out.append(pieces.0, escaping: ControlsAsSpaces.self)
                    out.append(pieces.1, escaping: ControlsAsSpaces.self)
                    out.append(pieces.2, escaping: ControlsAsSpaces.self)
                }
            } else {
                let scalars = Array(pieces.0.unicodeScalars) + Array(pieces.1.unicodeScalars) + Array(pieces.2.unicodeScalars)
                for scalar in scalars[lower..<upper] {
                    if scalar.isASCII {
                        out.append(scalar.value < 0x20 || scalar.value == 0x7F ? UInt8(ascii: " ") : UInt8(scalar.value))
                    } else {
                        UTF8.encode(scalar) { out.append($0) }
                    }
                }
            }
            if upper < total { out.append("…") }
        }
        out.append(UInt8(ascii: "\n"))
        out.append(repeating: UInt8(ascii: " "), count: gutterWidth + 1)
        out.append(UInt8(ascii: "|"))
        out.append(repeating: UInt8(ascii: " "), count: caretStart + 1)
        let width = max(1, caretEnd - caretStart)
        if color {
            out.append(Self.bold)
            out.append(Self.colour(of: severity))
        }
        out.append(UInt8(ascii: "^"))
        out.append(repeating: UInt8(ascii: "~"), count: width - 1)
        if color { out.append(Self.reset) }
        out.append(UInt8(ascii: "\n"))
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
    /// line. Escaping follows the runner's rules: `%`, CR and LF everywhere, and also `:` and
    /// `,` inside properties.
    static func workflowCommand(
        _ diagnostic: Diagnostic, path: String, at position: (line: Int, column: Int), into out: inout TextBuffer
    ) {
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: ":"))
        switch diagnostic.severity {
        case .error: out.append("error")
        case .warning: out.append("warning")
        case .note: out.append("notice")
        }
        out.append(" file=")
        out.append(path, escaping: WorkflowProperty.self)
        out.append(",line=")
        out.append(decimal: position.line)
        out.append(",col=")
        out.append(decimal: position.column)
        out.append(",title=")
        out.append(diagnostic.pattern?.name ?? diagnostic.id.rawValue, escaping: WorkflowProperty.self)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: ":"))
        out.append(diagnostic.message, escaping: WorkflowMessage.self)
        for note in diagnostic.notes {
            out.append("%0A")
            out.append(note.message, escaping: WorkflowMessage.self)
        }
        if let help = diagnostic.help {
            out.append("%0Ahelp: ")
            out.append(help, escaping: WorkflowMessage.self)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// The runner's escaping of a message: `%`, CR and LF percent-encoded.
    enum WorkflowMessage: TextEscaping {
        static func marks(_ word: UInt64) -> UInt64 {
            ByteScan.equal(word, UInt8(ascii: "%")) | ByteScan.equal(word, UInt8(ascii: "\r")) | ByteScan.equal(word, UInt8(ascii: "\n"))
        }

        static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            PercentEncoding.append(utf8[index], into: &out)
            return 1
        }
    }

    /// The runner's escaping of a property (`file=`, `title=`): a message's, and `:` and `,`.
    enum WorkflowProperty: TextEscaping {
        static func marks(_ word: UInt64) -> UInt64 {
            WorkflowMessage.marks(word) | ByteScan.equal(word, UInt8(ascii: ":")) | ByteScan.equal(word, UInt8(ascii: ","))
        }

        static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            PercentEncoding.append(utf8[index], into: &out)
            return 1
        }
    }

    /// Messages quote names from the flow; a name holding an escape, a C1 control, a line
    /// separator or a bidirectional override would drive the terminal or reorder the log line.
    /// Such scalars are shown by code point, as the lexer shows them.
    static func printable(_ text: String) -> String {
        TextBuffer.escaped(text, by: Printable.self)
    }

    /// `printable(text)` as an escaping. Only the scalars that may be unprintable are decoded:
    /// ASCII controls and DEL, and those whose UTF-8 starts with C2 (U+0080 to U+00BF) or E2
    /// (U+2000 to U+2FFF); every other byte is copied in runs.
    enum Printable: TextEscaping {
        static func marks(_ word: UInt64) -> UInt64 {
            ByteScan.below(word, 0x20) | ByteScan.equal(word, 0x7F) | ByteScan.equal(word, 0xC2) | ByteScan.equal(word, 0xE2)
        }

        static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            let byte = utf8[index]
            let scalar: UInt32
            let length: Int
            if byte < 0x80 {
                (scalar, length) = (UInt32(byte), 1)
            } else if byte == 0xC2, index + 1 < utf8.count {
                (scalar, length) = (0x80 | UInt32(utf8[index + 1] & 0x3F), 2)
            } else if byte == 0xE2, index + 2 < utf8.count {
                (scalar, length) = (0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F), 3)
            } else {
                return 0
            }
            guard let unicode = Unicode.Scalar(scalar), isUnprintable(unicode) else { return 0 }
            out.append("\\u{")
            out.append(String(scalar, radix: 16, uppercase: true))
            out.append(UInt8(ascii: "}"))
            return length
        }
    }

    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: true
        default: false
        }
    }
}

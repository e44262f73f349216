/// Turns diagnostics into text for people: one data model, two renderings.
///
/// `short` is the one-line `path:line:column: error: message [id]` that Xcode, SwiftPM and CI
/// logs parse; `rich` adds the source line with a caret under the span, as clang and rustc do.
/// Line and column are computed here, and only here, so that nothing upstream pays for them.
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
    public func render(_ diagnostics: [Diagnostic]) -> String {
        // One line table per file, built the first time one of its positions is shown.
        var tables: [ObjectIdentifier: LineTable] = [:]
        var text = ""
        for (index, diagnostic) in diagnostics.enumerated() {
            if style == .rich, index > 0 { text += "\n" }
            text += render(diagnostic, tables: &tables)
        }
        return text
    }

    /// Renders one diagnostic, each line ending in "\n".
    public func render(_ diagnostic: Diagnostic) -> String {
        var tables: [ObjectIdentifier: LineTable] = [:]
        return render(diagnostic, tables: &tables)
    }

    private func render(_ diagnostic: Diagnostic, tables: inout [ObjectIdentifier: LineTable]) -> String {
        let table = Self.table(for: diagnostic.span.file, in: &tables)
        let position = table.location(of: diagnostic.span.start)
        if style == .github { return Self.workflowCommand(diagnostic, at: position) }
        var text = header(diagnostic, at: position)
        switch style {
        case .github:
            break
        case .short:
            for note in diagnostic.notes {
                let span = note.span ?? diagnostic.span
                let noteTable = Self.table(for: span.file, in: &tables)
                text += location(span.file.path, noteTable.location(of: span.start))
                text += paint("note:", Self.bold + Self.cyan) + " " + Self.printable(note.message) + "\n"
            }
        case .rich:
            let gutterWidth = max(5, String(position.line).count + 1)
            let gutter = String(repeating: " ", count: gutterWidth)
            text += excerpt(diagnostic.span, table: table, line: position.line, gutter: gutter, severity: diagnostic.severity)
            for note in diagnostic.notes {
                var message = Self.printable(note.message)
                // A note that points somewhere else says where; one at the diagnostic's own
                // position would only repeat the header.
                if let span = note.span, span.file !== diagnostic.span.file || span.start != diagnostic.span.start {
                    let noteTable = Self.table(for: span.file, in: &tables)
                    message = location(span.file.path, noteTable.location(of: span.start)) + message
                }
                text += gutter + " " + paint("= note:", Self.bold + Self.cyan) + " " + message + "\n"
            }
            if let help = diagnostic.help {
                text += gutter + " " + paint("= help:", Self.bold) + " " + Self.printable(help) + "\n"
            }
        }
        return text
    }

    /// `path:line:column: error: message [id]`, the line both renderings start with.
    private func header(_ diagnostic: Diagnostic, at position: (line: Int, column: Int)) -> String {
        let severity = paint(diagnostic.severity.rawValue + ":", Self.bold + Self.colour(of: diagnostic.severity))
        let rest = " " + Self.printable(diagnostic.message) + " [" + diagnostic.id.rawValue + "]"
        return paint(location(diagnostic.span.file.path, position), Self.bold)
            + severity + paint(rest, Self.bold) + "\n"
    }

    private func location(_ path: String, _ position: (line: Int, column: Int)) -> String {
        "\(path):\(position.line):\(position.column): "
    }

    /// The span's first line with a gutter, and a caret line under the span.
    private func excerpt(_ span: Span, table: LineTable, line: Int, gutter: String, severity: Severity) -> String {
        let file = span.file
        let range = table.lineRange(line - 1)
        // Decoding the three pieces apart keeps the caret exactly under what is printed, even
        // when invalid UTF-8 or a span boundary inside a character becomes U+FFFD.
        let start = min(max(span.start, range.lowerBound), range.upperBound)
        let end = min(max(span.end, start), range.upperBound)
        let before = Self.scalars(file.text(range.lowerBound..<start))
        let inside = Self.scalars(file.text(start..<end))
        let after = Self.scalars(file.text(end..<range.upperBound))
        var shown = before + inside + after
        var caretStart = before.count
        var caretEnd = before.count + inside.count

        if shown.count > Self.windowWidth {
            let lower = max(0, min(caretStart - Self.windowLead, shown.count - Self.windowWidth))
            let upper = min(shown.count, lower + Self.windowWidth)
            var window = Array(shown[lower..<upper])
            var shift = -lower
            if lower > 0 {
                window.insert("…", at: 0)
                shift += 1
            }
            if upper < shown.count { window.append("…") }
            caretEnd = min(caretEnd, upper) + shift
            caretStart += shift
            shown = window
        }

        let number = String(line)
        let numberGutter = String(repeating: " ", count: gutter.count - number.count) + number
        var text = numberGutter + " |"
        if !shown.isEmpty { text += " " + String(String.UnicodeScalarView(shown)) }
        text += "\n"
        let width = max(1, caretEnd - caretStart)
        let marker = "^" + String(repeating: "~", count: width - 1)
        text += gutter + " | " + String(repeating: " ", count: caretStart)
        text += paint(marker, Self.bold + Self.colour(of: severity)) + "\n"
        return text
    }

    /// The scalars of a source line as they should appear on a terminal: every control
    /// character (a tab, a stray carriage return, a NUL) becomes one space, so that it keeps
    /// its single column and cannot move the cursor.
    private static func scalars(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar
        }
    }

    private static func table(for file: SourceFile, in tables: inout [ObjectIdentifier: LineTable]) -> LineTable {
        // The table holds the file, so the identifier cannot be reused while it is cached.
        if let table = tables[ObjectIdentifier(file)] { return table }
        let table = LineTable(file)
        tables[ObjectIdentifier(file)] = table
        return table
    }

    // MARK: Colour

    private static let reset = "\u{1B}[0m"
    private static let bold = "\u{1B}[1m"
    private static let red = "\u{1B}[31m"
    private static let yellow = "\u{1B}[33m"
    private static let cyan = "\u{1B}[36m"

    private static func colour(of severity: Severity) -> String {
        switch severity {
        case .error: red
        case .warning: yellow
        case .note: cyan
        }
    }

    private func paint(_ text: String, _ codes: String) -> String {
        color ? codes + text + Self.reset : text
    }

    /// One GitHub Actions annotation; notes join the message, since an annotation is one
    /// line. Escaping follows the runner's rules: `%`, CR and LF everywhere, and also `:` and
    /// `,` inside properties.
    static func workflowCommand(_ diagnostic: Diagnostic, at position: (line: Int, column: Int)) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let title = diagnostic.pattern ?? diagnostic.id.rawValue
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\n" + note.message }
        if let help = diagnostic.help { message += "\nhelp: " + help }
        let properties = [
            "file=" + escapeProperty(diagnostic.span.file.path), "line=\(position.line)", "col=\(position.column)",
            "title=" + escapeProperty(title),
        ]
        return "::\(command) " + properties.joined(separator: ",") + "::" + escapeData(message) + "\n"
    }

    static func escapeData(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case "\r\n": out += "%0D%0A"
            default: out.append(character)
            }
        }
        return out
    }

    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for character in escapeData(text) {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.append(character)
            }
        }
        return out
    }

    /// Messages quote names from the flow; a name holding an escape, a C1 control, a line
    /// separator or a bidirectional override would drive the terminal or reorder the log line.
    /// Such scalars are shown by code point, as the lexer shows them.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnprintable) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isUnprintable(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: true
        default: false
        }
    }
}

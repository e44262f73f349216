/// Turns a file's bytes into lines of tokens in one pass over bytes (never `Character`).
///
/// Lexical problems are reported and recovered from on the spot, at most one per line, so
/// that the parser still sees a usable line: an unterminated string runs to the end of its
/// line, a typographic quote is read as a straight one, an unexpected byte is skipped.
public struct Lexer {
    public struct Output: Sendable {
        public var tokens: [Token] = []
        public var lines: [Line] = []
        public var diagnostics: [Diagnostic] = []
        /// Each comment's bytes, from its `#` to the end of its line (a "\r" before "\n" included):
        /// kept for the formatter, at one append per comment.
        public var comments: [Range<Int>] = []
    }

    private let file: SourceFile
    /// The file's index in its `SourceSet`, which the spans of diagnostics name.
    private let index: Int

    public init(_ file: SourceFile, index: Int) {
        self.file = file
        self.index = index
    }

    public func run() -> Output {
        var output = Output()
        output.tokens.reserveCapacity(file.bytes.count / 6 + 1)
        output.lines.reserveCapacity(file.bytes.count / 24 + 1)
        file.bytes.withUnsafeBufferPointer { bytes in
            var scanner = Scanner(bytes: bytes, file: file, index: index)
            scanner.scan(into: &output)
        }
        return output
    }

    /// The value of a string token, with escapes resolved and the quotes removed.
    public static func stringValue(_ token: Token, in file: SourceFile) -> String {
        let bytes = file.bytes
        var start = token.start + 1
        // A typographic opening quote is three bytes long.
        if bytes[token.start] != UInt8(ascii: "\"") { start = token.start + 3 }
        if !token.needsDecoding {
            // From a buffer pointer, not an ArraySlice: the contiguous fast path of String's decoder.
            return bytes.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<(token.end - 1)]), as: UTF8.self)
            }
        }
        var value: [UInt8] = []
        value.reserveCapacity(token.end - start)
        var index = start
        while index < token.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < token.end {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
                    value.append(next)
                    index += 2
                    continue
                }
            }
            if !token.unterminated {
                if byte == UInt8(ascii: "\"") && index == token.end - 1 { break }
                if let quote = Scanner.typographicQuote(bytes, at: index), index + 3 == token.end, quote.closes {
                    break
                }
            }
            value.append(byte)
            index += 1
        }
        // Drop the spaces an unterminated string picked up before the end of its line.
        if token.unterminated {
            while let last = value.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { value.removeLast() }
        }
        return String(decoding: value, as: UTF8.self)
    }
}

/// The scanning state: the bytes, a position, and verbs (jlox's three integers).
struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: SourceFile
    let index: Int
    var position = 0
    var lineHasError = false
    var previousLineHadTab = false
    /// The index in `output.tokens` of the current line's first token.
    var lineFirstToken = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: SourceFile, index: Int) {
        self.bytes = bytes
        self.file = file
        self.index = index
        position = SourceFile.byteOrderMark(bytes)
    }

    mutating func scan(into output: inout Output) {
        while position < bytes.count {
            scanLine(into: &output)
        }
    }

    typealias Output = Lexer.Output

    private mutating func report(
        _ output: inout Output, _ id: DiagnosticID, _ message: String, _ start: Int, _ end: Int,
        help: String? = nil
    ) {
        guard !lineHasError else { return }
        lineHasError = true
        output.diagnostics.append(
            Diagnostic(id, .error, message, at: Span(file: index, start: start, end: end), help: help))
    }

    private mutating func scanLine(into output: inout Output) {
        let lineStart = position
        lineHasError = false
        var indent = 0
        var hasTab = false
        // Indentation: spaces, and tabs that we refuse but must step over.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") {
                if !hasTab { indent += 1 }
            } else if byte == UInt8(ascii: "\t") {
                hasTab = true
            } else {
                break
            }
            position += 1
        }
        let firstToken = output.tokens.count
        var tabAt = -1
        if hasTab {
            var index = lineStart
            while bytes[index] != UInt8(ascii: "\t") { index += 1 }
            tabAt = index
        }
        let firstDiagnostic = output.diagnostics.count
        lineFirstToken = firstToken
        scanTokens(into: &output)
        let lastToken = output.tokens.count
        if lastToken > firstToken {
            if hasTab {
                // The parser skips a tab-indented line, so its other problems would be noise;
                // and one report serves a run of such lines: the editor inserted them all.
                output.diagnostics.removeSubrange(firstDiagnostic...)
                lineHasError = false
                if !previousLineHadTab {
                    report(
                        &output, .problem(.tabIndent), "tab in indentation", tabAt, tabAt + 1,
                        help: "indent with two spaces per level")
                }
            }
            previousLineHadTab = hasTab
            output.lines.append(
                Line(
                    indent: indent, start: lineStart, tokenRange: firstToken..<lastToken, hasTab: hasTab,
                    hasError: lineHasError))
        }
        // Step over the line end.
        if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
    }

    /// Scans tokens up to (not including) the line's "\n".
    private mutating func scanTokens(into output: inout Output) {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\n"):
                return
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                position += 1
            case UInt8(ascii: "\r"):
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\n") {
                    position += 1
                } else {
                    reportLoneCarriageReturn(&output)
                    position += 1
                }
            case UInt8(ascii: "#"):
                skipComment(into: &output)
                return
            case UInt8(ascii: "\""):
                scanString(into: &output, openLength: 1)
            case UInt8(ascii: ","):
                output.tokens.append(Token(kind: .comma, start: position, end: position + 1))
                position += 1
            case UInt8(ascii: "-") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ">"):
                output.tokens.append(Token(kind: .arrow, start: position, end: position + 2))
                position += 2
            case 0:
                report(&output, .problem(.nulByte), "NUL byte in the source", position, position + 1)
                position += 1
            default:
                if Scanner.isWordStart(byte) {
                    scanWord(into: &output)
                } else if byte >= 0x80 {
                    scanNonASCII(into: &output)
                } else if let mistake = NewcomerMistake(bytes, at: position, lineTokens: output.tokens[lineFirstToken...]) {
                    report(&output, .problem(.unexpectedCharacter), mistake.message, position, position + mistake.length)
                    position += mistake.length
                } else {
                    let shown = byte < 0x20 || byte == 0x7F ? "control character" : "character"
                    report(
                        &output, .problem(.unexpectedCharacter),
                        "unexpected \(shown) '\(Scanner.describe(byte))'", position, position + 1)
                    position += 1
                }
            }
        }
    }

    static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        let hex = String(byte, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
    }

    /// A non-ASCII scalar as a message shows it: itself when it is visible, its code point when
    /// printing it would show nothing or look like a space (a no-break space pasted into the
    /// indentation, a byte-order mark) or would reorder the rest of the message (U+202E).
    static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            return String(scalar)
        }
    }

    private mutating func scanWord(into output: inout Output) {
        let start = position
        position += 1
        while position < bytes.count {
            let byte = bytes[position]
            if Scanner.isWordStart(byte) || byte == UInt8(ascii: ".") {
                position += 1
            } else if byte == UInt8(ascii: "-") {
                // `-` joins words (`swipe-action`) but `->` is its own token.
                if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: ">") { break }
                position += 1
            } else {
                break
            }
        }
        output.tokens.append(Token(kind: .word, start: start, end: position, keyword: Keyword.lookup(bytes, start, position)))
    }

    /// A typographic double quote at `index`: “ (E2 80 9C) or ” (E2 80 9D). Single curly quotes
    /// are never string delimiters and get the generic unexpected-character message.
    static func typographicQuote(_ bytes: [UInt8], at index: Int) -> (opens: Bool, closes: Bool)? {
        guard index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80 else { return nil }
        switch bytes[index + 2] {
        case 0x9C: return (true, false)
        case 0x9D: return (false, true)
        default: return nil
        }
    }

    private func typographicQuote(at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0x9C || bytes[index + 2] == 0x9D)
    }

    private mutating func scanNonASCII(into output: inout Output) {
        if typographicQuote(at: position) {
            report(
                &output, .problem(.unexpectedCharacter), "typographic quote where a string should start", position,
                position + 3, help: "use straight double quotes: \"…\"")
            scanString(into: &output, openLength: 3)
            return
        }
        let length = validUTF8Length(at: position)
        if length == 0 {
            report(&output, .problem(.invalidUTF8), "invalid UTF-8", position, position + 1)
            position += 1
        } else {
            let text = file.text(position..<(position + length))
            let shown = text.unicodeScalars.first.map(Scanner.describe) ?? text
            report(
                &output, .problem(.unexpectedCharacter), "unexpected character '\(shown)'", position,
                position + length, help: "names and text go in double quotes")
            position += length
        }
    }

    private mutating func skipComment(into output: inout Output) {
        let start = position
        defer { output.comments.append(start..<position) }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") { return }
            if byte < 0x80 {
                if byte == 0 { report(&output, .problem(.nulByte), "NUL byte in a comment", position, position + 1) }
                // An editor ends the line at a lone "\r"; unreported, the lines after it would vanish.
                if byte == UInt8(ascii: "\r"), position + 1 == bytes.count || bytes[position + 1] != UInt8(ascii: "\n") {
                    reportLoneCarriageReturn(&output)
                }
                position += 1
            } else {
                stepOverScalar(&output, in: "a comment")
            }
        }
    }

    private mutating func scanString(into output: inout Output, openLength: Int) {
        let start = position
        position += openLength
        var needsDecoding = openLength != 1
        while position < bytes.count {
            let byte = bytes[position]
            // Most of a string is printable ASCII that means nothing to the lexer: step over it
            // without going through the cases below.
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                output.tokens.append(Token(kind: .string, start: start, end: position, needsDecoding: needsDecoding))
                return
            case UInt8(ascii: "\\"):
                needsDecoding = true
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
                    position += 2
                } else {
                    report(
                        &output, .problem(.invalidEscape), "invalid escape in a string", position, position + 2,
                        help: "only \\\" and \\\\ are escapes; write other characters as they are")
                    position += 1
                }
            case UInt8(ascii: "\r") where !(position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n")):
                reportLoneCarriageReturn(&output)
                position += 1
                needsDecoding = true
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return unterminated(start, into: &output)
            case 0:
                report(&output, .problem(.nulByte), "NUL byte in a string", position, position + 1)
                position += 1
                needsDecoding = true
            default:
                if byte < 0x80 {
                    position += 1
                } else if typographicQuote(at: position) {
                    if bytes[position + 2] == 0x9D && openLength == 3 {
                        position += 3
                        output.tokens.append(Token(kind: .string, start: start, end: position, needsDecoding: true))
                        return
                    }
                    position += 3
                } else if !stepOverScalar(&output, in: "a string") {
                    needsDecoding = true
                }
            }
        }
        unterminated(start, into: &output)
    }

    /// Reports the "\r" at `position`, which no "\n" follows.
    private mutating func reportLoneCarriageReturn(_ output: inout Output) {
        report(
            &output, .problem(.strayCarriageReturn), "carriage return without a line feed", position, position + 1,
            help: "save the file with \\n or \\r\\n line ends")
    }

    /// Steps over the non-ASCII scalar at `position`; when its bytes are not UTF-8, reports it
    /// (in a comment or a string, `place`) and steps over one byte. Whether it was UTF-8.
    @discardableResult
    private mutating func stepOverScalar(_ output: inout Output, in place: String) -> Bool {
        let length = validUTF8Length(at: position)
        guard length > 0 else {
            report(&output, .problem(.invalidUTF8), "invalid UTF-8 in \(place)", position, position + 1)
            position += 1
            return false
        }
        position += length
        return true
    }

    private mutating func unterminated(_ start: Int, into output: inout Output) {
        report(
            &output, .problem(.unterminatedString), "unterminated string", start, position,
            help: "add the closing quote \" before the end of the line")
        output.tokens.append(Token(kind: .string, start: start, end: position, unterminated: true))
    }

    /// The length of the valid UTF-8 scalar at `index`, or 0 when the bytes are not one.
    private func validUTF8Length(at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return 0 }
        return length
    }
}

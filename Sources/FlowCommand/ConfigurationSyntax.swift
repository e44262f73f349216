import FlowSyntax

/// The first place a JSON text goes wrong, and what is wrong there: run after `JSONSerialization`
/// refuses `.flowmap.json`, whose messages name the end of the file for a misspelt `true` (and
/// differ between Foundations). It checks the syntax only, without a stack: an open bracket is
/// a byte, so a hostile nesting costs no recursion.
struct ConfigurationSyntax {
    /// Where, as byte offsets into the file, and the message.
    struct Problem: Equatable {
        let bytes: Range<Int>
        let message: String
        /// A "did you mean", for a misspelt word.
        var help: String? = nil
    }

    private let bytes: [UInt8]
    private var cursor = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor = 3 }
    }

    /// The first problem of `bytes`; nil when the scan finds none (then the caller falls back
    /// on Foundation's words).
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var scan = ConfigurationSyntax(bytes)
        return scan.document()
    }

    /// What a container expects next.
    private enum Expect { case value, key, colon, commaOrEnd }

    private mutating func document() -> Problem? {
        // The open containers: `{` or `[`, innermost last.
        var open: [UInt8] = []
        var expect = Expect.value
        while true {
            skipSpace()
            guard cursor < bytes.count else {
                if let last = open.last {
                    return Problem(
                        bytes: bytes.count..<bytes.count,
                        message: "the file ends before the '\(Character(Unicode.Scalar(Self.close(last))))' that closes it")
                }
                return expect == .value ? Problem(bytes: cursor..<cursor, message: "the file is empty") : nil
            }
            if open.isEmpty && expect == .commaOrEnd {
                return Problem(bytes: token(), message: "\(describe(token())) after the end of the configuration")
            }
            let byte = bytes[cursor]
            switch expect {
            case .value:
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    open.append(byte)
                    cursor += 1
                    skipSpace()
                    if cursor < bytes.count, bytes[cursor] == Self.close(byte) {
                        cursor += 1
                        open.removeLast()
                        expect = .commaOrEnd
                    } else {
                        expect = byte == UInt8(ascii: "{") ? .key : .value
                    }
                    continue
                case UInt8(ascii: "\""):
                    if let problem = string() { return problem }
                default:
                    let range = token()
                    let word = String(decoding: bytes[range], as: UTF8.self)
                    guard ["true", "false", "null"].contains(word) || Self.isNumber(word) else {
                        return Problem(
                            bytes: range,
                            message: "expected a value (a string in double quotes, a number, true, false or null), found \(describe(range))",
                            help: Suggestion.help(for: word, among: ["true", "false", "null"]))
                    }
                    cursor = range.upperBound
                }
                expect = .commaOrEnd
            case .key:
                guard byte == UInt8(ascii: "\"") else {
                    return Problem(bytes: token(), message: "expected a key in double quotes, found \(describe(token()))")
                }
                if let problem = string() { return problem }
                expect = .colon
            case .colon:
                guard byte == UInt8(ascii: ":") else {
                    return Problem(bytes: token(), message: "expected ':' after the key, found \(describe(token()))")
                }
                cursor += 1
                expect = .value
            case .commaOrEnd:
                let inObject = open.last == UInt8(ascii: "{")
                let close = Self.close(open.last!)
                if byte == close {
                    cursor += 1
                    open.removeLast()
                } else if byte == UInt8(ascii: ",") {
                    let comma = cursor
                    cursor += 1
                    expect = inObject ? .key : .value
                    // A comma before the closing bracket is no JSON.
                    skipSpace()
                    if cursor < bytes.count, bytes[cursor] == close {
                        return Problem(bytes: comma..<(comma + 1), message: "a ',' before '\(Character(Unicode.Scalar(close)))': JSON has no trailing comma")
                    }
                } else {
                    return Problem(
                        bytes: token(),
                        message: "expected ',' or '\(Character(Unicode.Scalar(close)))', found \(describe(token()))")
                }
            }
        }
    }

    /// A string, the cursor after its closing quote; a problem if it never closes or holds a
    /// line break or a bad escape.
    private mutating func string() -> Problem? {
        let start = cursor
        cursor += 1
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\""):
                cursor += 1
                return nil
            case UInt8(ascii: "\\"):
                let escape = cursor + 1 < bytes.count ? bytes[cursor + 1] : 0
                guard Array("\"\\/bfnrtu".utf8).contains(escape) else {
                    return Problem(bytes: cursor..<min(cursor + 2, bytes.count), message: "an unknown escape in a string")
                }
                cursor += 2
            case 0x00..<0x20:
                return Problem(bytes: start..<cursor, message: "a string that does not end on its line")
            default:
                cursor += 1
            }
        }
        return Problem(bytes: start..<bytes.count, message: "a string that is never closed")
    }

    /// The bytes of the word at the cursor, up to a space or punctuation; at least one byte.
    private func token() -> Range<Int> {
        var end = cursor
        while end < bytes.count, !Self.ends(bytes[end]) { end += 1 }
        return cursor..<max(end, min(cursor + 1, bytes.count))
    }

    private func describe(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "the end of the file" }
        let text = String(decoding: bytes[range.lowerBound..<min(range.upperBound, range.lowerBound + 40)], as: UTF8.self)
        return "'\(text)'"
    }

    private mutating func skipSpace() {
        while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
    }

    /// The bracket that closes `open`.
    private static func close(_ open: UInt8) -> UInt8 { open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]") }

    private static func ends(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: "\""), 0x20, 0x09, 0x0A, 0x0D]
            .contains(byte)
    }

    /// JSON's number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private static func isNumber(_ word: String) -> Bool {
        var rest = Substring(word)
        if rest.first == "-" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits == "0" || digits.first != "0" else { return false }
        rest = rest.dropFirst(digits.count)
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(1 + fraction.count)
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }
}

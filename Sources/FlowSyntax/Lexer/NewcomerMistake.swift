/// Characters that newcomers write where the language wants words, and what they meant:
/// `label="Close"` for `label "Close"`, `expect voiceover <= 4` for `expect voiceover at most
/// 4 steps`. The lexer reports them as `unexpected-character`, worded with the line written
/// as it should be, since "unexpected character '='" alone does not say what to do.
struct NewcomerMistake {
    let message: String
    /// Bytes the report covers, from the character on.
    let length: Int

    /// The mistake at `position` (a `=`, `<` or `>`), given the line's tokens so far; nil when
    /// the character is not one of these mistakes.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, lineTokens: ArraySlice<Token>) {
        let byte = bytes[position]
        guard Self.isComparison(byte) else { return nil }
        var end = position
        while end < bytes.count, Self.isComparison(bytes[end]) { end += 1 }
        let comparison = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
        length = end - position
        let shown = String(UnicodeScalar(byte))
        if let first = lineTokens.first, first.keyword == .expect {
            // `expect voiceover <= 4`: the limit in words, which is the only form there is.
            let profile = lineTokens.dropFirst().first.flatMap { $0.kind == .word ? Self.text(bytes, $0.start, $0.end) : nil }
            var count = Self.number(bytes, after: end)
            if comparison == "<", let limit = count { count = max(0, limit - 1) }
            let steps = count.map { "\($0) \($0 == 1 ? "step" : "steps")" } ?? "N steps"
            let line = "expect \(profile ?? "voiceover") at most \(steps)"
            message = comparison.hasPrefix(">")
                ? "unexpected character '\(shown)'; 'expect' sets only a most, in words: \(line)"
                : "unexpected character '\(shown)'; write the limit in words: \(line)"
            return
        }
        // `label="Close"`: an attribute and its value are two tokens, with no '=' between.
        guard comparison == "=", let previous = lineTokens.last, previous.kind == .word,
            let value = Self.valueText(bytes, after: end)
        else { return nil }
        message = "unexpected character '='; an attribute is followed by its value, without '=': \(Self.text(bytes, previous.start, previous.end)) \(value)"
    }

    static func isComparison(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
    }

    static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The whole number after `position` and any spaces, if one is there (at most 7 digits).
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> Int? {
        var index = position
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        var value = 0
        var digits = 0
        while index < bytes.count, digits < 7, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    /// The string or word after `position` and any spaces, as written, if it is short and
    /// complete: a quoted string of at most 60 bytes, or an ASCII word.
    static func valueText(_ bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> String? {
        var start = position
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        guard start < bytes.count else { return nil }
        var end = start + 1
        if bytes[start] == UInt8(ascii: "\"") {
            while end < bytes.count, end - start <= 60, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
            return text(bytes, start, end + 1)
        }
        guard Scanner.isWordStart(bytes[start]) else { return nil }
        while end < bytes.count, Scanner.isWordStart(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        return text(bytes, start, end)
    }
}

/// The numbers a line may hold: a `size`, a `range`, an `adjust` step's value. Read on bytes,
/// as digits with an optional fraction.
extension Parser {
    mutating func parseSize() -> (width: Double, height: Double)? {
        guard let token = peek(), token.kind == .word, let word = wordText(token) else {
            error(
                .problem(.malformedSize), "expected a size after 'size', found \(describe(peek()))", peekStart(), peekEnd(),
                help: "write the size in points as WIDTHxHEIGHT, for example 'size 44x44'")
            return nil
        }
        // Read on bytes, with no Substring made per size.
        let bytes = file.bytes[token.start..<token.end]
        if let x = bytes.firstIndex(of: UInt8(ascii: "x")),
            let width = Parser.decimalValue(bytes[..<x]), let height = Parser.decimalValue(bytes[(x + 1)...]),
            width > 0, height > 0, width <= 100_000, height <= 100_000
        {
            cursor += 1
            return (width, height)
        }
        error(
            .problem(.malformedSize), "malformed size '\(word)'", token.start, token.end,
            help: "write the size in points as WIDTHxHEIGHT, for example 'size 44x44'")
        return nil
    }

    /// The value of a decimal (`isDecimal`), nil for anything else. Whole numbers, most of what
    /// flows hold, are summed from their digits (exact below 2^53, as the standard library's
    /// parse gives); the rest go through the standard library.
    static func decimalValue(_ bytes: ArraySlice<UInt8>) -> Double? {
        guard isDecimal(bytes) else { return nil }
        guard bytes.count <= 15, !bytes.contains(UInt8(ascii: ".")) else { return Double(String(decoding: bytes, as: UTF8.self)) }
        var value = 0
        for byte in bytes { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
        return Double(value)
    }

    /// Digits with an optional fraction (`44`, `44.5`): no signs, exponents or bare dots.
    static func isDecimal(_ bytes: ArraySlice<UInt8>) -> Bool {
        var digitsBefore = 0
        var digitsAfter = 0
        var dots = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                dots += 1
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if dots == 0 { digitsBefore += 1 } else { digitsAfter += 1 }
            } else {
                return false
            }
        }
        return digitsBefore > 0 && (dots == 0 || (dots == 1 && digitsAfter > 0))
    }

    /// `range LOW HIGH [by STEP]`, after its keyword.
    mutating func parseRange() -> Attribute.Kind? {
        guard let low = expectNumber(after: "range", what: "the lowest value"),
            let high = expectNumber(after: "range \(SyntaxDump.number(low))", what: "the highest value")
        else { return nil }
        var step: Double?
        if let next = peek(), next.keyword == .by {
            cursor += 1
            guard let by = expectNumber(after: "by", what: "a step") else { return nil }
            step = by
        }
        return .range(low: low, high: high, step: step)
    }

    /// A number written as digits with an optional fraction (`40`, `0.5`), at most a million.
    mutating func expectNumber(after keyword: String, what: String) -> Double? {
        expect(what, after: keyword, .malformedCount, help: "write a number of at most 1000000 with digits, for example 40 or 0.5") {
            parser, token in
            Parser.decimalValue(parser.file.bytes[token.start..<token.end]).flatMap { $0 <= 1_000_000 ? $0 : nil }
        }
    }
}

extension Parser {
    /// The size after `caps` (navigator-model.md §10.5): `xxxLarge`, `AX1` … `AX5`, or a smaller
    /// Dynamic Type size. nil after reporting a missing or unknown one.
    mutating func parseTextSize() -> TextSize? {
        let sizes = TextSize.allCases.map(\.rawValue)
        guard let token = peek(), token.kind == .word, let word = wordText(token) else {
            error(
                .problem(.expectedToken), "expected a text size after 'caps', found \(describe(peek()))", peekStart(), peekEnd(),
                help: "text sizes: " + sizes.joined(separator: ", "))
            return nil
        }
        guard let size = TextSize(rawValue: word) else {
            error(
                .problem(.expectedToken), "unknown text size '\(word)'", token.start, token.end,
                help: Suggestion.help(for: word, among: sizes) ?? "text sizes: " + sizes.joined(separator: ", "))
            return nil
        }
        cursor += 1
        return size
    }
}

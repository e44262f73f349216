/// A number as the language writes it (grammar.md, `NUMBER` and `VALUE`): digits with an
/// optional fraction, never a sign or an exponent, and no ".0" on a whole number. The digits
/// are the shortest that read back as the same `Double`; Swift spells some of those with an
/// exponent ("1e-05"), which the parser refuses, so the point is moved here.
enum DecimalText {
    static func of(_ value: Double) -> String {
        let shortest = SyntaxDump.number(value)
        guard let exponentAt = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return shortest }
        let mantissa = shortest[..<exponentAt]
        guard let exponent = Int(shortest[shortest.index(after: exponentAt)...]) else { return shortest }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? "0"
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let digits = whole + fraction
        // Where the point goes in `digits`: after the whole part, moved by the exponent.
        let point = whole.count + exponent
        var text: String
        if point <= 0 {
            text = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            text = digits + String(repeating: "0", count: point - digits.count)
        } else {
            text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        while text.count > 1, text.hasPrefix("0"), !text.hasPrefix("0.") { text.removeFirst() }
        return text
    }
}

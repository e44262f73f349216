import FlowSyntax

/// `{1}`, `{2}`, … and `{n}` in a string (§9.1). Any other brace is text.
enum Placeholders {
    /// `name` with its placeholders filled in `context` (§9.1); each placeholder with no value
    /// is reported into `problems`, raised by the context's copy (every copy reports it again:
    /// equal ones are told once).
    static func fill(_ name: Name, _ context: ComponentExpansion.Context, reporting problems: inout [Diagnostic]) -> Name {
        guard context.fills, name.text.utf8.contains(UInt8(ascii: "{")) else { return name }
        let filled = fill(name.text, arguments: context.arguments, iteration: context.iteration) { missing in
            let message: String
            let help: String
            if missing == "n" {
                message = "'{n}' is not inside a 'repeat'"
                help = "'{n}' counts the copies of a 'repeat N'; write the number, or add 'repeat' to the element"
            } else if context.inCopy {
                message = "'{\(missing)}' has no argument: the 'use' gives \(context.arguments.count)"
                help = "pass it with 'with': 'use \"\(context.component ?? "…")\" with \"…\"'"
            } else {
                message = "'{\(missing)}' has no argument: it is not inside a component"
                help = "'{1}', '{2}', … are filled by 'use … with'; write the text itself here"
            }
            problems.append(Diagnostic(.problem(.missingArgument), .error, message, at: name.span, help: help).raised(by: context.origin))
        }
        return Name(filled, name.span)
    }

    /// `text` with each placeholder filled; `missing` is told of each one that has no value,
    /// which stays as written.
    static func fill(_ text: String, arguments: [String], iteration: Int?, missing: (String) -> Void) -> String {
        let bytes = Array(text.utf8)
        var filled: [UInt8] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                index += 1
                continue
            }
            let inside = bytes[(index + 1)..<close]
            let value: String?
            if inside.elementsEqual("n".utf8) {
                value = iteration.map(String.init)
                if value == nil { missing("n") }
            } else if let number = argumentNumber(inside) {
                value = number <= arguments.count ? arguments[number - 1] : nil
                if value == nil { missing(String(number)) }
            } else {
                // Any other brace is text.
                index += 1
                continue
            }
            filled += bytes[start..<index]
            filled += value.map { Array($0.utf8) } ?? Array(bytes[index...close])
            index = close + 1
            start = index
        }
        filled += bytes[start...]
        return String(decoding: filled, as: UTF8.self)
    }

    /// The k of `{k}`: one to four digits, from 1.
    private static func argumentNumber(_ digits: ArraySlice<UInt8>) -> Int? {
        guard (1...4).contains(digits.count), digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        let number = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return number >= 1 ? number : nil
    }
}

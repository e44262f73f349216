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

    /// `text` with each placeholder filled; `missing` is told of each one that has no value.
    static func fill(_ text: String, arguments: [String], iteration: Int?, missing: (String) -> Void) -> String {
        // The string's own bytes when it has them contiguously (every parsed string does): a
        // copy of them into an array cost as much as the filling.
        if let filled = text.utf8.withContiguousStorageIfAvailable({ fill($0, arguments: arguments, iteration: iteration, missing: missing) }) {
            return filled
        }
        return Array(text.utf8).withUnsafeBufferPointer { fill($0, arguments: arguments, iteration: iteration, missing: missing) }
    }

    private static func fill(
        _ bytes: UnsafeBufferPointer<UInt8>, arguments: [String], iteration: Int?, missing: (String) -> Void
    ) -> String {
        // Measured first, then written once into the string's own storage: built in an array of
        // bytes and then decoded, each filled string cost two allocations and a copy.
        let number = iteration.map(String.init) ?? ""
        var length = 0
        var pieces = Pieces(bytes: bytes, arguments: arguments.count, hasIteration: iteration != nil)
        while let piece = pieces.next() {
            switch piece {
            case .text(let range): length += range.count
            case .argument(let position): length += arguments[position].utf8.count
            case .iteration: length += number.utf8.count
            case .missing: break
            }
        }
        return String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            var pieces = Pieces(bytes: bytes, arguments: arguments.count, hasIteration: iteration != nil)
            while let piece = pieces.next() {
                switch piece {
                case .text(let range): written = copy(UnsafeBufferPointer(rebasing: bytes[range]), to: output, at: written)
                case .argument(let position): written = copy(arguments[position].utf8, to: output, at: written)
                case .iteration: written = copy(number.utf8, to: output, at: written)
                case .missing(let name): missing(name)
                }
            }
            return written
        }
    }

    /// Copies `source` into `output` at `position`; the position after it.
    private static func copy<Bytes: Collection<UInt8>>(_ source: Bytes, to output: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        var position = position
        for byte in source {
            output[position] = byte
            position += 1
        }
        return position
    }

    private enum Piece {
        /// Bytes of the string as written.
        case text(Range<Int>)
        /// `{k}`: the argument at this position.
        case argument(Int)
        /// `{n}`.
        case iteration
        /// A placeholder with no value (its text follows as a piece of its own).
        case missing(String)
    }

    /// The pieces of a string with placeholders, in order.
    private struct Pieces {
        let bytes: UnsafeBufferPointer<UInt8>
        let arguments: Int
        let hasIteration: Bool
        private var start = 0
        private var index = 0
        /// The text of a missing placeholder, given after it.
        private var pending: Range<Int>?
        private var queued: Piece?

        init(bytes: UnsafeBufferPointer<UInt8>, arguments: Int, hasIteration: Bool) {
            self.bytes = bytes
            self.arguments = arguments
            self.hasIteration = hasIteration
        }

        mutating func next() -> Piece? {
            if let piece = queued {
                queued = nil
                return piece
            }
            if let range = pending {
                pending = nil
                return .text(range)
            }
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "{"), let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                    index += 1
                    continue
                }
                let inside = bytes[(index + 1)..<close]
                let piece: Piece
                if inside.count == 1, inside.first == UInt8(ascii: "n") {
                    piece = hasIteration ? .iteration : .missing("n")
                } else if !inside.isEmpty, inside.count <= 4,
                    inside.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                    case let number = inside.reduce(0, { $0 * 10 + Int($1 - UInt8(ascii: "0")) }), number >= 1
                {
                    piece = number <= arguments ? .argument(number - 1) : .missing(String(number))
                } else {
                    index += 1
                    continue
                }
                if case .missing = piece { pending = index..<(close + 1) }
                let text = start..<index
                index = close + 1
                start = index
                guard text.isEmpty else {
                    queued = piece
                    return .text(text)
                }
                return piece
            }
            guard start < bytes.count else { return nil }
            defer { start = bytes.count }
            return .text(start..<bytes.count)
        }
    }
}

import FlowOutput

/// The labels of one picture, each written once: escaped (`MermaidLabel`) one after another
/// into one buffer, with the width the layout counts for each. `MermaidDiagram` lays the rows
/// out from the widths, then copies each label into its node.
struct MermaidLabels: StepWordingOutput, ~Copyable {
    /// How many Unicode scalars of a name a label shows (`MermaidLabel.write(name:limit:into:)`).
    let limit: Int
    /// The finished labels, and the one being written, one after another.
    private var text = TextBuffer(capacity: 4096)
    /// Where each finished label ends in `text`.
    private var ends: [Int] = []
    /// Each finished label's length as the layout counts it: the bytes of its words, unescaped,
    /// and of each name at most `limit * 4` (a name's bytes before it is cut).
    private(set) var lengths: [Int] = []
    /// The length of the label being written, so far.
    private var length = 0

    init(limit: Int, labels: Int) {
        self.limit = limit
        ends.reserveCapacity(labels)
        lengths.reserveCapacity(labels)
    }

    /// Fixed words, escaped.
    mutating func words(_ piece: StaticString) {
        piece.withUTF8Buffer { utf8 in
            length += utf8.count
            text.append(utf8, escaping: MermaidLabel.self)
        }
    }

    /// Fixed words known only when the label is written (a profile's name, a state), escaped.
    mutating func words(from piece: String) {
        length += piece.utf8.count
        text.append(piece, escaping: MermaidLabel.self)
    }

    /// Fixed words of the picture that `MermaidLabel` leaves as they are, copied without
    /// looking for characters to escape (debug builds check that there are none).
    mutating func plain(_ piece: StaticString) {
        piece.withUTF8Buffer { utf8 in
            assert(ByteScan.first(in: utf8, from: 0, MermaidLabel.syntax) == utf8.count, "\(piece) needs escaping")
            length += utf8.count
            text.append(utf8)
        }
    }

    /// A name from the flow, cut to `limit` and escaped.
    mutating func name(_ piece: String) {
        length += min(piece.utf8.count, limit * 4)
        MermaidLabel.write(name: piece, limit: limit, into: &text)
    }

    /// A count, as `String(number)` writes it (digits need no escaping).
    mutating func digits(_ number: Int) {
        let before = text.bytes.count
        text.append(decimal: number)
        length += text.bytes.count - before
    }

    /// A pattern's name with no-break spaces, so that Mermaid's wrapping never splits it ("⛔
    /// Swipe" on one line, "Trap" on the next): its words, with no empty ones, joined by U+00A0.
    mutating func unbroken(_ name: String) {
        var name = name
        name.withUTF8 { utf8 in
            var first = true
            var start = 0
            while start < utf8.count {
                var end = start
                while end < utf8.count, utf8[end] != UInt8(ascii: " ") { end += 1 }
                if end > start {
                    if !first {
                        // U+00A0 passes `MermaidLabel` as it is.
                        text.append("\u{A0}")
                        length += 2
                    }
                    text.append(UnsafeBufferPointer(rebasing: utf8[start..<end]), escaping: MermaidLabel.self)
                    length += end - start
                    first = false
                }
                start = end + 1
            }
        }
    }

    /// Ends the label being written.
    mutating func finish() {
        ends.append(text.bytes.count)
        lengths.append(length)
        length = 0
    }

    /// The finished label number `index`, escaped; valid until the next label is written.
    func label(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = index == 0 ? 0 : ends[index - 1]
        return UnsafeBufferPointer(rebasing: text.bytes[start..<ends[index]])
    }
}

/// The lines of one element: its own line and its attribute lines, each holding what it held in
/// the source (`FileLayout` puts them back in the order written, among the children). The tree
/// keeps an element's attributes in two lists (ordinary and VoiceOver-only) with their spans;
/// the spans say which source line held each, and that line's indentation whether it was an
/// attribute line or a line of a `when voiceover` block.
struct ElementLayout {
    /// What an element's lines hold, each with where it starts.
    enum Item {
        case attribute(Attribute, voiceOver: Bool)
        case repetition(RepeatSyntax)
        /// The `when voiceover` the tree kept (`voiceOverSpan`): the last one written.
        case when
    }

    let words: CanonicalWords
    let source: SourceLines

    func lines(of element: ElementSyntax) -> [FormattedLine] {
        var items: [(start: Int, item: Item)] = []
        items.reserveCapacity(element.attributes.count + element.voiceOver.count + 2)
        for attribute in element.attributes { items.append((attribute.span.start, .attribute(attribute, voiceOver: false))) }
        for attribute in element.voiceOver { items.append((attribute.span.start, .attribute(attribute, voiceOver: true))) }
        if let repetition = element.repetition { items.append((repetition.span.start, .repetition(repetition))) }
        if let when = element.voiceOverSpan { items.append((when.start, .when)) }
        items.sort { $0.start < $1.start }

        let ownLine = source.line(of: element.kindSpan.start)
        let ownIndent = source.indent(of: ownLine)
        var lines: [FormattedLine] = []
        var head = words.elementHead(element)
        var index = 0
        // Items on the element's own line.
        let ownItems = Self.repeatLast(takeLine(ownLine, from: items, at: &index))
        if !ownItems.isEmpty { head += " " + lineWords(ownItems, inBlock: false).words }
        lines.append(FormattedLine(level: element.depth, head, origin: ownLine))
        // Attribute lines: one level under the element, or two in a `when voiceover` block.
        var blockOpen = false
        while index < items.count {
            let line = source.line(of: items[index].start)
            let lineItems = takeLine(line, from: items, at: &index)
            let inBlock = source.indent(of: line) > ownIndent + 2
            if inBlock && !blockOpen {
                lines.append(FormattedLine(level: element.depth + 1, "when voiceover", origin: nil))
            }
            let printed = lineWords(lineItems, inBlock: inBlock)
            lines.append(FormattedLine(level: element.depth + (inBlock ? 2 : 1), printed.words, origin: line))
            blockOpen = inBlock || printed.opensBlock
        }
        return lines
    }

    /// The element line's items with `repeat` after its ordinary attributes (grammar.md allows
    /// it anywhere among them), unless an `->` follows it: moved, it would join that `->` to an
    /// `action` before it (`action "A" repeat 2 -> "B"` is an action and a destination).
    static func repeatLast(_ items: [Item]) -> [Item] {
        guard let at = items.firstIndex(where: { if case .repetition = $0 { true } else { false } }) else { return items }
        if at + 1 < items.count, case .attribute(let next, voiceOver: false) = items[at + 1], case .navigate = next.kind {
            return items
        }
        var moved = items
        let repetition = moved.remove(at: at)
        let end = moved.firstIndex {
            switch $0 {
            case .attribute(_, let voiceOver): voiceOver
            case .when: true
            case .repetition: false
            }
        }
        moved.insert(repetition, at: end ?? moved.count)
        return moved
    }

    /// The items from `index` on that stand on source line `line`; `index` moves past them.
    private func takeLine(_ line: Int, from items: [(start: Int, item: Item)], at index: inout Int) -> [Item] {
        var taken: [Item] = []
        while index < items.count, source.line(of: items[index].start) == line {
            taken.append(items[index].item)
            index += 1
        }
        return taken
    }

    /// One line's items in words; whether the line ends with a bare `when voiceover`, which opens
    /// a block. On a line of a block no `when` is written: the block's line says it.
    private func lineWords(_ items: [Item], inBlock: Bool) -> (words: String, opensBlock: Bool) {
        var parts: [String] = []
        var saidWhen = inBlock
        var endsWithWhen = false
        for item in items {
            switch item {
            case .attribute(let attribute, let voiceOver):
                if voiceOver && !saidWhen {
                    parts.append("when voiceover")
                    saidWhen = true
                }
                parts.append(words.attribute(attribute))
                endsWithWhen = false
            case .repetition(let repetition):
                parts.append(words.repetition(repetition))
                endsWithWhen = false
            case .when:
                if !saidWhen {
                    parts.append("when voiceover")
                    saidWhen = true
                    endsWithWhen = true
                }
            }
        }
        return (parts.joined(separator: " "), endsWithWhen)
    }
}

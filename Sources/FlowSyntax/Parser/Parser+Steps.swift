/// The grammar rules of navigator-model.md §9.1 and §9.2 that belong to this part: a screen's
/// `alert` or `sheet`, the `escape` and `range` attributes, and the steps `back`, `adjust` and
/// `type`.
extension Parser {
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

    /// The step lines of §9.2, after their keyword; nil after an error.
    mutating func parseStepOfRealScreens(_ keyword: StepKeyword) -> StepSyntax.Kind? {
        switch keyword {
        case .back:
            return .back
        case .adjust:
            guard let name = expectString(after: "adjust") else { return nil }
            guard expectWord("to", after: "adjust \"…\"", help: "say the value to reach: adjust \"Volume\" to 40") else { return nil }
            let start = peekStart()
            guard let value = expectNumber(after: "to", what: "a value") else { return nil }
            return .adjust(name, value: value, valueSpan: Span(file: index, start: start, end: tokens[cursor - 1].end))
        case .type:
            guard let text = expectString(after: "type") else { return nil }
            guard expectWord("in", after: "type \"…\"", help: "say which field: type \"hello\" in \"Message\"") else { return nil }
            guard let field = expectString(after: "in") else { return nil }
            return .type(text, field: field)
        default:
            return nil
        }
    }

    /// A number written as digits with an optional fraction (`40`, `0.5`), at most a million.
    mutating func expectNumber(after keyword: String, what: String) -> Double? {
        guard let token = peek(), token.kind == .word, let value = Parser.decimalValue(file.bytes[token.start..<token.end]),
            value <= 1_000_000
        else {
            error(
                .problem(.malformedCount), "expected \(what) after '\(keyword)', found \(describe(peek()))", peekStart(), peekEnd(),
                help: "write a number of at most 1000000 with digits, for example 40 or 0.5")
            return nil
        }
        cursor += 1
        return value
    }
}

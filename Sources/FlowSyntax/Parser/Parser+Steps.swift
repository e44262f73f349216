/// A task's lines (grammar.md, sections 3 and 4.6): `start`, the steps, `expect` and `waive`, each read
/// in one place, after its keyword.
extension Parser {
    mutating func parseStep(task: Int) -> Block? {
        let token = tokens[cursor]
        guard let keyword = StepKeyword(token.keyword) else {
            let word = wordText(token)
            if let word, TopLevelKeyword(rawValue: word) != nil {
                reportIndentedTopLevelLine(word, token)
            } else if let word, ElementKind(rawValue: word) != nil || AttributeKeyword(rawValue: word) != nil {
                error(
                    .problem(.misplacedLine), "'\(word)' describes a screen, but this line is inside a task", token.start, token.end,
                    help: "declare elements under a 'screen' line; a task names them with 'activate', 'choose' or 'find'")
            } else {
                let help = word.flatMap { Suggestion.help(for: $0, among: StepKeyword.allCases.map(\.rawValue)) }
                error(
                    .problem(.unknownStep), "expected a task line, found \(describe(token))", token.start, token.end,
                    help: help ?? "task lines: " + StepKeyword.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return nil
        }
        cursor += 1
        let word = keyword.rawValue
        let kind: StepSyntax.Kind
        switch keyword {
        case .start:
            guard let screen = expectString(after: word) else { return nil }
            guard parseOptionalFile(of: screen) else { return nil }
            kind = .start(screen)
        case .activate:
            var icon = false
            if let next = peek(), next.keyword == .icon {
                icon = true
                cursor += 1
            }
            guard let name = expectString(after: icon ? "icon" : word) else { return nil }
            guard let container = parseOptionalContainer() else { return nil }
            kind = .activate(name, icon: icon, container: container)
        case .choose:
            guard let name = expectString(after: word) else { return nil }
            guard expectWord("in", after: "choose \"…\"", help: "say which picker or group holds the option: choose \"Pink\" in \"Colors\"") else {
                return nil
            }
            guard let container = expectString(after: "in") else { return nil }
            kind = .choose(name, container: container)
        case .find:
            guard let name = expectString(after: word) else { return nil }
            guard let container = parseOptionalContainer() else { return nil }
            kind = .find(name, container: container)
        case .expect:
            guard let profile = expectWordName(after: word, what: "a profile") else { return nil }
            guard expectWord("at", after: profile.text), expectWord("most", after: "at") else { return nil }
            let help = "write a whole number, for example 'expect voiceover at most 8 steps'"
            guard
                let count = expect("a step count", after: "at most", .malformedCount, help: help, { parser, token in
                    parser.wordText(token).flatMap { Int($0) }.flatMap { (0...1_000_000).contains($0) ? $0 : nil }
                })
            else { return nil }
            guard let unit = peek(), unit.keyword == .steps || unit.keyword == .step else {
                error(.problem(.expectedToken), "expected 'steps' or 'step' after the count, found \(describe(peek()))", peekStart(), peekEnd())
                return nil
            }
            cursor += 1
            kind = .expect(profile: profile, steps: count)
        case .waive:
            guard let profile = expectWordName(after: word, what: "a profile") else { return nil }
            // A word after the profile is the pattern the waiver accepts; a string is the reason
            // of a waiver of the whole profile.
            var pattern: Name?
            var element: Name?
            var icon = false
            if let next = peek(), next.kind == .word {
                pattern = Name(wordText(next) ?? "", span(next))
                cursor += 1
                if let on = peek(), wordIs(on, "on") {
                    cursor += 1
                    // `on icon "trash"`: an icon-only button, named as `activate icon "trash"` names it.
                    if let next = peek(), next.keyword == .icon {
                        icon = true
                        cursor += 1
                    }
                    guard let name = expectString(after: icon ? "icon" : "on") else { return nil }
                    element = name
                }
            }
            let reason: Name?
            if let pattern {
                reason = expect(
                    "the reason in double quotes", after: element == nil ? pattern.text : icon ? "on icon \"…\"" : "on \"…\"",
                    help: "for example: waive touch small-target \"Reached by the row as well\"",
                    { parser, token in token.kind == .string ? parser.stringName(token) : nil })
            } else {
                reason = expectString(after: profile.text)
            }
            guard let reason else { return nil }
            kind = .waive(profile: profile, pattern: pattern, element: element, icon: icon, reason: reason)
        case .back:
            kind = .back
        case .adjust:
            guard let name = expectString(after: word) else { return nil }
            guard expectWord("to", after: "adjust \"…\"", help: "say the value to reach: adjust \"Volume\" to 40") else { return nil }
            let start = peekStart()
            guard let value = expectNumber(after: "to", what: "a value") else { return nil }
            kind = .adjust(name, value: value, valueSpan: Span(file: index, start: start, end: tokens[cursor - 1].end))
        case .type:
            guard let text = expectString(after: word) else { return nil }
            guard expectWord("in", after: "type \"…\"", help: "say which field: type \"hello\" in \"Message\"") else { return nil }
            guard let field = expectString(after: "in") else { return nil }
            kind = .type(text, field: field)
        }
        // A step with extra words after it is kept (and the words reported), so that a
        // stray word after `start` does not also make the task lose its start.
        let span = Span(file: index, start: token.start, end: tokens[cursor - 1].end)
        expectLineEnd()
        syntax.tasks[task].steps.append(StepSyntax(kind: kind, span: span))
        return .leaf(keyword: word)
    }

    /// `in "Container"` after a step, if present. nil only on an error.
    mutating func parseOptionalContainer() -> Name?? {
        guard let next = peek(), next.keyword == .in else { return .some(nil) }
        cursor += 1
        guard let container = expectString(after: "in") else { return nil }
        return container
    }
}

/// The lines of components and repetition (navigator-model.md §9.1): `component "Name"` at
/// the top level, `use "Name" [from "file"] [with "a", "b"] [repeat N]` as a line beside the
/// element lines, and `repeat N` on an element line.
extension Parser {
    /// A block of element and `use` lines: a screen's or a component's, by index.
    enum LineBlock {
        case screen(Int)
        case component(Int)
    }

    /// `component "Name"`: a block of lines of its own, whose lines take every rule of a
    /// screen's lines.
    mutating func parseComponentLine() -> Block? {
        let keyword = span(tokens[cursor])
        cursor += 1
        guard let name = expectString(after: "component") else { return nil }
        expectLineEnd()
        var component = ComponentSyntax(name: name, keywordSpan: keyword)
        component.elements.reserveCapacity(linesUnder())
        syntax.components.append(component)
        return .lines(.component(syntax.components.count - 1))
    }

    /// `use "Name" [from "file"] [with "a", "b"] [repeat N]`: a line of its own that stands for
    /// the component's lines. Nothing may be indented under it.
    mutating func parseUseLine(in owner: LineBlock, parent: Int?) -> Block? {
        let token = tokens[cursor]
        cursor += 1
        guard let name = expectString(after: "use") else { return nil }
        var file: Name?
        if let next = peek(), next.keyword == .from {
            cursor += 1
            guard let given = expectString(after: "from") else { return nil }
            file = given
        }
        var arguments: [Name] = []
        if let next = peek(), next.keyword == .with {
            cursor += 1
            guard let names = parseList(after: "with", strings: true) else { return nil }
            arguments = names
        }
        var lists = AttributeLists()
        var failed = false
        while let next = peek() {
            guard next.keyword == .repeat else {
                error(
                    .problem(.expectedToken), "expected 'with' or 'repeat' after the component's name, found \(describe(next))",
                    next.start, next.end,
                    help: "a 'use' line takes the arguments after 'with' and a 'repeat'; attributes belong in the component")
                failed = true
                break
            }
            guard parseRepeat(into: &lists, conditional: false) else {
                failed = true
                break
            }
        }
        let use = UseSyntax(
            component: name, file: file, arguments: arguments, span: Span(file: index, start: token.start, end: tokens[cursor - 1].end),
            parent: parent, depth: parent.map { depthOfElement($0, in: owner) + 1 } ?? 1, position: elementCount(in: owner),
            repetition: failed ? nil : lists.repetition)
        switch owner {
        case .screen(let screen):
            syntax.screens[screen].uses.append(use)
            syntax.screens[screen].hasCopies = true
        case .component(let component): syntax.components[component].uses.append(use)
        }
        return .leaf(keyword: "use")
    }

    // MARK: Either block

    func elementCount(in owner: LineBlock) -> Int {
        switch owner {
        case .screen(let screen): syntax.screens[screen].elements.count
        case .component(let component): syntax.components[component].elements.count
        }
    }

    func depthOfElement(_ element: Int, in owner: LineBlock) -> Int {
        switch owner {
        case .screen(let screen): syntax.screens[screen].elements[element].depth
        case .component(let component): syntax.components[component].elements[element].depth
        }
    }

    /// Appends an element line; its index.
    mutating func append(_ element: ElementSyntax, to owner: LineBlock) -> Int {
        switch owner {
        case .screen(let screen):
            syntax.screens[screen].elements.append(element)
            return syntax.screens[screen].elements.count - 1
        case .component(let component):
            syntax.components[component].elements.append(element)
            return syntax.components[component].elements.count - 1
        }
    }

    /// Changes an element line in place: copied out and back, its attribute arrays would be
    /// shared, and the first append would copy them.
    mutating func modifyElement(_ element: Int, in owner: LineBlock, _ change: (inout ElementSyntax) -> Void) {
        switch owner {
        case .screen(let screen): change(&syntax.screens[screen].elements[element])
        case .component(let component): change(&syntax.components[component].elements[element])
        }
    }

    /// A line of the block is a `repeat`: a screen with one is expanded (§9.1).
    mutating func markCopies(in owner: LineBlock) {
        if case .screen(let screen) = owner { syntax.screens[screen].hasCopies = true }
    }

    /// `repeat N`, N from 1 to `maximumRepeatCount`. False after reporting an error.
    mutating func parseRepeat(into lists: inout AttributeLists, conditional: Bool) -> Bool {
        let token = tokens[cursor]
        if conditional {
            error(
                .problem(.misplacedLine), "'repeat' cannot depend on VoiceOver", token.start, token.end,
                help: "write 'repeat' on the element's line, before 'when voiceover'")
            return false
        }
        if lists.repetition != nil {
            error(.problem(.misplacedLine), "the element already has 'repeat'", token.start, token.end, help: "keep one of the two")
            return false
        }
        cursor += 1
        guard let countToken = peek(), countToken.kind == .word, let word = wordText(countToken),
            word.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let count = Int(word), count >= 1, count <= maximumRepeatCount
        else {
            error(
                .problem(.malformedRepeat), "expected a count from 1 to \(maximumRepeatCount) after 'repeat', found \(describe(peek()))",
                peekStart(), peekEnd(), help: "write a whole number, for example 'text \"Question {n}\" repeat 8'")
            return false
        }
        cursor += 1
        lists.repetition = RepeatSyntax(count: count, span: Span(file: index, start: token.start, end: countToken.end))
        return true
    }

    /// `repeat` written on an attribute line under the element.
    mutating func reportRepeatOffLine(_ repetition: RepeatSyntax) {
        error(
            .problem(.misplacedLine), "'repeat' belongs on the element's own line", repetition.span.start, repetition.span.end,
            help: "write it at the end of the element's line: 'text \"Question {n}\" repeat 8'")
    }
}

extension Parser {
    /// `from "file.flow"` after a screen's name: the file that declares it, when several files
    /// declare a screen of that name (§9.1). False after reporting an error.
    mutating func parseOptionalFile(of name: Name) -> Bool {
        guard let next = peek(), next.keyword == .from else { return true }
        cursor += 1
        guard let file = expectString(after: "from") else { return false }
        syntax.screenFiles[name.span.start] = file
        return true
    }
}

/// The lines of components and repetition (navigator-model.md §9.1): `component "Name"` at
/// the top level, `use "Name" [from "file"] [with "a", "b"] [repeat N]` as an element line, and
/// `repeat N` on an element line.
extension Parser {
    /// `component "Name"`: parsed as a screen, so that its elements take every rule of a
    /// screen's, and moved to `components` once the file is read.
    mutating func parseComponentLine() -> Block? {
        let keyword = span(tokens[cursor])
        cursor += 1
        guard let name = expectString(after: "component") else { return nil }
        expectLineEnd()
        var block = ScreenSyntax(name: name, scrolls: false, keywordSpan: keyword, elements: [])
        block.elements.reserveCapacity(linesUnder())
        syntax.screens.append(block)
        componentBlocks.append(syntax.screens.count - 1)
        return .screen(syntax.screens.count - 1)
    }

    /// Moves the component blocks out of `screens`, keeping both in the order written.
    mutating func moveComponentsOut() {
        guard !componentBlocks.isEmpty else { return }
        var screens: [ScreenSyntax] = []
        screens.reserveCapacity(syntax.screens.count - componentBlocks.count)
        var next = 0
        for index in syntax.screens.indices {
            let block = syntax.screens[index]
            if next < componentBlocks.count, componentBlocks[next] == index {
                syntax.components.append(ComponentSyntax(name: block.name, keywordSpan: block.keywordSpan, elements: block.elements))
                next += 1
            } else {
                screens.append(block)
            }
        }
        syntax.screens = screens
    }

    /// `use "Name" [from "file"] [with "a", "b"] [repeat N]`: an element line of its own that
    /// stands for the component's elements. Nothing may be indented under it.
    mutating func parseUseLine(screen: Int, parent: Int?) -> Block? {
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
        let depth = parent.map { syntax.screens[screen].elements[$0].depth + 1 } ?? 1
        let element = ElementSyntax(
            kind: .group, kindSpan: span(token), text: name, icon: nil, attributes: [], voiceOver: [], voiceOverSpan: nil,
            parent: parent, depth: depth, subtreeEnd: syntax.screens[screen].elements.count + 1, lineHasError: lineReported,
            use: UseSyntax(
                component: name, file: file, arguments: arguments,
                span: Span(file: index, start: token.start, end: tokens[cursor - 1].end)),
            repetition: failed ? nil : lists.repetition)
        syntax.screens[screen].hasCopies = true
        syntax.screens[screen].elements.append(element)
        return .leaf(keyword: "use")
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

/// Builds a file's syntax tree from its lines of tokens.
///
/// Line-oriented and recursion-free: an explicit stack of open blocks stands for the
/// indentation, so any depth of input costs the same small amount of native stack. The parser
/// never stops at an error: it reports at most one syntax error per line, keeps what the line
/// declared before the error, and skips the lines indented under a line it could not read
/// (a "poisoned" block), resuming at the next line of an enclosing level.
public struct Parser {
    /// An open block: the line that later, deeper lines belong to.
    enum Block {
        case root
        /// A `screen` or `component` line: element and `use` lines go under it.
        case lines(LineBlock)
        case element(LineBlock, element: Int)
        /// `when voiceover` under an element: lines under it are VoiceOver-only attributes.
        case conditional(LineBlock, element: Int)
        case task(Int)
        /// An attribute or step line: nothing may be indented under it.
        case leaf(keyword: String)
        /// A line that could not be read; everything deeper is skipped silently.
        case poisoned
    }

    let file: SourceFile
    /// The file's index in its `SourceSet`: the spans of its syntax name it.
    let index: Int
    let tokens: [Token]
    let lines: [Line]
    var diagnostics: [Diagnostic]
    var syntax: FileSyntax
    var stack: [(column: Int, block: Block)] = [(-2, .root)]
    /// The current line's tokens are `tokens[cursor..<lineEnd]`.
    var cursor = 0
    var lineEnd = 0
    var lineStart = 0
    /// The index in `lines` of the line being parsed.
    var lineIndex = 0
    /// The lexer or the parser already reported on the current line.
    var lineReported = false

    /// Parses one file, `index` in its `SourceSet`. Never throws and never stops early:
    /// problems come back as diagnostics.
    public static func parse(_ file: SourceFile, index: Int) -> (syntax: FileSyntax, diagnostics: [Diagnostic]) {
        if file.size > maximumFileSize {
            let diagnostic = Diagnostic(
                .problem(.fileTooLarge), .error,
                "file is \(file.size) bytes; flowmap reads files of at most \(maximumFileSize) bytes",
                at: Span(file: index, start: 0, end: 0), help: "split the feature into several .flow files")
            return (FileSyntax(file: file, fileIndex: index, screens: [], tasks: []), [diagnostic])
        }
        let lexed = Lexer(file, index: index).run()
        var parser = Parser(file: file, index: index, lexed: lexed)
        parser.run()
        return (parser.syntax, parser.diagnostics)
    }

    init(file: SourceFile, index: Int, lexed: Lexer.Output) {
        self.file = file
        self.index = index
        self.tokens = lexed.tokens
        self.lines = lexed.lines
        self.diagnostics = lexed.diagnostics
        self.syntax = FileSyntax(file: file, fileIndex: index, screens: [], tasks: [])
        syntax.comments = lexed.comments
    }

    mutating func run() {
        for index in lines.indices {
            lineIndex = index
            parseLine(lines[index])
        }
        for index in syntax.screens.indices {
            Parser.computeSubtreeEnds(&syntax.screens[index].elements)
        }
        for index in syntax.components.indices {
            Parser.computeSubtreeEnds(&syntax.components[index].elements)
        }
    }

    /// The most lines a block's array is sized for before it is filled: beyond, it grows.
    static let reservedLines = 1024

    /// How many lines are indented under the current top-level line, up to `reservedLines`: at
    /// most the elements (or steps) its block will hold, so that their array is allocated once,
    /// not grown by doubling (each growth moved every element's syntax so far). Capped, since a
    /// line skipped under an unreadable one counts here and holds nothing.
    func linesUnder() -> Int {
        var count = 0
        var index = lineIndex + 1
        while index < lines.count, count < Parser.reservedLines, lines[index].indent > 0 || lines[index].hasTab {
            count += 1
            index += 1
        }
        return count
    }

    /// Parents come before children, so one backward pass gives every subtree's end.
    static func computeSubtreeEnds(_ elements: inout [ElementSyntax]) {
        for index in elements.indices.reversed() {
            if elements[index].subtreeEnd < index + 1 { elements[index].subtreeEnd = index + 1 }
            if let parent = elements[index].parent, elements[parent].subtreeEnd < elements[index].subtreeEnd {
                elements[parent].subtreeEnd = elements[index].subtreeEnd
            }
        }
    }

    mutating func parseLine(_ line: Line) {
        if line.hasTab {
            // The lexer reported the tab. The line's level is unknown, so the line alone is
            // skipped: guessing a level would drop or misplace the space-indented lines after
            // it, which are most often its siblings.
            markTaskIncomplete()
            return
        }
        cursor = line.tokenRange.lowerBound
        lineEnd = line.tokenRange.upperBound
        lineStart = line.start
        lineReported = line.hasError
        let indent = line.indent
        while let top = stack.last, top.column >= indent { stack.removeLast() }
        let parent = stack.last ?? (-2, .root)
        if case .poisoned = parent.block { return }
        let first = tokens[cursor]
        if indent % 2 != 0 {
            error(
                .problem(.badIndent), "indentation of \(indent) \(indent == 1 ? "space" : "spaces") does not match any open level",
                lineStart + indent, first.start, help: "indent two spaces per level")
            return poison(indent)
        }
        if indent > parent.column + 2 {
            let levels = (indent - parent.column) / 2
            error(
                .problem(.overIndent),
                parent.column < 0
                    ? "the first line of a file cannot be indented"
                    : "line is indented \(levels) levels under the line it belongs to",
                lineStart, first.start,
                help: "indent two spaces per level: this line belongs at \(parent.column + 2) spaces")
            return poison(parent.column + 2)
        }
        if indent / 2 > maximumNestingLevel {
            error(
                .problem(.tooDeep), "line is nested \(indent / 2) levels deep; flowmap allows at most \(maximumNestingLevel)",
                lineStart, first.end, help: "split the screen into smaller groups")
            return poison(indent)
        }
        let block: Block?
        switch parent.block {
        case .root: block = parseTopLevel()
        case .lines(let owner): block = parseElementLine(in: owner, parent: nil)
        case .element(let owner, let element): block = parseUnderElement(in: owner, element: element)
        case .conditional(let owner, let element): block = parseConditionalLine(in: owner, element: element)
        case .task(let task): block = parseStep(task: task)
        case .leaf(let keyword):
            error(
                .problem(.misplacedLine), "nothing can be indented under a '\(keyword)' line", first.start, tokens[lineEnd - 1].end,
                help: "indent this line one level less")
            block = nil
        case .poisoned: block = nil
        }
        if let block { stack.append((indent, block)) } else { poison(indent) }
    }

    mutating func poison(_ column: Int) {
        markTaskIncomplete()
        stack.append((column, .poisoned))
    }

    /// The open task, if any, has a line that could not be read.
    mutating func markTaskIncomplete() {
        if stack.count > 1, case .task(let task) = stack[1].block { syntax.tasks[task].hasUnreadableLine = true }
    }

    // MARK: Top level

    mutating func parseTopLevel() -> Block? {
        let token = tokens[cursor]
        switch TopLevelKeyword(token.keyword) {
        case .screen:
            let keyword = span(token)
            cursor += 1
            guard let name = expectString(after: "screen") else { return nil }
            var screen = ScreenSyntax(name: name, scrolls: peek()?.keyword == .scrolls, keywordSpan: keyword, elements: [])
            screen.elements.reserveCapacity(linesUnder())
            if screen.scrolls { cursor += 1 }
            parseScreenSuffixes(into: &screen)
            syntax.screens.append(screen)
            return .lines(.screen(syntax.screens.count - 1))
        case .task:
            let keyword = span(token)
            cursor += 1
            guard let name = expectString(after: "task") else { return nil }
            expectLineEnd()
            var task = TaskSyntax(name: name, keywordSpan: keyword, steps: [])
            task.steps.reserveCapacity(linesUnder())
            syntax.tasks.append(task)
            return .task(syntax.tasks.count - 1)
        case .component:
            return parseComponentLine()
        case nil:
            let word = wordText(token)
            let shown = describe(token)
            var help = "a file holds 'screen' and 'task' blocks; everything else is indented under one"
            if let word, ElementKind(rawValue: word) != nil {
                help = "elements belong to a screen: indent this line under a 'screen' line"
            } else if let word, StepKeyword(rawValue: word) != nil {
                help = "task lines belong to a task: indent this line under a 'task' line"
            } else if let word, let suggestion = Suggestion.help(for: word, among: TopLevelKeyword.allCases.map(\.rawValue)) {
                help = suggestion
            }
            error(.problem(.unknownTopLevel), "expected 'screen' or 'task', found \(shown)", token.start, token.end, help: help)
            return nil
        }
    }

    // MARK: Elements

    mutating func parseUnderElement(in owner: LineBlock, element: Int) -> Block? {
        let token = tokens[cursor]
        if ElementKind(token.keyword) != nil || token.keyword == .use {
            return parseElementLine(in: owner, parent: element)
        }
        return parseAttributeLine(in: owner, element: element, conditional: false)
    }

    mutating func parseConditionalLine(in owner: LineBlock, element: Int) -> Block? {
        let token = tokens[cursor]
        if ElementKind(token.keyword) != nil || token.keyword == .use {
            error(
                .problem(.misplacedLine), "an element cannot be indented under 'when voiceover'", token.start, token.end,
                help: "'when voiceover' changes the attributes of the element above it; put child elements under the element")
            return nil
        }
        return parseAttributeLine(in: owner, element: element, conditional: true)
    }

    mutating func parseAttributeLine(in owner: LineBlock, element: Int, conditional: Bool) -> Block? {
        let first = tokens[cursor]
        // Parsed into empty lists and appended in place: copying the element out and back would
        // share its attribute arrays, and the first append would then copy them.
        var lists = AttributeLists()
        let outcome = parseAttributes(into: &lists, conditional: conditional)
        if let repetition = lists.repetition { reportRepeatOffLine(repetition) }
        if !lists.attributes.isEmpty || !lists.voiceOver.isEmpty || lists.voiceOverSpan != nil {
            modifyElement(element, in: owner) { line in
                line.attributes += lists.attributes
                line.voiceOver += lists.voiceOver
                if let when = lists.voiceOverSpan { line.voiceOverSpan = when }
            }
        }
        switch outcome {
        case .failed: return nil
        case .opensBlock: return .conditional(owner, element: element)
        case .done: return .leaf(keyword: first.kind == .arrow ? "->" : first.keyword?.rawValue ?? "attribute")
        }
    }

    mutating func parseElementLine(in owner: LineBlock, parent: Int?) -> Block? {
        let token = tokens[cursor]
        if token.keyword == .use { return parseUseLine(in: owner, parent: parent) }
        guard let kind = ElementKind(token.keyword) else {
            reportNotAnElement(token, word: wordText(token))
            return nil
        }
        cursor += 1
        var text: Name?
        var icon: Name?
        if let next = peek() {
            if next.kind == .string {
                text = stringName(next)
                cursor += 1
            } else if next.keyword == .icon {
                cursor += 1
                guard let name = expectString(after: "icon") else { return nil }
                icon = name
            }
        }
        let depth = parent.map { depthOfElement($0, in: owner) + 1 } ?? 1
        // An element with a bad attribute is still declared, so that names used by tasks
        // resolve and no error echoes the first one.
        var lists = AttributeLists()
        if parseAttributes(into: &lists, conditional: false) == .opensBlock, let when = lists.voiceOverSpan {
            error(
                .problem(.expectedToken), "expected attributes after 'when voiceover'", when.start, when.end,
                help: "write them on this line, or put 'when voiceover' on its own line under the element")
        }
        let element = ElementSyntax(
            kind: kind, kindSpan: span(token), text: text, icon: icon, attributes: lists.attributes,
            voiceOver: lists.voiceOver, voiceOverSpan: lists.voiceOverSpan, parent: parent, depth: depth,
            subtreeEnd: elementCount(in: owner) + 1, lineHasError: lineReported,
            repetition: lists.repetition)
        if lists.repetition != nil { markCopies(in: owner) }
        return .element(owner, element: append(element, to: owner))
    }

    /// A top-level line (`screen`, `task`, `component`) written indented, under a screen or a task.
    mutating func reportIndentedTopLevelLine(_ word: String, _ token: Token) {
        error(
            .problem(.misplacedLine), "'\(word)' must start at the beginning of the line", token.start, token.end,
            help: "remove the indentation")
    }

    mutating func reportNotAnElement(_ token: Token, word: String?) {
        let shown = describe(token)
        if token.kind == .arrow || word.flatMap(AttributeKeyword.init(rawValue:)) != nil {
            error(
                .problem(.misplacedLine), "attribute '\(word ?? "->")' must be indented under an element", token.start, token.end,
                help: "put it on the element's line, or indent it under the element")
        } else if let word, StepKeyword(rawValue: word) != nil {
            error(
                .problem(.misplacedLine), "'\(word)' is a task line, but this line is inside a screen", token.start, token.end,
                help: "task lines belong under a 'task' line at the top level")
        } else if let word, TopLevelKeyword(rawValue: word) != nil {
            reportIndentedTopLevelLine(word, token)
        } else {
            let help = word.flatMap { Suggestion.help(for: $0, among: ElementKind.allCases.map(\.rawValue)) }
            error(
                .problem(.unknownKind), "expected an element kind, found \(shown)", token.start, token.end,
                help: help ?? "element kinds: " + ElementKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    // MARK: Attributes

    enum AttributesOutcome {
        case done
        /// The line ends right after `when voiceover`: a block of VoiceOver-only lines follows.
        case opensBlock
        /// An error was reported; the attributes before it were kept.
        case failed
    }

    /// The attributes of one line, before they join their element.
    struct AttributeLists {
        var attributes: [Attribute] = []
        var voiceOver: [Attribute] = []
        var voiceOverSpan: Span?
        /// `repeat N`, allowed on an element's own line only (§9.1).
        var repetition: RepeatSyntax?
    }

    /// Parses attributes to the end of the line.
    mutating func parseAttributes(into element: inout AttributeLists, conditional startsConditional: Bool) -> AttributesOutcome {
        var conditional = startsConditional
        var whenEndsLine = false
        // Most attributes are two tokens: room for those of a short line at once, instead of
        // growing the array an attribute at a time (at most 8, however long the line).
        if lineEnd - cursor >= 4, !conditional, element.attributes.isEmpty {
            element.attributes.reserveCapacity(min((lineEnd - cursor) / 2, 8))
        }
        while let token = peek() {
            let before = cursor
            whenEndsLine = false
            if token.keyword == .when {
                if conditional {
                    error(
                        .problem(.misplacedLine), "'when voiceover' is already in force here", token.start, token.end,
                        help: "remove the second 'when voiceover'")
                    return .failed
                }
                cursor += 1
                guard let condition = peek(), condition.kind == .word else {
                    error(
                        .problem(.expectedToken), "expected 'voiceover' after 'when', found \(describe(peek()))",
                        peekStart(), peekEnd())
                    return .failed
                }
                guard condition.keyword == .voiceover else {
                    error(
                        .problem(.unknownCondition), "unknown condition \(describe(condition))", condition.start, condition.end,
                        help: "only 'when voiceover' is supported: it mirrors SwiftUI's accessibilityVoiceOverEnabled")
                    return .failed
                }
                cursor += 1
                conditional = true
                element.voiceOverSpan = Span(file: index, start: token.start, end: condition.end)
                whenEndsLine = peek() == nil
                continue
            }
            if token.keyword == .repeat {
                guard parseRepeat(into: &element, conditional: conditional) else { return .failed }
                continue
            }
            guard let attribute = parseAttribute() else { return .failed }
            if conditional {
                element.voiceOver.append(attribute)
            } else {
                element.attributes.append(attribute)
            }
            // Every iteration consumes at least one token, or the line ends with an error.
            precondition(cursor > before, "attribute parser made no progress")
        }
        return whenEndsLine ? .opensBlock : .done
    }

    mutating func parseAttribute() -> Attribute? {
        let token = tokens[cursor]
        if token.kind == .arrow {
            cursor += 1
            guard let destination = expectString(after: "->") else { return nil }
            guard parseOptionalFile(of: destination) else { return nil }
            return Attribute(.navigate(destination), Span(file: index, start: token.start, end: tokens[cursor - 1].end))
        }
        guard token.kind == .word else {
            error(.problem(.expectedToken), "expected an attribute, found \(describe(token))", token.start, token.end)
            return nil
        }
        guard let keyword = AttributeKeyword(token.keyword) else {
            let word = wordText(token) ?? ""
            if word == "icon" {
                error(
                    .problem(.expectedToken), "'icon' must come right after the element's kind", token.start, token.end,
                    help: "an element shows either text or an icon: 'button icon \"gearshape\"'; name it with 'label'")
            } else if ElementKind(rawValue: word) != nil {
                error(
                    .problem(.misplacedLine), "element '\(word)' must start its own line", token.start, token.end,
                    help: "put the element on a new line, indented under its parent")
            } else if StepKeyword(rawValue: word) != nil || TopLevelKeyword(rawValue: word) != nil {
                error(
                    .problem(.misplacedLine), "'\(word)' cannot appear inside an element", token.start, token.end,
                    help: StepKeyword(rawValue: word) != nil
                        ? "task lines belong under a 'task' line at the top level" : "remove the indentation")
            } else {
                let words = AttributeKeyword.allCases.map(\.rawValue) + ElementKind.allCases.map(\.rawValue)
                let help = Suggestion.help(for: word, among: words)
                error(.problem(.unknownAttribute), "unknown attribute '\(word)'", token.start, token.end, help: help)
            }
            return nil
        }
        cursor += 1
        let word = keyword.rawValue
        let kind: Attribute.Kind
        switch keyword {
        case .label: guard let name = expectString(after: word) else { return nil }; kind = .label(name)
        case .value: guard let name = expectString(after: word) else { return nil }; kind = .value(name)
        case .hint: guard let name = expectString(after: word) else { return nil }; kind = .hint(name)
        case .input:
            guard let names = parseList(after: word, strings: true) else { return nil }
            kind = .input(names)
        case .traits:
            guard let names = parseList(after: word, strings: false) else { return nil }
            kind = .traits(names)
        case .size:
            guard let size = parseSize() else { return nil }
            kind = .size(width: size.width, height: size.height)
        case .hidden: kind = .hidden
        case .combine: kind = .grouping(.combine)
        case .contain: kind = .grouping(.contain)
        case .ignore: kind = .grouping(.ignore)
        case .adjustable: kind = .adjustable
        case .arrow: return nil  // Handled above: `->` is not a word.
        case .action, .swipeAction, .contextMenu:
            guard let name = expectString(after: word) else { return nil }
            guard let destination = parseOptionalDestination() else { return nil }
            switch keyword {
            case .action: kind = .action(name, destination: destination)
            case .swipeAction: kind = .swipeAction(name, destination: destination)
            default: kind = .contextMenu(name, destination: destination)
            }
        case .gesture:
            guard
                let gesture = parseClosedWord(
                    GestureKind.self, after: "gesture", what: "a gesture", plural: "gestures", unknown: .unknownGesture)
            else { return nil }
            guard let name = expectString(after: "gesture \(gesture.rawValue)") else { return nil }
            guard let destination = parseOptionalDestination() else { return nil }
            kind = .gesture(gesture, name, destination: destination)
        case .edge:
            guard let edge = parseClosedWord(Edge.self, after: "edge", what: "an edge", plural: "edges", unknown: .unknownEdge)
            else { return nil }
            kind = .edge(edge)
        case .safeArea: kind = .safeArea
        case .truncates: kind = .truncates
        case .fixedHeight: kind = .fixedHeight
        case .pages: kind = .pages
        case .segmented: kind = .segmented
        case .accessory:
            guard let accessory = parseAccessory() else { return nil }
            kind = accessory
        case .pageControl: kind = .pageControl
        case .caps:
            guard let size = parseTextSize() else { return nil }
            kind = .caps(size)
        case .when: return nil  // Handled by parseAttributes.
        case .escape: kind = .escape
        case .range:
            guard let range = parseRange() else { return nil }
            kind = range
        case .overlay: kind = .layout(.overlay)
        case .pinned: kind = .layout(.pinned)
        case .row: kind = .layout(.row)
        case .reflows: kind = .layout(.reflows)
        case .map: kind = .layout(.map)
        }
        return Attribute(kind, Span(file: index, start: token.start, end: tokens[cursor - 1].end))
    }

    /// `-> "Screen"` after an action or gesture, if present. nil only on an error.
    mutating func parseOptionalDestination() -> Name?? {
        guard let next = peek(), next.kind == .arrow else { return .some(nil) }
        cursor += 1
        guard let destination = expectString(after: "->") else { return nil }
        guard parseOptionalFile(of: destination) else { return nil }
        return destination
    }

    mutating func parseList(after keyword: String, strings: Bool) -> [Name]? {
        var names: [Name] = []
        while true {
            if strings {
                guard let name = expectString(after: names.isEmpty ? keyword : ",") else { return nil }
                names.append(name)
            } else {
                guard let token = peek(), token.kind == .word else {
                    error(
                        .problem(.expectedToken), "expected a trait after '\(names.isEmpty ? keyword : ",")', found \(describe(peek()))",
                        peekStart(), peekEnd())
                    return nil
                }
                names.append(Name(wordText(token) ?? "", span(token)))
                cursor += 1
            }
            guard let next = peek(), next.kind == .comma else { return names }
            cursor += 1
        }
    }
}

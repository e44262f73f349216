/// The lines of a whole file in canonical layout, without comments: its screens, tasks and
/// components in the order written, each block's lines indented two spaces per level.
struct FileLayout {
    let syntax: FileSyntax
    let source: SourceLines

    /// A top-level block, by its index in its list.
    private enum Declaration {
        case screen(Int), task(Int), component(Int)
    }

    func lines() -> [FormattedLine] {
        let words = CanonicalWords(syntax: syntax)
        let elements = ElementLayout(words: words, source: source)
        var declarations: [(start: Int, declaration: Declaration)] = []
        declarations += syntax.screens.indices.map { (syntax.screens[$0].keywordSpan.start, .screen($0)) }
        declarations += syntax.tasks.indices.map { (syntax.tasks[$0].keywordSpan.start, .task($0)) }
        declarations += syntax.components.indices.map { (syntax.components[$0].keywordSpan.start, .component($0)) }
        declarations.sort { $0.start < $1.start }

        var lines: [FormattedLine] = []
        for (start, declaration) in declarations {
            let origin = source.line(of: start)
            switch declaration {
            case .screen(let index):
                let screen = syntax.screens[index]
                lines.append(FormattedLine(level: 0, words.screenLine(screen), origin: origin, startsDeclaration: true))
                appendBlock(screen.elements, screen.uses, words: words, elements: elements, to: &lines)
            case .task(let index):
                let task = syntax.tasks[index]
                lines.append(FormattedLine(level: 0, "task " + CanonicalWords.quote(task.name), origin: origin, startsDeclaration: true))
                for step in task.steps {
                    lines.append(FormattedLine(level: 1, words.step(step), origin: source.line(of: step.span.start)))
                }
            case .component(let index):
                let component = syntax.components[index]
                lines.append(
                    FormattedLine(level: 0, "component " + CanonicalWords.quote(component.name), origin: origin, startsDeclaration: true))
                appendBlock(component.elements, component.uses, words: words, elements: elements, to: &lines)
            }
        }
        return lines
    }

    /// A screen's or a component's lines in the order written: element lines, `use` lines and
    /// attribute lines (which may stand before, between or after an element's children).
    /// A `when voiceover` line the formatter adds sorts with the line after it.
    private func appendBlock(
        _ blockElements: [ElementSyntax], _ uses: [UseSyntax], words: CanonicalWords, elements: ElementLayout,
        to lines: inout [FormattedLine]
    ) {
        var block: [FormattedLine] = []
        for use in uses {
            block.append(FormattedLine(level: use.depth, words.useLine(use), origin: source.line(of: use.span.start)))
        }
        for element in blockElements { block += elements.lines(of: element) }
        var keys: [(line: Int, sequence: Int)] = Array(repeating: (0, 0), count: block.count)
        var next = Int.max
        for index in block.indices.reversed() {
            if let origin = block[index].origin { next = origin }
            keys[index] = (next, index)
        }
        let order = block.indices.sorted { keys[$0] < keys[$1] }
        lines += order.map { block[$0] }
    }
}

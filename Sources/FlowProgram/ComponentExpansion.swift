import FlowSyntax

/// Components and repetition (navigator-model.md §9.1): every `use` and `repeat` expanded into
/// placements (which line, where in the screen, with which arguments, from which copy) before
/// the elements are checked; the element checker reads each placed line as an ordinary element,
/// so that a copy is an ordinary element in every rule.
///
/// The names are resolved first (`ComponentNames`), then the sizes checked against the budget
/// (`ExpansionBudget`); only a screen within it is expanded. The expansion itself is an explicit
/// stack: a long chain of components costs no native stack.
struct ComponentExpansion: Sendable {
    typealias Ref = ComponentNames.Ref

    let files: [FileSyntax]
    private let names: ComponentNames
    /// Per file, per component: its lines in reading order.
    private let componentLines: [[BlockLines]]
    private let budget: ExpansionBudget

    /// `parallel`: the screens are planned on every core (`ParallelMap`, from `bytes` of source).
    init(_ files: [FileSyntax], limits: ExpansionLimits = .language, bytes: Int = 0, parallel: Bool = false) {
        self.files = files
        names = ComponentNames(files)
        componentLines = files.map { file in file.components.map { BlockLines(elements: $0.elements, uses: $0.uses) } }
        budget = ExpansionBudget(names, lines: componentLines, limits: limits, bytes: bytes, parallel: parallel)
    }

    /// The names' and the budget's errors.
    var diagnostics: [Diagnostic] { names.diagnostics + budget.diagnostics }

    /// Whether the screen is expanded: it has a `use` or a `repeat`, and is within the budget.
    func expands(file: Int, screen: Int) -> Bool { budget.plans[file][screen] != nil }

    /// What the strings of a placed element are filled with, and the copy it belongs to. A
    /// class: every placement reads its context, and a struct's copy retained its arguments and
    /// origin each time.
    final class Context: Sendable {
        let arguments: [String]
        /// In a component's copy: `{k}` must have an argument.
        let inCopy: Bool
        let iteration: Int?
        let origin: CopyOrigin?
        /// The component whose copy this is, for the help of a missing argument.
        let component: String?

        init(arguments: [String], inCopy: Bool, iteration: Int?, origin: CopyOrigin?, component: String?) {
            self.arguments = arguments
            self.inCopy = inCopy
            self.iteration = iteration
            self.origin = origin
            self.component = component
        }

        /// Outside a copy and a repeat nothing is filled: the screen's own lines keep their strings.
        var fills: Bool { inCopy || iteration != nil }
    }

    enum Source: Sendable {
        case screen(file: Int, screen: Int)
        case component(Ref)
    }

    /// One element of the expanded screen: the line it is read from (`index` in its source's
    /// `elements`), where it is placed, and what its strings are filled with. The element's
    /// syntax is not copied: the checker reads it where it was written.
    struct Placement: Sendable {
        let source: Source
        let index: Int
        let kind: ElementKind
        let parent: Int?
        let depth: Int
        fileprivate(set) var subtreeEnd: Int
        let context: Int
    }

    /// A screen's elements with every `use` and `repeat` expanded (§9.1).
    struct Expansion: Sendable {
        let placements: [Placement]
        let contexts: [Context]
        /// Diagnostics of the expansion itself (a copy nested too deep), each raised by its copy.
        let diagnostics: [Diagnostic]

        func origin(of position: Int) -> CopyOrigin? { contexts[placements[position].context].origin }
    }

    private enum Frame {
        case list(Source, position: Int, end: Int, context: Int, parent: Int?, open: Int?)
        case repeating(Source, line: Int, next: Int, count: Int, context: Int, parent: Int?)
    }

    /// The element lines of a screen or a component, where placements read their syntax.
    static func syntax(of source: Source, in files: [FileSyntax]) -> [ElementSyntax] {
        switch source {
        case .screen(let file, let screen): files[file].screens[screen].elements
        case .component(let ref): files[ref.file].components[ref.component].elements
        }
    }

    /// The screen's placements, each with the copy it belongs to; the screen must expand.
    func expand(file: Int, screen: Int) -> Expansion {
        let plan = budget.plans[file][screen]!
        var output: [Placement] = []
        output.reserveCapacity(plan.size)
        var problems: [Diagnostic] = []
        var contexts = [Context(arguments: [], inCopy: false, iteration: nil, origin: nil, component: nil)]
        /// How many copies each `use` line of the screen has made so far.
        var copiesOfUse = [Int](repeating: 0, count: files[file].screens[screen].uses.count)
        var stack: [Frame] = [.list(.screen(file: file, screen: screen), position: 0, end: plan.lines.count, context: 0, parent: nil, open: nil)]

        func lines(_ source: Source) -> BlockLines {
            switch source {
            case .screen: plan.lines
            case .component(let ref): componentLines[ref.file][ref.component]
            }
        }

        /// Places line `position` of `source` once (its `repeat` already taken into account).
        func place(_ source: Source, _ position: Int, context: Int, parent: Int?) {
            let current = contexts[context]
            let block = lines(source)
            switch block.lines[position] {
            case .use(let index):
                let use: UseSyntax
                let ref: Ref?
                switch source {
                case .screen(let file, let screen):
                    (use, ref) = (files[file].screens[screen].uses[index], plan.uses[index])
                case .component(let owner):
                    (use, ref) = (files[owner.file].components[owner.component].uses[index], names.uses[owner.file][owner.component][index])
                }
                guard let ref else { return }
                let arguments = use.arguments.map { Placeholders.fill($0, current, reporting: &problems).text }
                // A copy belongs to the screen's own `use` line that made it, even inside a `repeat`.
                var origin = current.origin
                if case .screen = source {
                    copiesOfUse[index] += 1
                    origin = CopyOrigin(line: use.span, component: use.component.text, copy: copiesOfUse[index])
                }
                contexts.append(
                    Context(
                        arguments: arguments, inCopy: true, iteration: current.iteration, origin: origin,
                        component: current.component ?? use.component.text))
                let end = componentLines[ref.file][ref.component].count
                stack.append(.list(.component(ref), position: 0, end: end, context: contexts.count - 1, parent: parent, open: nil))
            case .element(let index):
                let depth = parent.map { output[$0].depth + 1 } ?? 1
                if depth > maximumNestingLevel {
                    if let origin = current.origin, let component = origin.component {
                        problems.append(
                            Diagnostic(
                                .problem(.tooDeep), .error,
                                "the copy of component '\(component)' is nested more than \(maximumNestingLevel) levels deep",
                                at: origin.line, help: "use the component less deeply, or flatten its groups"
                            ).raised(by: origin))
                    }
                    return
                }
                output.append(
                    Placement(
                        source: source, index: index, kind: Self.syntax(of: source, in: files)[index].kind, parent: parent,
                        depth: depth, subtreeEnd: output.count + 1, context: context))
                let at = output.count - 1
                stack.append(.list(source, position: position + 1, end: block.subtreeEnds[position], context: context, parent: at, open: at))
            }
        }

        while let frame = stack.popLast() {
            switch frame {
            case .list(let source, let position, let end, let context, let parent, let open):
                guard position < end else {
                    if let open { output[open].subtreeEnd = output.count }
                    continue
                }
                let block = lines(source)
                stack.append(.list(source, position: block.subtreeEnds[position], end: end, context: context, parent: parent, open: open))
                if let repetition = block.repetitions[position] {
                    stack.append(.repeating(source, line: position, next: 1, count: repetition.count, context: context, parent: parent))
                } else {
                    place(source, position, context: context, parent: parent)
                }
            case .repeating(let source, let line, let next, let count, let context, let parent):
                guard next <= count else { continue }
                stack.append(.repeating(source, line: line, next: next + 1, count: count, context: context, parent: parent))
                let outer = contexts[context]
                // A `repeat` of the screen's own line makes copies of its own.
                var origin = outer.origin
                if origin == nil, case .screen = source, let repetition = lines(source).repetitions[line] {
                    origin = CopyOrigin(line: repetition.span, component: nil, copy: next)
                }
                contexts.append(
                    Context(arguments: outer.arguments, inCopy: outer.inCopy, iteration: next, origin: origin, component: outer.component))
                place(source, line, context: contexts.count - 1, parent: parent)
            }
        }
        return Expansion(placements: output, contexts: contexts, diagnostics: problems)
    }
}

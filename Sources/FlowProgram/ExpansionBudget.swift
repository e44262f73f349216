import FlowSyntax

/// The size budget of components and repeats (§9.1). Sizes come first: each component's
/// expanded size, then each screen's, is computed from the lines as written (saturating past
/// the limit), so that a screen past a limit is an error at the `use` or `repeat` that crosses
/// it, and nothing too large is ever built. Each `use` line counts as one element, so that the
/// work of an expansion is linear in its size.
struct ExpansionBudget: Sendable {
    typealias Ref = ComponentNames.Ref

    /// What a screen's expansion needs: its lines, its resolved `use` lines and its size.
    struct Plan: Sendable {
        let lines: BlockLines
        /// Per `use` line of the screen, the component it names (nil: an error was reported).
        let uses: [Ref?]
        /// The screen's size once expanded, so that its arrays are allocated once.
        let size: Int
    }

    let limits: ExpansionLimits
    /// Per file, per component: its expanded size.
    private var sizes: [[Int]]
    /// Per file, per screen: the plan of a screen with a `use` or a `repeat` within the budget.
    private(set) var plans: [[Plan?]] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// `parallel`: the screens are sized on every core (`ParallelMap`, from `bytes` of source).
    init(_ names: ComponentNames, lines: [[BlockLines]], limits: ExpansionLimits, bytes: Int, parallel: Bool) {
        self.limits = limits
        sizes = lines.map { $0.map { _ in 0 } }
        for ref in names.order {
            let own = itemSizes(lines[ref.file][ref.component], uses: names.uses[ref.file][ref.component])
            sizes[ref.file][ref.component] = total(lines[ref.file][ref.component], own)
        }
        planScreens(names, bytes: bytes, parallel: parallel)
    }

    /// The expanded size of each line of `block` (the line and everything under it, repeats
    /// included), saturating at the screen's limit + 1.
    private func itemSizes(_ block: BlockLines, uses: [Ref?]) -> [Int] {
        let cap = limits.screenElements + 1
        var own = [Int](repeating: 0, count: block.count)
        var under = [Int](repeating: 0, count: block.count)
        for position in block.lines.indices.reversed() {
            var base = 1
            if case .use(let use) = block.lines[position], let ref = uses[use] {
                base = min(cap, 1 + sizes[ref.file][ref.component])
            }
            let once = min(cap, base + under[position])
            own[position] = min(cap, once * (block.repetitions[position]?.count ?? 1))
            if let parent = block.parents[position] { under[parent] = min(cap, under[parent] + own[position]) }
        }
        return own
    }

    private func total(_ block: BlockLines, _ own: [Int]) -> Int {
        var sum = 0
        var position = 0
        while position < block.count {
            sum = min(limits.screenElements + 1, sum + own[position])
            position = block.subtreeEnds[position]
        }
        return sum
    }

    /// A screen's lines, uses and sizes, worked out on its file's core before the budget is applied.
    private struct Candidate: Sendable {
        let screen: Int
        let lines: BlockLines
        let uses: [Ref?]
        let problems: [Diagnostic]
        let own: [Int]
        let size: Int
    }

    /// Each screen with a copy is sized on its file's core; the program-wide budget is then
    /// applied in file order, before anything is built.
    private mutating func planScreens(_ names: ComponentNames, bytes: Int, parallel: Bool) {
        let files = names.files
        var budget = limits.programElements
        plans = files.map { $0.screens.map { _ in nil } }
        let budgetSoFar = self
        let candidates = ParallelMap.map(Array(files.indices), bytes: bytes, parallel: parallel) { file in
            files[file].screens.indices.compactMap { screen -> Candidate? in
                guard files[file].screens[screen].hasCopies else { return nil }
                let syntax = files[file].screens[screen]
                let lines = BlockLines(elements: syntax.elements, uses: syntax.uses)
                var problems: [Diagnostic] = []
                let uses = names.resolve(syntax.uses, file: file, into: &problems)
                let own = budgetSoFar.itemSizes(lines, uses: uses)
                return Candidate(
                    screen: screen, lines: lines, uses: uses, problems: problems, own: own, size: budgetSoFar.total(lines, own))
            }
        }
        for file in files.indices {
            for candidate in candidates[file] {
                diagnostics += candidate.problems
                let syntax = files[file].screens[candidate.screen]
                let written = syntax.elements.count + syntax.uses.count
                let name = syntax.name.text
                if candidate.size > limits.screenElements {
                    reportTooLarge(candidate, syntax, limit: limits.screenElements, "screen '\(name)' would have more than")
                    continue
                }
                let added = candidate.size - written
                if added > budget {
                    reportTooLarge(
                        candidate, syntax, limit: 0,
                        "the program's screens would gain more than \(limits.programElements) elements; screen '\(name)' would have")
                    continue
                }
                budget -= max(0, added)
                plans[file][candidate.screen] = Plan(lines: candidate.lines, uses: candidate.uses, size: candidate.size)
            }
        }
    }

    /// Points at the `use` or `repeat` that crosses the limit: where the running count passes
    /// it, inside a plain group if the group's children do. With no limit (the program's
    /// budget), at the screen's first `use` or `repeat`.
    private mutating func reportTooLarge(_ candidate: Candidate, _ screen: ScreenSyntax, limit: Int, _ what: String) {
        let (block, own) = (candidate.lines, candidate.own)
        func copies(_ position: Int) -> Bool {
            if case .use = block.lines[position] { return true }
            return block.repetitions[position] != nil
        }
        var culprit: Int?
        if limit == 0 {
            culprit = block.lines.indices.first(where: copies)
        } else {
            var running = 0
            var position = 0
            var end = block.count
            while position < end {
                if running + own[position] <= limit {
                    running += own[position]
                    position = block.subtreeEnds[position]
                    continue
                }
                if copies(position) {
                    culprit = position
                    break
                }
                running += 1
                end = block.subtreeEnds[position]
                position += 1
            }
        }
        guard let culprit else { return }
        let span: Span
        let why: String
        switch block.lines[culprit] {
        case .use(let use):
            span = screen.uses[use].repetition?.span ?? screen.uses[use].span
            why = screen.uses[use].repetition != nil ? "this 'repeat'" : "this 'use'"
        case .element(let element):
            span = screen.elements[element].repetition!.span
            why = "this 'repeat'"
        }
        let message =
            limit > 0
            ? "\(what) \(limit) elements once components and repeats are expanded"
            : "\(what) \(min(own[culprit], limits.screenElements))+ elements"
        diagnostics.append(
            Diagnostic(
                .problem(.expansionTooLarge), .error, message + ": \(why) crosses the limit", at: span,
                help: "a screen holds at most \(limits.screenElements) elements once expanded; repeat fewer, or split the screen"))
    }
}

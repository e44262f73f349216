import FlowSyntax

/// Components and repetition (navigator-model.md §9.1): every `use` and `repeat` expanded into
/// placements (which line, where in the screen, with which arguments) before the elements are
/// checked; the element checker reads each placed line as an ordinary element, so that a copy
/// is an ordinary element in every rule.
///
/// Sizes come first: each component's expanded size, then each screen's, is computed from the
/// lines as written (saturating past the limit), so a screen past `maximumScreenElements` is an
/// error at the `use` or `repeat` that crosses it, and nothing too large is ever built. Each
/// `use` line counts as one element, so that the work of an expansion is linear in its size.
/// The expansion itself is an explicit stack: a long chain of components costs no native stack.
struct ComponentExpansion: Sendable {
    /// The most elements one screen may have once its components and repeats are expanded.
    static let maximumScreenElements = 100_000
    /// The most elements all screens together may gain by expansion.
    static let maximumProgramElements = 1_000_000

    struct Ref: Hashable, Sendable {
        let file: Int
        let component: Int
    }

    /// What a screen's expansion needs: its resolved `use` lines and its items' sizes.
    struct Plan: Sendable {
        /// Element index → the component its `use` names (nil: an error was reported).
        let uses: [Int: Ref]
        /// The screen's size once expanded, so that its arrays are allocated once.
        let size: Int
    }

    /// A component's name in one file.
    private struct Declared: Hashable {
        let file: Int
        let name: String
    }

    let files: [FileSyntax]
    private var byName: [String: [Ref]] = [:]
    /// The same, by file: when every feature declares a "Row", a lookup in its own file must not
    /// walk every file's.
    private var inFile: [Declared: Ref] = [:]
    /// Per file, per component: its `use` lines resolved.
    private var componentUses: [[[Int: Ref]]] = []
    /// Per file, per component: its expanded size, or nil when it is part of a cycle.
    private var sizes: [[Int?]] = []
    /// Per file, per screen: the plan of a screen with a `use` or a `repeat`.
    private(set) var plans: [[Plan?]] = []
    private(set) var diagnostics: [Diagnostic] = []
    private let allNames: [String]

    /// `parallel`: the screens are planned on every core (`ParallelMap`, from `bytes` of source).
    init(_ files: [FileSyntax], bytes: Int = 0, parallel: Bool = false) {
        self.files = files
        for (file, syntax) in files.enumerated() {
            for index in syntax.components.indices {
                let name = syntax.components[index].name
                if let problem = DeclaredName.check(name, "component") { diagnostics.append(problem) }
                if let first = inFile[Declared(file: file, name: name.text)] {
                    diagnostics.append(
                        Diagnostic(
                            .problem(.duplicateComponent), .error, "component '\(name.text)' is declared twice in this file",
                            at: name.span, notes: [Note("first declared here", at: files[first.file].components[first.component].name.span)],
                            help: "give each component its own name, or merge the two"))
                    continue
                }
                byName[name.text, default: []].append(Ref(file: file, component: index))
                inFile[Declared(file: file, name: name.text)] = Ref(file: file, component: index)
            }
        }
        allNames = byName.keys.sorted()
        componentUses = files.indices.map { file in
            files[file].components.indices.map { _ in [:] }
        }
        for file in files.indices {
            for index in files[file].components.indices {
                var problems: [Diagnostic] = []
                componentUses[file][index] = resolveUses(files[file].components[index].elements, file: file, into: &problems)
                diagnostics += problems
            }
        }
        computeComponentSizes()
        planScreens(bytes: bytes, parallel: parallel)
    }

    // MARK: Names

    /// A component name, looked up in its own file first, then in the whole program if only one
    /// file declares it (§9.1).
    private func resolve(_ use: UseSyntax, file: Int, into diagnostics: inout [Diagnostic]) -> Ref? {
        let name = use.component
        let declared = byName[name.text] ?? []
        if let qualifier = use.file {
            guard let target = FileNames.file(named: qualifier, among: files, into: &diagnostics) else { return nil }
            if let ref = inFile[Declared(file: target, name: name.text)] { return ref }
            diagnostics.append(
                Diagnostic(
                    .problem(.unknownComponent), .error, "'\(qualifier.text)' declares no component '\(name.text)'", at: name.span,
                    help: Suggestion.help(for: name.text, among: files[target].components.map(\.name.text))
                        ?? "declare it there with 'component \"\(name.text)\"', or name the file that does"))
            return nil
        }
        if let own = inFile[Declared(file: file, name: name.text)] { return own }
        if declared.count == 1 { return declared[0] }
        if declared.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .problem(.unknownComponent), .error, "unknown component '\(name.text)'", at: name.span,
                    help: Suggestion.help(for: name.text, among: allNames)
                        ?? "declare it with 'component \"\(name.text)\"' in one of the program's files"))
            return nil
        }
        let paths = declared.map { files[$0.file].file.path }
        diagnostics.append(
            Diagnostic(
                .problem(.ambiguousAcrossFiles), .error,
                "component '\(name.text)' is declared in \(paths.count) files: \(paths.map { "'\($0)'" }.joined(separator: ", "))",
                at: name.span,
                notes: declared.map { Note("declared here", at: files[$0.file].components[$0.component].name.span) },
                help: "say which file: 'use \"\(name.text)\" from \"\(paths[0])\"'"))
        return nil
    }

    private func resolveUses(_ elements: [ElementSyntax], file: Int, into diagnostics: inout [Diagnostic]) -> [Int: Ref] {
        var uses: [Int: Ref] = [:]
        for index in elements.indices {
            guard let use = elements[index].use else { continue }
            if let ref = resolve(use, file: file, into: &diagnostics) { uses[index] = ref }
        }
        return uses
    }

    // MARK: Sizes

    /// The expanded size of each item of `elements` (an item and everything under it, repeats
    /// included), saturating at `limit + 1`. nil for a `use` of a component in a cycle counts 1.
    private func itemSizes(_ elements: [ElementSyntax], uses: [Int: Ref]) -> [Int] {
        let cap = Self.maximumScreenElements + 1
        var own = [Int](repeating: 0, count: elements.count)
        var under = [Int](repeating: 0, count: elements.count)
        for index in elements.indices.reversed() {
            var base = 1
            if elements[index].use != nil, let ref = uses[index], let size = sizes[ref.file][ref.component] {
                base = min(cap, 1 + size)
            }
            let once = min(cap, base + under[index])
            own[index] = min(cap, once * (elements[index].repetition?.count ?? 1))
            if let parent = elements[index].parent { under[parent] = min(cap, under[parent] + own[index]) }
        }
        return own
    }

    private func total(_ elements: [ElementSyntax], _ own: [Int]) -> Int {
        var sum = 0
        var index = 0
        while index < elements.count {
            sum = min(Self.maximumScreenElements + 1, sum + own[index])
            index = max(index + 1, elements[index].subtreeEnd)
        }
        return sum
    }

    /// Each component's size, depth first with an explicit stack; a `use` that closes a cycle
    /// is an error, and every component on the cycle gets no size.
    private mutating func computeComponentSizes() {
        sizes = files.map { $0.components.map { _ in nil } }
        var state = files.map { $0.components.map { _ in 0 } }  // 0 new, 1 open, 2 done
        for file in files.indices {
            for start in files[file].components.indices where state[file][start] == 0 {
                // Each open component with the position of the next `use` line to look at.
                var stack: [(ref: Ref, position: Int)] = [(Ref(file: file, component: start), 0)]
                state[file][start] = 1
                while let (top, position) = stack.last {
                    let elements = files[top.file].components[top.component].elements
                    var index = position
                    var pushed = false
                    while index < elements.count {
                        defer { index += 1 }
                        guard let ref = componentUses[top.file][top.component][index] else { continue }
                        if state[ref.file][ref.component] == 0 {
                            state[ref.file][ref.component] = 1
                            stack[stack.count - 1].position = index + 1
                            stack.append((ref, 0))
                            pushed = true
                            break
                        }
                        if state[ref.file][ref.component] == 1 {
                            reportCycle(at: elements[index].use!, from: ref, stack: stack.map(\.ref))
                            componentUses[top.file][top.component][index] = nil
                        }
                    }
                    if pushed { continue }
                    stack.removeLast()
                    state[top.file][top.component] = 2
                    let own = itemSizes(elements, uses: componentUses[top.file][top.component])
                    sizes[top.file][top.component] = total(elements, own)
                }
            }
        }
    }

    private mutating func reportCycle(at use: UseSyntax, from ref: Ref, stack: [Ref]) {
        let loop = stack.drop { $0 != ref }.map { files[$0.file].components[$0.component].name.text } + [use.component.text]
        diagnostics.append(
            Diagnostic(
                .problem(.componentCycle), .error,
                "component '\(use.component.text)' uses itself: \(loop.map { "'\($0)'" }.joined(separator: " → "))", at: use.span,
                help: "a component cannot contain a copy of itself; remove this 'use' or move the shared lines into a third component"))
    }

    // MARK: Screens

    /// A screen's uses and sizes, worked out on its file's core before the budget is applied.
    private struct Candidate: Sendable {
        let screen: Int
        let uses: [Int: Ref]
        let problems: [Diagnostic]
        let own: [Int]
        let size: Int
    }

    /// Each screen with a copy is sized on its file's core (reading its lines where they were
    /// parsed, on one core, was most of this pass); the program-wide budget is then applied in
    /// file order, as before, before anything is built.
    private mutating func planScreens(bytes: Int, parallel: Bool) {
        var budget = Self.maximumProgramElements
        plans = files.map { $0.screens.map { _ in nil } }
        let expansion = self
        let candidates = ParallelMap.map(Array(files.indices), bytes: bytes, parallel: parallel) { file in
            expansion.files[file].screens.indices.compactMap { screen -> Candidate? in
                guard expansion.files[file].screens[screen].hasCopies else { return nil }
                let elements = expansion.files[file].screens[screen].elements
                var problems: [Diagnostic] = []
                let uses = expansion.resolveUses(elements, file: file, into: &problems)
                let own = expansion.itemSizes(elements, uses: uses)
                return Candidate(screen: screen, uses: uses, problems: problems, own: own, size: expansion.total(elements, own))
            }
        }
        for file in files.indices {
            for candidate in candidates[file] {
                let screen = candidate.screen
                diagnostics += candidate.problems
                let elements = files[file].screens[screen].elements
                let (uses, own, size) = (candidate.uses, candidate.own, candidate.size)
                let name = files[file].screens[screen].name.text
                if size > Self.maximumScreenElements {
                    reportTooLarge(elements, own, uses: uses, limit: Self.maximumScreenElements, "screen '\(name)' would have more than")
                    continue
                }
                let added = size - elements.count
                if added > budget {
                    reportTooLarge(elements, own, uses: uses, limit: 0, "the program's screens would gain more than \(Self.maximumProgramElements) elements; screen '\(name)' would have")
                    continue
                }
                budget -= max(0, added)
                plans[file][screen] = Plan(uses: uses, size: size)
            }
        }
    }

    /// Points at the `use` or `repeat` that crosses the limit: where the running count passes
    /// it, inside a plain group if the group's children do. With no limit (the program's
    /// budget), at the screen's first `use` or `repeat`.
    private mutating func reportTooLarge(_ elements: [ElementSyntax], _ own: [Int], uses: [Int: Ref], limit: Int, _ what: String) {
        let limitShown = limit > 0 ? limit : Self.maximumScreenElements
        var culprit: Int?
        if limit == 0 {
            culprit = elements.firstIndex { $0.use != nil || $0.repetition != nil }
        } else {
            var running = 0
            var index = 0
            var end = elements.count
            while index < end {
                if running + own[index] <= limit {
                    running += own[index]
                    index = max(index + 1, elements[index].subtreeEnd)
                    continue
                }
                if elements[index].use != nil || elements[index].repetition != nil {
                    culprit = index
                    break
                }
                running += 1
                end = elements[index].subtreeEnd
                index += 1
            }
        }
        guard let culprit else { return }
        let element = elements[culprit]
        let span = element.repetition?.span ?? element.use!.span
        let why = element.repetition != nil ? "this 'repeat'" : "this 'use'"
        let message = limit > 0 ? "\(what) \(limitShown) elements once components and repeats are expanded" : "\(what) \(min(own[culprit], Self.maximumScreenElements))+ elements"
        diagnostics.append(
            Diagnostic(
                .problem(.expansionTooLarge), .error, message + ": \(why) crosses the limit", at: span,
                help: "a screen holds at most \(Self.maximumScreenElements) elements once expanded; repeat fewer, or split the screen"))
    }

    // MARK: Expanding

    /// Where a copy came from, for the note its diagnostics carry.
    struct Origin: Sendable, Hashable {
        let use: Span
        let component: String

        /// The note every diagnostic of the copy carries.
        var note: Note { Note("copied by this 'use' of component '\(component)'", at: use) }
    }

    /// What the strings of a placed element are filled with. A class: every placement reads its
    /// context, and a struct's copy retained its arguments and origin each time.
    final class Context: Sendable {
        let arguments: [String]
        /// In a component's copy: `{k}` must have an argument.
        let inCopy: Bool
        let iteration: Int?
        let origin: Origin?

        init(arguments: [String], inCopy: Bool, iteration: Int?, origin: Origin?) {
            self.arguments = arguments
            self.inCopy = inCopy
            self.iteration = iteration
            self.origin = origin
        }

        /// Outside a copy and a repeat nothing is filled: the screen's own lines keep their strings.
        var fills: Bool { inCopy || iteration != nil }
    }

    enum Source: Sendable {
        case screen(file: Int, screen: Int)
        case component(Ref)
    }

    /// One element of the expanded screen: the line it is read from, where it is placed, and
    /// what its strings are filled with. The element's syntax is not copied: the checker reads
    /// it where it was written.
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
        /// Diagnostics of the expansion itself: a copy nested too deep, a `use … with` argument
        /// whose placeholder has no value.
        let diagnostics: [Diagnostic]
    }

    private enum Frame {
        case list(Source, position: Int, end: Int, context: Int, parent: Int?, open: Int?)
        case repeating(Source, item: Int, next: Int, count: Int, context: Int, parent: Int?)
    }

    /// The lines of a screen or a component, where placements read their syntax.
    static func syntax(of source: Source, in files: [FileSyntax]) -> [ElementSyntax] {
        switch source {
        case .screen(let file, let screen): files[file].screens[screen].elements
        case .component(let ref): files[ref.file].components[ref.component].elements
        }
    }

    /// The screen's placements, each with the `use` it was copied by; the screen must have a plan.
    func expand(file: Int, screen: Int) -> Expansion {
        let plan = plans[file][screen]!
        var output: [Placement] = []
        output.reserveCapacity(plan.size)
        var problems: [Diagnostic] = []
        var contexts = [Context(arguments: [], inCopy: false, iteration: nil, origin: nil)]
        let screenSource = Source.screen(file: file, screen: screen)
        var stack: [Frame] = [
            .list(screenSource, position: 0, end: files[file].screens[screen].elements.count, context: 0, parent: nil, open: nil)
        ]

        func use(_ source: Source, _ index: Int) -> Ref? {
            switch source {
            case .screen: plan.uses[index]
            case .component(let ref): componentUses[ref.file][ref.component][index]
            }
        }

        /// Places item `index` of `source` once (its `repeat` already taken into account).
        func place(_ source: Source, _ list: [ElementSyntax], _ index: Int, context: Int, parent: Int?) {
            let current = contexts[context]
            let depth = parent.map { output[$0].depth + 1 } ?? 1
            if let syntax = list[index].use {
                guard let ref = use(source, index) else { return }
                let arguments = syntax.arguments.map { Self.fill($0, current, reporting: &problems).text }
                let origin = current.origin ?? Origin(use: syntax.span, component: syntax.component.text)
                contexts.append(Context(arguments: arguments, inCopy: true, iteration: current.iteration, origin: origin))
                let count = files[ref.file].components[ref.component].elements.count
                stack.append(.list(.component(ref), position: 0, end: count, context: contexts.count - 1, parent: parent, open: nil))
                return
            }
            if depth > maximumNestingLevel {
                if let origin = current.origin {
                    let problem = Diagnostic(
                        .problem(.tooDeep), .error,
                        "the copy of component '\(origin.component)' is nested more than \(maximumNestingLevel) levels deep",
                        at: origin.use, help: "use the component less deeply, or flatten its groups")
                    problems.append(problem)
                }
                return
            }
            output.append(
                Placement(
                    source: source, index: index, kind: list[index].kind, parent: parent, depth: depth,
                    subtreeEnd: output.count + 1, context: context))
            let at = output.count - 1
            stack.append(.list(source, position: index + 1, end: list[index].subtreeEnd, context: context, parent: at, open: at))
        }

        while let frame = stack.popLast() {
            switch frame {
            case .list(let source, let position, let end, let context, let parent, let open):
                guard position < end else {
                    if let open { output[open].subtreeEnd = output.count }
                    continue
                }
                let list = Self.syntax(of: source, in: files)
                let next = max(position + 1, list[position].subtreeEnd)
                stack.append(.list(source, position: next, end: end, context: context, parent: parent, open: open))
                if let repetition = list[position].repetition {
                    stack.append(.repeating(source, item: position, next: 1, count: repetition.count, context: context, parent: parent))
                } else {
                    place(source, list, position, context: context, parent: parent)
                }
            case .repeating(let source, let item, let next, let count, let context, let parent):
                guard next <= count else { continue }
                stack.append(.repeating(source, item: item, next: next + 1, count: count, context: context, parent: parent))
                let outer = contexts[context]
                contexts.append(Context(arguments: outer.arguments, inCopy: outer.inCopy, iteration: next, origin: outer.origin))
                place(source, Self.syntax(of: source, in: files), item, context: contexts.count - 1, parent: parent)
            }
        }
        var told = Set<Diagnostic>()
        return Expansion(placements: output, contexts: contexts, diagnostics: problems.filter { told.insert($0).inserted })
    }

    /// `name` with its placeholders filled in `context` (§9.1); each placeholder with no value
    /// is reported into `problems` (every copy reports it again: the caller tells it once).
    static func fill(_ name: Name, _ context: Context, reporting problems: inout [Diagnostic]) -> Name {
        guard context.fills, name.text.utf8.contains(UInt8(ascii: "{")) else { return name }
        let filled = Placeholders.fill(name.text, arguments: context.arguments, iteration: context.iteration) { missing in
            let message: String
            let help: String
            if missing == "n" {
                message = "'{n}' is not inside a 'repeat'"
                help = "'{n}' counts the copies of a 'repeat N'; write the number, or add 'repeat' to the element"
            } else if context.inCopy {
                message = "'{\(missing)}' has no argument: the 'use' gives \(context.arguments.count)"
                help = "pass it with 'with': 'use \"\(context.origin?.component ?? "…")\" with \"…\"'"
            } else {
                message = "'{\(missing)}' has no argument: it is not inside a component"
                help = "'{1}', '{2}', … are filled by 'use … with'; write the text itself here"
            }
            problems.append(
                Diagnostic(
                    .problem(.missingArgument), .error, message, at: name.span,
                    notes: context.origin.map { [$0.note] } ?? [],
                    help: help))
        }
        return Name(filled, name.span)
    }
}

/// `{1}`, `{2}`, … and `{n}` in a string (§9.1). Any other brace is text.
enum Placeholders {
    /// `text` with each placeholder filled; `missing` is told of each one that has no value.
    static func fill(_ text: String, arguments: [String], iteration: Int?, missing: (String) -> Void) -> String {
        // The string's own bytes when it has them contiguously (every parsed string does): a
        // copy of them into an array cost as much as the filling.
        if let filled = text.utf8.withContiguousStorageIfAvailable({ fill($0, arguments: arguments, iteration: iteration, missing: missing) }) {
            return filled
        }
        return Array(text.utf8).withUnsafeBufferPointer { fill($0, arguments: arguments, iteration: iteration, missing: missing) }
    }

    private static func fill(
        _ bytes: UnsafeBufferPointer<UInt8>, arguments: [String], iteration: Int?, missing: (String) -> Void
    ) -> String {
        // Measured first, then written once into the string's own storage: built in an array of
        // bytes and then decoded, each filled string cost two allocations and a copy.
        let number = iteration.map(String.init) ?? ""
        var length = 0
        var pieces = Pieces(bytes: bytes, arguments: arguments.count, hasIteration: iteration != nil)
        while let piece = pieces.next() {
            switch piece {
            case .text(let range): length += range.count
            case .argument(let position): length += arguments[position].utf8.count
            case .iteration: length += number.utf8.count
            case .missing: break
            }
        }
        return String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            var pieces = Pieces(bytes: bytes, arguments: arguments.count, hasIteration: iteration != nil)
            while let piece = pieces.next() {
                switch piece {
                case .text(let range): written = copy(UnsafeBufferPointer(rebasing: bytes[range]), to: output, at: written)
                case .argument(let position): written = copy(arguments[position].utf8, to: output, at: written)
                case .iteration: written = copy(number.utf8, to: output, at: written)
                case .missing(let name): missing(name)
                }
            }
            return written
        }
    }

    /// Copies `source` into `output` at `position`; the position after it.
    private static func copy<Bytes: Collection<UInt8>>(_ source: Bytes, to output: UnsafeMutableBufferPointer<UInt8>, at position: Int) -> Int {
        var position = position
        for byte in source {
            output[position] = byte
            position += 1
        }
        return position
    }

    private enum Piece {
        /// Bytes of the string as written.
        case text(Range<Int>)
        /// `{k}`: the argument at this position.
        case argument(Int)
        /// `{n}`.
        case iteration
        /// A placeholder with no value (its text follows as a piece of its own).
        case missing(String)
    }

    /// The pieces of a string with placeholders, in order.
    private struct Pieces {
        let bytes: UnsafeBufferPointer<UInt8>
        let arguments: Int
        let hasIteration: Bool
        private var start = 0
        private var index = 0
        /// The text of a missing placeholder, given after it.
        private var pending: Range<Int>?
        private var queued: Piece?

        init(bytes: UnsafeBufferPointer<UInt8>, arguments: Int, hasIteration: Bool) {
            self.bytes = bytes
            self.arguments = arguments
            self.hasIteration = hasIteration
        }

        mutating func next() -> Piece? {
            if let piece = queued {
                queued = nil
                return piece
            }
            if let range = pending {
                pending = nil
                return .text(range)
            }
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "{"), let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) else {
                    index += 1
                    continue
                }
                let inside = bytes[(index + 1)..<close]
                let piece: Piece
                if inside.count == 1, inside.first == UInt8(ascii: "n") {
                    piece = hasIteration ? .iteration : .missing("n")
                } else if !inside.isEmpty, inside.count <= 4,
                    inside.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                    case let number = inside.reduce(0, { $0 * 10 + Int($1 - UInt8(ascii: "0")) }), number >= 1
                {
                    piece = number <= arguments ? .argument(number - 1) : .missing(String(number))
                } else {
                    index += 1
                    continue
                }
                if case .missing = piece { pending = index..<(close + 1) }
                let text = start..<index
                index = close + 1
                start = index
                guard text.isEmpty else {
                    queued = piece
                    return .text(text)
                }
                return piece
            }
            guard start < bytes.count else { return nil }
            defer { start = bytes.count }
            return .text(start..<bytes.count)
        }
    }
}

/// `from "file.flow"`: the file of the program whose path is that name or ends with it after a
/// `/` (§9.1).
enum FileNames {
    static func matches(_ path: String, _ name: String) -> Bool {
        path == name || path.hasSuffix("/" + name)
    }

    static func file(named name: Name, among files: [FileSyntax], into diagnostics: inout [Diagnostic]) -> Int? {
        file(named: name, among: files.map(\.file.path), into: &diagnostics)
    }

    /// The index in `all` of the one path `name` names, or nil after reporting none or several.
    static func file(named name: Name, among all: [String], into diagnostics: inout [Diagnostic]) -> Int? {
        let found = all.indices.filter { matches(all[$0], name.text) }
        if found.count == 1 { return found[0] }
        let paths = found.isEmpty ? all : found.map { all[$0] }
        diagnostics.append(
            Diagnostic(
                .problem(.unknownFile), .error,
                found.isEmpty ? "no file of the program is called '\(name.text)'" : "'\(name.text)' names \(found.count) files of the program",
                at: name.span,
                help: found.isEmpty
                    ? (Suggestion.help(for: name.text, among: paths) ?? "name one of the program's files, as flowmap was given it")
                    : "write more of its path: " + paths.map { "'\($0)'" }.joined(separator: ", ")))
        return nil
    }
}

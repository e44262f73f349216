import FlowSyntax

/// The components of a program by name (§9.1), each `use` resolved to the component it names,
/// and the cycles: a `use` that closes one is an error, and left out.
struct ComponentNames: Sendable {
    struct Ref: Hashable, Sendable {
        let file: Int
        let component: Int
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
    private let allNames: [String]
    /// Per file, per component, per `use` line: the component it names (nil: an error was
    /// reported, or it closes a cycle).
    private(set) var uses: [[[Ref?]]] = []
    /// Every component, each after the components it uses (a cycle's closing `use` left out).
    private(set) var order: [Ref] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ files: [FileSyntax]) {
        self.files = files
        var byName: [String: [Ref]] = [:]
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
        self.byName = byName
        allNames = byName.keys.sorted()
        var resolved: [[[Ref?]]] = []
        for file in files.indices {
            resolved.append(
                files[file].components.indices.map { component in
                    resolve(files[file].components[component].uses, file: file, into: &diagnostics)
                })
        }
        uses = resolved
        orderComponents()
    }

    func component(_ ref: Ref) -> ComponentSyntax { files[ref.file].components[ref.component] }

    /// Each of `uses` resolved, in the file that holds them.
    func resolve(_ uses: [UseSyntax], file: Int, into diagnostics: inout [Diagnostic]) -> [Ref?] {
        uses.map { resolve($0, file: file, into: &diagnostics) }
    }

    /// A component name, looked up in its own file first, then in the whole program if only one
    /// file declares it (§9.1).
    private func resolve(_ use: UseSyntax, file: Int, into diagnostics: inout [Diagnostic]) -> Ref? {
        let name = use.component
        let declared = byName[name.text] ?? []
        if let qualifier = use.file {
            guard let target = FileNames.file(named: qualifier, among: files, into: &diagnostics) else { return nil }
            if let ref = inFile[Declared(file: target, name: name.text)] { return ref }
            diagnostics.append(
                Diagnostic.unknown(
                    .unknownComponent, "'\(qualifier.text)' declares no component '\(name.text)'", name,
                    among: files[target].components.map(\.name.text),
                    otherwise: "declare it there with 'component \"\(name.text)\"', or name the file that does"))
            return nil
        }
        if let own = inFile[Declared(file: file, name: name.text)] { return own }
        if declared.count == 1 { return declared[0] }
        if declared.isEmpty {
            diagnostics.append(
                Diagnostic.unknown(
                    .unknownComponent, "unknown component '\(name.text)'", name, among: allNames,
                    otherwise: "declare it with 'component \"\(name.text)\"' in one of the program's files"))
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

    // MARK: Cycles

    /// Depth first with an explicit stack, so that a long chain of components costs no native
    /// stack: each component goes into `order` once every component it uses is there. A `use`
    /// that closes a cycle is an error, and is left out (§9.1).
    private mutating func orderComponents() {
        var state = files.map { $0.components.map { _ in 0 } }  // 0 new, 1 open, 2 done
        for file in files.indices {
            for start in files[file].components.indices where state[file][start] == 0 {
                // Each open component with the next of its `use` lines to look at.
                var stack: [(ref: Ref, next: Int)] = [(Ref(file: file, component: start), 0)]
                state[file][start] = 1
                while let (top, next) = stack.last {
                    let own = uses[top.file][top.component]
                    var index = next
                    var pushed = false
                    while index < own.count {
                        defer { index += 1 }
                        guard let ref = own[index] else { continue }
                        if state[ref.file][ref.component] == 0 {
                            state[ref.file][ref.component] = 1
                            stack[stack.count - 1].next = index + 1
                            stack.append((ref, 0))
                            pushed = true
                            break
                        }
                        if state[ref.file][ref.component] == 1 {
                            reportCycle(at: component(top).uses[index], through: Array(stack.map(\.ref).drop { $0 != ref }))
                            uses[top.file][top.component][index] = nil
                        }
                    }
                    if pushed { continue }
                    stack.removeLast()
                    state[top.file][top.component] = 2
                    order.append(top)
                }
            }
        }
    }

    private mutating func reportCycle(at use: UseSyntax, through loop: [Ref]) {
        let names = loop.map { component($0).name.text } + [use.component.text]
        diagnostics.append(
            Diagnostic(
                .problem(.componentCycle), .error,
                "component '\(use.component.text)' uses itself: \(names.map { "'\($0)'" }.joined(separator: " → "))", at: use.span,
                help: "a component cannot contain a copy of itself; remove this 'use' or move the shared lines into a third component"))
    }
}

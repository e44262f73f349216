import FlowSyntax

/// Turns the syntax of every file into one checked `Program`, resolving names across files.
///
/// Three passes, so that a file may refer to a screen declared in a file read after it:
/// screen names first, then each screen's elements, then tasks. Every problem is reported;
/// a task with an error is left out of the program (nothing downstream compiles it).
public enum Checker {
    /// `limits`: how large components and repeats may make the screens (§9.1).
    public static func check(_ files: [FileSyntax], limits: ExpansionLimits = .language) -> (program: Program, diagnostics: [Diagnostic]) {
        check(files, limits: limits, parallel: ParallelMap.isEnabled)
    }

    /// `parallel: false` checks on the calling thread, so that tests can compare the two.
    static func check(
        _ files: [FileSyntax], limits: ExpansionLimits = .language, parallel: Bool
    ) -> (program: Program, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []

        // Pass 1: screen names. A name is unique within its file; several files may each declare
        // one (§9.1), and the first in path order is the one `Program.screen(named:)` finds.
        var screenIndex: [String: Int] = [:]
        var declared: [(file: Int, screen: Int)] = []
        // Only the names several files declare: most names are declared once, and need no list.
        var sameName: [String: [Int]] = [:]
        var perFile: [Int: [String: Int]] = [:]
        for (fileIndex, file) in files.enumerated() {
            var own: [String: Int] = [:]
            for (index, screen) in file.screens.enumerated() {
                let name = screen.name
                if let problem = DeclaredName.check(name, "screen") { diagnostics.append(problem) }
                if let first = own[name.text] {
                    let original = files[declared[first].file].screens[declared[first].screen].name
                    diagnostics.append(
                        Diagnostic(
                            .problem(.duplicateScreen), .error, "screen '\(name.text)' is declared twice", at: name.span,
                            notes: [Note("first declared here", at: original.span)],
                            help: "give each screen its own name, or merge the two"))
                    continue
                }
                own[name.text] = declared.count
                if let first = screenIndex[name.text] {
                    sameName[name.text, default: [first]].append(declared.count)
                } else {
                    screenIndex[name.text] = declared.count
                }
                declared.append((fileIndex, index))
            }
            perFile[file.fileIndex] = own
        }
        // The screens whose name another file declares too, by position in `declared`.
        var shared = [Bool](repeating: false, count: declared.count)
        for positions in sameName.values { for position in positions { shared[position] = true } }
        let names = ScreenNames(
            index: screenIndex, feature: FeatureNames(
                files: files, declared: declared.map(\.file), firsts: screenIndex, sameName: sameName, perFile: perFile))

        // Pass 2: elements. Duplicate screens are still checked, but left out of the program.
        var screens: [Screen] = []
        var next = 0
        // Each screen's elements are checked on their own, so files are checked in parallel.
        let bytes = files.reduce(0) { $0 + $1.file.bytes.count }
        // Components and repeats are expanded first, sizes checked before anything is built (§9.1).
        let expansion = ComponentExpansion(files, limits: limits, bytes: bytes, parallel: parallel)
        diagnostics += expansion.diagnostics
        let checked = ParallelMap.map(Array(files.indices), bytes: bytes, parallel: parallel) { [files] fileIndex in
            files[fileIndex].screens.indices.map { index in
                var builder = ElementChecker(screens: names)
                let elements =
                    expansion.expands(file: fileIndex, screen: index)
                    ? builder.check(expansion.expand(file: fileIndex, screen: index), in: files)
                    : builder.check(files[fileIndex].screens[index].elements)
                return (elements: CellRows.complete(elements), diagnostics: builder.diagnostics)
            }
        }
        for (fileIndex, file) in files.enumerated() {
            for index in file.screens.indices {
                diagnostics += checked[fileIndex][index].diagnostics
                if next < declared.count, declared[next] == (fileIndex, index) {
                    let name = file.screens[index].name
                    var elements = checked[fileIndex][index].elements
                    let medium = file.screens[index].medium
                    // §10.4: the grabber and page controls the system adds.
                    if medium || elements.contains(where: \.pageControl) {
                        SystemParts.insert(into: &elements, medium: medium, screenSpan: name.span)
                    }
                    var screen = Screen(
                        name: name.text, span: name.span, scrolls: file.screens[index].scrolls, elements: elements)
                    screen.presentation = file.screens[index].presentation
                    screen.medium = medium
                    if shared[next] { screen.distinguish(byFile: file.file.path) }
                    if let focus = file.screens[index].focus {
                        screen.focus = ScreenFocus.resolve(focus, screen: name.text, in: screen.elements, into: &diagnostics)
                    }
                    screens.append(screen)
                    next += 1
                }
            }
        }

        // Pass 3: tasks. Each is checked on its own against the screens, so files' tasks are
        // checked in parallel; duplicate names are found afterwards, in file order.
        let indexes = ProgramNameIndex(screens)
        let firstOffers = FirstOffers(screens)
        let checkedTasks = ParallelMap.map(files, bytes: bytes, parallel: parallel) { file in
            file.tasks.map { task in
                var checker = TaskChecker(names: names, indexes: indexes, firstOffers: firstOffers)
                return (task: checker.check(task), diagnostics: checker.diagnostics)
            }
        }
        var tasks: [FlowTask] = []
        var taskNames: [String: Span] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (taskIndex, syntax) in file.tasks.enumerated() {
                let name = syntax.name
                if let problem = DeclaredName.check(name, "task") { diagnostics.append(problem) }
                let checked = checkedTasks[fileIndex][taskIndex]
                if let first = taskNames[name.text] {
                    diagnostics.append(
                        Diagnostic(
                            .problem(.duplicateTask), .error, "task '\(name.text)' is declared twice", at: name.span,
                            notes: [Note("first declared here", at: first)], help: "give each task its own name"))
                } else {
                    taskNames[name.text] = name.span
                    if let task = checked.task { tasks.append(task) }
                }
                // A duplicate is still checked, so that its own errors show in this run.
                diagnostics += checked.diagnostics
            }
        }
        // Pass 1's index already maps each name to its first screen, as the program's does.
        let program = Program(files: files.map(\.fileIndex), screens: screens, tasks: tasks, screenIndex: screenIndex)
        return (program, diagnostics)
    }
}

/// Screen names of the whole program, for resolving `start` and `->`.
struct ScreenNames {
    let index: [String: Int]
    /// Every screen name, sorted once, the first time a name is unknown: sorting them again for
    /// each unknown name made a file of many unknown names take time in the square of its size.
    private let sorted = SortedNames()

    /// Names per feature (§9.1): each file's own screens, and the names several files declare.
    let feature: FeatureNames?

    init(index: [String: Int], feature: FeatureNames? = nil) {
        self.index = index
        self.feature = feature
    }

    /// The screen called `name`, or nil after reporting it as unknown.
    func resolve(_ name: Name, into diagnostics: inout [Diagnostic]) -> Int? {
        if let feature, let found = feature.resolve(name, into: &diagnostics) {
            if case .screen(let screen) = found { return screen }
            return nil
        }
        if let screen = index[name.text] { return screen }
        diagnostics.append(
            Diagnostic.unknown(
                .unknownScreen, "unknown screen '\(name.text)'", name, among: sorted.names(of: index),
                otherwise: "declare it with 'screen \"\(name.text)\"' in one of the program's files"))
        return nil
    }
}

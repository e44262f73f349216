import FlowSyntax

/// `flowmap import` without the command line: each dump of a set read, seen as VoiceOver sees
/// it and written as one draft. The command and the fuzz target both run this.
public enum DumpImport {
    public struct Result: Sendable {
        /// One screen per dump that could be read, in the order of the set.
        public var screens: [ImportedScreen]
        /// The draft, when every dump gave a screen.
        public var draft: String?
        public var diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Imports every file of `sources`; `screenName` names the screen of a single dump.
    public static func run(_ sources: SourceSet, screenName: String? = nil) -> Result {
        var screens: [ImportedScreen] = []
        var diagnostics: [Diagnostic] = []
        var names = Set<String>()
        for index in 0..<sources.count {
            let reading = DumpReader.read(index, in: sources)
            diagnostics += reading.diagnostics
            guard let tree = reading.tree else { continue }
            var screen = VoiceOverView.screen(of: tree, named: sources.count == 1 ? screenName : nil, fileStem: stem(of: sources[index].path))
            guard !screen.elements.isEmpty else {
                diagnostics.append(empty(tree, screen, file: index))
                continue
            }
            // Screen names are unique in a file (grammar.md §6.1).
            var name = screen.name
            var number = 2
            while names.contains(name) {
                name = "\(screen.name) \(number)"
                number += 1
            }
            names.insert(name)
            screen.name = name
            screens.append(screen)
        }
        let failed = diagnostics.contains { $0.severity == .error }
        let draft = failed ? nil : DraftWriter.write(screens, dumps: (0..<sources.count).map { sources[$0].path })
        return Result(screens: screens, draft: draft, diagnostics: Diagnostic.sorted(diagnostics, in: sources))
    }

    /// The file's name without its folder and extension.
    public static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Why a dump gave nothing to visit, in the words of what it holds.
    public static func empty(_ tree: DumpTree, _ screen: ImportedScreen, file: Int) -> Diagnostic {
        let types = Set(tree.nodes.map(\.type))
        let what: String
        if !types.isEmpty, types.isSubset(of: VoiceOverView.systemTypes.union(["Window", "Application", "Other"])),
            !types.isDisjoint(with: VoiceOverView.systemTypes)
        {
            what = "it holds only the status bar or the keyboard, which are the system's, not the app's"
        } else if tree.shape == .queryOutput {
            what = "it is a query's output whose elements VoiceOver would not visit"
        } else if screen.leftOut > 0 {
            what = "its \(screen.leftOut) named element\(screen.leftOut == 1 ? " is" : "s are") off screen or hidden"
        } else {
            let count = tree.nodes.count
            what = "it holds \(count) element\(count == 1 ? "" : "s") (\(types.sorted().joined(separator: ", "))) and none with a label or text VoiceOver would read"
        }
        return Diagnostic(
            .problem(.emptyDump), .error, "nothing in this dump is a screen VoiceOver visits: \(what)", at: screen.span,
            help: "dump the app's whole window once the screen has loaded: print(XCUIApplication().debugDescription)")
    }
}

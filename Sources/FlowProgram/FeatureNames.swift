import FlowSyntax

/// Names per feature (navigator-model.md §9.1): a screen name is looked up in the file that
/// refers to it first, then in the whole program if only one file declares it; a name that
/// several files declare needs `from "file.flow"` when a third file refers to it.
struct FeatureNames: Sendable {
    enum Outcome {
        case screen(Int)
        /// An error was reported.
        case reported
    }

    /// Each file's path, by its position in the program.
    let paths: [String]
    /// Position in the program → index in the `SourceSet`.
    let sources: [Int]
    /// The position in the program of the file of each screen (by screen index).
    let screenFiles: [Int]
    /// Name → the first screen of that name, in path order.
    let firsts: [String: Int]
    /// Name → every screen of that name, in path order, for the names several files declare.
    let sameName: [String: [Int]]
    /// By `SourceSet` index: that file's screens by name. Arrays, not tables keyed by the index:
    /// every `->` and every step's screen looks here first, and an array hashes nothing.
    let perFile: [[String: Int]]
    /// By `SourceSet` index: the `from "…"` written after a name, by the name's start.
    let qualifiers: [[Int: Name]]

    init(files: [FileSyntax], declared: [Int], firsts: [String: Int], sameName: [String: [Int]], perFile: [Int: [String: Int]]) {
        paths = files.map(\.file.path)
        sources = files.map(\.fileIndex)
        screenFiles = declared
        self.firsts = firsts
        self.sameName = sameName
        let count = (files.map(\.fileIndex).max() ?? -1) + 1
        var own = [[String: Int]](repeating: [:], count: count)
        for (source, names) in perFile { own[source] = names }
        self.perFile = own
        var qualifiers = [[Int: Name]](repeating: [:], count: count)
        for file in files where !file.screenFiles.isEmpty { qualifiers[file.fileIndex] = file.screenFiles }
        self.qualifiers = qualifiers
    }

    /// The screen `name` refers to; nil when no file declares it (an unknown screen).
    func resolve(_ name: Name, into diagnostics: inout [Diagnostic]) -> Outcome? {
        let file = name.span.file
        // A name from outside the program's files (none is) has no file of its own to look in.
        let known = file >= 0 && file < perFile.count
        if known, !qualifiers[file].isEmpty, let qualifier = qualifiers[file][name.span.start] {
            guard let position = FileNames.file(named: qualifier, among: paths, into: &diagnostics) else { return .reported }
            let own = perFile[sources[position]]
            if let screen = own[name.text] { return .screen(screen) }
            diagnostics.append(
                Diagnostic.unknown(
                    .unknownScreen, "'\(paths[position])' declares no screen '\(name.text)'", name, among: own.keys.sorted(),
                    otherwise: "name the file that declares it, or leave out 'from' if only one file does"))
            return .reported
        }
        if known, let screen = perFile[file][name.text] { return .screen(screen) }
        guard let all = sameName[name.text] else { return firsts[name.text].map(Outcome.screen) }
        let files = all.map { paths[screenFiles[$0]] }
        diagnostics.append(
            Diagnostic(
                .problem(.ambiguousAcrossFiles), .error,
                "screen '\(name.text)' is declared in \(files.count) files: \(files.map { "'\($0)'" }.joined(separator: ", "))",
                at: name.span,
                help: "say which file: '\"\(name.text)\" from \"\(files[0])\"'"))
        return .reported
    }
}

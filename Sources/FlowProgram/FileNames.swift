import FlowSyntax

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

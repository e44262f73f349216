import Foundation
import Testing

/// docs/architecture.md is the first page a newcomer reads: every file it names exists, and
/// every type or member it names is declared in Sources, so that a rename that forgets the page
/// fails here.
@Suite struct ArchitectureDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    }

    /// Every piece of inline code in the page.
    static func codeSpans(of document: String) -> [String] {
        var spans: [String] = []
        var rest = document[...]
        while let open = rest.firstIndex(of: "`") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "`") else { break }
            spans.append(String(rest[afterOpen..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return spans
    }

    /// Every file below the root's Sources, Tests, Plugins and Fuzz folders, as paths relative
    /// to the root.
    static func repositoryFiles() -> [String] {
        var paths: [String] = []
        for folder in ["Sources", "Tests", "Plugins", "Fuzz", "docs", "Examples"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let path = walker.nextObject() as? String {
                paths.append("\(folder)/\(path)")
            }
        }
        return paths
    }

    /// Whether a span names a file or folder: it has a slash or ends in `.swift`, and is not a
    /// placeholder (`<Name>`), a glob (`*`) or a path outside the repository.
    static func namesAFile(_ span: String) -> Bool {
        guard span.hasSuffix(".swift") || span.hasSuffix("/") || span.contains("/") else { return false }
        return !span.contains("<") && !span.contains("*") && !span.hasPrefix("..") && !span.contains(" ")
            && !span.contains("=") && !span.hasPrefix("flowmap")
    }

    /// A type or member the page names: `TypeName` or `TypeName.member` (an upper-case start,
    /// letters and digits only), not a file.
    static func namedSymbol(_ span: String) -> [String]? {
        guard !span.hasSuffix(".swift") else { return nil }
        let parts = span.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), let first = parts.first?.first, first.isUppercase else { return nil }
        var names = parts
        if names.count == 2 {
            // `Pattern.effect(on:)`, `Reach.of`: the member's base name.
            names[1] = String(names[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        guard names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
            return nil
        }
        return names
    }

    @Test func everyFileItNamesExists() throws {
        let files = Self.repositoryFiles()
        let missing = Self.codeSpans(of: try Self.document()).filter(Self.namesAFile).filter { span in
            let trimmed = span.hasSuffix("/") ? String(span.dropLast()) : span
            return !files.contains { $0 == trimmed || $0.hasSuffix("/" + trimmed) }
                && !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(trimmed).path)
        }
        #expect(missing.isEmpty, "docs/architecture.md names files that do not exist: \(Set(missing).sorted())")
    }

    @Test func everySymbolItNamesIsDeclared() throws {
        let sources = Self.repositoryFiles().filter { $0.hasSuffix(".swift") }.compactMap {
            try? String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
            + ((try? String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? "")
        let declared = Self.declaredNames(in: sources)
        let missing = Self.codeSpans(of: try Self.document()).compactMap(Self.namedSymbol).filter { names in
            !names.allSatisfy(declared.contains)
        }.map { $0.joined(separator: ".") }
        #expect(missing.isEmpty, "docs/architecture.md names symbols that Sources do not declare: \(Set(missing).sorted())")
    }

    /// The names Swift code declares: after a declaration keyword, and enum cases.
    static func declaredNames(in text: String) -> Set<String> {
        let keywords: Set<Substring> = [
            "struct", "enum", "class", "protocol", "actor", "typealias", "func", "var", "let", "case", "extension",
        ]
        var names: Set<String> = []
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        var previous: Substring = ""
        for word in words {
            if keywords.contains(previous) { names.insert(String(word)) }
            previous = word
        }
        // Targets of Package.swift (`name: "FlowOutput"`).
        var rest = text[...]
        while let found = rest.range(of: "name: \"") {
            let name = rest[found.upperBound...].prefix { $0 != "\"" }
            names.insert(String(name))
            rest = rest[found.upperBound...]
        }
        // Enum cases listed after a comma (`case a, b`).
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("case ") {
                for part in trimmed.dropFirst(5).split(separator: ",") {
                    let name = part.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !name.isEmpty { names.insert(String(name)) }
                }
            }
        }
        return names
    }
}

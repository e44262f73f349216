import Foundation
import FlowProgram
import FlowSyntax
@testable import FlowNavigator

/// One fixture file and the expectations in its `#>` comments.
struct Fixture {
    struct Row {
        let name: String
        let cells: [String]
        let line: Int
    }

    struct Expected: Hashable, Comparable, CustomStringConvertible {
        let severity: String
        let id: String
        let line: Int

        var description: String { "\(severity) \(id) line \(line)" }

        static func < (a: Expected, b: Expected) -> Bool {
            (a.line, a.severity, a.id) < (b.line, b.severity, b.id)
        }
    }

    let name: String
    let bytes: [UInt8]
    private(set) var tasks: [Row] = []
    private(set) var diagnostics: [Expected] = []
    /// Expectation lines that could not be read.
    private(set) var problems: [String] = []

    init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        let text = String(decoding: bytes, as: UTF8.self)
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("#>") else { continue }
            read(String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces), line: offset + 1)
        }
    }

    private mutating func read(_ line: String, line number: Int) {
        if line.hasPrefix("task \"") {
            let rest = line.dropFirst("task \"".count)
            guard let close = rest.range(of: "\": ") else {
                problems.append("line \(number): expected 'task \"NAME\": CELLS'")
                return
            }
            let name = String(rest[..<close.lowerBound])
            let parts = rest[close.upperBound...].components(separatedBy: " | ")
            var cells: [String] = []
            for (part, profile) in zip(parts, Profile.allCases) {
                guard part.hasPrefix(profile.rawValue + " ") else {
                    problems.append("line \(number): expected the cell of '\(profile.rawValue)', found '\(part)'")
                    return
                }
                cells.append(String(part.dropFirst(profile.rawValue.count + 1)))
            }
            guard parts.count == Profile.allCases.count else {
                problems.append("line \(number): expected \(Profile.allCases.count) cells, found \(parts.count)")
                return
            }
            tasks.append(Row(name: name, cells: cells, line: number))
            return
        }
        let words = line.split(separator: " ").map(String.init)
        guard words.count == 4, ["warning", "error"].contains(words[0]), words[2] == "line", let target = Int(words[3]) else {
            problems.append("line \(number): expected 'task \"NAME\": …' or 'SEVERITY ID line N', found '\(line)'")
            return
        }
        diagnostics.append(Expected(severity: words[0], id: words[1], line: target))
    }

    /// The patterns the task cells name, as blockers or friction.
    var cellPatterns: Set<Pattern> {
        var found: Set<Pattern> = []
        for cell in tasks.flatMap(\.cells) {
            var names = ""
            if let colon = cell.firstIndex(of: ":"), cell.hasPrefix("blocked") || cell.hasPrefix("unreachable") {
                names = String(cell[cell.index(after: colon)...])
            } else if let open = cell.range(of: "(friction: "), cell.hasSuffix(")") {
                names = String(cell[open.upperBound..<cell.index(before: cell.endIndex)])
            }
            for name in names.split(separator: ",") {
                if let pattern = Pattern(rawValue: name.trimmingCharacters(in: .whitespaces)) { found.insert(pattern) }
            }
        }
        return found
    }

    /// The patterns named anywhere in the expectations: in cells, or as warning ids.
    var patterns: Set<Pattern> {
        cellPatterns.union(Pattern.allCases.filter { pattern in diagnostics.contains { $0.id == pattern.slug } })
    }
}

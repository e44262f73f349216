import Foundation
import Testing

/// `docs/first-flow.md` as a script: every `<!-- file: NAME -->` block is written to a fresh
/// folder, and every `$ …` line of a `console` block is run there, in order, with what it prints
/// compared to the lines under it, so that the walkthrough shows what flowmap prints today.
/// `flowmap` runs in-process as at a terminal without colour (`NO_COLOR`); `echo $?` prints the
/// last status; `cp A B` copies a file; `| head -N` keeps the first lines. Set FLOWMAP_RECORD=1
/// to write the real output into the page; that run fails on purpose, so that it is reviewed.
@Suite struct FirstFlowTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let page = root.appendingPathComponent("docs/first-flow.md")

    /// A command of a `console` block, with the lines the page shows under it.
    struct Command {
        let line: String
        /// Where its output starts and ends in the page's lines.
        let output: Range<Int>
    }

    @Test func theWalkthroughShowsWhatFlowmapPrints() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var status: Int32 = 0
        var replacements: [(Range<Int>, [String])] = []
        var commands = 0
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("<!-- file: "), line.hasSuffix(" -->") {
                let name = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
                let (body, end) = Self.fence(in: lines, after: index + 1)
                try folder.write(name, body.isEmpty ? "" : body.joined(separator: "\n") + "\n")
                index = end
                continue
            }
            if line == "```console" {
                var end = index + 1
                while end < lines.count, lines[end] != "```" { end += 1 }
                for command in Self.commands(in: lines, from: index + 1, to: end) {
                    let printed = try Self.run(command.line, in: folder, status: &status)
                    commands += 1
                    let shown = Array(lines[command.output])
                    if printed != shown { replacements.append((command.output, printed)) }
                    #expect(printed == shown, "\(command.line)")
                }
                index = end + 1
                continue
            }
            index += 1
        }
        #expect(commands >= 15)
        if ProcessInfo.processInfo.environment["FLOWMAP_RECORD"] != nil, !replacements.isEmpty {
            for (range, printed) in replacements.reversed() { lines.replaceSubrange(range, with: printed) }
            try lines.joined(separator: "\n").write(to: Self.page, atomically: true, encoding: .utf8)
            Issue.record("re-recorded docs/first-flow.md; run the tests again without FLOWMAP_RECORD")
        }
    }

    /// The lines of the fenced block that starts at `start`, and the line after it.
    static func fence(in lines: [String], after start: Int) -> ([String], Int) {
        guard start < lines.count, lines[start].hasPrefix("```") else { return ([], start) }
        var end = start + 1
        while end < lines.count, lines[end] != "```" { end += 1 }
        return (Array(lines[(start + 1)..<end]), end + 1)
    }

    /// The `$ ` lines between `start` and `end`, each with the lines up to the next one.
    static func commands(in lines: [String], from start: Int, to end: Int) -> [Command] {
        let starts = (start..<end).filter { lines[$0].hasPrefix("$ ") }
        return starts.enumerated().map { number, line in
            let next = number + 1 < starts.count ? starts[number + 1] : end
            return Command(line: String(lines[line].dropFirst(2)), output: (line + 1)..<next)
        }
    }

    /// Runs one command line in `folder` and gives the lines it prints.
    static func run(_ line: String, in folder: TemporaryFolder, status: inout Int32) throws -> [String] {
        var words = line.split(separator: " ").map(String.init)
        var head: Int?
        if words.count >= 3, words[words.count - 3] == "|", words[words.count - 2] == "head",
            let count = Int(words[words.count - 1].dropFirst())
        {
            head = count
            words.removeLast(3)
        }
        switch words.first {
        case "echo" where words == ["echo", "$?"]:
            return ["\(status)"]
        case "cp" where words.count == 3:
            let from = URL(fileURLWithPath: folder.path).appendingPathComponent(words[1])
            let to = URL(fileURLWithPath: folder.path).appendingPathComponent(words[2])
            try? FileManager.default.removeItem(at: to)
            try FileManager.default.copyItem(at: from, to: to)
            status = 0
            return []
        case "flowmap":
            let run = Flowmap(Array(words.dropFirst()), in: folder.path, environment: ["NO_COLOR": "1"], terminal: true)
            status = run.status
            var printed = (run.output + run.errors).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if printed.last == "" { printed.removeLast() }
            // Trailing spaces are not kept by editors, nor shown: compare without them.
            printed = printed.map { String($0.reversed().drop { $0 == " " }.reversed()) }
            if let head { printed = Array(printed.prefix(head)) }
            return printed
        default:
            Issue.record("the page runs a command the test does not know: \(line)")
            return []
        }
    }
}

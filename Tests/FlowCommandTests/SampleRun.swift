import Foundation
@testable import FlowCommand

/// A sample of `../shared/spec` compiled as a user runs it: its exit status, its JSON report and
/// its Markdown report, for the samples' acceptance tables.
struct SampleRun: Sendable {
    let status: Int32
    let json: String
    let markdown: String

    init(_ sample: String) {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/spec/\(sample)").path
        var output = ""
        var errors = ""
        status = FlowmapCommand.run(
            ["compile", "--format", "json", path], environment: [:], output: &output, errors: &errors, errorsIsTerminal: false)
        json = output
        var markdown = ""
        _ = FlowmapCommand.run(["compile", path], environment: [:], output: &markdown, errors: &errors, errorsIsTerminal: false)
        self.markdown = markdown
    }

    /// The report's tasks, as JSON objects.
    var tasks: [[String: Any]] {
        let document = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
        return document?["tasks"] as? [[String: Any]] ?? []
    }
}

/// What a report says of one profile's path: its status, step count, and the patterns named as
/// blockers and as friction.
struct ProfileResult: CustomStringConvertible {
    let status: String
    let steps: Int
    let blockers: Set<String>
    let friction: Set<String>

    init(status: String, steps: Int, blockers: Set<String>, friction: Set<String>) {
        self.status = status
        self.steps = steps
        self.blockers = blockers
        self.friction = friction
    }

    /// A profile of the JSON report.
    init(json profile: [String: Any]) {
        func patterns(_ key: String) -> Set<String> {
            Set((profile[key] as? [[String: Any]] ?? []).compactMap { $0["pattern"] as? String })
        }
        self.init(
            status: profile["status"] as? String ?? "", steps: profile["steps"] as? Int ?? -1, blockers: patterns("blockers"),
            friction: patterns("friction"))
    }

    var description: String { "\(status) \(steps), blockers \(blockers.sorted()), friction \(friction.sorted())" }
}

/// A cell of a sample's table as the issue writes it: "ok 3", "ok 3 · friction: X" (or
/// "ok 3 (friction: X)"), "blocked: X", "unreachable". Only the status of a blocked or
/// unreachable path is normative, so its count is not read.
struct TableCell {
    let status: String
    let steps: Int?
    /// The blockers of a blocked cell, the friction of an ok one.
    let named: Set<String>

    init?(_ text: String) {
        if text == "unreachable" {
            (status, steps, named) = ("unreachable", nil, [])
        } else if text.hasPrefix("blocked: ") {
            (status, steps, named) = ("blocked", nil, [String(text.dropFirst("blocked: ".count))])
        } else {
            let halves = text.hasSuffix(")")
                ? text.dropLast().components(separatedBy: " (friction: ") : text.components(separatedBy: " · friction: ")
            let parts = halves[0].split(separator: " ")
            guard parts.count == 2, parts[0] == "ok", let count = Int(parts[1]) else { return nil }
            (status, steps, named) = ("ok", count, halves.count == 2 ? [halves[1]] : [])
        }
    }

    /// Whether a report's result agrees: the same status, count and named patterns (`exactly`),
    /// or at least the named ones.
    func agrees(with result: ProfileResult, exactly: Bool) -> Bool {
        guard result.status == status, steps.map({ $0 == result.steps }) ?? true else { return false }
        let found = status == "blocked" ? result.blockers : status == "ok" ? result.friction : []
        return exactly ? found == named : named.isSubset(of: found)
    }
}

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

import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowProgram
import FlowSyntax

/// The machine-readable report: one document for all inputs (schema version 1, documented in
/// the README). File paths are as given on the command line. Keys are written in sorted order.
public enum JSONReport {
    public static let schemaVersion = 1

    public static func render(_ compilation: Compilation) -> String {
        var json = JSONWriter(capacity: estimatedSize(of: compilation))
        write(compilation, into: &json)
        return json.finish()
    }

    /// The document `render` makes, handed to `sink` in chunks as it is written, through a
    /// buffer of at most `JSONWriter.streamCapacity` bytes: no copy of the whole is made.
    public static func write(_ compilation: Compilation, to sink: TextSink) {
        var json = JSONWriter(capacity: estimatedSize(of: compilation), streamingTo: sink)
        write(compilation, into: &json)
        json.finishStream()
    }

    /// Roughly the document's length, so that its buffer is allocated once.
    static func estimatedSize(of compilation: Compilation) -> Int {
        4096 + 256 * compilation.diagnostics.count + 4096 * compilation.tasks.count
    }

    static func write(_ compilation: Compilation, into json: inout JSONWriter) {
        var lines = SourceLocator(compilation.sources)
        json.beginObject()
        json.key("diagnostics")
        json.beginArray()
        var runs = DiagnosticRuns(files: compilation.sources.count)
        for diagnostic in compilation.diagnostics { write(diagnostic, &lines, &runs, into: &json) }
        json.endArray()
        json.key("schemaVersion")
        json.number(schemaVersion)
        json.key("tasks")
        json.beginArray()
        for task in compilation.tasks { write(task, &lines, into: &json) }
        json.endArray()
        json.endObject()
    }

    /// One task's member of `tasks`, as a document of its own: what the full report says of
    /// it. `sources` is the set its compilation compiled.
    public static func render(_ task: TaskPaths, in sources: SourceSet) -> String {
        var lines = SourceLocator(sources)
        var json = JSONWriter(capacity: 4096)
        write(task, &lines, into: &json)
        return json.finish()
    }

    static func write(_ paths: TaskPaths, _ lines: inout SourceLocator, into json: inout JSONWriter) {
        let place = lines.location(of: paths.task.span)
        json.beginObject()
        json.key("column")
        json.number(place.column)
        json.key("file")
        json.string(lines.sources.path(of: paths.task.span))
        json.key("line")
        json.number(place.line)
        json.key("name")
        json.string(paths.task.name)
        json.key("profiles")
        json.beginArray()
        for profile in paths.profiles { write(profile, &lines, into: &json) }
        json.endArray()
        json.endObject()
    }

    static func write(_ path: ProfilePath, _ lines: inout SourceLocator, into json: inout JSONWriter) {
        json.beginObject()
        json.key("blockers")
        json.beginArray()
        for blocker in path.blockers { write(blocker, of: path, &lines, into: &json) }
        json.endArray()
        if let expectation = path.expectation {
            json.key("expectation")
            json.beginObject()
            json.key("atMost")
            json.number(expectation.steps)
            json.key("met")
            json.bool(!path.expectationFailed)
            json.endObject()
        }
        json.key("friction")
        json.beginArray()
        for friction in path.friction { write(friction, of: path, &lines, into: &json) }
        json.endArray()
        json.key("id")
        json.plainString(path.profile.rawValue)
        json.key("name")
        json.plainString(path.profile.name)
        json.key("path")
        json.beginArray()
        for step in path.path { write(step, into: &json) }
        json.endArray()
        json.key("status")
        json.plainString(path.status.rawValue)
        json.key("steps")
        json.number(path.steps)
        json.key("waiver")
        json.string(orNull: path.waiver?.reason)
        json.endObject()
    }

    static func write(_ step: PathStep, into json: inout JSONWriter) {
        json.beginObject()
        json.key("action")
        json.beginString()
        StepWording.action(step.kind, into: &json)
        json.endString()
        json.key("blocker")
        json.bool(step.blocker)
        json.key("count")
        json.number(step.count)
        json.key("friction")
        json.bool(step.friction)
        json.key("marks")
        json.plainStrings(step.marks.lazy.map(\.rawValue))
        json.key("pattern")
        if let pattern = step.pattern { json.plainString(pattern.name) } else { json.null() }
        json.key("rules")
        json.plainStrings(step.unverified.lazy.map(\.id))
        json.key("screen")
        json.string(step.screen)
        json.key("target")
        json.beginString()
        StepWording.target(step.target, into: &json)
        json.endString()
        json.key("unverified")
        json.bool(!step.unverified.isEmpty)
        json.endObject()
    }

    /// A blocker or friction of `path`: where, why, and what accepts it.
    static func write(_ finding: Finding, of path: ProfilePath, _ lines: inout SourceLocator, into json: inout JSONWriter) {
        let place = lines.location(of: finding.span)
        json.beginObject()
        json.key("column")
        json.number(place.column)
        json.key("detail")
        json.string(finding.detail)
        json.key("file")
        json.string(lines.sources.path(of: finding.span))
        json.key("line")
        json.number(place.line)
        json.key("pattern")
        json.plainString(finding.pattern.name)
        json.key("turnedDown")
        json.string(orNull: path.turnedDownReason(of: finding))
        json.key("waiver")
        json.string(orNull: path.waiver(accepting: finding)?.reason)
        json.endObject()
    }

    static func write(
        _ diagnostic: Diagnostic, _ lines: inout SourceLocator, _ runs: inout DiagnosticRuns, into json: inout JSONWriter
    ) {
        let place = lines.location(of: diagnostic.span)
        json.begin(Self.diagnostic)
        json.fill(number: place.column)
        let file = diagnostic.span.file
        if runs.paths[file] == nil {
            let path = lines.sources.path(of: diagnostic.span)
            runs.paths[file] = JSONWriter.run(of: Self.diagnostic, from: 1) { $0.fill(string: path) }
        }
        json.fill(run: runs.paths[file]!, values: 1)
        json.fill(plain: diagnostic.id.rawValue)
        json.fill(number: place.line)
        json.fill(string: diagnostic.message)
        json.fill(stringOrNull: diagnostic.pattern?.name)
        let severity = SARIFReport.severityIndex(diagnostic.severity)
        if runs.severities[severity] == nil {
            runs.severities[severity] = JSONWriter.run(of: Self.diagnostic, from: 6) { $0.fill(plain: diagnostic.severity.rawValue) }
        }
        json.fill(run: runs.severities[severity]!, values: 1)
    }

    /// Values that most diagnostics share, each rendered once (`JSONWriter.run`) with the
    /// layout after it: each file's path (escaped), and each severity.
    struct DiagnosticRuns {
        var paths: [[UInt8]?]
        var severities: [[UInt8]?] = [nil, nil, nil]

        init(files: Int) {
            paths = Array(repeating: nil, count: files)
        }
    }

    /// A diagnostic's layout (in `diagnostics`, two levels deep), with its values in order:
    /// column, file, id, line, message, pattern, severity.
    static let diagnostic = JSONWriter.template(depth: 2) { json in
        json.beginObject()
        json.key("column")
        json.hole()
        json.key("file")
        json.hole()
        json.key("id")
        json.hole()
        json.key("line")
        json.hole()
        json.key("message")
        json.hole()
        json.key("pattern")
        json.hole()
        json.key("severity")
        json.hole()
        json.endObject()
    }
}

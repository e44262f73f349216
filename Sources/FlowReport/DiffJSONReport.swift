import FlowDiff
import FlowOutput
import FlowProgram

/// The machine-readable comparison (`flowmap diff --format json`): schema version 1,
/// documented in the README, keys in sorted order. Like the Markdown, it lists only the tasks
/// and profiles that changed, and names the unchanged tasks.
public enum DiffJSONReport {
    public static let schemaVersion = 1

    public static func render(_ comparison: ProgramComparison) -> String {
        var json = JSONWriter(capacity: 4096 + 2048 * comparison.tasks.count)
        write(comparison, into: &json)
        return json.finish()
    }

    static func write(_ comparison: ProgramComparison, into json: inout JSONWriter) {
        json.beginObject()
        json.key("fails")
        json.bool(comparison.fails)
        json.key("maxIncrease")
        if let limit = comparison.maxIncrease { json.number(limit) } else { json.null() }
        json.key("regressions")
        json.number(comparison.regressions.count)
        json.key("schemaVersion")
        json.number(schemaVersion)
        json.key("summary")
        json.beginString()
        DiffSummary.write(comparison, into: &json)
        json.endString()
        json.key("tasks")
        json.beginArray()
        for task in comparison.tasks { write(task, into: &json) }
        json.endArray()
        json.key("unchanged")
        json.beginArray()
        for name in comparison.unchanged { json.string(name) }
        json.endArray()
        json.endObject()
    }

    static func write(_ task: TaskChange, into json: inout JSONWriter) {
        json.beginObject()
        json.key("change")
        json.plainString(task.kind.rawValue)
        json.key("name")
        json.string(task.name)
        json.key("oldName")
        json.string(orNull: task.oldName)
        json.key("profiles")
        json.beginArray()
        for change in task.profiles { write(change, into: &json) }
        json.endArray()
        json.endObject()
    }

    static func write(_ change: ProfileChange, into json: inout JSONWriter) {
        json.beginObject()
        json.key("after")
        write(change.after, into: &json)
        json.key("before")
        write(change.before, into: &json)
        json.key("blockers")
        write(change.blockers, into: &json)
        json.key("friction")
        write(change.friction, into: &json)
        json.key("id")
        json.plainString(change.profile.rawValue)
        json.key("name")
        json.plainString(change.profile.name)
        json.key("pastMaxIncrease")
        json.bool(change.pastMaxIncrease)
        json.key("regression")
        json.bool(change.regression)
        json.key("stepsDelta")
        if let delta = change.stepsDelta { json.number(delta) } else { json.null() }
        json.endObject()
    }

    static func write(_ outcome: ProfileOutcome?, into json: inout JSONWriter) {
        guard let outcome else { return json.null() }
        json.beginObject()
        json.key("complete")
        json.bool(outcome.complete)
        json.key("expectation")
        if let atMost = outcome.expectation {
            json.beginObject()
            json.key("atMost")
            json.number(atMost)
            json.key("met")
            json.bool(!outcome.expectationFailed)
            json.endObject()
        } else {
            json.null()
        }
        json.key("status")
        json.plainString(outcome.status.rawValue)
        json.key("steps")
        json.number(outcome.steps)
        json.endObject()
    }

    static func write(_ changes: FindingChanges, into json: inout JSONWriter) {
        json.beginObject()
        json.key("added")
        write(changes.added, into: &json)
        json.key("removed")
        write(changes.removed, into: &json)
        json.endObject()
    }

    static func write(_ findings: [ElementFinding], into json: inout JSONWriter) {
        json.beginArray()
        for finding in findings {
            json.beginObject()
            json.key("detail")
            json.string(finding.detail)
            json.key("element")
            json.beginObject()
            json.key("icon")
            json.string(orNull: finding.element.icon)
            json.key("kind")
            json.plainString(finding.element.kind)
            json.key("name")
            json.string(orNull: finding.element.name)
            json.key("screen")
            json.string(finding.element.screen)
            json.endObject()
            json.key("pattern")
            json.plainString(finding.pattern.name)
            json.endObject()
        }
        json.endArray()
    }
}

import FlowNavigator
import FlowProgram
import FlowSyntax

/// The machine-readable report: one document for all inputs (schema version 1, documented in
/// the README). File paths are as given on the command line.
public enum JSONReport {
    public static let schemaVersion = 1

    public static func render(_ compilation: Compilation) -> String {
        let locator = SourceLocator()
        let tasks = compilation.tasks.map { task(for: $0, locator) }
        let diagnostics = compilation.diagnostics.map { diagnostic($0, locator) }
        return JSONValue.object([
            "schemaVersion": .number(schemaVersion),
            "tasks": .array(tasks),
            "diagnostics": .array(diagnostics),
        ]).serialized()
    }

    static func task(for paths: TaskPaths, _ locator: SourceLocator) -> JSONValue {
        let place = locator.location(of: paths.task.span)
        return .object([
            "name": .string(paths.task.name),
            "file": .string(paths.file.path),
            "line": .number(place.line),
            "column": .number(place.column),
            "profiles": .array(paths.profiles.map { profile($0, locator) }),
        ])
    }

    static func profile(_ path: ProfilePath, _ locator: SourceLocator) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(path.profile.rawValue),
            "name": .string(path.profile.name),
            "status": .string(path.status.rawValue),
            "steps": .number(path.steps),
            "path": .array(path.path.map(step)),
            "blockers": .array(path.blockers.map { finding($0, locator) }),
            "friction": .array(path.friction.map { finding($0, locator) }),
            "waiver": path.waiver.map { .string($0.reason) } ?? .null,
        ]
        if let expectation = path.expectation {
            members["expectation"] = .object([
                "atMost": .number(expectation.steps),
                "met": .bool(!path.expectationFailed),
            ])
        }
        return .object(members)
    }

    static func step(_ step: PathStep) -> JSONValue {
        .object([
            "screen": .string(step.screen),
            "action": .string(step.action),
            "count": .number(step.count),
            "target": .string(step.target),
            "marks": .array(step.marks.map { .string($0.rawValue) }),
            "pattern": step.pattern.map { .string($0.name) } ?? .null,
            "blocker": .bool(step.blocker),
            "friction": .bool(step.friction),
            "unverified": .bool(!step.unverified.isEmpty),
            "rules": .array(step.unverified.map { .string($0.id) }),
        ])
    }

    static func finding(_ finding: Finding, _ locator: SourceLocator) -> JSONValue {
        let place = locator.location(of: finding.span)
        return .object([
            "pattern": .string(finding.pattern.name),
            "file": .string(finding.span.file.path),
            "line": .number(place.line),
            "column": .number(place.column),
            "detail": .string(finding.detail),
        ])
    }

    static func diagnostic(_ diagnostic: Diagnostic, _ locator: SourceLocator) -> JSONValue {
        let place = locator.location(of: diagnostic.span)
        return .object([
            "file": .string(diagnostic.span.file.path),
            "line": .number(place.line),
            "column": .number(place.column),
            "severity": .string(diagnostic.severity.rawValue),
            "id": .string(diagnostic.id.rawValue),
            "pattern": diagnostic.pattern.map { .string($0) } ?? .null,
            "message": .string(diagnostic.message),
        ])
    }
}

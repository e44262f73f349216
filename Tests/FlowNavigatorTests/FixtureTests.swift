import Foundation
import Testing
import FlowSyntax
import FlowProgram
@testable import FlowNavigator
import FlowPipeline

/// The navigator model beyond the tour: one folder per rule or pattern under `Fixtures/`, each
/// with a `trigger.flow` that shows it and a `clean.flow` (a minimal fix, or the same screen
/// without the rule) that does not. A fixture's expectations are comments in it:
///
///     #> task "Delete it": touch ok 1 | voiceover blocked: Swipe Trap | … | larger-text ok 1
///     #> warning swipe-trap line 7
///     #> error task-blocked line 12
///
/// A task line lists all seven profiles in order, each cell in `TourTableTests.cell`'s notation;
/// every compiled task must be listed, and every listed task compiled. The diagnostics of the run,
/// as a set of (severity, id, line), must be exactly the listed ones.
@Suite struct FixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture folder, sorted.
    static let folders: [String] = {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { entry in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }()

    static let files = ["trigger.flow", "clean.flow"]

    /// Every fixture file, as "folder/file".
    static let fixtures: [String] = folders.flatMap { folder in files.map { "\(folder)/\($0)" } }

    static func load(_ fixture: String) throws -> Fixture {
        let path = folder.appendingPathComponent(fixture).path
        let bytes = try #require(FileManager.default.contents(atPath: path), "cannot read \(fixture)")
        return Fixture(name: fixture, bytes: Array(bytes))
    }

    @Test func everyFolderHasATriggerAndACleanFixture() {
        #expect(!Self.folders.isEmpty, "no fixture folders under \(Self.folder.path)")
        for folder in Self.folders {
            for file in Self.files {
                let path = Self.folder.appendingPathComponent(folder).appendingPathComponent(file).path
                #expect(FileManager.default.fileExists(atPath: path), "\(folder) has no \(file)")
            }
        }
    }

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let fixture = try Self.load(name)
        for problem in fixture.problems {
            Issue.record("\(name): \(problem)")
        }
        let file = String(name.split(separator: "/").last ?? "")
        let compilation = Compilation.run([SourceFile(path: file, bytes: fixture.bytes)])

        // Tasks, both ways.
        let compiled = compilation.tasks.map(\.task.name)
        let listed = fixture.tasks.map(\.name)
        for missing in compiled where !listed.contains(missing) {
            Issue.record("\(name): task '\(missing)' is compiled but has no '#> task' line")
        }
        for extra in listed where !compiled.contains(extra) {
            Issue.record("\(name): task '\(extra)' is listed but was not compiled")
        }
        for row in fixture.tasks {
            guard let task = compilation.tasks.first(where: { $0.task.name == row.name }) else { continue }
            for (profile, expected) in zip(Profile.allCases, row.cells) {
                guard let path = task.profiles.first(where: { $0.profile == profile }) else {
                    Issue.record("\(name): '\(row.name)' has no path for \(profile.rawValue)")
                    continue
                }
                let actual = TourTableTests.cell(path)
                let cell = "\(name) line \(row.line): '\(row.name)' / \(profile.rawValue)"
                #expect(actual == expected, "\(cell): expected '\(expected)', got '\(actual)' — \(Self.describe(path))")
            }
        }

        // Diagnostics, both ways.
        var locator = SourceLocator(compilation.sources)
        let actual = Set(
            compilation.diagnostics.map {
                Fixture.Expected(severity: $0.severity.rawValue, id: $0.id.rawValue, line: locator.location(of: $0.span).line)
            })
        let expected = Set(fixture.diagnostics)
        for missing in expected.subtracting(actual).sorted() {
            Issue.record("\(name): expected \(missing) was not reported")
        }
        for extra in actual.subtracting(expected).sorted() {
            let messages = compilation.diagnostics.filter {
                $0.id.rawValue == extra.id && locator.location(of: $0.span).line == extra.line
            }.map(\.message)
            Issue.record("\(name): unexpected \(extra): \(messages.joined(separator: "; "))")
        }
    }

    /// The actions of a path, for a failure message.
    static func describe(_ path: ProfilePath) -> String {
        let steps = path.path.map { "\($0.kind)×\($0.count)" }.joined(separator: " → ")
        return steps.isEmpty ? "no steps" : steps
    }

    // MARK: Coverage

    /// What a folder's two fixtures name: patterns (in cells or as warning ids) and diagnostic ids.
    static func coverage() throws -> [(folder: String, trigger: Fixture, clean: Fixture)] {
        try folders.map { folder in (folder, try load("\(folder)/trigger.flow"), try load("\(folder)/clean.flow")) }
    }

    /// Patterns with an effect on a task's path (navigator-model.md §5, the table, and §4b, §6
    /// for Clipped at Larger Text); the others are element warnings only.
    static let taskPatterns: [Pattern] = Pattern.allCases.filter { !$0.model.elementOnly }

    @Test(arguments: Pattern.allCases)
    func patternHasATriggerAndACleanFixture(_ pattern: Pattern) throws {
        let found = try Self.coverage().filter { entry in
            entry.trigger.patterns.contains(pattern) && !entry.clean.patterns.contains(pattern)
        }
        #expect(!found.isEmpty, "no fixture folder whose trigger names \(pattern.name) and whose clean fixture does not")
    }

    @Test(arguments: taskPatterns)
    func taskPatternShowsInACell(_ pattern: Pattern) throws {
        let found = try Self.coverage().filter { entry in
            entry.trigger.cellPatterns.contains(pattern) && !entry.clean.cellPatterns.contains(pattern)
        }
        #expect(!found.isEmpty, "no fixture folder whose trigger has \(pattern.name) in a task cell and whose clean fixture does not")
    }

    /// The navigator's diagnostic ids: a warning per pattern that has one, and the path diagnostics.
    static let navigatorIDs: [DiagnosticID] =
        DiagnosticID.allCases.filter { id in Pattern.allCases.contains { $0.slug == id.rawValue } || PathDiagnostics.ids.contains(id) }

    @Test(arguments: navigatorIDs)
    func diagnosticHasATriggerAndACleanFixture(_ id: DiagnosticID) throws {
        let found = try Self.coverage().filter { entry in
            entry.trigger.diagnostics.contains { $0.id == id.rawValue } && !entry.clean.diagnostics.contains { $0.id == id.rawValue }
        }
        #expect(!found.isEmpty, "no fixture folder whose trigger expects '\(id.rawValue)' and whose clean fixture does not")
    }

    /// Every pattern that is an element check has a warning id (navigator-model.md §5: "each under
    /// its pattern name"), so that the coverage above cannot skip one silently.
    @Test func everyPatternWarningIDIsCovered() {
        let slugs = Set(DiagnosticID.allCases.map(\.rawValue))
        let missing = Pattern.allCases.filter { !slugs.contains($0.slug) }.map(\.name)
        #expect(missing.isEmpty, "patterns with no warning id: \(missing.joined(separator: ", "))")
    }
}

import Foundation
import Testing

/// The report on standard output: the same bytes for the same inputs, whatever order they are
/// named in, with file paths exactly as given on the command line.
@Suite struct ReportOutputTests {
    func makeInputs() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("flows/a.flow", Flows.ok(screen: "A", button: "Go A", task: "Task A"))
        try folder.write("flows/sub/b.flow", Flows.blocked)
        try folder.write("extra/c.flow", Flows.smallTarget)
        return folder
    }

    @Test(arguments: [["--format", "markdown"], ["--format", "json"], []])
    func theSameBytesAcrossRunsAndInputOrders(format: [String]) throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        let orders = [
            ["flows", "extra/c.flow"],
            ["extra/c.flow", "flows"],
            ["flows/sub/b.flow", "extra", "flows/a.flow"],
            ["flows/a.flow", "flows/sub/b.flow", "extra"],
        ]
        let runs = orders.map { Flowmap(format + $0, in: folder.path) }
        for run in runs {
            #expect(run.status == 1)
            #expect(!run.output.isEmpty)
        }
        #expect(runs[1].output == runs[0].output)
        #expect(runs[1].errors == runs[0].errors)
        // The second pair names the files differently (extra/c.flow either way), so compare it
        // with itself.
        #expect(runs[3].output == runs[2].output)
        #expect(runs[3].errors == runs[2].errors)
        #expect(Flowmap(format + orders[0], in: folder.path).output == runs[0].output)
    }

    @Test func markdownNamesFilesAsGiven() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        let run = Flowmap(["./flows/", "\(folder.path)/extra/c.flow"], in: folder.path)
        let titles = run.output.split(separator: "\n").filter { $0.hasPrefix("# ") }
        // Sorted by the path as given: '.' comes before '/'.
        #expect(titles == ["# ./flows/a.flow", "# ./flows/sub/b.flow", "# \(folder.path)/extra/c.flow"])
        #expect(run.errorLines.first?.hasPrefix("./flows/sub/b.flow:6:6: error: ") == true)
    }

    @Test func jsonNamesFilesAsGiven() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        let run = Flowmap(["--format", "json", "./flows/", "\(folder.path)/extra/c.flow"], in: folder.path)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let tasks = try #require(document["tasks"] as? [[String: Any]])
        #expect(
            Set(tasks.compactMap { $0["file"] as? String }) == [
                "./flows/a.flow", "./flows/sub/b.flow", "\(folder.path)/extra/c.flow",
            ])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(Set(diagnostics.compactMap { $0["file"] as? String }) == ["./flows/sub/b.flow", "\(folder.path)/extra/c.flow"])
    }

    @Test func severalFilesAreOneReportInPathOrder() throws {
        let folder = try makeInputs()
        defer { folder.remove() }
        let run = Flowmap(["flows", "extra"], in: folder.path)
        let titles = run.output.split(separator: "\n").filter { $0.hasPrefix("# ") }
        #expect(titles == ["# extra/c.flow", "# flows/a.flow", "# flows/sub/b.flow"])
        MarkdownTables.expectWellFormed(run.output)
    }
}

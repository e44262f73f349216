import FlowSyntax
import Foundation
import Testing

/// The bad-input catalogue: malformed and hostile `.flow` files, each with the exit status and
/// the exact diagnostics `flowmap check --diagnostics short` gives for it. Whatever the input,
/// flowmap returns (no crash, no hang), prints only `path:line:col: severity: …` lines, and a
/// run that fails with status 2 leaves an existing report folder byte for byte as it was.
@Suite struct BadInputCatalogueTests {
    /// One catalogue entry: the file's exact bytes, and what `check` says about it.
    struct Entry: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        /// 0 or 1 for valid (if odd) input, 2 for an error in the input.
        let status: Int32
        /// Every line on standard error, notes included, for the file checked as `x.flow`.
        let diagnostics: [String]

        init(_ name: String, _ bytes: [UInt8], _ status: Int32, _ diagnostics: [String] = []) {
            self.name = name
            self.bytes = bytes
            self.status = status
            self.diagnostics = diagnostics
        }

        init(_ name: String, _ text: String, _ status: Int32, _ diagnostics: [String] = []) {
            self.init(name, Array(text.utf8), status, diagnostics)
        }

        var testDescription: String { name }
    }

    // MARK: Inputs the entries share

    /// One screen and one task that is ok for every profile.
    static let ok = Flows.ok

    /// `ok` cut where `marker` first starts, plus `extra` bytes.
    static func ok(cutAt marker: String, keeping extra: Int = 0) -> [UInt8] {
        let start = ok.range(of: marker)!.lowerBound
        return Array(ok.utf8.prefix(ok.utf8.distance(from: ok.startIndex, to: start) + extra))
    }

    /// A screen with groups nested `levels` deep, one per line.
    static func nested(_ levels: Int) -> String {
        "screen \"Deep\"\n" + (1...levels).map { String(repeating: "  ", count: $0) + "group \"G\($0)\"\n" }.joined()
    }

    static let tenKilobytes = String(repeating: "x", count: 10 * 1024)
    static let twoMegabytes = String(repeating: "y", count: 2 * 1024 * 1024)

    /// A task that can only be done through a custom action: unreachable for Touch, Pointer
    /// and Larger Text, blocked for Voice Control.
    static let onlyACustomAction = """
        screen "Checkout"
          header "Checkout"
          text "Total"
            action "Pay"

        task "Pay"
          start "Checkout"
          activate "Pay"

        """

    // MARK: The catalogue

    static let entries: [Entry] = frontEnd + truncated + lineEnds + indentation + characters + encoding + names
        + sizes + structure + navigation + newcomers + screenWords

    // MARK: Running an entry

    /// What an earlier, successful run left in the report folder.
    static let previousReport = Array("# x.flow\n\nthe report of an earlier run\n".utf8)

    @Test(.timeLimit(.minutes(1)), arguments: entries)
    func checkGivesItsStatusAndDiagnostics(entry: Entry) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", bytes: entry.bytes)

        let check = Flowmap(["check", "--diagnostics", "short", "x.flow"], in: folder.path)
        #expect(check.status == entry.status, "\(check.errors.prefix(2000))")
        #expect(check.errorLines == entry.diagnostics)
        #expect(check.output == "")
        Self.expectDiagnosticLines(check.errorLines, status: check.status)

        // The rich rendering of the same diagnostics starts each one with the same line.
        let rich = Flowmap(["check", "--diagnostics", "rich", "x.flow"], in: folder.path)
        #expect(rich.status == entry.status)
        let headers = check.errorLines.filter { !$0.contains(": note: ") }
        #expect(rich.errorLines.filter { $0.hasPrefix("x.flow:") } == headers)

        // A report folder written by an earlier run.
        try folder.write("out/x.md", bytes: Self.previousReport)
        try folder.write("out/index.md", bytes: Self.previousReport)
        let before = folder.snapshot()
        let compile = Flowmap(["compile", "--diagnostics", "short", "--output", "out", "x.flow"], in: folder.path)
        #expect(compile.status == entry.status)
        #expect(compile.output == "")
        if entry.status == 2 {
            // Nothing lost: the earlier report is still there, byte for byte.
            #expect(compile.errorLines == check.errorLines)
            #expect(folder.snapshot() == before)
        } else {
            // Written in full, and only inside the report folder.
            #expect(Set(folder.snapshot().keys) == ["x.flow", "out/x.md", "out/index.md", "out/.flowmap-reports"])
            #expect(folder.read("out/x.md")?.hasPrefix("# x.flow\n") == true)
            #expect(folder.read("out/index.md")?.hasPrefix("# flowmap index\n") == true)
        }
    }

    /// Each line is `x.flow:LINE:COL: error|warning: MESSAGE [id]` with a known id, or a note;
    /// status 2 comes with at least one error in the input, status 0 with no error at all.
    static func expectDiagnosticLines(
        _ lines: [String], status: Int32, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var ids: [DiagnosticID] = []
        for line in lines {
            guard let (severity, id) = parse(line) else {
                Issue.record("not a diagnostic line: \(line.prefix(300))", sourceLocation: sourceLocation)
                continue
            }
            if severity == "error", let id { ids.append(id) }
        }
        let navigatorErrors: Set<DiagnosticID> = [.problem(.taskBlocked), .problem(.taskUnreachable), .problem(.expectationFailed)]
        switch status {
        case 2: #expect(ids.contains { !navigatorErrors.contains($0) }, sourceLocation: sourceLocation)
        case 1: #expect(!ids.isEmpty && ids.allSatisfy(navigatorErrors.contains), sourceLocation: sourceLocation)
        default: #expect(ids.isEmpty, sourceLocation: sourceLocation)
        }
    }

    /// The severity and id of a short-form line, or nil when it is not one. Notes have no id.
    static func parse(_ line: String) -> (severity: String, id: DiagnosticID?)? {
        let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "x.flow", let row = Int(parts[1]), row >= 1, let column = Int(parts[2]),
            column >= 1
        else { return nil }
        let rest = parts[3]
        if rest.hasPrefix(" note: ") { return ("note", nil) }
        for severity in ["error", "warning"] where rest.hasPrefix(" \(severity): ") {
            guard rest.hasSuffix("]"), let open = rest.range(of: " [", options: .backwards) else { return nil }
            let id = rest[open.upperBound..<rest.index(before: rest.endIndex)]
            return DiagnosticID(rawValue: String(id)).map { (severity, $0) }
        }
        return nil
    }

    @Test func theCatalogueHasAtLeastFortyEntriesWithDistinctNames() {
        #expect(Self.entries.count >= 40)
        #expect(Set(Self.entries.map(\.name)).count == Self.entries.count)
    }

    // MARK: What the reports of odd names look like

    @Test func namesLikePathsStayInsideTheReportFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("work")
        try folder.write("work/x.flow", Self.pathNames)
        Flowmap(["--output", "out", "x.flow"], in: folder.path + "/work").expectStatus(0)
        #expect(Set(folder.snapshot().keys) == ["work/x.flow", "work/out/x.md", "work/out/index.md", "work/out/.flowmap-reports"])
        let report = try #require(folder.read("work/out/x.md"))
        #expect(report.contains("## ../../t\n"))
        #expect(report.contains("Starts on **../../x**"))
    }

    @Test func markupInANameIsEscapedInEveryReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Self.markup)
        let stdout = Flowmap(["x.flow"], in: folder.path)
        stdout.expectStatus(0)
        Flowmap(["--output", "out", "x.flow"], in: folder.path).expectStatus(0)
        for report in [stdout.output, try #require(folder.read("out/x.md"))] {
            #expect(report.contains(#"a \| \`b\` &lt;script&gt;alert(1)&lt;/script&gt;"#))
            #expect(!report.contains("<script>"))
            #expect(!report.contains("`b`"))
            MarkdownTables.expectWellFormed(report)
        }
    }

    // MARK: The very large ones

    /// Compiling 100,000 tasks takes seconds in a debug build, so it runs only in release
    /// (`swift test -c release -Xswiftc -enable-testing --filter BadInputCatalogue`).
    static var isReleaseBuild: Bool {
        #if DEBUG
            false
        #else
            true
        #endif
    }

    /// `ok`'s screen with `count` tasks, task `i` named "Pay i", at line 5 + 4i.
    static func manyTasks(_ count: Int) -> String {
        "screen \"Checkout\"\n  header \"Checkout\"\n  button \"Pay\"\n\n"
            + (0..<count).map { "task \"Pay \($0)\"\n  start \"Checkout\"\n  activate \"Pay\"\n\n" }.joined()
    }

    @Test(.enabled(if: isReleaseBuild, "100,000 tasks take seconds in a debug build"), .timeLimit(.minutes(2)))
    func oneHundredThousandTasksInOneFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Self.manyTasks(100_000))
        let valid = Flowmap(["check", "--diagnostics", "short", "x.flow"], in: folder.path)
        #expect(valid.status == 0)
        #expect(valid.errors == "")

        // The same file with a second "Pay 7" at its end, and a report from an earlier run.
        let again = "task \"Pay 7\"\n  start \"Checkout\"\n  activate \"Pay\"\n"
        try folder.write("x.flow", Self.manyTasks(100_000) + again)
        try folder.write("out/x.md", bytes: Self.previousReport)
        let before = folder.snapshot()
        let broken = Flowmap(["--diagnostics", "short", "--output", "out", "x.flow"], in: folder.path)
        #expect(broken.status == 2)
        #expect(
            broken.errorLines == [
                "x.flow:400005:6: error: task 'Pay 7' is declared twice [duplicate-task]",
                "x.flow:33:6: note: first declared here",
            ])
        #expect(folder.snapshot() == before)
    }
}

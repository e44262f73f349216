import Foundation
import Testing
import FlowSyntax
import FlowProgram

/// Every diagnostic id has a fixture that triggers it and a near-identical one that does not.
/// A fixture's expectations are comments in it, beside the line they are about (as in jlox's
/// and Go's error tests):
///
///     button "Go" -> "Nowhere"  # expect: error unknown-screen @18
///     # expect-next: error unterminated-string @8
///
/// `# expect:` is about its own line, `# expect-next:` about the line after it (for lines that
/// cannot hold a comment). Several expectations are separated by commas; `@COL` pins the 1-based
/// column (in Unicode scalars). The run must report exactly the expected diagnostics: each one
/// expected appears, and nothing else does.
@Suite struct DiagnosticFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/diagnostics")

    /// `<name>.bad.flow`, `<name>.good.flow`, or folders `<name>.bad/` and `<name>.good/`.
    static let fixtureNames: [String] = {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { kind(of: $0) != nil }.sorted()
    }()

    /// Ids that cannot have a plain fixture, with the reason and where they are tested instead.
    static let exceptions: [DiagnosticID: String] = [
        .problem(.fileTooLarge): "needs a 64 MiB input; tested by fileTooLargeIsReportedOnce below",
        .problem(.invalidConfiguration): "a problem in .flowmap.json, not in a .flow file; tested by ConfigurationTests",
        // A dump is no .flow file: FlowImportTests trigger each on dumps, and the real dumps'
        // drafts (DraftGoldenTests) trigger none.
        .problem(.unknownDumpFormat): "reported on dumps; HostileDumpTests.emptyAndForeignTextIsNoDump",
        .problem(.malformedDump): "reported on dumps; HostileDumpTests.malformedXMLIsAnErrorAtItsLine",
        .problem(.emptyDump): "reported on dumps; ImportCommandTests.everyFragmentGivesADraftOrSaysWhatIsMissing",
        .problem(.cutDump): "reported on dumps; HostileDumpTests.cutDumpsGiveWhatTheyHoldWithAWarning",
        // A flow compared with a dump: FlowVerifyTests/Fixtures holds a pair of each, a flow and a dump.
        .problem(.missingInApp): "reported by flowmap verify; VerifyFixtureTests, Fixtures/missing-in-app.bad|good",
        .problem(.differsInApp): "reported by flowmap verify; VerifyFixtureTests, Fixtures/differs-in-app.bad|good",
        .problem(.notInFlow): "reported by flowmap verify; VerifyFixtureTests, Fixtures/not-in-flow.bad|good",
        .problem(.orderDiffers): "reported by flowmap verify; VerifyFixtureTests, Fixtures/order-differs.bad|good",
        .problem(.unpairedDump): "reported by flowmap verify; VerifyFixtureTests, Fixtures/unpaired-dump.bad|good",
    ]

    /// Ids reported by FlowNavigator (paths and element patterns). `Frontend.run` never runs
    /// the navigator, so their fixtures belong in FlowNavigatorTests, not here. A new id must
    /// be added either here or as a fixture, so that none is left out by accident.
    static let navigatorIDs: Set<DiagnosticID> = Set(
        [.problem(.taskBlocked), .problem(.taskUnreachable), .problem(.expectationFailed), .problem(.unneededWaiver), .problem(.taskFriction)]
            + Pattern.allCases.map(DiagnosticID.pattern))

    enum Kind { case bad, good }

    static func kind(of entry: String) -> Kind? {
        if entry.hasSuffix(".bad.flow") || entry.hasSuffix(".bad") { return .bad }
        if entry.hasSuffix(".good.flow") || entry.hasSuffix(".good") { return .good }
        return nil
    }

    /// The part of a fixture's name before `.bad` or `.good`.
    static func stem(of entry: String) -> String {
        var name = entry
        if name.hasSuffix(".flow") { name.removeLast(".flow".count) }
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        return name
    }

    // MARK: The fixtures

    @Test(arguments: fixtureNames)
    func fixture(_ name: String) throws {
        let sources = try Self.sources(of: name)
        try #require(!sources.isEmpty, "fixture \(name) has no .flow file")
        var expected: [Report] = []
        for source in sources {
            expected += try Self.expectations(in: source)
        }
        let set = SourceSet(sources)
        let diagnostics = Frontend.run(set).diagnostics
        let actual = Self.reports(diagnostics, in: set)
        let (missing, unexpected) = Self.compare(expected: expected, actual: actual)
        #expect(
            missing.isEmpty && unexpected.isEmpty,
            "\(Self.describe(name, missing: missing, unexpected: unexpected, actual: actual))")

        switch Self.kind(of: name) {
        case .bad:
            // A bad fixture named after an id must expect that id at least once.
            if let id = DiagnosticID(rawValue: Self.stem(of: name)) {
                #expect(expected.contains { $0.id == id }, "\(name) does not expect '\(id.rawValue)'")
            } else {
                #expect(!expected.isEmpty, "\(name) expects no diagnostic at all")
            }
        case .good:
            // A good fixture reports nothing at all (so it cannot hide a cascade either).
            #expect(expected.isEmpty, "\(name) is a good fixture but expects diagnostics")
        case nil:
            Issue.record("\(name) is neither a good nor a bad fixture")
        }
    }

    /// Every id has a bad fixture and a good one, or is an explained exception.
    @Test func everyDiagnosticHasBothFixtures() {
        let names = Set(Self.fixtureNames)
        for id in DiagnosticID.allCases where !Self.navigatorIDs.contains(id) {
            let bad = names.contains("\(id.rawValue).bad.flow") || names.contains("\(id.rawValue).bad")
            let good = names.contains("\(id.rawValue).good.flow") || names.contains("\(id.rawValue).good")
            if Self.exceptions[id] != nil {
                #expect(!bad && !good, "'\(id.rawValue)' has fixtures now: take it off the exception list")
                continue
            }
            #expect(bad, "no fixture \(id.rawValue).bad.flow (or folder \(id.rawValue).bad/)")
            #expect(good, "no fixture \(id.rawValue).good.flow (or folder \(id.rawValue).good/)")
        }
        #expect(Self.navigatorIDs.intersection(Self.exceptions.keys).isEmpty)
        for id in Self.navigatorIDs {
            #expect(!names.contains("\(id.rawValue).bad.flow"), "'\(id.rawValue)' is a navigator id but has a front-end fixture")
        }
        // Every fixture named after an id names a real one (a renamed id leaves no stale fixture).
        for name in names {
            let stem = Self.stem(of: name)
            #expect(
                DiagnosticID(rawValue: stem) != nil || Self.scenarios.contains(stem),
                "fixture \(name) names no diagnostic id and is not a listed scenario")
        }
    }

    /// Fixtures that are about a situation rather than one id.
    static let scenarios: Set<String> = [
        "several-errors", "one-error-per-line", "byte-order-mark", "newcomer-mistakes",
    ]

    /// The harness itself can fail: a fixture whose expectation is wrong is caught both ways.
    @Test func harnessNoticesMissingAndUnexpectedDiagnostics() throws {
        let file = SourceFile(
            path: "probe.flow",
            text: """
                screen "A"
                  button "Go" -> "Nowhere"  # expect: error unknown-screen @19
                  text  # expect: warning missing-name
                """)
        let expected = try Self.expectations(in: file)
        #expect(expected.count == 2)
        let actual = Self.reports(of: SourceSet([file]))
        let (missing, unexpected) = Self.compare(expected: expected, actual: actual)
        // The arrow's string is at column 18, not 19; the missing name is an error, not a warning.
        #expect(missing.map(\.description) == ["probe.flow:2:19: error unknown-screen", "probe.flow:3: warning missing-name"])
        #expect(unexpected.map(\.description) == ["probe.flow:2:18: error unknown-screen", "probe.flow:3:3: error missing-name"])
    }

    @Test func malformedExpectationIsAnError() {
        let file = SourceFile(path: "probe.flow", text: "screen \"A\"  # expect: error no-such-id\n")
        #expect(throws: FixtureError.self) { try Self.expectations(in: file) }
    }

    // MARK: What the fixtures cannot show

    /// The 64 MiB limit: one error at 1:1, and nothing in the file is read.
    @Test func fileTooLargeIsReportedOnce() {
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: maximumFileSize + 1)
        // Content that would give errors of its own if it were read.
        let head = Array("scren \"A\n".utf8)
        bytes.replaceSubrange(0..<head.count, with: head)
        #expect(bytes.count == maximumFileSize + 1)
        let file = SourceFile(path: "big.flow", bytes: bytes)
        let (syntax, diagnostics) = Parser.parse(file, index: 0)
        #expect(diagnostics.map(\.id) == [.problem(.fileTooLarge)])
        // Offset 0 is line 1, column 1.
        #expect(diagnostics.map(\.span.start) == [0])
        #expect(syntax.screens.isEmpty && syntax.tasks.isEmpty)
        #expect(Frontend.run(SourceSet([file])).diagnostics.map(\.id) == [.problem(.fileTooLarge)])
    }

    // MARK: One line, two errors

    /// Syntax errors: one per line. Semantic errors: all of them, even on one line.
    @Test func twoSemanticErrorsOnOneLineAreBothReported() {
        let file = SourceFile(
            path: "two.flow",
            text: """
                screen "A"
                  button "Go" -> "Nowhere" action "X" -> "Elsewhere"

                """)
        let reports = Self.reports(of: SourceSet([file]))
        #expect(reports.map(\.description) == ["two.flow:2:18: error unknown-screen", "two.flow:2:42: error unknown-screen"])
    }

    @Test func semanticErrorsOnALineWithASyntaxErrorAreStillReported() {
        let file = SourceFile(
            path: "mixed.flow",
            text: """
                screen "A"
                  button "Go" -> "Nowhere" colour "red"

                """)
        let reports = Self.reports(of: SourceSet([file]))
        #expect(reports.map(\.description) == ["mixed.flow:2:18: error unknown-screen", "mixed.flow:2:28: error unknown-attribute"])
    }

    // MARK: No echoes

    /// A syntax error is not echoed by the checker as a second error about what the bad line
    /// failed to declare.
    @Test(arguments: [
        // An element line inside a task: the task does have a step, it just could not be read.
        ("task \"T\"\n  start \"A\"\n  button \"Go\"\nscreen \"A\"\n", ["3:3 error misplaced-line"]),
        // A start without quotes: the task has a start line, it just could not be read.
        ("task \"T\"\n  start A\n  activate \"Go\"\nscreen \"A\"\n  button \"Go\"\n", ["2:9 error expected-token"]),
        ("task \"T\"\n\tstart \"A\"\n  activate \"Go\"\nscreen \"A\"\n  button \"Go\"\n", ["2:1 error tab-indent"]),
        // A name without quotes: the text has a name, it just could not be read.
        ("screen \"A\"\n  text Hello\n  toggle 'Milk'\n", ["2:8 error unknown-attribute", "3:10 error unexpected-character"]),
        // But a task with nothing unreadable in it is still checked in full.
        ("task \"T\"\n  find \"Go\"\ntask \"U\"\n  start \"A\"\nscreen \"A\"\n  button \"Go\"\n", ["1:6 error missing-start", "3:6 warning empty-task"]),
    ])
    func syntaxErrorsAreNotEchoed(_ text: String, _ expected: [String]) {
        let file = SourceFile(path: "a.flow", text: text)
        let reports = Self.reports(of: SourceSet([file]))
        #expect(reports.map { "\($0.line):\($0.column ?? 0) \($0.severity.rawValue) \($0.id.rawValue)" } == expected)
    }

    @Test func duplicateScreenPointsAtTheFirstDeclarationInItsFile() throws {
        // Two files may each declare a screen of one name (§9.1): a duplicate is one file's.
        let sources = try Self.sources(of: "duplicate-screen.bad.flow")
        let set = SourceSet(sources)
        let diagnostics = Frontend.run(set).diagnostics
        let duplicate = try #require(diagnostics.first { $0.id == .problem(.duplicateScreen) })
        let note = try #require(duplicate.notes.first?.span)
        #expect(note.file == duplicate.span.file)
        #expect(set.location(of: note) == (2, 8))
    }

    // MARK: Reading fixtures

    /// One diagnostic, reduced to what a fixture can state.
    struct Report: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int?
        var severity: Severity
        var id: DiagnosticID
        /// For an actual diagnostic, its message (never compared).
        var message: String? = nil

        var description: String {
            "\(file):\(line)\(column.map { ":\($0)" } ?? ""): \(severity.rawValue) \(id.rawValue)"
        }

        func matches(_ actual: Report) -> Bool {
            file == actual.file && line == actual.line && severity == actual.severity && id == actual.id
                && (column == nil || column == actual.column)
        }

        static func == (a: Report, b: Report) -> Bool { a.description == b.description }
        func hash(into hasher: inout Hasher) { hasher.combine(description) }
    }

    struct FixtureError: Error, CustomStringConvertible {
        var description: String
    }

    static func sources(of name: String) throws -> [SourceFile] {
        let url = folder.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw FixtureError(description: "no fixture at \(url.path)")
        }
        if !isFolder.boolValue {
            return [SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))]
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".flow") }.sorted()
        return try names.map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: url.appendingPathComponent($0)))) }
    }

    /// The expectations written in a file's comments.
    static func expectations(in file: SourceFile) throws -> [Report] {
        var reports: [Report] = []
        let lines = file.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, bytes) in lines.enumerated() {
            let text = String(decoding: bytes, as: UTF8.self)
            var rest = Substring(text)
            while let marker = rest.range(of: "# expect") {
                rest = rest[marker.upperBound...]
                let target: Int
                if rest.hasPrefix(":") {
                    target = index + 1
                    rest = rest.dropFirst()
                } else if rest.hasPrefix("-next:") {
                    target = index + 2
                    rest = rest.dropFirst("-next:".count)
                } else {
                    throw FixtureError(description: "\(file.path):\(index + 1): '# expect' needs ':' or '-next:'")
                }
                let end = rest.firstIndex(of: "#") ?? rest.endIndex
                for item in rest[..<end].split(separator: ",") {
                    reports.append(try parseExpectation(item, file: file.path, line: target, at: index + 1))
                }
                rest = rest[end...]
            }
        }
        return reports
    }

    static func parseExpectation(_ item: Substring, file: String, line: Int, at written: Int) throws -> Report {
        let words = item.split(whereSeparator: { $0 == " " || $0 == "\r" || $0 == "\t" })
        let place = "\(file):\(written)"
        guard words.count == 2 || words.count == 3 else {
            throw FixtureError(description: "\(place): expected 'SEVERITY ID [@COL]', found '\(item)'")
        }
        guard let severity = Severity(rawValue: String(words[0])) else {
            throw FixtureError(description: "\(place): unknown severity '\(words[0])'")
        }
        guard let id = DiagnosticID(rawValue: String(words[1])) else {
            throw FixtureError(description: "\(place): unknown diagnostic id '\(words[1])'")
        }
        var column: Int?
        if words.count == 3 {
            guard words[2].hasPrefix("@"), let value = Int(words[2].dropFirst()), value > 0 else {
                throw FixtureError(description: "\(place): expected '@COLUMN', found '\(words[2])'")
            }
            column = value
        }
        return Report(file: file, line: line, column: column, severity: severity, id: id)
    }

    static func reports(of sources: SourceSet) -> [Report] {
        reports(Frontend.run(sources).diagnostics, in: sources)
    }

    static func reports(_ diagnostics: [Diagnostic], in sources: SourceSet) -> [Report] {
        diagnostics.map { diagnostic in
            let (line, column) = sources.location(of: diagnostic.span)
            return Report(
                file: sources.path(of: diagnostic.span), line: line, column: column, severity: diagnostic.severity, id: diagnostic.id,
                message: diagnostic.message)
        }
    }

    /// Pairs expectations with diagnostics, pinned columns first so that an unpinned
    /// expectation cannot take the diagnostic a pinned one needs.
    static func compare(expected: [Report], actual: [Report]) -> (missing: [Report], unexpected: [Report]) {
        var unused = actual
        var missing: [Report] = []
        let ordered = expected.filter { $0.column != nil } + expected.filter { $0.column == nil }
        for expectation in ordered {
            if let index = unused.firstIndex(where: expectation.matches) {
                unused.remove(at: index)
            } else {
                missing.append(expectation)
            }
        }
        let order: (Report, Report) -> Bool = { ($0.file, $0.line, $0.column ?? 0) < ($1.file, $1.line, $1.column ?? 0) }
        return (missing.sorted(by: order), unused.sorted(by: order))
    }

    static func describe(_ name: String, missing: [Report], unexpected: [Report], actual: [Report]) -> String {
        var lines = ["fixture \(name):"]
        if !missing.isEmpty {
            lines.append("  expected but not reported:")
            lines += missing.map { "    \($0)" }
        }
        if !unexpected.isEmpty {
            lines.append("  reported but not expected:")
            lines += unexpected.map { "    \($0)  (\($0.message ?? ""))" }
        }
        lines.append("  everything reported:")
        lines += actual.isEmpty ? ["    (nothing)"] : actual.map { "    \($0)  (\($0.message ?? ""))" }
        return lines.joined(separator: "\n")
    }
}

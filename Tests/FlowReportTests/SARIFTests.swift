import Foundation
import Testing
import FlowSyntax
import FlowNavigator
import FlowPipeline
@testable import FlowReport

/// SARIF 2.1.0: the fields the standard requires and GitHub's code scanning reads (its "SARIF
/// support for code scanning" page); a golden file pins the rest, and
/// `Tests/Clients/check-sarif.py` validates every report against the schema on each CI run.
@Suite struct SARIFTests {
    static func document(_ compilation: Compilation) throws -> [String: Any] {
        let text = SARIFReport.render(compilation, toolVersion: "0.1.0")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [String: Any])
    }

    static func document(_ name: String) throws -> [String: Any] {
        try document(try GoldenTests.compile(name))
    }

    static func run(_ document: [String: Any]) throws -> [String: Any] {
        try #require((document["runs"] as? [[String: Any]])?.first)
    }

    static func results(_ document: [String: Any]) throws -> [[String: Any]] {
        try #require(try run(document)["results"] as? [[String: Any]])
    }

    static func region(_ result: [String: Any]) throws -> [String: Int] {
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        return try #require(location["region"] as? [String: Int])
    }

    static func artifact(_ result: [String: Any]) throws -> [String: String] {
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        return try #require(location["artifactLocation"] as? [String: String])
    }

    static func fingerprint(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey]
    }

    static func lineHash(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: String])?[SARIFReport.lineHashKey]
    }

    static func compile(_ files: [(String, String)]) -> Compilation {
        Compilation.run(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    @Test(arguments: ["tour", "flows", "escaping"])
    func requiredFields(_ name: String) throws {
        let document = try Self.document(name)
        #expect(document["version"] as? String == "2.1.0")
        #expect((document["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "flowmap")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.count == rules.count)
        #expect(Set(ids).count == ids.count, "rule ids are unique")
        for pattern in Pattern.allCases { #expect(ids.contains(pattern.slug), "a rule per pattern: \(pattern.slug)") }
        for result in try Self.results(document) {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ids.indices.contains(index) && ids[index] == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let uri = try #require(try Self.artifact(result)["uri"])
            #expect(!uri.isEmpty && !uri.contains(" "))
            let region = try Self.region(result)
            #expect((region["startLine"] ?? 0) >= 1)
            #expect((region["startColumn"] ?? 0) >= 1)
        }
    }

    /// Every diagnostic becomes a result; a blocked task is filed under its pattern's rule.
    @Test func resultsMatchDiagnostics() throws {
        let compilation = try GoldenTests.compile("tour")
        let results = try Self.results(try Self.document(compilation))
        #expect(results.count == compilation.diagnostics.count)
        #expect(results.contains { $0["ruleId"] as? String == "swipe-trap" && $0["level"] as? String == "error" })
    }

    // MARK: Columns

    /// Columns are UTF-16 code units, as code scanning reads them, and the run says so.
    @Test func columnsCountUTF16Units() throws {
        let compilation = Self.compile([
            ("emoji.flow", "screen \"Home\"\n  text \"Row\"\n    gesture swipe \"Go\"\n\ntask \"😀 Go\"\n  start \"Home\"\n  activate \"Go\"\n")
        ])
        let document = try Self.document(compilation)
        #expect(try Self.run(document)["columnKind"] as? String == "utf16CodeUnits")
        let task = try #require(try Self.results(document).first { $0["ruleId"] as? String == "swipe-trap" && $0["level"] as? String == "error" })
        // `task "😀 Go"`: the name starts at column 6 and is 7 code units long (the emoji is
        // two), so it ends at column 13, where Unicode scalars would say 12.
        #expect(try Self.region(task) == ["startLine": 5, "startColumn": 6, "endLine": 5, "endColumn": 13])
    }

    @Test func aColumnAfterAnEmojiCountsItTwice() {
        let sources = SourceSet([SourceFile(path: "a.flow", text: "\u{FEFF}a😀b\nc😀😀d")])
        var locator = SourceLocator(sources)
        // The byte-order mark is not counted; "😀" is four bytes and two UTF-16 units.
        #expect(locator.utf16Location(of: 3 + 1 + 4, inFile: 0) == (line: 1, column: 4))
        #expect(locator.utf16Location(of: 3 + 7 + 1 + 8, inFile: 0) == (line: 2, column: 6))
        #expect(sources.location(of: Span(file: 0, start: 3 + 1 + 4, end: 3 + 1 + 4)) == (line: 1, column: 3))
    }

    // MARK: Regions

    @Test(arguments: ["tour", "flows", "escaping"])
    func regionsHaveAnEnd(_ name: String) throws {
        for result in try Self.results(try Self.document(name)) {
            let region = try Self.region(result)
            let (startLine, startColumn) = (try #require(region["startLine"]), try #require(region["startColumn"]))
            let (endLine, endColumn) = (try #require(region["endLine"]), try #require(region["endColumn"]))
            #expect(endLine > startLine || (endLine == startLine && endColumn > startColumn))
        }
    }

    // MARK: Rules

    /// Code scanning shows a rule's full description at the top of an alert and its help
    /// under it: every rule has both, help in text and Markdown.
    @Test(arguments: ["tour", "flows", "escaping"])
    func rulesHaveFullDescriptionAndHelp(_ name: String) throws {
        let run = try Self.run(try Self.document(name))
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for rule in rules {
            let full = try #require((rule["fullDescription"] as? [String: String])?["text"], "\(rule["id"] ?? "")")
            let help = try #require(rule["help"] as? [String: String])
            #expect(full.count > 20 && !full.contains("\n"))
            #expect((help["text"] ?? "").count > 20)
            #expect((help["markdown"] ?? "").count > 20)
        }
        let swipeTrap = try #require(rules.first { $0["id"] as? String == "swipe-trap" })
        #expect((swipeTrap["help"] as? [String: String])?["markdown"]?.contains("## Fix in SwiftUI") == true)
        #expect((swipeTrap["fullDescription"] as? [String: String])?["text"]?.hasPrefix("An action that only a custom gesture") == true)
    }

    /// A rule without a pattern says what grammar.md says its id reports.
    @Test func idRulesSayWhatGrammarSays() throws {
        let grammar = try String(contentsOf: GoldenTests.root.appendingPathComponent("grammar.md"), encoding: .utf8)
        for id in DiagnosticID.allCases where id.pattern == nil {
            let when = try #require(DiagnosticDescriptions.reportedWhen[id.rawValue], "no description of \(id.rawValue)")
            let row = try #require(grammar.split(separator: "\n").first { $0.hasPrefix("| `\(id.rawValue)` |") }, "\(id.rawValue)")
            #expect(row.hasSuffix("| \(when) |"), "\(id.rawValue)")
        }
    }

    // MARK: Fingerprints

    /// Every result has its own fingerprint: the six blocked profiles of one task, on one line
    /// under one rule, are six alerts, not one.
    @Test(arguments: ["tour", "flows", "escaping"])
    func fingerprintsAreDistinct(_ name: String) throws {
        let results = try Self.results(try Self.document(name))
        let fingerprints = results.compactMap(Self.fingerprint)
        #expect(fingerprints.count == results.count)
        #expect(Set(fingerprints).count == fingerprints.count)
        let lineHashes = results.compactMap(Self.lineHash)
        #expect(lineHashes.count == results.count)
        #expect(Set(lineHashes).count == lineHashes.count)
    }

    /// Touch and Larger Text blocked by one Edge Gesture Collision: one rule, one line, two
    /// results, which upload-sarif would give one line hash from the line's text.
    @Test func resultsOfOneRuleOnOneLineHaveTheirOwnLineHash() throws {
        let results = try Self.results(try Self.document("tour")).filter {
            (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("'Go to the previous day' is blocked for") == true
                && $0["ruleId"] as? String == "edge-gesture-collision"
        }
        #expect(results.count == 2)
        #expect(Set(try results.map { try Self.region($0)["startLine"] }).count == 1)
        #expect(Set(results.compactMap(Self.lineHash)).count == 2)
    }

    /// Results that are the same in all but their place (one warning on two equal lines) are
    /// numbered apart; lines moved above them change neither hash.
    @Test func lineHashesNumberEqualsAndSurviveLineMoves() throws {
        let text = "screen \"S\"\n  button icon \"gearshape\"\n  button icon \"gearshape\"\n"
        let hashes = { (text: String) in try Self.results(try Self.document(Self.compile([("a.flow", text)]))).compactMap(Self.lineHash) }
        let before = try hashes(text)
        #expect(before.count == 2)
        #expect(Set(before).count == before.count)
        #expect(before.contains { $0.hasSuffix(":2") })
        #expect(try hashes("# moved\n\n" + text) == before)
    }

    @Test func blockedProfilesOfOneLineAreDistinctResults() throws {
        let results = try Self.results(try Self.document("tour")).filter {
            (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("'Go to the previous day' is blocked for") == true
                && $0["ruleId"] as? String == "swipe-trap"
        }
        #expect(results.count == 5)
        #expect(Set(results.compactMap(Self.fingerprint)).count == 5)
    }

    /// Lines added above a result do not change its fingerprint; the same input gives the same.
    @Test func fingerprintsSurviveLineMoves() throws {
        let text = try #require(GoldenTests.cases["tour"]?.first.flatMap { try? String(contentsOf: $0.1, encoding: .utf8) })
        let before = try Self.results(try Self.document(Self.compile([("tour.flow", text)]))).compactMap(Self.fingerprint)
        let again = try Self.results(try Self.document(Self.compile([("tour.flow", text)]))).compactMap(Self.fingerprint)
        let moved = try Self.results(try Self.document(Self.compile([("tour.flow", "# moved\n\n\n" + text)]))).compactMap(Self.fingerprint)
        #expect(!before.isEmpty)
        #expect(before == again)
        #expect(before == moved)
    }

    /// A fingerprint is its hash in 16 lower-case hex digits, most significant first, a colon
    /// and its occurrence: every digit value in every place, as `String(radix:)` writes it.
    @Test func fingerprintTextIsZeroPaddedHex() {
        var values: [UInt64] = [0, 1, 9, 10, 15, 16, 0xFF, .max, 0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210, 0x8000_0000_0000_0000]
        values += (0..<64).map { UInt64(1) << $0 }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<1000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(state)
        }
        for (index, value) in values.enumerated() {
            let hex = String(value, radix: 16)
            let expected = String(repeating: "0", count: 16 - hex.count) + hex + ":\(index + 1)"
            #expect(ResultFingerprints.text(value, index + 1) == expected)
        }
    }

    /// The comparison SARIF's rules and fingerprints use agrees with `==` on every pair of ids.
    @Test func idsAreTheSameExactlyWhenEqual() {
        let ids = DiagnosticID.allCases
        #expect(ids.count > 50)
        for a in ids {
            for b in ids { #expect(a.isSame(as: b) == (a == b), "\(a.rawValue) \(b.rawValue)") }
        }
    }

    // MARK: URIs

    @Test func urisAreRelativeToTheSourceRoot() {
        let cases: [(String, String, Bool)] = [
            ("flows/orders.flow", "flows/orders.flow", true),
            ("my flows/a#b.flow", "my%20flows/a%23b.flow", true),
            ("./flows//a.flow", "flows/a.flow", true),
            ("flows/x/../a.flow", "flows/a.flow", true),
            ("../shared/spec/tour.flow", "../shared/spec/tour.flow", true),
            ("c:d%e.flow", "c%3Ad%25e.flow", true),
            ("/tmp/a b/../c.flow", "file:///tmp/c.flow", false),
            ("/../x.flow", "file:///x.flow", false),
        ]
        for (path, uri, relative) in cases {
            let artifact = ArtifactURI(path: path)
            #expect(artifact.text == uri, "\(path)")
            #expect(artifact.relative == relative, "\(path)")
        }
    }

    /// The one-pass check takes a path as its own URI only where resolving it segment by
    /// segment gives the path back.
    @Test func aPathIsItsOwnURIOnlyWhenResolvingItChangesNothing() {
        let pieces = ["a", "flows", ".", "..", "...", ".x", "x.", "", "b c", "%", "é", "~_-", "A9"]
        var paths: [String] = []
        for first in pieces {
            paths.append(first)
            for second in pieces {
                paths.append(first + "/" + second)
                paths.append("/" + first + "/" + second)
                paths.append(first + "/" + second + "/")
                for third in ["z.flow", "..", ""] { paths.append(first + "/" + second + "/" + third) }
            }
        }
        var own = 0
        for path in paths {
            let resolved = ArtifactURI.resolving(path)
            let isOwn = ArtifactURI.isItsOwnURI(path)
            if isOwn { #expect(resolved.relative && resolved.text == path, "\(path)") }
            #expect(ArtifactURI(path: path).text == resolved.text, "\(path)")
            #expect(ArtifactURI(path: path).relative == resolved.relative, "\(path)")
            if isOwn { own += 1 }
        }
        #expect(own > 100)
    }

    @Test func relativeURIsNameTheirBase() throws {
        let compilation = Self.compile([
            ("rel.flow", "screen \"A\"\n  button \"Go\" size 20x20\n"), ("/abs/x.flow", "screen \"B\"\n  button \"Go\" size 20x20\n"),
        ])
        let document = try Self.document(compilation)
        let bases = try #require(try Self.run(document)["originalUriBaseIds"] as? [String: Any])
        #expect(bases["%SRCROOT%"] != nil)
        let artifacts = try Self.results(document).map(Self.artifact)
        #expect(artifacts.contains(["uri": "file:///abs/x.flow"]))
        #expect(artifacts.contains(["uri": "rel.flow", "uriBaseId": "%SRCROOT%"]))
    }

    /// A blocker `.flowmap.json` turns down is a `task-friction` result, whose message carries
    /// the configuration's reason: SARIF has the diagnostic's help, not its notes.
    @Test func aTurnedDownFindingsResultCarriesTheReason() throws {
        let severities = PatternSeverities(turnedDown: [.smallTarget: .init(profiles: nil, reason: "Rows are tappable too")])
        let compilation = Compilation.run(
            [
                SourceFile(
                    path: "cart.flow",
                    text: "screen \"Cart\"\n  header \"Cart\"\n  button icon \"bag\" label \"Empty cart\" size 20x20\n\n"
                        + "task \"Empty\"\n  start \"Cart\"\n  activate \"Empty cart\"\n")
            ], severities: severities)
        let messages = try Self.results(try Self.document(compilation)).compactMap { result -> String? in
            guard (result["message"] as? [String: Any])?["text"] as? String != nil, result["level"] as? String == "warning" else { return nil }
            return (result["message"] as? [String: String])?["text"]
        }
        let touch = try #require(messages.first { $0.hasPrefix("'Empty' has friction for Touch") })
        #expect(touch.contains("Small Target is a warning in .flowmap.json: Rows are tappable too"), "\(touch)")
    }
}

import FlowSyntax
import Foundation
import Testing

@testable import FlowVerify

/// Every id only `flowmap verify` reports has a fixture that triggers it and one that does not:
/// a folder `Fixtures/<id>.bad/` or `<id>.good/` of flows (`.flow`) and dumps (`.txt`, `.xml`),
/// each dump paired with its screen by its name as `--dumps` pairs them. Expectations are
/// comments in the flows: `# expect: SEVERITY ID` about its own line, `# expect-at FILE:LINE:
/// SEVERITY ID` about a line of another file (a dump). The run must report exactly those.
@Suite struct VerifyFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let fixtureNames: [String] = {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { $0.hasSuffix(".bad") || $0.hasSuffix(".good") }.sorted()
    }()

    /// The flows first, then the dumps, each in name order: as `flowmap verify FLOWS --dumps DIR` reads them.
    static func sources(of name: String) throws -> (SourceSet, flows: Int) {
        let url = folder.appendingPathComponent(name)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        let flows = names.filter { $0.hasSuffix(".flow") }
        let dumps = names.filter { $0.hasSuffix(".txt") || $0.hasSuffix(".xml") }
        let files = try (flows + dumps).map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: url.appendingPathComponent($0)))) }
        return (SourceSet(files), flows.count)
    }

    /// `file:line: severity id` of each expectation in the flows.
    static func expectations(in sources: SourceSet, flows: Int) -> [String] {
        var expected: [String] = []
        for index in 0..<flows {
            let file = sources[index]
            let lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                if let range = line.range(of: "# expect-at ") {
                    let rest = line[range.upperBound...]
                    guard let colon = rest.range(of: ": ") else { continue }
                    expected.append("\(rest[..<colon.lowerBound]): \(rest[colon.upperBound...])")
                } else if let range = line.range(of: "# expect: ") {
                    expected.append("\(file.path):\(number + 1): \(line[range.upperBound...])")
                }
            }
        }
        return expected.sorted()
    }

    static func reports(_ diagnostics: [Diagnostic], in sources: SourceSet) -> [String] {
        diagnostics.map { "\(sources.path(of: $0.span)):\(sources.location(of: $0.span).line): \($0.severity.rawValue) \($0.id.rawValue)" }
            .sorted()
    }

    @Test(arguments: fixtureNames)
    func fixture(_ name: String) throws {
        let (sources, flows) = try Self.sources(of: name)
        try #require(flows > 0 && sources.count > flows, "\(name) needs a flow and a dump")
        let result = Verification.run(sources, flows: flows)
        let expected = Self.expectations(in: sources, flows: flows)
        #expect(Self.reports(result.diagnostics, in: sources) == expected, "\(result.diagnostics.map(\.message))")
        if name.hasSuffix(".good") {
            #expect(expected.isEmpty, "\(name) is a good fixture but expects diagnostics")
        } else {
            let id = String(name.dropLast(".bad".count))
            #expect(expected.contains { $0.hasSuffix(" \(id)") }, "\(name) does not expect '\(id)'")
        }
    }

    @Test func everyVerifyIDHasBothFixtures() {
        let names = Set(Self.fixtureNames)
        for id in Verification.ids {
            #expect(names.contains("\(id.rawValue).bad"), "no fixture \(id.rawValue).bad/")
            #expect(names.contains("\(id.rawValue).good"), "no fixture \(id.rawValue).good/")
        }
        for name in names {
            let stem = name.hasSuffix(".bad") ? String(name.dropLast(4)) : String(name.dropLast(5))
            #expect(Verification.ids.contains { $0.rawValue == stem }, "fixture \(name) names no verify id")
        }
    }

    /// A verify fixture's exit: drift is an error or a warning, an unpaired dump an input error.
    @Test func driftAndInputErrorsAreToldApart() throws {
        let (missing, flows) = try Self.sources(of: "missing-in-app.bad")
        let drift = Verification.run(missing, flows: flows)
        #expect(drift.hasDrift && !drift.hasInputErrors)
        let (order, orderFlows) = try Self.sources(of: "order-differs.bad")
        let warned = Verification.run(order, flows: orderFlows)
        #expect(!warned.hasDrift && warned.hasDriftWarnings && !warned.hasInputErrors)
        let (unpaired, unpairedFlows) = try Self.sources(of: "unpaired-dump.bad")
        #expect(Verification.run(unpaired, flows: unpairedFlows).hasInputErrors)
    }
}

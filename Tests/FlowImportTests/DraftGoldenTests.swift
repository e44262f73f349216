import FlowPipeline
import FlowSyntax
import Foundation
import Testing

@testable import FlowImport

/// The draft of every real dump that gives one, byte for byte (`Golden/<dump>.flow`; re-record
/// with FLOWMAP_RECORD=1, which fails on purpose), and the drafts compile: `flowmap check`
/// would exit 0 or 1, never 2.
@Suite struct DraftGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The fragments that hold something VoiceOver visits; the others say what is missing
    /// (`FragmentTests`).
    static let draftedFragments = [
        "smartapp-fragment-1.txt", "testxc-buttons-query-fragment-1.txt", "unknown-app-status-bar-fragment-2.txt",
        "wechat-tab-bar-fragment-1.xml",
    ]

    static let drafted = SharedDumps.wholeScreens + draftedFragments

    static func draft(_ name: String) throws -> (String, DumpImport.Result) {
        let result = DumpImport.run(SourceSet([try SharedDumps.source(name)]))
        let draft = try #require(result.draft, "\(name): \(result.diagnostics.map(\.message))")
        return (draft, result)
    }

    @Test(arguments: drafted)
    func draftMatchesItsGolden(_ name: String) throws {
        let (draft, result) = try Self.draft(name)
        #expect(!result.hasErrors)
        let url = Self.golden.appendingPathComponent(name + ".flow")
        if ProcessInfo.processInfo.environment["FLOWMAP_RECORD"] != nil {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try Data(draft.utf8).write(to: url, options: .atomic)
            Issue.record("re-recorded \(name).flow; run the tests again without FLOWMAP_RECORD")
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) },
            "no golden file \(name).flow; record it with FLOWMAP_RECORD=1")
        #expect(draft == expected)
    }

    @Test(arguments: drafted)
    func draftCompiles(_ name: String) throws {
        let (draft, _) = try Self.draft(name)
        let compilation = Compilation.run([SourceFile(path: name + ".flow", text: draft)])
        let errors = compilation.diagnostics.filter { $0.severity == .error }
        #expect(!compilation.hasInputErrors, "\(errors.map { "\($0.id.rawValue): \($0.message)" })")
    }

    @Test func everyWholeScreenHasAGolden() {
        for name in SharedDumps.wholeScreens {
            #expect(Self.drafted.contains(name))
        }
    }
}

import Foundation
import Testing

@testable import FlowCommand

/// What the command prints itself (its errors, the report on standard output) shows a control,
/// C1 or bidirectional scalar from a name, a path or an argument by code point.
@Suite struct HostileTextOnStandardStreamsTests {
    static let forbidden: Set<Unicode.Scalar> = Set(
        (Array(0..<0x20).filter { $0 != 0x0A } + Array(0x7F..<0xA0) + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029]
            + Array(0x202A...0x202E) + Array(0x2066...0x2069)).map { Unicode.Scalar(UInt32($0))! })

    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { forbidden.contains($0) }
    }

    /// A screen, an element and a task named with an override, an OSC and a C1 CSI.
    static let flow = """
        screen "Check\u{202E}out"
          header "Checkout"
          button "Pay\u{1B}]0;owned\u{07}\u{9B}2J"

        task "Pay\u{2066}now"
          start "Check\u{202E}out"
          activate "Pay\u{1B}]0;owned\u{07}\u{9B}2J"

        """

    @Test(arguments: [[], ["--format", "json"], ["--format", "sarif"]])
    func theReportOnStandardOutputShowsThemByCodePoint(format: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Self.flow)
        let run = Flowmap(format + ["x.flow"], in: folder.path)
        #expect(run.status == 0)
        #expect(Self.isClean(run.output))
        if format.isEmpty {
            #expect(run.output.contains("Pay\\u{2066}now"))
        } else {
            // Still JSON; in JSON's own escapes, which read back as the names.
            let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
            if format == ["--format", "json"] {
                #expect(run.output.contains("Pay\\u2066now"))
                #expect(String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self).contains("Pay\u{2066}now"))
            }
        }
    }

    @Test func aFileNameWithALineFeedForgesNoDiagnosticLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let name = "a\nx.flow:1:1: error: forged [unknown-screen]\n\u{1B}[2J.flow"
        try folder.write(name, "screen \"A\"\n  button \"Go\" -> \"Nowhere\"\n")
        for style in ["short", "rich", "github"] {
            let run = Flowmap(["check", "--diagnostics", style, name], in: folder.path)
            #expect(run.status == 2)
            #expect(Self.isClean(run.errors))
            #expect(!run.errorLines.contains { $0.hasPrefix("x.flow") })
            // The runner decodes %0A back to the line feed; the other styles show it by code point.
            #expect(run.errors.contains(style == "github" ? "file=a%0Ax.flow%3A1%3A1%3A error%3A forged" : "a\\u{A}x.flow:1:1: error: forged"))
        }
    }

    @Test(arguments: [
        ["--\u{1B}[2J", "x.flow"], ["check", "a\n::stop-commands::x\u{202E}.flow"], ["explain", "Swipe\u{1B}]0;t\u{07}"],
        ["--format=\u{9B}1m", "x.flow"],
    ])
    func theCommandsOwnMessagesQuoteArgumentsByCodePoint(arguments: [String]) {
        let run = Flowmap(arguments)
        #expect(run.status == 2)
        #expect(Self.isClean(run.errors))
        #expect(run.errorLines.allSatisfy { !$0.hasPrefix("::") })
        #expect(run.errors.contains("\\u{"))
    }
}

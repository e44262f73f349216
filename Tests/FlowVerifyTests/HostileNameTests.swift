import FlowSyntax
import Testing

@testable import FlowVerify

/// A dump's names are as hostile as a flow's: quotes, a line feed and a bidi override in a label
/// reach every diagnostic style escaped, so that no line is forged and no text reversed.
@Suite struct HostileNameTests {
    static let hostile = "Say \"hi\"\n\u{202E}exe.txt"

    static func run() -> (Verification.Result, SourceSet) {
        let dump = SourceFile(
            path: "Sign in.xml",
            text: """
                <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="390" height="844">
                  <XCUIElementTypeWindow type="XCUIElementTypeWindow" x="0" y="0" width="390" height="844">
                    <XCUIElementTypeButton type="XCUIElementTypeButton" x="20" y="220" width="350" height="44" label="Continue"/>
                    <XCUIElementTypeButton type="XCUIElementTypeButton" x="20" y="280" width="350" height="44" label="Say &quot;hi&quot;&#10;&#x202E;exe.txt"/>
                  </XCUIElementTypeWindow>
                </XCUIElementTypeApplication>

                """)
        let flow = SourceFile(path: "sign\u{202E}in.flow", text: "screen \"Sign in\"\n  button \"Continue\"\n  button \"Say \\\"hi\\\"\"\n")
        let sources = SourceSet([flow, dump])
        return (Verification.run(sources, flows: 1), sources)
    }

    @Test func theHostileNameIsInTheDiagnostic() {
        let (result, _) = Self.run()
        // The flow's "Say \"hi\"" is the app's label renamed: its line feed and override differ.
        #expect(result.diagnostics.map(\.id) == [.problem(.differsInApp)], "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.first?.message.contains(Self.hostile) == true)
    }

    @Test(arguments: DiagnosticRenderer.Style.allCases)
    func everyStyleEscapesIt(_ style: DiagnosticRenderer.Style) {
        let (result, sources) = Self.run()
        let text = DiagnosticRenderer(style: style).render(result.diagnostics, in: sources)
        #expect(!text.unicodeScalars.contains("\u{202E}"), "\(text)")
        let lines = text.split(separator: "\n")
        switch style {
        case .github:
            #expect(lines.count == 1 && lines[0].hasPrefix("::error file="))
        case .short:
            // The error, its note at the dump and its help, each one line of its own.
            #expect(lines.count == 3 && lines[0].hasPrefix("sign") && lines[1].hasPrefix("Sign in.xml:4:"), "\(text)")
            #expect(lines.count == 3 && lines[2].hasPrefix("sign") && lines[2].contains(": note: "), "\(text)")
        case .rich:
            #expect(lines.first?.hasPrefix("sign") == true)
            #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") }, "\(text)")
        }
    }
}

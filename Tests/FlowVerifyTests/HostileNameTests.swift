import FlowImport
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

    /// A wrapped label goes on over the dump's next line: verify reads it as import does, one
    /// element whose line break the flow writes as a space.
    @Test func aWrappedLabelIsOneElement() throws {
        let dump = SourceFile(
            path: "Terms.txt",
            text: """
                Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, 0x600, {{16.0, 100.0}, {343.0, 40.0}}, label: 'I accept
                the terms'
                  Button, 0x601, {{16.0, 200.0}, {343.0, 44.0}}, label: 'Continue'

                """)
        let flow = SourceFile(path: "terms.flow", text: "screen \"Terms\"\n  text \"I accept the terms\"\n  button \"Continue\"\n")
        let draft = SourceFile(path: "draft.flow", text: try #require(DumpImport.run(SourceSet([dump])).draft))
        for declared in [flow, draft] {
            let sources = SourceSet([declared, dump])
            let result = Verification.run(sources, flows: 1)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
            #expect(!result.hasDrift && !result.hasDriftWarnings && !result.hasInputErrors)
        }
    }
}

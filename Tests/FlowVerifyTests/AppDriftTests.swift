import FlowImport
import FlowSyntax
import Foundation
import Testing

@testable import FlowVerify

/// `flowmap verify` on the real dumps of `../shared/dumps/`: each dump's own draft (what
/// `flowmap import` writes for it) matches it, and a copy of a dump with one label changed, one
/// element removed and one button turned into static text gives exactly those three.
@Suite struct AppDriftTests {
    static let dumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("../shared/dumps").standardizedFileURL

    /// The dumps that are whole screens (SOURCES.md: the others are `…-fragment-N`).
    static let wholeScreens: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dumps.path)) ?? []
        return names.filter { ($0.hasSuffix(".txt") || $0.hasSuffix(".xml")) && !$0.contains("-fragment-") }.sorted()
    }()

    static func dump(_ name: String) throws -> SourceFile {
        SourceFile(path: name, bytes: Array(try Data(contentsOf: dumps.appendingPathComponent(name))))
    }

    static func draft(of dump: SourceFile) throws -> SourceFile {
        let imported = DumpImport.run(SourceSet([dump]))
        return SourceFile(path: dump.path + ".flow", text: try #require(imported.draft, "\(dump.path) gives no draft"))
    }

    static func verify(_ flow: SourceFile, _ dump: SourceFile) -> (Verification.Result, SourceSet) {
        let sources = SourceSet([flow, dump])
        return (Verification.run(sources, flows: 1), sources)
    }

    @Test func thereAreWholeScreens() {
        #expect(Self.wholeScreens.count >= 6)
    }

    @Test(arguments: wholeScreens)
    func aDraftMatchesItsOwnDump(_ name: String) throws {
        let dump = try Self.dump(name)
        let (result, _) = Self.verify(try Self.draft(of: dump), dump)
        // A dump cut short says so (cut-dump); nothing else is reported.
        let reported = result.diagnostics.filter { $0.id != .problem(.cutDump) }
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(!result.hasDrift && !result.hasDriftWarnings && !result.hasInputErrors)
    }

    /// The Keyboards screen of iOS Settings with "Smart Punctuation" relabelled, the "Check
    /// Spelling" row removed, and the navigation bar's "General" button made static text.
    static func alteredKeyboards() throws -> SourceFile {
        var text = String(decoding: try dump("ios-settings-keyboards.xml").bytes, as: UTF8.self)
        text = text.replacingOccurrences(of: "label=\"Smart Punctuation\"", with: "label=\"Smart Quotes\"")
        var lines = text.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("<XCUIElementTypeCell") && $0.contains("name=\"Check Spelling\"") })
        let end = try #require(lines[row...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "</XCUIElementTypeCell>" })
        lines.removeSubrange(row...end)
        let button = try #require(lines.firstIndex { $0.contains("<XCUIElementTypeButton") && $0.contains("name=\"General\"") })
        lines[button] = lines[button].replacingOccurrences(of: "XCUIElementTypeButton", with: "XCUIElementTypeStaticText")
        lines[button + 1] = lines[button + 1].replacingOccurrences(of: "XCUIElementTypeButton", with: "XCUIElementTypeStaticText")
        return SourceFile(path: "altered.xml", text: lines.joined(separator: "\n"))
    }

    @Test func aChangedLabelARemovedRowAndAButtonMadeTextAreExactlyThree() throws {
        let flow = try Self.draft(of: try Self.dump("ios-settings-keyboards.xml"))
        let (result, sources) = Self.verify(flow, try Self.alteredKeyboards())
        let lines = String(decoding: flow.bytes, as: UTF8.self).components(separatedBy: "\n")
        func line(_ prefix: String) -> Int { (lines.firstIndex { $0.hasPrefix(prefix) } ?? -2) + 1 }
        let reported = result.diagnostics.map { diagnostic in
            "\(sources.location(of: diagnostic.span).line) \(diagnostic.severity.rawValue) \(diagnostic.id.rawValue)"
        }
        #expect(
            reported == [
                "\(line("    button \"General\"")) error differs-in-app",
                "\(line("  cell \"Smart Punctuation\"")) error differs-in-app",
                "\(line("  cell \"Check Spelling\"")) error missing-in-app",
            ], "\(result.diagnostics.map(\.message))")
        #expect(result.hasDrift && !result.hasInputErrors)
        let general = try #require(result.diagnostics.first)
        #expect(general.pattern == .semanticControl)
        #expect(general.message == "button 'General' differs in the app: it is static text: a Semantic Control the flow hides")
        #expect(result.diagnostics[1].message == "cell 'Smart Punctuation' differs in the app: its name is 'Smart Quotes'")
        // Each points at the flow's line, with a note at the dump's (file 1).
        for diagnostic in result.diagnostics {
            #expect(diagnostic.span.file == 0)
            #expect(diagnostic.notes.count == 1 && diagnostic.notes[0].span?.file == 1)
        }
        let renamed = try #require(result.diagnostics[1].notes.first?.span)
        let dumpLine = String(decoding: sources[1].bytes, as: UTF8.self).components(separatedBy: "\n")[sources.location(of: renamed).line - 1]
        #expect(dumpLine.contains("<XCUIElementTypeCell") && dumpLine.contains("Smart Quotes"))
    }

    /// §10.1: a row with a switch is the toggle, so a disabled switch is a row that is not
    /// enabled; the chevrons UIKit always disables (every other row here) say nothing.
    @Test func aDisabledSwitchMakesItsRowNotEnabled() throws {
        let original = try Self.dump("ios-settings-keyboards.xml")
        let text = String(decoding: original.bytes, as: UTF8.self)
        let switchTag = #"<XCUIElementTypeSwitch type="XCUIElementTypeSwitch" enabled="true" visible="true" x="319" y="776""#
        #expect(text.contains(switchTag))
        let disabled = SourceFile(
            path: "disabled.xml", text: text.replacingOccurrences(of: switchTag, with: switchTag.replacingOccurrences(of: "enabled=\"true\"", with: "enabled=\"false\"")))
        let draft = String(decoding: try Self.draft(of: disabled).bytes, as: UTF8.self)
        #expect(draft.contains("  cell \"Slide to Type\" value \"On\" traits not-enabled accessory switch"), "\(draft)")
        #expect(draft.components(separatedBy: "not-enabled").count == 2, "\(draft)")
        // The draft of the app as it was, verified against the app with the switch disabled.
        let (result, sources) = Self.verify(try Self.draft(of: original), disabled)
        #expect(result.diagnostics.map { "\($0.severity.rawValue) \($0.id.rawValue)" } == ["warning differs-in-app"], "\(result.diagnostics.map(\.message))")
        #expect(result.diagnostics.first.map { sources.location(of: $0.span).line } == draft.components(separatedBy: "\n").firstIndex { $0.contains("cell \"Slide to Type\"") }.map { $0 + 1 })
        #expect(!result.hasDrift && result.hasDriftWarnings)
    }

    /// A name the flow declares that is nowhere near in the app is missing, with the app's
    /// closest names as a did-you-mean; the app's control is one the flow omits.
    @Test func aMissingElementSuggestsTheAppsClosestName() throws {
        let dump = SourceFile(
            path: "Sign in.txt",
            text: """
                Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, 0x2, {{20.0, 120.0}, {300.0, 21.0}}, label: 'Welcome back'
                  Button, 0x3, {{20.0, 220.0}, {350.0, 44.0}}, label: 'Continue'
                  Button, 0x4, {{20.0, 280.0}, {350.0, 44.0}}, label: 'Sign Up!'

                """)
        let flow = SourceFile(path: "sign-in.flow", text: "screen \"Sign in\"\n  button \"Sign up\"\n  text \"Welcome back\"\n  button \"Continue\"\n")
        let (result, _) = Self.verify(flow, dump)
        #expect(result.diagnostics.map(\.id) == [.problem(.missingInApp), .problem(.notInFlow)])
        #expect(result.diagnostics.first?.help == "did you mean 'Sign Up!'?")
        #expect(result.diagnostics.last?.message == "the app has button 'Sign Up!' after button 'Continue', which the flow does not declare")
    }

    /// Names are compared as VoiceOver reads them: case and runs of white space do not matter,
    /// and an inferred header is a `header` or a `text` alike.
    @Test func namesIgnoreCaseAndSpacesAndInferredHeadersFitText() throws {
        let dump = try Self.dump("babylon-login.txt")
        let flow = SourceFile(
            path: "login.flow",
            text: """
                screen "Log in"
                  group "Bar" traits navigation-bar
                    button "BACK"
                    text "Log   in"
                  field "email"
                  field "Password"
                  button "log in"

                """)
        let (result, _) = Self.verify(flow, dump)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    /// The parts flowmap adds itself pair with the app's when the dump has them, and are never
    /// missing: a cell's "More Info" button (§10.1: the accessory is compared instead), a pager's
    /// page control whatever the system calls it (§10.4), a medium sheet's grabber; nor is a
    /// page the pager does not show (§9.3).
    @Test(arguments: [true, false])
    func insertedPartsAndLaterPagesCompareSensibly(_ dumpShowsParts: Bool) throws {
        var text = """
            Window (Main), 0x1, {{0.0, 0.0}, {390.0, 844.0}}
              Table, 0x2, {{0.0, 0.0}, {390.0, 400.0}}
                Cell, 0x3, {{0.0, 100.0}, {390.0, 44.0}}
                  StaticText, 0x4, {{20.0, 110.0}, {100.0, 21.0}}, label: 'Wi-Fi'
                  Button, 0x5, {{340.0, 100.0}, {44.0, 44.0}}, label: 'More Info'
              Image, 0x6, {{0.0, 400.0}, {390.0, 200.0}}, label: 'Sunset'
              PageIndicator, 0x7, {{100.0, 610.0}, {190.0, 26.0}}, value: page 1 of 2
              Button, 0x8, {{20.0, 700.0}, {350.0, 44.0}}, label: 'Done'

            """
        if !dumpShowsParts {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("PageIndicator") }.joined(separator: "\n")
        }
        let flow = SourceFile(
            path: "photos.flow",
            text: """
                screen "Photos" sheet medium
                  cell "Wi-Fi" accessory info
                  group "Pager" pages page-control
                    image "one" label "Sunset"
                    image "two" label "Beach"
                  button "Done"

                """)
        let (result, _) = Self.verify(flow, SourceFile(path: "Photos.txt", text: text))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        // The app's page control is one the flow would otherwise omit.
        let noControl = SourceFile(path: "photos.flow", text: String(decoding: flow.bytes, as: UTF8.self).replacingOccurrences(of: " page-control", with: ""))
        let (omitted, _) = Self.verify(noControl, SourceFile(path: "Photos.txt", text: text))
        #expect(omitted.diagnostics.map(\.id) == (dumpShowsParts ? [.problem(.notInFlow)] : []))
        // A row without its detail button has another accessory: one difference, at the cell,
        // and no "More Info" button missing.
        let noInfo = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("More Info") }
        let (accessory, _) = Self.verify(flow, SourceFile(path: "Photos.txt", text: noInfo.joined(separator: "\n")))
        #expect(accessory.diagnostics.map(\.message) == ["cell 'Wi-Fi' differs in the app: it has no accessory"])
    }

    /// The same diagnostics, in the same order, whatever order the flows and the dumps come in.
    @Test func theOrderOfTheFilesChangesNothing() throws {
        let settings = try Self.dump("ios-settings-top.xml")
        let keyboards = try Self.alteredKeyboards()
        let settingsFlow = try Self.draft(of: settings)
        let keyboardsFlow = try Self.draft(of: try Self.dump("ios-settings-keyboards.xml"))
        // Each dump is paired by the name the import gives it.
        let renderer = DiagnosticRenderer(style: .short)
        let one = SourceSet([settingsFlow, keyboardsFlow, settings, keyboards])
        let other = SourceSet([keyboardsFlow, settingsFlow, keyboards, settings])
        let first = renderer.render(Verification.run(one, flows: 2).diagnostics, in: one)
        let second = renderer.render(Verification.run(other, flows: 2).diagnostics, in: other)
        #expect(first == second)
        #expect(first.components(separatedBy: "\n").filter { $0.contains(": error: ") }.count == 3, "\(first)")
    }
}

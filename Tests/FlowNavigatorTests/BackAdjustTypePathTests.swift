import Foundation
import Testing
import FlowSyntax
import FlowProgram
@testable import FlowNavigator

/// Alerts, escape, `back`, `adjust` and `type` (navigator-model.md §9.1, §9.2), path by path.
@Suite struct BackAdjustTypePathTests {
    static func compile(_ text: String) -> (paths: [TaskPaths], diagnostics: [Diagnostic]) {
        let result = Frontend.run(SourceSet([SourceFile(path: "t.flow", bytes: Array(text.utf8))]))
        return (PathCompiler(program: result.program).compile(), result.diagnostics)
    }

    static func path(_ paths: [TaskPaths], _ task: String, _ profile: Profile) -> ProfilePath? {
        paths.first { $0.task.name == task }?.profiles.first { $0.profile == profile }
    }

    static let inbox = """
        screen "Inbox"
          header "Inbox"
          link "Ana" -> "Message"
          link "Ben" -> "Message"
          button "Compose" -> "Compose"
        screen "Message"
          header "Message"
          button "Reply"
          button "Delete" -> "Delete message?"
        screen "Delete message?" alert
          button "Cancel" escape -> "Message"
          button "Delete" -> "Inbox"
        screen "Compose"
          field "To"

        """

    /// Focus returns to the row that opened the screen, so the next step moves from there.
    @Test func backReturnsFocusToTheOpener() throws {
        let result = Self.compile(
            Self.inbox + """
                task "Open Ben, then compose"
                  start "Inbox"
                  activate "Ben"
                  back
                  activate "Compose"
                """)
        #expect(result.diagnostics.isEmpty)
        let voiceOver = try #require(Self.path(result.paths, "Open Ben, then compose", .voiceover))
        // Swipe right ×2, double-tap; scrub; swipe right ×1 (Ben → Compose), double-tap.
        #expect(voiceOver.steps == 6)
        #expect(voiceOver.path.map(\.kind).contains(.scrub))
        let keyboard = try #require(Self.path(result.paths, "Open Ben, then compose", .keyboard))
        // Tab, Space; back; Tab, Space.
        #expect(keyboard.steps == 5)
        let switchControl = try #require(Self.path(result.paths, "Open Ben, then compose", .switchControl))
        // Scan, Select, Tap; Select, Scan, Select; Scan, Select, Tap.
        #expect(switchControl.steps == 9)
    }

    /// Leaving an alert for the screen that presented it returns there; `back` then goes on to
    /// the screen before.
    @Test func anAlertIsNotOnTheWayBack() throws {
        let result = Self.compile(
            Self.inbox + """
                task "Change your mind, then go back"
                  start "Inbox"
                  activate "Ana"
                  activate "Delete"
                  activate "Cancel"
                  back
                  activate "Compose"
                """)
        #expect(result.diagnostics.isEmpty)
        let touch = try #require(Self.path(result.paths, "Change your mind, then go back", .touch))
        #expect(touch.status == .ok)
        #expect(touch.path.last?.screen == "Inbox")
    }

    /// The escape is taken only when it is cheaper than reaching the button: on an alert whose
    /// first stop is Cancel, VoiceOver double-taps it.
    @Test func escapeIsTakenWhenCheaper() throws {
        let result = Self.compile(
            Self.inbox + """
                task "Cancel at once"
                  start "Delete message?"
                  activate "Cancel"
                task "Delete, then cancel"
                  start "Message"
                  activate "Delete"
                  activate "Cancel"
                """)
        let atOnce = try #require(Self.path(result.paths, "Cancel at once", .voiceover))
        #expect(atOnce.path.map(\.kind) == [.doubleTap])
        let keyboard = try #require(Self.path(result.paths, "Cancel at once", .keyboard))
        #expect(keyboard.path.map(\.kind) == [.key(.space)])
        let later = try #require(Self.path(result.paths, "Delete, then cancel", .switchControl))
        // Switch Control has no escape: it reaches the button.
        #expect(!later.path.contains { $0.kind == .scrub || $0.kind == .key(.escape) })
    }

    @Test func adjustingCountsIncrementsEachWay() throws {
        let result = Self.compile(
            """
            screen "Display"
              slider "Brightness" value "0.5" range 0 1
              stepper "Copies" value "4" range 1 9
            task "Dim"
              start "Display"
              adjust "Brightness" to 0.2
            task "Fewer copies"
              start "Display"
              adjust "Copies" to 1
            """)
        #expect(result.diagnostics.isEmpty)
        let dim = try #require(Self.path(result.paths, "Dim", .voiceover))
        #expect(dim.path.map(\.kind) == [.swipe(.down)])
        #expect(dim.steps == 3)
        let voice = try #require(Self.path(result.paths, "Fewer copies", .voiceControl))
        #expect(voice.path.map(\.kind) == [.say(.decrementBy("Copies", 3))])
        let pointer = try #require(Self.path(result.paths, "Fewer copies", .pointer))
        #expect(pointer.status == .ok && pointer.steps == 3)
        let keyboard = try #require(Self.path(result.paths, "Fewer copies", .keyboard))
        // A native stepper's arrows are documented: no unverified rule.
        #expect(keyboard.path.allSatisfy { $0.unverified.isEmpty })
    }

    @Test func incrementsRoundToTheStepThatReachesTheValue() {
        #expect(Adjustment.increments(from: 0.5, to: 0.2, step: 0.1) == -3)
        #expect(Adjustment.increments(from: 20, to: 40, step: 5) == 4)
        #expect(Adjustment.increments(from: 0, to: 7, step: 5) == 2)
        #expect(Adjustment.firstNumber(in: "50%") == 50)
        #expect(Adjustment.firstNumber(in: "Level 3 of 7") == 3)
        #expect(Adjustment.firstNumber(in: "Off") == nil)
        // Read byte by byte when ASCII, by Characters otherwise: the same answers.
        #expect(Adjustment.firstNumber(in: "v1.2.3") == 1.2)
        #expect(Adjustment.firstNumber(in: "5. of them") == 5)
        #expect(Adjustment.firstNumber(in: ".5") == 5)
        #expect(Adjustment.firstNumber(in: "0.1") == 0.1)
        #expect(Adjustment.firstNumber(in: "12\u{301}") == 1)
        #expect(Adjustment.firstNumber(in: "é 42") == 42)
        #expect(Adjustment.firstNumber(in: "7\r\n8") == 7)
    }

    @Test func typingIsOneStepAfterTheActivation() throws {
        let result = Self.compile(
            """
            screen "Sign in"
              field "Email"
            task "Type the address"
              start "Sign in"
              type "ana@example.com" in "Email"
            """)
        for profile in Profile.allCases {
            let path = try #require(Self.path(result.paths, "Type the address", profile))
            #expect(path.status == .ok)
            // Already on the field, the activation still counts: 1 (Switch Control 2), then 1.
            #expect(path.steps == (profile == .switchControl ? 3 : 2), "\(profile)")
        }
        let voice = try #require(Self.path(result.paths, "Type the address", .voiceControl))
        #expect(voice.path.last?.kind == .say(.type("ana@example.com")))
    }

    /// grammar.md's example of section 6.3 compiles without a diagnostic.
    @Test func grammarExampleCompiles() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("grammar.md").path
        let document = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(document.range(of: "```flow\nscreen \"Settings\"\n  header \"Settings\"\n  link \"Sounds\""))
        let end = try #require(document.range(of: "```", range: start.upperBound..<document.endIndex))
        let text = String(document[document.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let result = Self.compile(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.paths.first?.profiles.allSatisfy { $0.status == .ok || $0.profile == .pointer } == true)
    }
}

extension BackAdjustTypePathTests {
    /// A field whose `->` opens a screen is a screen `back` returns from, to the field.
    @Test func backReturnsToAFieldThatNavigated() throws {
        let result = Self.compile(
            """
            screen "Search"
              header "Search"
              field "Query" -> "Results"
              button "Clear"
            screen "Results"
              header "Results"
            task "Search and come back"
              start "Search"
              type "mug" in "Query"
              back
              activate "Clear"
            """)
        #expect(result.diagnostics.isEmpty)
        let keyboard = try #require(Self.path(result.paths, "Search and come back", .keyboard))
        // Space, Type; back; Tab (Query → Clear), Space.
        #expect(keyboard.steps == 5)
    }
}

extension BackAdjustTypePathTests {
    static func rules(_ path: ProfilePath?) -> Set<String> {
        Set(path?.path.flatMap { $0.unverified.map(\.id) } ?? [])
    }

    /// §9.2's unverified rules, each flagged where a path relies on it and only there.
    @Test func backAndAdjustFlagTheirUnverifiedRules() {
        let result = Self.compile(
            """
            screen "Settings"
              link "Sounds" -> "Sounds"
              link "Display"
            screen "Sounds"
              slider "Volume" value "20%" range 0 100 by 5
            task "Louder, then back to Display"
              start "Settings"
              activate "Sounds"
              adjust "Volume" to 30
              back
              activate "Display"
            task "Louder, then back"
              start "Settings"
              activate "Sounds"
              back
            """)
        let task = "Louder, then back to Display"
        #expect(Self.rules(Self.path(result.paths, task, .keyboard)) == ["keyboard-back-command", "focus-returns-to-opener"])
        #expect(
            Self.rules(Self.path(result.paths, task, .switchControl))
                == ["switch-control-escape", "focus-returns-to-opener", "switch-control-adjusts-from-menu"])
        #expect(Self.rules(Self.path(result.paths, task, .voiceover)) == ["focus-returns-to-opener"])
        for profile in [Profile.touch, .voiceControl, .pointer, .largerText] {
            #expect(Self.rules(Self.path(result.paths, task, profile)).isEmpty, "\(profile)")
        }
        // Nothing follows the last `back`: no step relies on where focus returns.
        #expect(Self.rules(Self.path(result.paths, "Louder, then back", .voiceover)).isEmpty)
        #expect(Self.rules(Self.path(result.paths, "Louder, then back", .keyboard)) == ["keyboard-back-command"])
    }
}

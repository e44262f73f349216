import Foundation
import Testing
import FlowSyntax
import FlowProgram
@testable import FlowNavigator

/// Every step goes through the same ways (navigator-model.md §9.2): what an `adjust`, the
/// system's escape and `back` do, action by action, where the fixtures `adjust-ways`,
/// `system-ways` and `pager-state` count them.
@Suite struct StepWaysPathTests {
    static func kinds(_ text: String, _ task: String, _ profile: Profile) throws -> [StepKind] {
        let result = BackAdjustTypePathTests.compile(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(BackAdjustTypePathTests.path(result.paths, task, profile)).path.map(\.kind)
    }

    /// Touch turns to the slider's page, then drags; Voice Control says "Scroll right" first.
    @Test func adjustTurnsToTheSlidersPage() throws {
        let flow = """
            screen "Setup"
              group "Steps" pages
                group "Page 1"
                  button "Continue"
                group "Page 2"
                  slider "Volume" value "50%" range 0 100
            task "Louder"
              start "Setup"
              adjust "Volume" to 60
            """
        #expect(try Self.kinds(flow, "Louder", .touch) == [.turnPage(.swipe, forward: true), .gesture(.drag)])
        #expect(try Self.kinds(flow, "Louder", .voiceControl).first == .say(.scrollRight))
    }

    /// The star whose position is the value is tapped, once (§9.2), and VoiceOver swipes up
    /// from the selected one.
    @Test func touchTapsTheStarOfTheValue() throws {
        let flow = """
            screen "Review"
              group "Rating" ignore adjustable label "Rate your experience" value "2 stars" range 1 5 by 1
                button "1 star"
                button "2 stars" traits selected
                button "3 stars"
                button "4 stars"
                button "5 stars"
            task "Rate"
              start "Review"
              adjust "Rate your experience" to 4
            """
        let result = BackAdjustTypePathTests.compile(flow)
        let touch = try #require(BackAdjustTypePathTests.path(result.paths, "Rate", .touch))
        #expect(touch.path.map(\.kind) == [.tap])
        #expect(touch.path.first?.target == .name("4 stars"))
        let voiceOver = try #require(BackAdjustTypePathTests.path(result.paths, "Rate", .voiceover))
        #expect(voiceOver.path.map(\.kind) == [.swipe(.up)])
        #expect(voiceOver.path.first?.count == 2)
    }

    /// While a modal overlay is shown, the system's escape performs its own escape button.
    @Test func aModalOverlaysEscapeWins() throws {
        let flow = """
            screen "Editor"
              button "Done" escape -> "Drafts"
              group "Tip" overlay traits modal
                text "Drafts now sync."
                button "Learn more"
                button "Close" escape -> "Drafts"
            screen "Drafts"
              header "Drafts"
            task "Close the tip"
              start "Editor"
              activate "Close"
            """
        #expect(try Self.kinds(flow, "Close the tip", .voiceover) == [.scrub])
        #expect(try Self.kinds(flow, "Close the tip", .keyboard) == [.key(.escape)])
    }

    /// A screen pushed inside a sheet goes back to the sheet; the sheet itself is still left
    /// through its own buttons.
    @Test func backInsideASheetReturnsToTheSheet() {
        let flow = """
            screen "Calendar"
              button "Add event" -> "New Event"
            screen "New Event" sheet
              button "Cancel" -> "Calendar"
              link "Repeat" -> "Repeat"
            screen "Repeat"
              button "Every Week"
            task "Repeat, and back"
              start "Calendar"
              activate "Add event"
              activate "Repeat"
              back
              activate "Cancel"
            task "Back from the sheet"
              start "Calendar"
              activate "Add event"
              back
            """
        let result = BackAdjustTypePathTests.compile(flow)
        #expect(result.diagnostics.map(\.id) == [.problem(.backFromModal)])
        let task = result.paths.first { $0.task.name == "Repeat, and back" }
        #expect(task?.task.steps.last?.destination == 0)
        #expect(task?.profiles.allSatisfy { $0.status == .ok } == true)
    }
}

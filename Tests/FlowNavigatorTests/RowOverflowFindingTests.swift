import Testing
import FlowSyntax
@testable import FlowNavigator

/// What a Larger Text blocker says when a `row` whose fixed children do not fit at AX5 pushes its
/// target past the trailing edge (navigator-model.md §10.5): the screen scrolls, so the pattern's
/// usual "pushed off a screen that does not scroll" would be false. A row of text controls clips
/// them instead.
@Suite struct RowOverflowFindingTests {
    /// The Larger Text path of a task that deletes from the screen "Actions" of `screen`.
    static func largerText(_ screen: String) throws -> ProfilePath {
        let flow = screen + "task \"Delete\"\n  start \"Actions\"\n  activate \"Delete\"\n"
        let paths = BackAdjustTypePathTests.compile(flow).paths
        return try #require(BackAdjustTypePathTests.path(paths, "Delete", .largerText))
    }

    @Test func aRowPushingTheTargetSidewaysSaysSo() throws {
        let path = try Self.largerText(
            """
            screen "Actions" scrolls
              group "Row" row
                button icon "arrowshape.turn.up.left" label "Reply"
                button icon "arrowshape.turn.up.right" label "Forward"
                button icon "archivebox" label "Archive"
                toggle "Flag"
                button icon "flag" label "Flag"
                button icon "trash" label "Delete"

            """)
        #expect(path.status == .blocked)
        let finding = try #require(path.blockers.first)
        #expect(finding.pattern == .offscreenAtLargerText)
        #expect(finding.detail == OffscreenAtLargerText.pastEdgeEffect)
        #expect(!finding.detail.contains("does not scroll"))
    }

    @Test func aRowOfTextControlsClipsThemInsteadOfPushingThemOff() throws {
        let path = try Self.largerText(
            """
            screen "Actions" scrolls
              group "Row" row
                button "Reply"
                button "Forward"
                button "Archive"
                button "Delete"

            """)
        #expect(path.status == .ok)
        #expect(path.friction.map(\.pattern) == [.clippedAtLargerText])
    }

    @Test func aScreenThatDoesNotScrollKeepsThePatternsEffect() throws {
        let longText = String(repeating: "A sentence long enough to wrap at the largest size. ", count: 12)
        let path = try Self.largerText(
            """
            screen "Actions"
              text "\(longText)"
              text "\(longText)"
              button "Delete"

            """)
        #expect(path.status == .blocked)
        let finding = try #require(path.blockers.first)
        #expect(finding.detail == Pattern.offscreenAtLargerText.effect(on: .largerText))
    }
}

import Testing
import FlowSyntax
import FlowProgram
@testable import FlowNavigator

/// The AX5 estimate's §9.1 rules: rows, pinned groups and tab bars (navigator-model.md §6, §9.1).
@Suite struct LargerTextLayoutTests {
    static func layout(_ text: String) throws -> (Screen, LargerTextLayout) {
        let result = Frontend.run(SourceSet([SourceFile(path: "l.flow", text: text)]))
        let screen = try #require(result.program.screens.first)
        return (screen, LargerTextLayout(screen))
    }

    @Test func aRowThatDoesNotReflowPushesWideControlsPastTheEdge() throws {
        let (screen, layout) = try Self.layout("""
            screen "S" scrolls
              group "Actions" row
                button "Reply"
                button "Forward"
                button "Archive"
            """)
        #expect(layout.pastEdge == [false, false, false, true])
        // Side by side: every child starts at the row's top.
        #expect(Set(layout.tops[1...]).count == 1)
        _ = screen
    }

    @Test func aRowThatReflowsStacksItsChildren() throws {
        let (_, layout) = try Self.layout("""
            screen "S" scrolls
              group "Actions" row reflows
                button "Reply"
                button "Forward"
                button "Archive"
            """)
        #expect(!layout.pastEdge.contains(true))
        #expect(layout.tops[1] < layout.tops[2] && layout.tops[2] < layout.tops[3])
    }

    @Test func textInARowWrapsWithinItsShareAndIsNeverPushedOff() throws {
        let (_, layout) = try Self.layout("""
            screen "S" scrolls
              group "Sender" row
                text "From Ben Carter, about the invoice"
                text "Yesterday"
              button "Next"
            """)
        #expect(!layout.pastEdge.contains(true))
        // The row is as tall as its taller child, which wraps in half the width.
        let half = LargerTextLayout.height(
            of: try Self.layout("screen \"T\"\n  text \"From Ben Carter, about the invoice\"\n").0.elements[0], hasChildren: false,
            width: (LargerTextLayout.contentWidth - LargerTextLayout.rowSpacing) / 2)
        #expect(layout.tops[3] == half)
    }

    @Test func aPinnedGroupIsNeverOffscreenAndTakesRoomFromTheOthers() throws {
        let paragraph = "Arrives on Thursday between nine and eleven in the morning, left at the front door."
        let (screen, layout) = try Self.layout("""
            screen "S"
              text "\(paragraph)"
              text "\(paragraph)"
              button "Help"
              group "Bar" pinned
                button "Pay"
            """)
        #expect(!layout.isOffscreen(4, on: screen))
        #expect(layout.pinnedHeight > 0)
        #expect(layout.isOffscreen(2, on: screen) == (layout.tops[2] >= LargerTextLayout.usableHeight - layout.pinnedHeight))
    }

    @Test func aTabBarIsPinnedAndItsItemsKeepTheirSize() throws {
        let (_, layout) = try Self.layout("""
            screen "S"
              group "Tabs" traits tab-bar
                button "Mail" truncates
            """)
        #expect(layout.pinned == [true, true])
        #expect(layout.keepsSize == [true, true])
        #expect(layout.pinnedHeight == LargerTextLayout.tabBarHeight)
    }
}

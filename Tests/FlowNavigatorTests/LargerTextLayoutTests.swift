import Testing
import FlowSyntax
import FlowProgram
@testable import FlowNavigator

/// The AX5 estimate's rules: rows, pinned groups and tab bars (navigator-model.md §6, §9.1), and
/// §10.5's rows of flexible and fixed children, caps and maps.
@Suite struct LargerTextLayoutTests {
    static func layout(_ text: String) throws -> (Screen, LargerTextLayout) {
        let result = Frontend.run(SourceSet([SourceFile(path: "l.flow", text: text)]))
        let screen = try #require(result.program.screens.first)
        return (screen, LargerTextLayout(screen))
    }

    @Test func aRowOfTextControlsClipsThemInsteadOfPushingThemOff() throws {
        let (_, layout) = try Self.layout("""
            screen "S" scrolls
              group "Actions" row
                button "Reply"
                button "Forward"
                button "Archive"
            """)
        #expect(!layout.pastEdge.contains(true))
        // A third of 361 pt less the spacing is narrower than "Forward" at 27.6 pt a glyph.
        #expect(layout.clipped == [false, true, true, true])
        // Side by side: every child starts at the row's top.
        #expect(Set(layout.tops[1...]).count == 1)
    }

    @Test func fixedChildrenThatDoNotFitArePastTheEdgeAndAFieldNeverClips() throws {
        let (_, fits) = try Self.layout("""
            screen "S"
              group "Composer" row
                button icon "plus" label "Attach"
                field "Message"
                button icon "arrow.up.circle.fill" label "Send"
            """)
        // 66 + 66 + 16 pt of fixed children fit 361 pt: the field takes the rest.
        #expect(!fits.pastEdge.contains(true))
        #expect(!fits.clipped.contains(true))
        let (_, overflows) = try Self.layout("""
            screen "S"
              group "Tools" row
                button icon "a" label "A"
                button icon "b" label "B"
                button icon "c" label "C"
                toggle "D"
                button icon "e" label "E"
                button icon "f" label "F"
            """)
        // 5 × 66 + 51 + 5 × 8 = 421 pt: only the last starts inside and ends past 361.
        #expect(overflows.pastEdge == [false, false, false, false, false, false, true])
        let (_, framed) = try Self.layout("""
            screen "S"
              group "Tools" row
                button icon "a" label "A" size 44x44
                button icon "b" label "B" size 44x44
                button icon "c" label "C" size 44x44
                toggle "D"
                button icon "e" label "E" size 44x44
                button icon "f" label "F" size 44x44
            """)
        // A declared size is a fixed frame: 5 × 44 + 51 + 40 = 311 pt fits.
        #expect(!framed.pastEdge.contains(true))
    }

    @Test func capsHoldTheTextAtItsSize() throws {
        let paragraph = "Arrives on Thursday between nine and eleven in the morning, left at the front door."
        let (_, layout) = try Self.layout("""
            screen "S" scrolls
              group "Capped" caps xxxLarge
                text "\(paragraph)"
              text "\(paragraph)"
              button "Next"
            """)
        #expect(layout.metrics[1].textSize == 23)
        #expect(layout.metrics[2].textSize == 53)
        // The capped paragraph is shorter than the same paragraph at AX5.
        #expect(layout.tops[2] - layout.tops[1] < layout.tops[3] - layout.tops[2])
    }

    @Test func aMapsAnnotationsAreNeverOffscreen() throws {
        let paragraph = String(repeating: "A sentence long enough to wrap at the largest size. ", count: 12)
        let (screen, layout) = try Self.layout("""
            screen "S"
              text "\(paragraph)"
              group "Map view" map
                button "Blue Bottle"
            """)
        #expect(layout.keepsSize[2])
        #expect(!layout.isOffscreen(2, on: screen))
    }

    @Test func theDefaultSizeLaysOutSmallerThanAX5() throws {
        let result = Frontend.run(SourceSet([SourceFile(path: "l.flow", text: "screen \"S\"\n  text \"One two three four five six seven\"\n  button \"Next\"\n")]))
        let screen = try #require(result.program.screens.first)
        #expect(LargerTextLayout(screen, size: .large).tops[1] < LargerTextLayout(screen).tops[1])
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

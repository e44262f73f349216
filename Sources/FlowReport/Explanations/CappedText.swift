import FlowNavigator

extension Explanation {
    static let cappedText = Explanation(
        pattern: .cappedText,
        what: """
            Text whose size is capped below AX2, about 200% of the default size (UIKit's
            `maximumContentSizeCategory`, SwiftUI's `.dynamicTypeSize(...)`). Apple's own bars and players
            cap some of their text, and a cap keeps a layout from breaking; but text that a person with
            low vision sets to the largest size then stays small, and WCAG 1.4.4 asks that text can grow
            to 200%. flowmap lays capped text out at its cap when it estimates the largest text size, so
            the cap also hides what the screen would look like without it. Cap at AX2 or above, or not
            at all, and let the layout reflow instead.
            """,
        swiftUI: #"""
            Text(track.title)
                .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            """#,
        uiKit: #"""
            titleLabel.adjustsFontForContentSizeCategory = true
            titleLabel.maximumContentSizeCategory = .accessibilityLarge  // AX2
            """#,
        before: """
            screen "Now Playing"
              header "Now Playing" caps xxxLarge
              text "Blue in Green" caps xxxLarge
              button "Pause"

            task "Pause the song"
              start "Now Playing"
              activate "Pause"
            """,
        after: """
            screen "Now Playing"
              header "Now Playing" caps AX2
              text "Blue in Green" caps AX2
              button "Pause"

            task "Pause the song"
              start "Now Playing"
              activate "Pause"
            """)
}

import FlowNavigator

extension Explanation {
    static let leakyModal = Explanation(
        pattern: .leakyModal,
        what: """
            A banner, a consent sheet or a custom dialog drawn over the screen (an `overlay` group) that
            does not tell assistive technologies it is modal. Touch and the pointer cannot reach what it
            covers, yet VoiceOver swipes past its last button onto the screen behind it, Voice Control
            still shows names and numbers for what is covered, and Switch Control and the keyboard move
            behind it: people lose track of where they are and act on a screen they cannot see. Mark the
            overlay modal, so that the methods that read the accessibility tree see only its elements and
            start on its first one, and give it a way out.
            """,
        swiftUI: #"""
            RatingBanner()
                .accessibilityElement(children: .contain)
                .accessibilityAddTraits(.isModal)
            """#,
        uiKit: #"""
            bannerView.accessibilityViewIsModal = true
            UIAccessibility.post(notification: .screenChanged, argument: bannerView)
            """#,
        before: """
            screen "Home"
              header "Home"
              button "Orders"
              group "Rate us" overlay
            \(leakyModalBanner)
            """,
        after: """
            screen "Home"
              header "Home"
              button "Orders"
              group "Rate us" overlay traits modal
            \(leakyModalBanner)
            """)

    /// The banner's elements and the task, the same before and after.
    private static let leakyModalBanner = """
            text "Enjoying Leaf?"
            button "Rate"
            button "Not now"

        task "Dismiss the banner"
          start "Home"
          activate "Not now"
        """
}

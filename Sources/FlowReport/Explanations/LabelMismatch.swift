extension Explanation {
    static let labelMismatch = Explanation(
        pattern: .labelMismatch,
        what: """
            The accessible name does not begin with the words on screen, and no input label covers
            them: the button shows "Reorder", but its label is "Buy order 42 again". Voice Control users
            say what they see ("Tap Reorder") and nothing answers, so they fall back to numbers or the
            grid. VoiceOver users are not stopped, but a sighted VoiceOver user, or someone helping,
            hears a name that is not on the screen. Start the label with the visible text and add the
            detail after it, or list the visible words as an input label.
            """,
        swiftUI: #"""
            Button("Reorder") { reorder(order) }
                .accessibilityLabel("Reorder \(order.number)")   // starts with the visible word
                .accessibilityInputLabels(["Reorder", "Reorder \(order.number)"])
            """#,
        uiKit: #"""
            reorderButton.setTitle("Reorder", for: .normal)
            reorderButton.accessibilityLabel = "Reorder \(order.number)"   // starts with the visible word
            reorderButton.accessibilityUserInputLabels = ["Reorder", "Reorder \(order.number)"]
            """#,
        before: """
            screen "Order history"
              header "Order history"
              text "Order No. 42"
              button "Reorder" label "Buy order 42 again" -> "Checkout"

            screen "Checkout"
              header "Checkout"

            task "Reorder"
              start "Order history"
              activate "Reorder"
            """,
        after: """
            screen "Order history"
              header "Order history"
              text "Order No. 42"
              button "Reorder" label "Reorder 42" -> "Checkout"

            screen "Checkout"
              header "Checkout"

            task "Reorder"
              start "Order history"
              activate "Reorder"
            """)
}

extension Explanation {
    static let semanticControl = Explanation(
        pattern: .semanticControl,
        what: """
            Something people tap that is not a control: a `Text` or an `Image` with `onTapGesture`, a
            label with a tap gesture recognizer. For touch it looks and works like a button, but nothing
            tells assistive technologies that it can be activated. VoiceOver reads it as plain text,
            Voice Control gives it no name and no number, and Switch Control's item scanning and the
            keyboard's Tab pass over it. Make it a real `Button` (or `Link`); if the view has to stay,
            give it the button trait.
            """,
        swiftUI: #"""
            // Before: Text("Buy again").onTapGesture { buyAgain() }
            Button("Buy again") { buyAgain() }

            // If the view has to stay as it is:
            Text("Buy again")
                .onTapGesture { buyAgain() }
                .accessibilityAddTraits(.isButton)
            """#,
        uiKit: #"""
            // Best: a UIButton. If a label has to stay tappable:
            buyAgainLabel.isUserInteractionEnabled = true
            buyAgainLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(buyAgain)))
            buyAgainLabel.isAccessibilityElement = true
            buyAgainLabel.accessibilityTraits.insert(.button)
            """#,
        before: """
            screen "Past orders"
              header "Past orders"
              text "Order No. 40 · $3.20"
              text "Buy again"
                gesture tap "Buy again" -> "Checkout"

            screen "Checkout"
              header "Checkout"

            task "Buy an order again"
              start "Past orders"
              activate "Buy again"
            """,
        after: """
            screen "Past orders"
              header "Past orders"
              text "Order No. 40 · $3.20"
              button "Buy again" -> "Checkout"

            screen "Checkout"
              header "Checkout"

            task "Buy an order again"
              start "Past orders"
              activate "Buy again"
            """)
}

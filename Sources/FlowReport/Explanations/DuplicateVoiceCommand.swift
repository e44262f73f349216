extension Explanation {
    static let duplicateVoiceCommand = Explanation(
        pattern: .duplicateVoiceCommand,
        what: """
            Several controls on one screen answer to the same name: an "Edit" button in every section
            of a checkout. People who see the screen tell them apart by where they sit. Voice Control
            cannot: "Tap Edit" fits them all, so the user has to say "Show numbers" and read the right
            number off the screen. VoiceOver users hear the same name at several stops and must work
            out from the neighbours which one is which. Put the object in the name: "Edit address",
            "Edit payment".
            """,
        swiftUI: #"""
            Button("Edit address") { edit(.address) }
            Button("Edit payment") { edit(.payment) }
            // If the design keeps the short visible word, name the object after it:
            Button("Edit") { edit(.payment) }
                .accessibilityLabel("Edit payment")
                .accessibilityInputLabels(["Edit payment", "Change card"])
            """#,
        uiKit: #"""
            editAddressButton.setTitle("Edit address", for: .normal)
            editPaymentButton.setTitle("Edit payment", for: .normal)
            // Or keep the visible "Edit" and name the object after it:
            editPaymentButton.accessibilityLabel = "Edit payment"
            editPaymentButton.accessibilityUserInputLabels = ["Edit payment", "Change card"]
            """#,
        before: """
            screen "Checkout"
              header "Checkout"
              group "Address" contain
                text "1 Infinite Loop"
                button "Edit"
              group "Payment" contain
                text "Visa ending in 4242"
                button "Edit"
              button "Pay"

            task "Change the card"
              start "Checkout"
              activate "Edit" in "Payment"
            """,
        after: """
            screen "Checkout"
              header "Checkout"
              group "Address" contain
                text "1 Infinite Loop"
                button "Edit address"
              group "Payment" contain
                text "Visa ending in 4242"
                button "Edit payment"
              button "Pay"

            task "Change the card"
              start "Checkout"
              activate "Edit payment"
            """)
}

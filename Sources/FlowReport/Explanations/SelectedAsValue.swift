extension Explanation {
    static let selectedAsValue = Explanation(
        pattern: .selectedAsValue,
        what: """
            The chosen option says "Selected" through its accessibility value instead of carrying the
            selected trait. VoiceOver reads the string as typed, in the developer's language, rather
            than the selection state it announces in the user's own; anything that reads traits (Switch
            Control, UI tests, the Accessibility Inspector) sees nothing selected; and the value can no
            longer hold what belongs there, such as a price or a count. Use the trait.
            """,
        swiftUI: #"""
            Button { select(card) } label: { PaymentCardRow(card) }
                .accessibilityAddTraits(card.id == selectedCardID ? .isSelected : [])
            """#,
        uiKit: #"""
            if isChosen {
                cardButton.accessibilityTraits.insert(.selected)
            } else {
                cardButton.accessibilityTraits.remove(.selected)
            }
            cardButton.accessibilityValue = nil   // no "Selected" string
            """#,
        before: """
            screen "Payment"
              header "Payment method"
              button "Visa ending in 4242" value "Selected"
              button "Apple Pay"

            task "Pay with Apple Pay"
              start "Payment"
              activate "Apple Pay"
            """,
        after: """
            screen "Payment"
              header "Payment method"
              button "Visa ending in 4242" traits selected
              button "Apple Pay"

            task "Pay with Apple Pay"
              start "Payment"
              activate "Apple Pay"
            """)
}

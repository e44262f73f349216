extension Explanation {
    static let offscreenAtLargerText = Explanation(
        pattern: .offscreenAtLargerText,
        what: """
            At the largest accessibility text size (AX5, where body text is about three times its
            default size) the text above a control wraps into many lines and pushes the control below
            the bottom of a screen that cannot scroll. At the default size nothing looks wrong, which
            is why it slips through review. People who read with enlarged text and act by touch never
            see the button. Let the screen scroll, or keep the key action pinned in view.
            """,
        swiftUI: #"""
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Confirm your order").font(.title)
                    Text(orderSummary)
                    Button("Pay \(total)") { pay() }
                }
                .padding()
            }
            """#,
        uiKit: #"""
            scrollView.addSubview(contentStack)   // the header, the texts and the Pay button
            contentStack.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                contentStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                contentStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                contentStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                contentStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            ])
            """#,
        before: """
            screen "Confirm order"
            \(offscreenAtLargerTextContent)
            """,
        after: """
            screen "Confirm order" scrolls
            \(offscreenAtLargerTextContent)
            """)

    /// The screen's elements and the task, the same before and after: only whether it scrolls differs.
    private static let offscreenAtLargerTextContent = """
          header "Confirm your order"
          text "Three items from Leaf ship to 1 Infinite Loop, Cupertino, California, and arrive on Thursday between nine and eleven in the morning."
          text "Leaf plants a tree for every order. You can follow your tree's growth from the order page once our partners have planted it."
          text "Returns are free for thirty days. Keep the box: it doubles as a planter, and the return label is printed inside its flap."
          button "Pay $7.50"

        task "Confirm and pay"
          start "Confirm order"
          activate "Pay $7.50"
        """
}

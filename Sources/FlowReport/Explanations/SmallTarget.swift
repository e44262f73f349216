import FlowNavigator

extension Explanation {
    static let smallTarget = Explanation(
        pattern: .smallTarget,
        what: """
            A tap target smaller than 44 × 44 points, the minimum in Apple's Human Interface
            Guidelines. A small close button or a tight row of icons is hard to hit with a tremor,
            with limited dexterity or with low vision, and a pointer must land on it precisely.
            flowmap judges the hit region: a target with a side under \(SmallTarget.format(SmallTarget.frictionBelow)) pt \
            is friction, and one whose shorter side is under \(SmallTarget.format(SmallTarget.blockerBelow)) pt \
            (WCAG 2.2's minimum) and longer side under \(SmallTarget.format(SmallTarget.frictionBelow)) pt \
            a blocker for Touch and Larger Text. A list cell's row, its accessory and a standard bar
            item are never small. What must grow is the hit area, not the drawing: the icon can stay small
            inside a larger tappable frame.
            """,
        swiftUI: #"""
            Button(action: close) {
                Image(systemName: "xmark")
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Close")
            """#,
        uiKit: #"""
            NSLayoutConstraint.activate([
                closeButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
                closeButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
            closeButton.accessibilityLabel = "Close"
            """#,
        before: """
            screen "Cart"
              header "Cart"
              button icon "xmark" label "Close" size 24x24 -> "Shop"

            screen "Shop"
              header "Shop"

            task "Close the cart"
              start "Cart"
              activate "Close"
            """,
        after: """
            screen "Cart"
              header "Cart"
              button icon "xmark" label "Close" size 44x44 -> "Shop"

            screen "Shop"
              header "Shop"

            task "Close the cart"
              start "Cart"
              activate "Close"
            """)
}

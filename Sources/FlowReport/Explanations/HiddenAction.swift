extension Explanation {
    static let hiddenAction = Explanation(
        pattern: .hiddenAction,
        what: """
            The step's action exists only as a custom accessibility action (SwiftUI's
            `accessibilityAction(named:)`, UIKit's `accessibilityCustomActions`), with no control on
            screen. Custom actions are a good home for the secondary actions of a busy row, but they
            have no visible form: touch and pointer users cannot reach them at all, Voice Control
            reaches them only through "Show actions for", which nothing on screen suggests, and keyboard
            and Switch Control users must open an actions menu they have to know about. Keep the
            task's main action a visible button.
            """,
        swiftUI: #"""
            OrderSummary(order)
                .accessibilityElement(children: .combine)
            Button("Reorder") { reorder(order) }
                .accessibilityLabel("Reorder \(order.number)")
            // Keep .accessibilityAction(named:) for secondary actions only.
            """#,
        uiKit: #"""
            let reorderButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Reorder") { _ in
                reorder(order)
            })
            reorderButton.accessibilityLabel = "Reorder \(order.number)"
            // Secondary actions can stay custom:
            summaryView.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Share order") { _ in share(order); return true }
            ]
            """#,
        before: """
            screen "Orders"
              header "Orders"
              group "Order No. 42" ignore label "Order No. 42, delivered"
                action "Reorder" -> "Checkout"
                text "Order No. 42"
                text "Delivered"

            screen "Checkout"
              header "Checkout"

            task "Reorder"
              start "Orders"
              activate "Reorder"
            """,
        after: """
            screen "Orders"
              header "Orders"
              group "Order No. 42" combine
                text "Order No. 42"
                text "Delivered"
              button "Reorder" label "Reorder 42" -> "Checkout"

            screen "Checkout"
              header "Checkout"

            task "Reorder"
              start "Orders"
              activate "Reorder 42"
            """)
}

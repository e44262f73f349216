extension Explanation {
    static let swallowedControl = Explanation(
        pattern: .swallowedControl,
        what: """
            A button nested inside a control that spans a whole row: typically a SwiftUI
            `NavigationLink`, or a `Button` whose label is the entire cell. The row becomes one
            accessibility element and the buttons inside it lose theirs, so VoiceOver, Voice Control,
            Switch Control and the keyboard reach the row and never the cart or wishlist button in it;
            even a grid or point-scanning tap lands on the row. Let the link wrap only the summary and
            put the buttons beside it. Giving the row custom actions of the same names is the second
            best: the buttons then become a Hidden Action.
            """,
        swiftUI: #"""
            HStack {
                NavigationLink(value: product) {
                    ProductSummary(product)   // image, name, price
                }
                Button("Add to Cart", systemImage: "cart") { cart.add(product) }
                    .labelStyle(.iconOnly)
            }
            .accessibilityElement(children: .contain)
            """#,
        uiKit: #"""
            // The cell is not one element: its summary and its button are separate.
            cell.isAccessibilityElement = false
            cell.accessibilityElements = [cell.summaryView, cell.cartButton]
            cell.summaryView.isAccessibilityElement = true
            cell.summaryView.accessibilityTraits.insert(.button)   // opens the product
            cell.cartButton.accessibilityLabel = "Add to Cart"
            """#,
        before: """
            screen "Products" scrolls
              link "iPhone 17" -> "Product detail"
                text "iPhone 17"
                text "$999"
                button icon "cart" label "Add to Cart"

            \(swallowedControlDetail)
            """,
        after: """
            screen "Products" scrolls
              group "iPhone 17 row" contain
                link "iPhone 17" -> "Product detail"
                  text "iPhone 17"
                  text "$999"
                button icon "cart" label "Add to Cart"

            \(swallowedControlDetail)
            """)

    /// The screen the row leads to and the task, the same before and after.
    private static let swallowedControlDetail = """
        screen "Product detail"
          header "iPhone 17"

        task "Add to cart"
          start "Products"
          activate "Add to Cart"
        """
}

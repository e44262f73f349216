import FlowNavigator

extension Explanation {
    static let labelSoup = Explanation(
        pattern: .labelSoup,
        what: """
            An accessible name that is a paragraph: the product's name, price, rating, description and
            instructions, all in the label. VoiceOver reads the whole of it every time focus lands on
            the element, before the user can decide to move on, and Voice Control shows it as the name
            to say. flowmap flags labels of more than \(LabelSoup.maximumWords) words or \
            \(LabelSoup.maximumCharacters) characters. Keep the label to what
            the thing is; put details that change in the value and how to use it in the hint.
            """,
        swiftUI: #"""
            NavigationLink(value: product) { ProductRow(product) }
                .accessibilityLabel(product.name)
                .accessibilityValue("\(product.price), rated \(product.rating) of 5")
                .accessibilityHint("Opens the product page")
            """#,
        uiKit: #"""
            cell.accessibilityLabel = product.name
            cell.accessibilityValue = "\(product.price), rated \(product.rating) of 5"
            cell.accessibilityHint = "Opens the product page"
            """#,
        before: """
            screen "Products"
              header "Products"
              button "iPhone 17" label "iPhone 17, the newest iPhone, with a larger display, a faster chip and a better camera, from $999, rated 4.5 of 5" -> "Product detail"

            screen "Product detail"
              header "iPhone 17"

            task "Open the phone"
              start "Products"
              activate "iPhone 17"
            """,
        after: """
            screen "Products"
              header "Products"
              button "iPhone 17" value "$999, rated 4.5 of 5" hint "Opens the product page" -> "Product detail"

            screen "Product detail"
              header "iPhone 17"

            task "Open the phone"
              start "Products"
              activate "iPhone 17"
            """)
}

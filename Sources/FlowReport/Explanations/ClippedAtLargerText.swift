extension Explanation {
    static let clippedAtLargerText = Explanation(
        pattern: .clippedAtLargerText,
        what: """
            Text held to one line (`lineLimit(1)`, `numberOfLines = 1`) or placed in a view of fixed
            height. At the largest text size it no longer fits and is cut off with an ellipsis or
            hidden outright, so the person who enlarged the text in order to read it gets only its
            beginning. Let the text wrap and its container grow with it.
            """,
        swiftUI: #"""
            Text("Returns are free for thirty days")
                .font(.body)                                    // a text style, so it scales
                .fixedSize(horizontal: false, vertical: true)   // wraps instead of truncating
            // and no .lineLimit(1), no fixed .frame(height:)
            """#,
        uiKit: #"""
            policyLabel.font = .preferredFont(forTextStyle: .body)
            policyLabel.adjustsFontForContentSizeCategory = true
            policyLabel.numberOfLines = 0   // wraps; and no fixed height constraint
            """#,
        before: """
            screen "Cart" scrolls
              header "Cart"
              text "Returns are free for thirty days" truncates
              button "Check out"

            task "Read the return policy"
              start "Cart"
              find "Returns are free for thirty days"
            """,
        after: """
            screen "Cart" scrolls
              header "Cart"
              text "Returns are free for thirty days"
              button "Check out"

            task "Read the return policy"
              start "Cart"
              find "Returns are free for thirty days"
            """)
}

/// A cart: two buttons that share the name "Edit", app gestures of every kind (one on the
/// bottom edge, one padded away from the leading edge), a long press beside a button of the
/// same name, VoiceOver-only attributes in a block, and an element with an action.
struct CartScreen {
    let name: String
    let checkout: String
    let list: String
    /// The Pay button of the checkout screen the cart leads to.
    let pay: String
    let items: [String]
    let total: String
    let count: Int
    let safeArea: Bool
    let scrolls: Bool

    init(name: String, checkout: String, list: String, pay: String, random: inout SplitMix) {
        self.name = name
        self.checkout = checkout
        self.list = list
        self.pay = pay
        items = CorpusWords.items(2, &random)
        total = CorpusWords.price(&random)
        count = random.number(2...9)
        safeArea = random.chance(50)
        scrolls = random.chance(50)
    }

    /// 20 elements.
    var lines: [String] {
        FlowLines.screen(
            name, scrolls: scrolls, comment: "The cart, with a day picker that is dragged along the bottom edge.",
            header: "Cart",
            """
            group "Line 1"
              text "\(items[0])"
              button "Edit"
            group "Line 2"
              text "\(items[1])"
              button "Edit"
            group "Promo" combine
              text "Promo code"
              link "Apply code" -> "\(checkout)"
            image "photo"
              gesture pinch "Zoom"
              gesture double-tap "Like"
            group "Delivery" edge bottom\(safeArea ? " safe-area" : "")
              gesture drag "Next day"
              gesture drag "Previous day"
              text "Tomorrow"
            button icon "chevron.right" label "Next day"
            group "Shortcuts" edge leading safe-area
              gesture swipe "Back to list" -> "\(list)"
              text "Swipe for shortcuts"
            button "Remove all"
              gesture long-press "Remove all"
            text "Total \(total)"
              when voiceover
                label "Total, \(total)"
                hint "Includes tax"
            group "Summary" ignore label "\(count) items" value "\(total)"
            button "Check out" -> "\(checkout)" action "Check out with Pay" -> "\(checkout)"
            """)
    }

    func tasks(_ feature: String) -> [[String]] {
        [
            FlowLines.task("\(feature): edit and pay from \(name)", start: name, """
                activate "Edit" in "Line 2"
                activate "Next day"
                activate "Check out"
                activate "\(pay)"
                expect touch at most 4 steps
                """),
            FlowLines.task("\(feature): zoom and leave \(name)", start: name, """
                activate "Zoom"
                activate "Remove all"
                activate "Back to list"
                find "Previous page" in "Pages"
                waive voiceover "Zoom is also offered by the system magnifier"
                """),
        ]
    }
}

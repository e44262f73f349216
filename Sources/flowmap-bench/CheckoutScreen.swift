/// A checkout form: fields (one whose label may not say what is drawn), a picker, a payment
/// container with a disabled button, clipped terms, and a tip whose options collapse into one
/// adjustable element.
struct CheckoutScreen {
    let name: String
    let list: String
    let email: String
    let total: String
    let addressInput: Bool
    let terms: String
    let scrolls: Bool

    init(name: String, list: String, random: inout SplitMix) {
        self.name = name
        self.list = list
        email = random.pick(CorpusWords.emails)
        total = CorpusWords.price(&random)
        addressInput = random.chance(50)
        terms = CorpusWords.paragraph(&random)
        scrolls = random.chance(60)
    }

    var pay: String { "Pay \(total)" }

    /// 20 elements.
    var lines: [String] {
        FlowLines.screen(name, scrolls: scrolls, comment: "Checkout.", header: "Checkout", """
            field "Email" value "\(email)"
            field "Address" label "Shipping address"\(addressInput ? #" input "Address""# : "")
            picker "Delivery time" value "Morning"
              button "Morning"
              button "Afternoon"
              button "Evening"
            group "Payment" contain
              header "Pay with"
              button "Card" traits selected
              button "Apple Pay"
              button "Edit payment" traits not-enabled
            toggle "Save details" value "On"
            text "\(terms)" fixed-height
            text "Order total"
              value "\(total)"
            group "Tip" ignore label "Tip" adjustable
              button "10%"
              button "15%" traits selected
              button "20%"
            button "\(pay)" -> "\(list)" size 44x44
            """)
    }

    func tasks(_ feature: String) -> [[String]] {
        [
            FlowLines.task("\(feature): pay on \(name)", start: name, """
                type "\(email)" in "Email"
                choose "Evening" in "Delivery time"
                choose "20%" in "Tip"
                activate "\(pay)"
                expect switch-control at most 40 steps
                """),
            FlowLines.task("\(feature): change payment on \(name)", start: name, """
                activate "Apple Pay" in "Payment"
                activate "Save details"
                find "Order total"
                activate "Address"
                """),
        ]
    }
}

/// A product list in the tour's three versions at once: a row-wide link whose buttons are
/// swallowed (one offered again as an action), a row combined only for VoiceOver, collapsed
/// filter options, and native controls.
struct ProductsScreen {
    let name: String
    let header: String
    let detail: String
    let items: [String]
    let prices: [String]
    let promo: String
    let priceLimit: String
    let stateInLabel: Bool

    init(name: String, header: String, detail: String, random: inout SplitMix) {
        self.name = name
        self.header = header
        self.detail = detail
        items = CorpusWords.items(2, &random)
        prices = [CorpusWords.price(&random), CorpusWords.price(&random)]
        promo = random.pick(CorpusWords.promotions)
        priceLimit = CorpusWords.price(&random)
        stateInLabel = random.chance(40)
    }

    /// 20 elements.
    var lines: [String] {
        FlowLines.screen(
            name, scrolls: true, comment: "\(header): rows that link to the product, with quick actions.",
            header: header,
            """
            link "\(items[0])" -> "\(detail)"
              action "Add to Wishlist"
              text "\(items[0])"
              text "\(prices[0])"
              button icon "cart" label "Add to Cart"
              button icon "heart" label "Add to Wishlist"
            group "\(items[1]) row" contain
              when voiceover combine
              link "\(items[1])" -> "\(detail)"
                text "\(items[1])"
                text "\(prices[1])"
              button icon "cart" label "Add \(items[1]) to Cart"
            group "Filters" ignore label "Filters" adjustable
              button "All" traits selected
              button "New"
              button "Sale"
            button "Sort" \(stateInLabel ? #"label "Sort, selected""# : #"value "Price, low to high""#)
            text "\(promo)"
              traits static-text
            toggle "Show sold out" value "Off"
            stepper "Columns" value "2" range 1 4
            slider "Price limit" value "\(priceLimit)"
            """)
    }

    func tasks(_ feature: String, variant: Int) -> [[String]] {
        if variant == 0 {
            return [
                FlowLines.task("\(feature): wish for a product on \(name)", start: name, """
                    activate "Add to Wishlist"
                    activate "\(items[1])"
                    choose "Blue" in "Colors"
                    """),
                FlowLines.task("\(feature): filter and add on \(name)", start: name, """
                    choose "Sale" in "Filters"
                    activate "Add to Cart"
                    waive voiceover "The row is being split into separate buttons"
                    """),
            ]
        }
        return [
            FlowLines.task("\(feature): buy from \(name)", start: name, """
                activate "Add \(items[1]) to Cart"
                find "\(promo)"
                activate "\(items[0])"
                activate "Buy"
                """),
            FlowLines.task("\(feature): show sold out on \(name)", start: name, """
                activate "Show sold out"
                adjust "Columns" to 3
                expect keyboard at most 12 steps
                """),
        ]
    }
}

/// A product page: a pager of photos, long paragraphs that push controls off a screen that does
/// not scroll at the largest text size, options adjustable only for VoiceOver, a picker, a
/// stepper with a range, and a button whose label may not start with its visible text.
struct DetailScreen {
    let name: String
    let cart: String
    let scrolls: Bool
    let paragraphs: [String]
    let heroHeight: Int
    let rating: Int
    let buyLabel: String
    let quantity: Int

    init(name: String, cart: String, random: inout SplitMix) {
        self.name = name
        self.cart = cart
        scrolls = random.chance(70)
        paragraphs = [CorpusWords.paragraph(&random), CorpusWords.paragraph(&random)]
        heroHeight = random.pick([180, 200, 240])
        rating = random.number(1...5)
        buyLabel = random.chance(40) ? "Purchase now" : "Buy now"
        quantity = random.number(2...4)
    }

    /// 20 elements, two of them the pager's repeated photo.
    var lines: [String] {
        FlowLines.screen(name, scrolls: scrolls, comment: "The product page.", header: "Product details", """
            group "Photos" pages
              image "hero" label "Photo {n} of 2" size 393x\(heroHeight) repeat 2
            text "\(paragraphs[0])"
            text "\(paragraphs[1])"
            group "Colors" contain
              when voiceover ignore label "Available colors" adjustable
              text "Color"
              button "Blue" traits selected
              button "Black"
              button "Pink"
            picker "Size" value "M"
              button "S"
              button "M"
              button "L"
            stepper "Quantity" value "1" range 1 10
            toggle "Gift wrap" value "Off"
            image "stars" label "Rating: \(rating) of 5"
            button "Add to Cart" -> "\(cart)"
            button "Buy" label "\(buyLabel)" -> "\(cart)"
            """)
    }

    func tasks(_ feature: String, variant: Int) -> [[String]] {
        if variant == 0 {
            return [
                FlowLines.task("\(feature): pick options on \(name)", start: name, """
                    choose "Pink" in "Colors"
                    choose "L" in "Size"
                    activate "Add to Cart"
                    expect voiceover at most 20 steps
                    """),
                FlowLines.task("\(feature): gift and buy on \(name)", start: name, """
                    find "Photo 2 of 2"
                    activate "Gift wrap"
                    activate "Buy"
                    """),
            ]
        }
        return [
            FlowLines.task("\(feature): check and buy on \(name)", start: name, """
                adjust "Quantity" to \(quantity)
                find "Color" in "Colors"
                activate "Buy"
                \(scrolls ? "" : #"waive larger-text "The page scrolls in the next release""#)
                """),
            FlowLines.task("\(feature): black one to checkout from \(name)", start: name, """
                choose "Black" in "Colors"
                activate "Add to Cart"
                back
                activate "Buy"
                """),
        ]
    }
}

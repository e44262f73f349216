/// A list screen: combined rows copied from the feature's "Row" component (each with a
/// swipe-only Delete), a row-wide link that swallows a button, an icon that may have no label,
/// a small target, and a link to another feature's file.
struct ListScreen {
    let name: String
    let header: String
    let detail: String
    let settings: String
    /// A list screen of another feature, declared in another file of the program.
    let elsewhere: String
    let elsewhereTitle: String
    let items: [String]
    let prices: [String]
    let shown: Int
    let labelledIcon: Bool
    let plusSize: String

    init(
        name: String, header: String, detail: String, settings: String, elsewhere: String, elsewhereTitle: String,
        random: inout SplitMix
    ) {
        self.name = name
        self.header = header
        self.detail = detail
        self.settings = settings
        self.elsewhere = elsewhere
        self.elsewhereTitle = elsewhereTitle
        items = CorpusWords.items(3, &random)
        prices = [CorpusWords.price(&random), CorpusWords.price(&random)]
        shown = random.number(12...240)
        labelledIcon = random.chance(60)
        plusSize = random.chance(30) ? "30x30" : "44x44"
    }

    /// The row both list screens of a feature copy: 4 elements; `{1}` is its number, `{2}` the
    /// product and `{3}` its price.
    static let rowComponent = [
        "# A row of a list: the product, its price and Edit; Delete is a swipe, Archive a swipe action.",
        "component \"Row\"",
        "  group \"Row {1}\" combine",
        "    text \"{2}\"",
        "    text \"{3}\"",
        "    button \"Edit\" label \"Edit {2}\"",
        "    gesture swipe \"Delete\"",
        "    swipe-action \"Archive\"",
    ]

    /// 20 elements, 8 of them from two copies of `rowComponent`.
    var lines: [String] {
        FlowLines.screen(
            name, scrolls: true, comment: "\(header): everything in one scrolling list.", header: header,
            """
            field "Search \(header)" hint "Filters the list"
            use "Row" with "1", "\(items[0])", "\(prices[0])"
            use "Row" with "2", "\(items[1])", "\(prices[1]) · in stock"
            link "\(items[2])" -> "\(detail)"
              image "thumbnail" hidden
              text "\(items[2])"
              button icon "heart" label "Add to Wishlist"
            button icon "gearshape"\(labelledIcon ? #" label "Settings""# : "") -> "\(settings)"
            button icon "plus" label "New item" size \(plusSize)
            text "Showing \(shown) items" truncates
            group "Pages" contain
              button "Previous page"
              link "More in \(elsewhereTitle)" -> "\(elsewhere)"
            """)
    }

    /// Two tasks; `variant` picks which two, so that both copies of the screen differ.
    func tasks(_ feature: String, variant: Int) -> [[String]] {
        if variant == 0 {
            return [
                FlowLines.task("\(feature): edit and delete on \(name)", start: name, """
                    activate "Edit \(items[0])"
                    activate "Delete" in "Row 2"
                    waive pointer "Deleting is also offered on the web"
                    """),
                FlowLines.task("\(feature): open \(items[2]) from \(name)", start: name, """
                    type "\(items[2].lowercased())" in "Search \(header)"
                    activate "\(items[2])"
                    activate "Add to Cart"
                    expect voiceover at most 25 steps
                    """),
            ]
        }
        return [
            FlowLines.task("\(feature): settings from \(name)", start: name, """
                activate icon "gearshape"
                activate "Notifications"
                \(labelledIcon ? "" : #"waive voiceover "The settings icon gets its label in the next release""#)
                """),
            FlowLines.task("\(feature): browse from \(name)", start: name, """
                activate "Archive" in "Row 2"
                activate "More in \(elsewhereTitle)" in "Pages"
                back
                """),
        ]
    }
}

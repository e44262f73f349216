/// The words a synthetic app is written with: realistic enough that names, labels and
/// paragraphs have the lengths and characters of a real product (prices, "·", commas).
enum CorpusWords {
    /// Feature areas; a feature is an area and a number ("Orders 7"), unique in a corpus.
    static let areas = [
        "Orders", "Groceries", "Wishlist", "Profile", "Garden", "Search", "Payments", "Messages", "Library", "Recipes",
        "Trips", "Tickets", "Photos", "Notes", "Calendar", "Fitness", "Banking", "Music", "Podcasts", "Weather",
    ]

    static let products = [
        "Leaf tea", "Leaf mug", "Oak chair", "Linen shirt", "Clay bowl", "Wool scarf", "Glass vase", "Cotton towel",
        "Steel bottle", "Paper lamp", "Bamboo tray", "Cedar box", "Silk tie", "Stone plate", "Copper pan", "Maple desk",
        "Rain jacket", "Trail shoes", "Reading light", "Tea kettle",
    ]

    static let sentences = [
        "Made from recycled materials in a small workshop in Portugal.",
        "Ships in a box that doubles as a planter, and the return label is printed inside its flap.",
        "Returns are free for thirty days.",
        "Leaf plants a tree for every order, and you can follow its growth from the order page.",
        "Dishwasher safe, but it keeps its colour longer when washed by hand.",
        "Each piece is glazed by hand, so no two look exactly alike.",
        "Arrives on Thursday between nine and eleven in the morning.",
        "Members get free delivery on every order over $25.",
        "The fabric softens with every wash and never pills.",
        "Our support team answers within one working day · 7 days a week.",
    ]

    static let promotions = [
        "Free delivery this week", "Two for one on all mugs", "New: the autumn collection",
        "Members save 10% · today only", "Trade in your old kettle",
    ]

    static let emails = ["alex@example.com", "sam.lee@example.org", "kim@example.net", "jo.doe@example.com"]

    static let people = ["Alex Doe", "Sam Lee", "Kim Park", "Jo Martín", "Ana Sousa"]

    /// `count` different products.
    static func items(_ count: Int, _ random: inout SplitMix) -> [String] {
        var chosen: [String] = []
        while chosen.count < count {
            let item = random.pick(products)
            if !chosen.contains(item) { chosen.append(item) }
        }
        return chosen
    }

    static func price(_ random: inout SplitMix) -> String {
        "$\(random.number(3...199)).\(random.pick(["00", "50", "99"]))"
    }

    /// Two or three sentences: long enough to wrap over several lines at the largest text size.
    static func paragraph(_ random: inout SplitMix) -> String {
        var chosen: [String] = []
        let count = random.number(2...3)
        while chosen.count < count {
            let sentence = random.pick(sentences)
            if !chosen.contains(sentence) { chosen.append(sentence) }
        }
        return chosen.joined(separator: " ")
    }
}

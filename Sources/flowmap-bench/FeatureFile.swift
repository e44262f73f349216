/// One feature of the synthetic app: one `.flow` file with a component, 10 screens (200
/// elements once the component's copies and repeats are expanded) and 20 tasks. The list
/// screens link to list screens of other features, so the file compiles only as part of its
/// corpus, as a real folder does; every feature has screens called "Settings" and "Account".
struct FeatureFile {
    static let screensPerFile = 10
    static let elementsPerScreen = 20
    static let tasksPerFile = 20

    let index: Int
    let path: String
    let text: String

    /// Feature `index` of a corpus of `count` features. The same index and count always give
    /// the same text.
    init(index: Int, of count: Int) {
        self.index = index
        let title = FeatureFile.title(index)
        path = "area-\(FeatureFile.padded(index / 10))/\(title.lowercased().replacingOccurrences(of: " ", with: "-")).flow"
        // A seed per feature: the file does not depend on the features generated before it.
        var random = SplitMix(seed: 0x5EED_F10A ^ UInt64(index) &* 0x1000_0000_01B3)

        let next = FeatureFile.title((index + 1) % count)
        let further = FeatureFile.title((index + 7) % count)
        let checkout = CheckoutScreen(name: "\(title) checkout", list: "\(title) list", random: &random)
        let lists = [
            ListScreen(
                name: "\(title) list", header: title, detail: "\(title) detail", settings: "Settings",
                elsewhere: "\(next) list", elsewhereTitle: next, random: &random),
            ListScreen(
                name: "\(title) archive", header: "\(title) archive", detail: "\(title) preview",
                settings: "Account", elsewhere: "\(further) archive", elsewhereTitle: "\(further) archive",
                random: &random),
        ]
        let products = [
            ProductsScreen(name: "\(title) products", header: "\(title) products", detail: "\(title) detail", random: &random),
            ProductsScreen(name: "\(title) offers", header: "\(title) offers", detail: "\(title) preview", random: &random),
        ]
        let details = [
            DetailScreen(name: "\(title) detail", cart: "\(title) cart", random: &random),
            DetailScreen(name: "\(title) preview", cart: "\(title) cart", random: &random),
        ]
        let cart = CartScreen(
            name: "\(title) cart", checkout: checkout.name, list: "\(title) list", pay: checkout.pay, random: &random)
        let settings = [
            SettingsScreen(name: "Settings", list: "\(title) list", listHeader: title, random: &random),
            SettingsScreen(
                name: "Account", list: "\(title) archive", listHeader: "\(title) archive", random: &random),
        ]

        var blocks: [[String]] = [
            [
                "# \(title): a generated feature (flowmap-bench corpus, feature \(index + 1) of \(count)).",
                "# Its screens in the order a person meets them, then the tasks that must work.",
            ],
            ListScreen.rowComponent,
        ]
        blocks += [
            lists[0].lines, products[0].lines, details[0].lines, cart.lines, checkout.lines, settings[0].lines,
            lists[1].lines, products[1].lines, details[1].lines, settings[1].lines,
        ]
        for variant in 0..<2 {
            blocks += lists[variant].tasks(title, variant: variant)
            blocks += products[variant].tasks(title, variant: variant)
            blocks += details[variant].tasks(title, variant: variant)
            blocks += settings[variant].tasks(title, variant: variant)
        }
        blocks += cart.tasks(title)
        blocks += checkout.tasks(title)
        text = blocks.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
    }

    static func title(_ index: Int) -> String {
        "\(CorpusWords.areas[index % CorpusWords.areas.count]) \(index + 1)"
    }

    static func padded(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}

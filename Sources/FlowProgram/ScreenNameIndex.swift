/// Every name a screen's elements answer to, so that resolving a step costs the number of
/// elements with that name, not the size of the screen: a file with many tasks on one large
/// screen stays linear.
struct ScreenNameIndex: Sendable {
    let elements: [Element]
    /// Name → elements (in reading order) that offer it.
    private let names: [String: [Int]]
    /// SF Symbol → elements showing it.
    private let icons: [String: [Int]]
    /// Name → elements that `in "…"` can refer to by it.
    private let references: [String: [Int]]

    init(_ screen: Screen) {
        elements = screen.elements
        var names: [String: [Int]] = [:]
        var icons: [String: [Int]] = [:]
        var references: [String: [Int]] = [:]
        for (index, element) in elements.enumerated() {
            // Elements come in order, so a name the element offers twice is already last in its list.
            element.forEachName { names[$0, default: []].appendOnce(index) }
            if let icon = element.icon { icons[icon, default: []].append(index) }
            Self.forEachReference(to: element) { references[$0, default: []].appendOnce(index) }
        }
        self.names = names
        self.icons = icons
        self.references = references
    }

    /// The names `in "…"` can refer to an element by: a group's name, a label, or the element's
    /// own string. (`referenceName` is always one of these, so it needs no turn of its own.)
    static func forEachReference(to element: Element, _ body: (String) -> Void) {
        if let text = element.text { body(text) }
        if let label = element.accessibility.label { body(label) }
        if let label = element.voiceOverAccessibility.label { body(label) }
    }

    /// Elements offering `name` (or showing icon `name`) inside the given subtrees.
    func elements(offering name: String, byIcon: Bool, in scope: [Range<Int>]?) -> [Int] {
        let all = (byIcon ? icons : names)[name] ?? []
        guard let scope else { return all }
        return all.filter { index in scope.contains { $0.contains(index) } }
    }

    /// Elements that `in "name"` refers to, in reading order.
    func elements(calling name: String) -> [Int] { references[name] ?? [] }

    /// Every name (or icon) the screen offers, sorted: the candidates of a "did you mean".
    func offered(byIcon: Bool) -> [String] { (byIcon ? icons : names).keys.sorted() }
}

extension Array where Element == Int {
    /// Appends `index` unless it is already the last element.
    fileprivate mutating func appendOnce(_ index: Int) {
        if last != index { append(index) }
    }
}

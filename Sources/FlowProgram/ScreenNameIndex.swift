/// Every name a screen's elements answer to, built once per screen, so that resolving a step
/// costs the number of elements with that name, not the size of the screen: a file with many
/// tasks on one large screen stays linear.
struct ScreenNameIndex {
    /// Name → elements (in reading order) that offer it: label, visible text, input label,
    /// action, swipe action or gesture.
    private(set) var names: [String: [Int]] = [:]
    /// SF Symbol → elements showing it.
    private(set) var icons: [String: [Int]] = [:]
    /// Name → elements that `in "…"` can refer to by it: a group's name, a label, or the
    /// element's own string.
    private(set) var references: [String: [Int]] = [:]

    init(_ screen: Screen) {
        // Sized up front: growing the tables one rehash at a time was a twentieth of the front end.
        names.reserveCapacity(2 * screen.elements.count)
        references.reserveCapacity(screen.elements.count)
        for (index, element) in screen.elements.enumerated() {
            var offered = [element.accessibility.label, element.voiceOverAccessibility.label, element.visibleText]
                .compactMap { $0 }
            offered += element.inputs
            offered += element.voiceOverAccessibility.actions.map(\.name)
            offered += element.swipeActions.map(\.name)
            offered += element.gestures.map(\.name)
            // Elements come in order, so a name the element offers twice is already last in its
            // list: no Set per element (building them was a third of the index's cost, by callgrind).
            for name in offered { names[name, default: []].appendOnce(index) }
            if let icon = element.icon { icons[icon, default: []].append(index) }
            let called = [element.referenceName, element.text, element.accessibility.label, element.voiceOverAccessibility.label]
            for case let name? in called { references[name, default: []].appendOnce(index) }
        }
    }

    /// Elements offering `name` (or showing icon `name`) inside the given subtrees.
    func elements(offering name: String, byIcon: Bool, in scope: [Range<Int>]?) -> [Int] {
        let all = (byIcon ? icons[name] : names[name]) ?? []
        guard let scope else { return all }
        return all.filter { index in scope.contains { $0.contains(index) } }
    }
}

/// The name indexes of every screen, and which screen first offers each name.
final class ProgramNameIndex {
    private let program: [Screen]
    /// Built the first time a step is resolved on the screen: most programs never look at
    /// most screens' names.
    private var screens: [ScreenNameIndex?]
    /// Built only for an unknown name's note, which needs every screen.
    private var first: [String: Int]?

    init(_ screens: [Screen]) {
        self.program = screens
        self.screens = Array(repeating: nil, count: screens.count)
    }

    func screen(_ index: Int) -> ScreenNameIndex {
        if let built = screens[index] { return built }
        let built = ScreenNameIndex(program[index])
        screens[index] = built
        return built
    }

    func firstScreen(offering name: String) -> Int? {
        if let first { return first[name] }
        var first: [String: Int] = [:]
        for position in program.indices {
            let index = screen(position)
            for name in index.names.keys where first[name] == nil { first[name] = position }
            for icon in index.icons.keys where first[icon] == nil { first[icon] = position }
        }
        self.first = first
        return first[name]
    }
}

extension Array where Element == Int {
    /// Appends `index` unless it is already the last element.
    fileprivate mutating func appendOnce(_ index: Int) {
        if last != index { append(index) }
    }
}

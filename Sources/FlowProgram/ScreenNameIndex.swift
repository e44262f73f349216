/// Every name a screen's elements answer to, so that resolving a step costs the number of
/// elements with that name, not the size of the screen: a file with many tasks on one large
/// screen stays linear.
///
/// A screen of at most `scanLimit` elements is not indexed at all: comparing a step's name
/// with a few dozen short strings is cheaper than hashing every name of the screen into
/// tables (building the tables was a fifth of the front end, by callgrind), and with the
/// limit fixed a scan still costs a bounded amount per step.
///
/// A class: every step's resolver holds its screen's index, and a copy of the struct retained
/// and released each of its tables.
final class ScreenNameIndex: Sendable {
    static let scanLimit = 64

    let elements: [Element]
    /// Name → elements (in reading order) that offer it; nil on a screen short enough to scan.
    private let names: [String: [Int]]?
    /// SF Symbol → elements showing it.
    private let icons: [String: [Int]]?
    /// Name → elements that `in "…"` can refer to by it.
    private let references: [String: [Int]]?
    /// On a screen short enough to scan, one mask per element with a bit for the length of
    /// each string it can be named by (`lengthBit`): an element whose bit for a name is clear
    /// is not compared with it.
    private let nameLengths: [UInt64]

    /// `scanLimit` is a parameter only so that tests can build both kinds of index for one screen.
    /// `nameLengths`, when given, are the screen's masks (`ScreenNameIndex.nameLengths(of:)`),
    /// computed where its elements were made, while they were in the cache.
    init(_ screen: Screen, scanLimit: Int = ScreenNameIndex.scanLimit, nameLengths lengths: [UInt64]? = nil) {
        elements = screen.elements
        guard elements.count > scanLimit else {
            names = nil
            icons = nil
            references = nil
            // Masks made for the usual limit are none on a screen longer than it (tests scan those).
            if let lengths, lengths.count == screen.elements.count {
                nameLengths = lengths
            } else {
                nameLengths = screen.elements.map(ScreenNameIndex.nameLengths)
            }
            return
        }
        nameLengths = []
        var names: [String: [Int]] = [:]
        var icons: [String: [Int]] = [:]
        var references: [String: [Int]] = [:]
        names.reserveCapacity(2 * elements.count)
        references.reserveCapacity(elements.count)
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
    /// own string.
    /// (`referenceName` is always one of these, so it needs no turn of its own.)
    static func forEachReference(to element: Element, _ body: (String) -> Void) {
        if let text = element.text { body(text) }
        if let label = element.accessibility.label { body(label) }
        if let label = element.voiceOverAccessibility.label { body(label) }
    }

    /// The bit of a name's length (in UTF-8 bytes, modulo 64) in a mask of `nameLengths`.
    @inline(__always)
    static func lengthBit(_ name: String) -> UInt64 {
        1 &<< UInt64(name.utf8.count & 63)
    }

    /// Each element's mask on a screen short enough to scan; none on a longer one.
    static func nameLengths(of elements: [Element]) -> [UInt64] {
        elements.count > scanLimit ? [] : elements.map(nameLengths)
    }

    /// The lengths of every string an element offers a step (`Element.forEachName`) or that
    /// `in "…"` refers to it by (`forEachReference`), as a mask of `lengthBit`s. Read through
    /// those two, so that the names stay defined in one place each.
    static func nameLengths(_ element: Element) -> UInt64 {
        var lengths: UInt64 = 0
        element.forEachName { lengths |= lengthBit($0) }
        forEachReference(to: element) { lengths |= lengthBit($0) }
        return lengths
    }

    /// `forEachReference` as a test of one name.
    static func isCalled(_ element: Element, _ name: String) -> Bool {
        Element.matches(element.text, name) || Element.matches(element.accessibility.label, name)
            || Element.matches(element.voiceOverAccessibility.label, name)
    }

    /// Elements offering `name` (or showing icon `name`) inside the given subtrees.
    func elements(offering name: String, byIcon: Bool, in scope: [Range<Int>]?) -> [Int] {
        let all: [Int]
        if let table = byIcon ? icons : names {
            all = table[name] ?? []
        } else {
            var found: [Int] = []
            let bit = Self.lengthBit(name)
            for (index, element) in elements.enumerated() {
                if byIcon {
                    if element.icon == name { found.append(index) }
                    continue
                }
                if nameLengths[index] & bit != 0 && element.offers(name) { found.append(index) }
            }
            all = found
        }
        guard let scope else { return all }
        return all.filter { index in scope.contains { $0.contains(index) } }
    }

    /// Elements that `in "name"` refers to, in reading order.
    func elements(calling name: String) -> [Int] {
        if let references { return references[name] ?? [] }
        var found: [Int] = []
        let bit = Self.lengthBit(name)
        for (index, element) in elements.enumerated() where nameLengths[index] & bit != 0 && Self.isCalled(element, name) {
            found.append(index)
        }
        return found
    }

    /// Every name (or icon) the screen offers, sorted: the candidates of a "did you mean".
    func offered(byIcon: Bool) -> [String] {
        if let table = byIcon ? icons : names { return table.keys.sorted() }
        var all = Set<String>()
        for element in elements {
            if byIcon {
                if let icon = element.icon { all.insert(icon) }
            } else {
                element.forEachName { all.insert($0) }
            }
        }
        return all.sorted()
    }
}

extension Array where Element == Int {
    /// Appends `index` unless it is already the last element.
    fileprivate mutating func appendOnce(_ index: Int) {
        if last != index { append(index) }
    }
}

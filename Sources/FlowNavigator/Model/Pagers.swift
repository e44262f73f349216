import FlowProgram

/// The pagers of a screen (navigator-model.md §9.3): `pages` on a group makes each direct child a
/// page, shown one at a time, the first first (a TabView with the page style, a
/// UIPageViewController, a paging scroll view). A native pager is no Swipe Trap. With
/// `page-control` (§10.4) it shows a page control, one more element after it.
///
/// A class: every step on the screen holds it, and sharing it costs one reference count where
/// a copy of its tables cost one per table.
final class Pagers: Sendable {
    /// A page of a pager: the pager's element and the page's number (from 0).
    struct Place: Equatable {
        let pager: Int
        let page: Int
    }

    /// `places[element]`: the page of the innermost pager that holds the element, if any.
    let places: [Place?]
    /// Each pager's pages, by the element of each page (its direct children).
    let pages: [Int: [Int]]
    /// Each pager's page control (`pages page-control`, §10.4), by its element.
    let controls: [Int: Int]

    init(_ screen: Screen) {
        let elements = screen.elements
        var places: [Place?] = []
        var pages: [Int: [Int]] = [:]
        var controls: [Int: Int] = [:]
        if elements.contains(where: { $0.pages }) {
            places = Array(repeating: nil, count: elements.count)
            // Pre-order: an inner pager is met after its outer one and overwrites its places.
            for (pager, element) in elements.enumerated() where element.pages {
                var children: [Int] = []
                var child = pager + 1
                while child < element.subtreeEnd {
                    for inside in child..<elements[child].subtreeEnd { places[inside] = Place(pager: pager, page: children.count) }
                    children.append(child)
                    child = elements[child].subtreeEnd
                }
                pages[pager] = children
            }
            for (index, element) in elements.enumerated() {
                if case .pageControl(let pager)? = element.part { controls[pager] = index }
            }
        }
        self.places = places
        self.pages = pages
        self.controls = controls
    }

    var isEmpty: Bool { pages.isEmpty }

    func place(of element: Int) -> Place? { places.isEmpty ? nil : places[element] }

    /// Whether the element is on a page that `shown` does not show.
    func isOffPage(_ element: Int, shown: [Int: Int]) -> Bool {
        guard let place = place(of: element) else { return false }
        return place.page != shown[place.pager, default: 0]
    }

    /// Pages to turn to show the element's page: positive forward, negative back.
    func turns(to element: Int, shown: [Int: Int]) -> (place: Place, count: Int)? {
        guard let place = place(of: element) else { return nil }
        let count = place.page - shown[place.pager, default: 0]
        return count == 0 ? nil : (place, count)
    }
}

import FlowSyntax

/// A part the system adds to a screen, which the flow does not write as an element
/// (navigator-model.md §10.4).
public enum SystemPart: Sendable, Equatable {
    /// The grabber of a `sheet medium`: a button "Sheet Grabber" that expands the sheet, the
    /// sheet's first stop for the tree methods.
    case sheetGrabber
    /// The page control of a `pages page-control` group, by the pager's element: one more
    /// element after the pages, adjustable once per page.
    case pageControl(pager: Int)
}

/// Puts the parts of §10.4 into a screen's elements, where each method then finds them as it
/// finds any element: the grabber first, each page control right after its pager.
enum SystemParts {
    /// The name UIKit gives the grabber (`UISheetPresentationController`'s grabber, iOS 15).
    static let grabberName = "Sheet Grabber"

    /// The elements with the parts inserted (a part is a copy of no `use`).
    static func insert(into elements: inout [Element], medium: Bool, screenSpan: Span) {
        // Last pager first, so that the positions of the earlier ones still hold.
        for pager in elements.indices.reversed() where elements[pager].pageControl {
            let control = pageControl(of: elements[pager], pages: pageCount(of: pager, in: elements))
            insert(control, part: .pageControl(pager: pager), at: elements[pager].subtreeEnd, into: &elements)
        }
        if medium {
            var accessibility = Accessibility()
            accessibility.label = grabberName
            let grabber = Element(
                kind: .button, span: screenSpan, text: nil, icon: nil, inputs: [], size: nil, destination: nil, swipeActions: [],
                gestures: [], edge: nil, safeArea: false, truncates: false, fixedHeight: false, accessibility: accessibility,
                voiceOverAccessibility: accessibility, parent: nil, depth: 1, subtreeEnd: 1)
            insert(grabber, part: .sheetGrabber, at: 0, into: &elements)
        }
    }

    /// A `UIPageControl`: adjustable, one value per page, its value "page 1 of N" (§10.4).
    static func pageControl(of pager: Element, pages: Int) -> Element {
        var accessibility = Accessibility()
        accessibility.label = "Page"
        accessibility.value = "1 of \(pages)"
        accessibility.adjustable = true
        accessibility.range = ValueRange(low: 1, high: Double(max(pages, 1)), step: 1)
        return Element(
            kind: .stepper, span: pager.span, text: nil, icon: nil, inputs: [], size: nil, destination: nil, swipeActions: [],
            gestures: [], edge: nil, safeArea: false, truncates: false, fixedHeight: false, accessibility: accessibility,
            voiceOverAccessibility: accessibility, parent: pager.parent, depth: pager.depth, subtreeEnd: 0)
    }

    static func pageCount(of pager: Int, in elements: [Element]) -> Int {
        var count = 0
        var child = pager + 1
        while child < elements[pager].subtreeEnd {
            count += 1
            child = elements[child].subtreeEnd
        }
        return count
    }

    /// Inserts `element` at `position`, under its `parent`: the elements after it move one
    /// place, and its ancestors hold one more descendant.
    static func insert(_ element: Element, part: SystemPart, at position: Int, into elements: inout [Element]) {
        var ancestors = Set<Int>()
        var up = element.parent
        while let ancestor = up {
            ancestors.insert(ancestor)
            up = elements[ancestor].parent
        }
        for index in elements.indices {
            if index >= position {
                if let parent = elements[index].parent, parent >= position { elements[index].parent = parent + 1 }
                elements[index].subtreeEnd += 1
            } else if ancestors.contains(index) {
                elements[index].subtreeEnd += 1
            }
            if case .pageControl(let pager)? = elements[index].part, pager >= position {
                elements[index].part = .pageControl(pager: pager + 1)
            }
        }
        var inserted = element
        inserted.subtreeEnd = position + 1
        inserted.part = part
        elements.insert(inserted, at: position)
    }
}

import FlowProgram
import FlowSyntax

/// The elements of a flow's `Screen` that VoiceOver visits, in reading order, as `flowmap
/// verify` compares them (navigator-model.md §2): hidden ones dropped, a `combine` or `ignore`
/// group one element, a group without grouping nothing of its own, a wrapping button or link one
/// element whose children are swallowed, a cell one element whose detail texts are its value
/// (§10.1), a picker's options only when they are segments on screen (§10.3).
enum DeclaredElements {
    static func of(_ screen: Screen) -> [ComparedElement] {
        let elements = screen.elements
        var compared: [ComparedElement] = []
        // The pages after each pager's first, which a dump does not hold (§9.3: one page shows
        // at a time); as many as pagers are nested here.
        var laterPages: [Range<Int>] = []
        var index = 0
        while index < elements.count {
            let element = elements[index]
            laterPages.removeAll { $0.upperBound <= index }
            let onLaterPage = laterPages.contains { $0.contains(index) }
            if element.pages, index + 1 < element.subtreeEnd {
                laterPages.append(elements[index + 1].subtreeEnd..<element.subtreeEnd)
            }
            let access = element.voiceOverAccessibility
            // A cell's detail texts are its value, not elements (§10.1).
            if access.hidden || (element.kind == .text && element.parent.map { elements[$0].kind == .cell } == true) {
                index = element.subtreeEnd
                continue
            }
            var next = index + 1
            let before = compared.count
            switch element.kind.model.children {
            case .members:
                guard let grouping = access.grouping, grouping != .contain else { break }
                // §2 rules 2 and 3: the group is one element, its children are not.
                next = element.subtreeEnd
                let name = access.label ?? (grouping == .combine ? joinedNames(under: index, in: elements) : nil)
                compared.append(self.element(element, named: name, role: .text, in: elements))
            case .wrappedRow:
                next = element.subtreeEnd
                let name = access.label ?? element.visibleText ?? joinedNames(under: index, in: elements)
                compared.append(self.element(element, named: name, role: element.kind, in: elements))
            case .options:
                if !element.segmented { next = element.subtreeEnd }
                compared.append(self.element(element, named: access.label ?? element.visibleText, role: element.kind, in: elements))
            case .none, .linksInSentence, .cellContents:
                if element.kind == .image, access.label == nil { break }
                compared.append(self.element(element, named: access.label ?? element.visibleText, role: element.kind, in: elements))
            }
            if onLaterPage, compared.count > before { compared[compared.count - 1].optional = true }
            index = next
        }
        return compared
    }

    /// One element's entry; `role` is its kind, or `text` for a group read as one element.
    static func element(_ element: Element, named name: String?, role: ElementKind, in elements: [Element]) -> ComparedElement {
        let access = element.voiceOverAccessibility
        var compared = ComparedElement(name: name, role: role, span: element.span)
        // The app is dumped without VoiceOver running: it answers to the label every method is told too.
        if let other = element.accessibility.label.flatMap(NameKey.normalised), !compared.keys.contains(other) {
            compared.keys.append(other)
        }
        compared.heading = element.kind == .header || access.traits.contains(.header)
        compared.mayBeHeading = compared.heading || element.kind == .text
        compared.isControl = element.isControl(voiceOver: true)
        compared.searchField = access.traits.contains(.searchField)
        compared.accessory = element.accessory?.kind
        // A checkmark's `selected` is the accessory's (§10.1), which is compared on its own.
        if access.traits.contains(.selected), element.accessory?.kind != .checkmark { compared.states.insert("selected") }
        if access.traits.contains(.notEnabled) { compared.states.insert("not-enabled") }
        switch element.part {
        case .pageControl?:
            compared.pageControl = true
            compared.optional = true
        case .sheetGrabber?:
            compared.optional = true
        case nil:
            compared.optional = isMoreInfoButton(element, in: elements)
        }
        return compared
    }

    /// The "More Info" button a cell's `info` or `detail-disclosure` accessory adds (§10.1): the
    /// checker puts it in at the accessory's word.
    static func isMoreInfoButton(_ element: Element, in elements: [Element]) -> Bool {
        guard element.kind == .button, let parent = element.parent, let accessory = elements[parent].accessory else { return false }
        return accessory.kind.isInfoButton && accessory.span == element.span
    }

    /// The names of the children that are no controls, joined with ", " (§2 rules 2 and 6).
    static func joinedNames(under index: Int, in elements: [Element]) -> String? {
        var names: [String] = []
        var child = index + 1
        while child < elements[index].subtreeEnd {
            let element = elements[child]
            if !element.isControl(voiceOver: true), !element.voiceOverAccessibility.hidden,
                let name = element.voiceOverAccessibility.label ?? element.visibleText
            {
                names.append(name)
            }
            child += 1
        }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }
}

import FlowImport
import FlowSyntax

/// The elements of an `ImportedScreen` (the app's hierarchy as VoiceOver sees it) in reading
/// order, as `flowmap verify` compares them: a bar is no element of its own, a cell's detail
/// texts are its value (navigator-model.md §10.1), a control holds nothing, a picker's
/// segments are elements (§10.3).
enum DumpedElements {
    static func of(_ screen: ImportedScreen) -> [ComparedElement] {
        var compared: [ComparedElement] = []
        var stack = Array(screen.elements.reversed())
        while let element = stack.popLast() {
            var children = element.children
            switch element.kind {
            case .group:
                stack.append(contentsOf: children.reversed())
                continue
            case .cell:
                children = children.filter { $0.kind != .text }
            case .picker where element.segmented:
                break
            default:
                children = []
            }
            compared.append(self.element(element))
            stack.append(contentsOf: children.reversed())
        }
        return compared
    }

    static func element(_ element: ImportedElement) -> ComparedElement {
        var compared = ComparedElement(name: element.spokenName, role: element.kind, span: element.span)
        let traits = Set(element.traits)
        // A header the importer inferred is a guess (§10.1, §10.2): either word fits it.
        compared.heading = (element.kind == .header && element.inference == nil) || traits.contains(.header)
        compared.mayBeHeading = element.kind == .header || element.kind == .text || compared.heading
        // The importer reads a page indicator as an adjustable text (§10.4).
        compared.pageControl = element.adjustable && element.kind == .text
        compared.isControl = element.kind.model.isControl || traits.contains(.button) || compared.pageControl
        compared.searchField = traits.contains(.searchField)
        compared.accessory = element.accessory
        if traits.contains(.selected) { compared.states.insert("selected") }
        if traits.contains(.notEnabled) { compared.states.insert("not-enabled") }
        return compared
    }
}

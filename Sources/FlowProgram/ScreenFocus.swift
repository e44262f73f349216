import FlowSyntax

/// `focus "Name"` on a screen line (navigator-model.md §9.1): the element focus starts on when
/// the screen appears, for VoiceOver, Switch Control and the keyboard.
enum ScreenFocus {
    /// The element `name` names on the screen, or nil after reporting why it cannot take focus.
    static func resolve(_ name: Name, screen: String, in elements: [Element], into diagnostics: inout [Diagnostic]) -> Int? {
        guard let index = elements.firstIndex(where: { names($0, name.text) }) else {
            let offered = elements.compactMap { $0.referenceName }
            diagnostics.append(
                Diagnostic.unknown(
                    .unknownName, "screen '\(screen)' has no element '\(name.text)' to focus", name, among: offered,
                    otherwise: "name an element of the screen by its label, text or group name"))
            return nil
        }
        if let reason = noStop(index, in: elements) {
            diagnostics.append(
                Diagnostic(
                    .problem(.focusNotAStop), .error, "focus cannot start on '\(name.text)': \(reason)", at: name.span,
                    notes: [Note("declared here", at: elements[index].span)],
                    help: "name an element that VoiceOver stops on: a control, a text, a header or a labelled image"))
            return nil
        }
        return index
    }

    static func names(_ element: Element, _ name: String) -> Bool {
        element.referenceName == name || element.text == name || element.accessibility.label == name
    }

    /// Why the element is no stop for the methods that keep a focus (navigator-model.md §2), or
    /// nil when it is one.
    static func noStop(_ index: Int, in elements: [Element]) -> String? {
        var current: Int? = index
        while let at = current {
            if elements[at].accessibility.hidden { return "it is hidden from assistive technologies" }
            if at != index, elements[at].accessibility.grouping == .ignore { return "its group ignores its children" }
            current = elements[at].parent
        }
        let element = elements[index]
        switch element.kind.model.text {
        case .referenceName:
            return element.accessibility.grouping == .combine ? nil : "a group is no stop unless it combines its children"
        case .imageName:
            return element.accessibility.label == nil ? "an image without a label is no stop" : nil
        case .visible:
            return nil
        }
    }
}

import FlowProgram

/// What a person hears or sees at a step, for the report's "heard or seen" column.
enum Speech {
    /// VoiceOver's announcement: the name, the value, then the role ("Reorder 42, button").
    static func voiceOver(_ node: Node, in screen: Screen) -> String {
        // Appended in place, with no array of parts: VoiceOver steps say this at every stop.
        var text = node.name ?? ""
        func add(_ part: String?) {
            guard let part, !part.isEmpty else { return }
            if !text.isEmpty { text += ", " }
            text += part
        }
        add(node.value)
        add(roleWord(node, in: screen))
        return text.isEmpty ? "(nothing)" : text
    }

    static func roleWord(_ node: Node, in screen: Screen) -> String? {
        let element = screen.elements[node.element]
        if node.disabled { return "dimmed" }
        switch node.role {
        case .header: return "heading"
        case .image: return "image"
        case .adjustable: return "adjustable"
        case .text, .container: return nil
        case .combined:
            guard let activation = node.activation else { return nil }
            return screen.elements[activation].kind == .link ? "link" : "button"
        case .control:
            switch element.kind {
            case .link: return "link"
            case .toggle: return "switch button"
            case .field: return "text field"
            case .picker: return "pop up button"
            default:
                return element.accessibility.traits.contains(.link) ? "link" : "button"
            }
        }
    }

    /// What a sighted person sees of an element: its text, else its icon, else its label.
    static func visible(_ element: Element) -> String {
        if let text = element.visibleText { return text }
        if let icon = element.icon { return "\(icon) icon" }
        if element.kind == .image, let name = element.text { return "\(name) image" }
        if let label = element.accessibility.label { return label }
        return element.text ?? element.kind.rawValue
    }

    /// The name Voice Control shows for a node: what it is told, else what is drawn.
    static func voiceControlNames(_ node: Node, in screen: Screen) -> [String] {
        let element = screen.elements[node.activation ?? node.element]
        var names: [String] = []
        if let name = node.name { names.append(name) }
        names += element.inputs
        return names
    }

    /// `voiceControlNames`, each once whatever its case, with its lower-cased form: a node
    /// that answers to a name twice (its label and an input) counts once.
    static func distinctVoiceControlNames(_ node: Node, in screen: Screen) -> [(name: String, key: String)] {
        var names: [(name: String, key: String)] = []
        for name in voiceControlNames(node, in: screen) {
            let key = name.lowercased()
            if !names.contains(where: { $0.key == key }) { names.append((name, key)) }
        }
        return names
    }
}

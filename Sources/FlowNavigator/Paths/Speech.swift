import FlowProgram
import FlowSyntax

/// What a person hears or sees of a node or an element (navigator-model.md §2, §3), as the
/// step targets that reports show.
enum Speech {
    /// VoiceOver's announcement: the name, the value, then the role ("Reorder 42, button").
    static func voiceOver(_ node: Node, in screen: Screen) -> StepTarget {
        .announcement(name: node.name, value: node.value, role: role(node, in: screen))
    }

    static func role(_ node: Node, in screen: Screen) -> StepTarget.Role? {
        let element = screen.elements[node.element]
        if node.disabled { return .dimmed }
        switch node.role {
        case .header: return .heading
        case .image: return .image
        case .adjustable: return .adjustable
        case .text, .container: return nil
        case .combined:
            guard let activation = node.activation else { return nil }
            return screen.elements[activation].kind.model.role == .link ? .link : .button
        case .control:
            // A control kind says its own role; a button, or another kind made a control by a
            // trait, is called what its traits say.
            if element.kind.model.isControl, let role = element.kind.model.role, role != .button { return role }
            let traits = element.accessibility.traits
            if traits.contains(.link) { return .link }
            // A control kind without a role of its own is called what its traits say (§10.1: a
            // cell is a "button" only with the `button` trait, a switch's cell a switch button).
            if element.kind.model.isControl && element.kind.model.role == nil {
                return traits.contains(.toggle) ? .switchButton : traits.contains(.button) ? .button : nil
            }
            return .button
        }
    }

    /// What a sighted person sees of an element: its text, else its icon, else its label.
    static func visible(_ element: Element) -> StepTarget {
        if let text = element.visibleText { return .name(text) }
        if let icon = element.icon { return .icon(icon) }
        if element.kind.model.text == .imageName, let name = element.text { return .image(name) }
        if let label = element.accessibility.label { return .name(label) }
        if let text = element.text { return .name(text) }
        return .kind(element.kind)
    }

    /// `visible`, in the words of the element checks' messages ("cart icon").
    static func visibleText(_ element: Element) -> String {
        switch visible(element) {
        case .name(let name): name
        case .icon(let icon): "\(icon) icon"
        case .image(let name): "\(name) image"
        case .kind(let kind): kind.rawValue
        default: ""
        }
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
            let key = NameKey.of(name)
            if !names.contains(where: { $0.key == key }) { names.append((name, key)) }
        }
        return names
    }

    /// The keys of `distinctVoiceControlNames`, without building the list where a node answers
    /// to its name alone (no input labels), as nearly every node does.
    static func forEachVoiceControlKey(_ node: Node, in screen: Screen, _ body: (String) -> Void) {
        guard !screen.elements[node.activation ?? node.element].inputs.isEmpty else {
            if let name = node.name { body(NameKey.of(name)) }
            return
        }
        for (_, key) in distinctVoiceControlNames(node, in: screen) { body(key) }
    }
}

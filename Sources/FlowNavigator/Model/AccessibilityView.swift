import FlowProgram
import FlowSyntax

/// One element of the accessibility tree as a method meets it.
public struct Node: Sendable {
    public enum Role: String, Sendable {
        case text, header, image, control, combined, adjustable, container
    }

    /// The element the node stands for: a leaf, a group, or a wrapping link or button.
    public let element: Int
    public var role: Role
    /// What is spoken: the label, else the visible text, else the joined names (§2).
    public var name: String?
    public var value: String?
    /// The element whose activation this node performs (itself, or a combined group's
    /// single link), if it can be activated at all.
    public var activation: Int?
    /// Custom actions in the order a method offers them (§2, rule 8).
    public var actions: [NodeAction] = []
    /// Options of an adjustable built from a group: the option elements, in order.
    public var options: [Int] = []
    public var selectedOption = 0
    /// Natively adjustable (`KindModel.adjusting`) or made adjustable.
    public var adjustable = false
    /// The options of a picker, offered after activating it.
    public var pickerOptions: [Int] = []
    /// The `contain` container the node sits in.
    public var container: Int?
    public var disabled = false
    /// A link inside a text (navigator-model.md §9.3): no stop of its own for any method; VoiceOver
    /// reaches it with the Links rotor.
    public var inlineLink = false
}

public struct NodeAction: Sendable {
    public let name: String
    public let affordance: Affordance
}

/// Where an element ended up in a method's accessibility tree.
public enum Placement: Sendable, Equatable {
    /// It is node `n` (or, for a combined group's single link, that group's activation).
    case node(Int)
    /// Its activation became custom action `index` of node `n` (a button in a combined group).
    case action(node: Int, index: Int)
    /// It is option `index` of the adjustable node `n`.
    case option(node: Int, index: Int)
    /// It is option `index` of the picker node `n`.
    case pickerOption(node: Int, index: Int)
    /// It is a button inside a row-wide link or button: no element, no action (§2, rule 6).
    case swallowed(by: Int)
    /// Its text joined node `n`'s name.
    case merged(into: Int)
    /// It vanished inside an `ignore` group (§2, rule 3).
    case vanished(into: Int)
    /// `hidden`, or inside a hidden element (§2, rule 1).
    case hidden
    /// A group that adds nothing (§2, rule 5), or an unnamed image.
    case none
}

/// A screen flattened for the methods that use the accessibility tree (navigator-model.md §2).
/// Built iteratively over the pre-order element list, so no depth of nesting recurses.
public struct AccessibilityView: Sendable {
    public let nodes: [Node]
    /// `placements[element]`: where each element of the screen ended up.
    public let placements: [Placement]
    /// `disabledBefore[n]`: how many of the first `n` nodes are disabled.
    let disabledBefore: [Int]

    public init(_ screen: Screen, voiceOver: Bool) {
        var builder = Builder(elements: screen.elements, voiceOver: voiceOver)
        builder.build()
        nodes = builder.nodes
        placements = builder.placements
        var counts = [0]
        counts.reserveCapacity(nodes.count + 1)
        for node in nodes { counts.append(counts[counts.count - 1] + (node.disabled ? 1 : 0)) }
        disabledBefore = counts
    }

    /// Whether a disabled node lies between two nodes, both included.
    func hasDisabled(between a: Int, and b: Int) -> Bool {
        disabledBefore[max(a, b) + 1] - disabledBefore[min(a, b)] > 0
    }

    /// The node that holds `affordance` as a custom action, and the action's 1-based number.
    public func action(for affordance: Affordance) -> (node: Int, number: Int)? {
        switch placements[affordance.element] {
        case .node(let node), .merged(let node), .action(let node, _):
            guard let index = nodes[node].actions.firstIndex(where: { $0.affordance == affordance }) else { return nil }
            return (node, index + 1)
        default:
            return nil
        }
    }
}

private struct Builder {
    let elements: [Element]
    let voiceOver: Bool
    var nodes: [Node] = []
    var placements: [Placement]

    init(elements: [Element], voiceOver: Bool) {
        self.elements = elements
        self.voiceOver = voiceOver
        self.placements = Array(repeating: .none, count: elements.count)
    }

    /// One field of what the method is told about element `index`: VoiceOver's own attributes
    /// (`when voiceover`) for VoiceOver, the declared ones for the other methods.
    func read<Field>(_ index: Int, _ field: (Accessibility) -> Field) -> Field {
        voiceOver ? field(elements[index].voiceOverAccessibility) : field(elements[index].accessibility)
    }

    func isControl(_ index: Int) -> Bool { elements[index].isControl(voiceOver: voiceOver) }

    /// Declared custom actions, then native list swipe actions, which assistive technologies
    /// receive as custom actions (§4b).
    func ownActions(_ index: Int) -> [NodeAction] {
        let element = elements[index]
        let shared = element.accessibility.actions.count
        var actions: [NodeAction] = []
        for (position, action) in read(index, { $0.actions }).enumerated() {
            let kind: Affordance.Kind = position < shared ? .action(position) : .voiceOverAction(position)
            actions.append(NodeAction(name: action.name, affordance: Affordance(element: index, kind: kind)))
        }
        for (position, action) in element.swipeActions.enumerated() {
            actions.append(NodeAction(name: action.name, affordance: Affordance(element: index, kind: .swipeAction(position))))
        }
        return actions
    }

    /// The name a leaf is read by: its label, else its visible text (an image has none).
    func leafName(_ index: Int) -> String? {
        read(index) { $0.label } ?? elements[index].visibleText
    }

    mutating func build() {
        // Open `contain` containers: (subtree end, node).
        var containers: [(end: Int, node: Int)] = []
        let modal = Overlays.modal(in: elements, voiceOver: voiceOver)
        var index = 0
        while index < elements.count {
            while let top = containers.last, index >= top.end { containers.removeLast() }
            let element = elements[index]
            let end = element.subtreeEnd
            let container = containers.last?.node
            if let modal, let outside = Overlays.outsideModal(index, modal, in: elements) {
                // §9.1: only the modal group's elements exist for the tree; the groups that hold
                // it add nothing.
                if outside { for hidden in index..<end { placements[hidden] = .hidden } }
                index = outside ? end : index + 1
                continue
            }
            if read(index, { $0.hidden }) {
                // §2 rule 1: hidden elements and their children are gone.
                for hidden in index..<end { placements[hidden] = .hidden }
                index = end
                continue
            }
            switch element.kind.model.children {
            case .members:
                switch read(index, { $0.grouping }) {
                case .combine:
                    combine(index, container: container)
                    index = end
                case .ignore:
                    ignore(index, container: container)
                    index = end
                case .contain:
                    // §2 rule 4: children stay separate, navigated together.
                    var node = Node(element: index, role: .container, name: read(index) { $0.label } ?? element.text)
                    node.container = container
                    nodes.append(node)
                    placements[index] = .node(nodes.count - 1)
                    containers.append((end, nodes.count - 1))
                    index += 1
                case nil:
                    // §2 rule 5: a plain group adds nothing; its children are siblings.
                    index += 1
                }
            case .wrappedRow where end > index + 1:
                wrap(index, container: container)
                index = end
            case .options:
                picker(index, container: container)
                index = end
            case .none, .linksInSentence, .wrappedRow:
                leaf(index, container: container)
                index += 1
            }
        }
    }

    mutating func leaf(_ index: Int, container: Int?) {
        let element = elements[index]
        let traits = read(index) { $0.traits }
        let name = leafName(index)
        let control = isControl(index)
        let adjustable = read(index) { $0.adjustable } || element.kind.model.isNativelyAdjustable
        let role: Node.Role
        if adjustable {
            role = .adjustable
        } else if control {
            role = .control
        } else if element.kind.model.role == .heading || traits.contains(.header) {
            role = .header
        } else {
            role = element.kind.model.role == .image ? .image : .text
        }
        // An image with no label has no name: it is no stop (§2).
        if role == .image && name == nil && read(index, { $0.actions.isEmpty }) && element.swipeActions.isEmpty {
            placements[index] = .none
            return
        }
        var node = Node(element: index, role: role, name: name, value: read(index) { $0.value })
        node.activation = control ? index : nil
        node.actions = ownActions(index)
        node.adjustable = adjustable
        node.container = container
        node.disabled = traits.contains(.notEnabled)
        node.inlineLink = InlineLink.isInline(index, in: elements)
        nodes.append(node)
        placements[index] = .node(nodes.count - 1)
    }

    /// §2 rule 2: a combined group is one element. Its label joins its non-control children's
    /// names; its buttons become named custom actions after its own; a single link becomes its
    /// activation; children's own actions move to it.
    mutating func combine(_ group: Int, container: Int?) {
        let end = elements[group].subtreeEnd
        let nodeIndex = nodes.count
        var parts: [String] = []
        var links: [Int] = []
        var controls: [Int] = []
        var childActions: [NodeAction] = []
        var linkNames: [Int: (position: Int, name: String)] = [:]
        var index = group + 1
        while index < end {
            if skippedHidden(&index) { continue }
            let element = elements[index]
            childActions += ownActions(index)
            if element.kind == .link {
                links.append(index)
                // A single link joins the label with its name (§2, rule 2); a link that wraps
                // texts joins through them, read below.
                if element.subtreeEnd == index + 1, let name = leafName(index) { linkNames[index] = (parts.count, name) }
            } else if isControl(index) {
                controls.append(index)
            } else if element.kind != .group, let name = leafName(index) {
                parts.append(name)
                placements[index] = .merged(into: nodeIndex)
            } else {
                placements[index] = .merged(into: nodeIndex)
            }
            index += 1
        }
        var actions = ownActions(group)
        var activation: Int? = isControl(group) ? group : nil
        if links.count == 1 && activation == nil {
            activation = links[0]
            placements[links[0]] = .node(nodeIndex)
            if let (position, name) = linkNames[links[0]] { parts.insert(name, at: position) }
        } else {
            controls = (controls + links).sorted()
        }
        for control in controls {
            placements[control] = .action(node: nodeIndex, index: actions.count)
            let name = leafName(control) ?? elements[control].icon ?? ""
            actions.append(NodeAction(name: name, affordance: Affordance(element: control, kind: .activation)))
        }
        actions += childActions
        var node = Node(
            element: group, role: .combined, name: read(group) { $0.label } ?? (parts.isEmpty ? nil : parts.joined(separator: ", ")),
            value: read(group) { $0.value })
        node.activation = activation
        node.actions = actions
        node.adjustable = read(group) { $0.adjustable }
        node.container = container
        nodes.append(node)
        placements[group] = .node(nodeIndex)
    }

    /// §2 rule 3: an ignoring group keeps only what it declares; its children vanish. Made
    /// adjustable, it takes its options from its buttons, and its value from the selected one.
    mutating func ignore(_ group: Int, container: Int?) {
        let end = elements[group].subtreeEnd
        let adjustable = read(group) { $0.adjustable }
        let nodeIndex = nodes.count
        var node = Node(element: group, role: adjustable ? .adjustable : .text, name: read(group) { $0.label })
        node.value = read(group) { $0.value }
        node.actions = ownActions(group)
        node.activation = isControl(group) ? group : nil
        if node.activation != nil && !adjustable { node.role = .control }
        node.adjustable = adjustable
        node.container = container
        for index in (group + 1)..<end {
            placements[index] = .vanished(into: nodeIndex)
            if adjustable && elements[index].isOption {
                placements[index] = .option(node: nodeIndex, index: node.options.count)
                // The selected option is read from the drawn controls, whatever VoiceOver is told.
                if elements[index].accessibility.traits.contains(.selected) { node.selectedOption = node.options.count }
                node.options.append(index)
            }
        }
        if node.value == nil, node.options.indices.contains(node.selectedOption) {
            node.value = leafName(node.options[node.selectedOption])
        }
        nodes.append(node)
        placements[group] = .node(nodeIndex)
    }

    /// §2: a hidden element is no node, and nor is anything inside it. When the element at
    /// `index` is hidden, places its subtree hidden, moves `index` past it and says so.
    private mutating func skippedHidden(_ index: inout Int) -> Bool {
        guard read(index, { $0.hidden }) else { return false }
        let end = elements[index].subtreeEnd
        for hidden in index..<end { placements[hidden] = .hidden }
        index = end
        return true
    }

    /// §2 rule 6: a link or button wrapping children is one element; buttons inside it are
    /// swallowed; its name is its label, else its children's texts joined.
    mutating func wrap(_ wrapper: Int, container: Int?) {
        let end = elements[wrapper].subtreeEnd
        let nodeIndex = nodes.count
        var parts: [String] = []
        var index = wrapper + 1
        while index < end {
            if skippedHidden(&index) { continue }
            let element = elements[index]
            if element.kind == .group && read(index, { $0.grouping }) == .ignore {
                // An ignoring group inside the row is read by its own label.
                if let label = read(index, { $0.label }) { parts.append(label) }
                for inner in index..<element.subtreeEnd { placements[inner] = .merged(into: nodeIndex) }
                index = element.subtreeEnd
                continue
            }
            if isControl(index) {
                placements[index] = .swallowed(by: nodeIndex)
            } else {
                if element.kind != .group, let name = leafName(index) { parts.append(name) }
                placements[index] = .merged(into: nodeIndex)
            }
            index += 1
        }
        var node = Node(
            element: wrapper, role: .control,
            name: read(wrapper) { $0.label } ?? (parts.isEmpty ? elements[wrapper].visibleText : parts.joined(separator: ", ")),
            value: read(wrapper) { $0.value })
        node.activation = wrapper
        node.actions = ownActions(wrapper)
        node.container = container
        node.disabled = read(wrapper) { $0.traits }.contains(.notEnabled)
        nodes.append(node)
        placements[wrapper] = .node(nodeIndex)
    }

    /// §4b: a picker is a control whose options are its child buttons.
    mutating func picker(_ picker: Int, container: Int?) {
        let end = elements[picker].subtreeEnd
        let nodeIndex = nodes.count
        var node = Node(element: picker, role: .control, name: leafName(picker), value: read(picker) { $0.value })
        node.activation = picker
        node.actions = ownActions(picker)
        node.container = container
        for index in (picker + 1)..<end {
            placements[index] = .vanished(into: nodeIndex)
            if elements[index].kind == .button {
                placements[index] = .pickerOption(node: nodeIndex, index: node.pickerOptions.count)
                node.pickerOptions.append(index)
            }
        }
        nodes.append(node)
        placements[picker] = .node(nodeIndex)
    }
}

import FlowSyntax

/// What a dump's `Cell` holds, read as navigator-model.md §10.1 says VoiceOver hears a list
/// row: one element named by its text label, its detail texts as its value, and what sits at
/// its trailing edge as its accessory, not as elements. XCUITest shows a UIKit row's chevron as
/// a disabled, invisible `Button 'chevron'` (SwiftUI's as a small image at the trailing edge),
/// a switch as a `Switch`, a detail button as `Button 'More Info'`, a checkmark as the
/// `Selected` state or a `checkmark` image.
struct CellReading {
    var accessory: CellAccessory?
    /// The switch's value, when the accessory is a switch.
    var switchValue: String?
    /// The accessory is a switch that is disabled: the row is the toggle (§10.1), so the row is
    /// not enabled. A chevron's disabled state says nothing: UIKit's is always disabled.
    var switchDisabled = false
    /// The nodes the accessory was read from: they are no elements of their own.
    var accessoryNodes: Set<Int> = []
    /// The checkmark is read from the row's `Selected` flag alone, with no checkmark image: a
    /// guess the draft says it made (a selected row of a picker list, most likely).
    private(set) var checkmarkFromSelection = false
    /// The visible texts of the row, in the dump's order.
    var texts: [Int] = []
    /// A control that covers the row (a SwiftUI `Button` or `NavigationLink` row): the row is
    /// that control.
    var wrappingControl: Int?

    /// A cell's subtree holds few nodes; a hostile one is read no further than this.
    static let nodeLimit = 512

    init(cell index: Int, in tree: DumpTree, controlTypes: Set<String>) {
        let cell = tree.nodes[index]
        var chevron = false
        var info = false
        var checkmark = cell.flags.contains(.selected)
        var checkmarkImage = false
        var visited = 0
        var stack = Array(cell.children.reversed())
        while let next = stack.popLast(), visited < Self.nodeLimit {
            visited += 1
            let node = tree.nodes[next]
            let name = (node.label ?? node.identifier ?? "").lowercased()
            let isAccessoryType = node.type == "Button" || node.type == "Image"
            if isAccessoryType, name == "checkmark" {
                checkmark = true
                checkmarkImage = true
                accessoryNodes.insert(next)
                continue
            }
            if isAccessoryType, ["chevron", "chevron.right", "chevron.forward", "disclosure", "forward"].contains(name)
                || (node.type == "Image" && node.label == nil && Self.isTrailingMark(node.frame, in: cell.frame))
            {
                chevron = true
                accessoryNodes.insert(next)
                continue
            }
            if node.type == "Button", ["more info", "info", "detail"].contains(name) {
                info = true
                accessoryNodes.insert(next)
                continue
            }
            if node.type == "Switch" || node.type == "Toggle", accessory == nil {
                accessory = .switch
                switchValue = node.value.map(Self.switchValue)
                switchDisabled = node.flags.contains(.disabled)
                accessoryNodes.insert(next)
                continue
            }
            let shown = !node.flags.contains(.invisible) && !(node.frame?.isEmpty ?? false)
            if shown, node.type == "StaticText", node.label != nil || node.value != nil { texts.append(next) }
            if shown, wrappingControl == nil, controlTypes.contains(node.type), let frame = node.frame, let row = cell.frame,
                frame.width * frame.height >= 0.8 * row.width * row.height
            {
                wrappingControl = next
            }
            stack.append(contentsOf: node.children.reversed())
        }
        if accessory == nil {
            if info { accessory = chevron ? .detailDisclosure : .info } else if chevron { accessory = .disclosure } else if checkmark { accessory = .checkmark }
            checkmarkFromSelection = accessory == .checkmark && !checkmarkImage
        }
    }

    /// A switch's `1` and `0` as VoiceOver says them.
    static func switchValue(_ value: String) -> String {
        switch value {
        case "1": "On"
        case "0": "Off"
        default: value
        }
    }

    /// A small unlabelled image at the row's trailing edge: SwiftUI's chevron.
    private static func isTrailingMark(_ frame: DumpFrame?, in row: DumpFrame?) -> Bool {
        guard let frame, let row else { return false }
        return frame.width <= 20 && frame.height <= 20 && frame.x >= row.maxX - 48
    }
}

import FlowSyntax

/// Turns a `DumpTree` (XCUITest's view of a screen) into an `ImportedScreen` (VoiceOver's):
/// the elements VoiceOver would visit, in the language's kinds, in reading order.
///
/// Two passes over the nodes, neither recursive: down, to know where each node stands (in a
/// bar, in a list, dropped); up, children first, to build what each contributes.
public struct VoiceOverView {
    let tree: DumpTree
    /// The window's area: what lies wholly outside it is off screen.
    let screen: DumpFrame?
    let rightToLeft: Bool

    /// An element with the frame it is placed by.
    struct Placed {
        var element: ImportedElement
        var box: DumpFrame?
        /// It stands in a table or collection, where text before rows is a section header.
        var inList = false
    }

    /// What a node contributes: its elements in reading order, and the area they cover.
    struct Unit {
        var items: [Placed] = []
        var box: DumpFrame?
        var leftOut = 0
        /// The names of the parts off screen inside it that no list has claimed yet, in the
        /// dump's order: in a list, VoiceOver reaches them by scrolling.
        var offScreen: [String] = []
    }

    struct Context {
        var bar: ImportedTrait?
        /// Inside a view of its own within a bar (a custom bar item).
        var inCustomBarView = false
        var inList = false
        var inCell = false
        var dropped = false
    }

    static let controlTypes: Set<String> = [
        "Button", "Link", "TextField", "SecureTextField", "SearchField", "Switch", "Toggle", "Slider", "Stepper",
        "SegmentedControl", "PageIndicator", "Picker", "PickerWheel", "MenuButton", "PopUpButton", "MenuItem", "Icon",
        "Cell",
    ]
    static let systemTypes: Set<String> = ["StatusBar", "Keyboard", "Key", "KeyboardKey", "Keyboards"]
    static let listTypes: Set<String> = ["Table", "CollectionView", "Outline"]
    static let scrollingTypes: Set<String> = ["Table", "CollectionView", "ScrollView", "Outline", "WebView", "TextView"]

    init(_ tree: DumpTree) {
        self.tree = tree
        screen = tree.nodes.first { ($0.type == "Window" || $0.type == "Application") && !($0.frame?.isEmpty ?? true) }?.frame
        rightToLeft = ReadingOrder.isRightToLeft(tree.nodes.prefix(10_000).compactMap(\.label))
    }

    /// The screen VoiceOver sees in `tree`, named `name`.
    public static func screen(of tree: DumpTree, named name: String?, fileStem: String) -> ImportedScreen {
        VoiceOverView(tree).build(named: name, fileStem: fileStem)
    }

    func build(named name: String?, fileStem: String) -> ImportedScreen {
        // §9.1: an alert or sheet is all VoiceOver reaches while it is shown.
        var roots = tree.roots
        var presentation: Presentation?
        if let modal = tree.nodes.indices.first(where: { ["Alert", "Sheet"].contains(tree.nodes[$0].type) && !isDropped($0) }) {
            roots = [modal]
            presentation = tree.nodes[modal].type == "Alert" ? .alert : .sheet
        }
        var order: [Int] = []
        for root in roots { order += tree.subtree(of: root) }
        var contexts = [Context](repeating: Context(), count: tree.nodes.count)
        var scrolls = false
        for index in order {
            let node = tree.nodes[index]
            var context = node.parent.map { contexts[$0] } ?? Context()
            if isDropped(index) { context.dropped = true }
            switch node.type {
            case "NavigationBar": context.bar = .navigationBar
            case "TabBar": context.bar = .tabBar
            case "Toolbar": context.bar = .toolbar
            case "Other" where context.bar != nil: context.inCustomBarView = true
            default: break
            }
            if Self.listTypes.contains(node.type) { context.inList = true }
            if node.type == "Cell" { context.inList = false }
            if let parent = node.parent, tree.nodes[parent].type == "Cell" { context.inCell = true }
            if Self.scrollingTypes.contains(node.type), !context.dropped, node.type != "TextView" { scrolls = true }
            contexts[index] = context
        }
        var units = [Unit?](repeating: nil, count: tree.nodes.count)
        for index in order.reversed() {
            let parentDropped = tree.nodes[index].parent.map { contexts[$0].dropped } ?? false
            let offScreen = tree.nodes[index].children.flatMap { units[$0]?.offScreen ?? [] }
            var built = unit(of: index, context: contexts[index], parentDropped: parentDropped, units: &units)
            if !contexts[index].dropped { built.offScreen = offScreen }
            claimOffScreen(index, &built)
            units[index] = built
        }
        let top = merge(roots.compactMap { units[$0] })
        let modalTitle = presentation == nil ? nil : roots.first.flatMap { tree.nodes[$0].label }
        var screenName = name ?? modalTitle ?? title(in: top.items) ?? selectedTab(in: top.items) ?? tree.applicationLabel ?? fileStem
        screenName = DraftText.screenName(screenName, otherwise: fileStem)
        var screen = ImportedScreen(name: screenName, span: roots.first.map { tree.nodes[$0].span } ?? Span(file: 0, start: 0, end: 0), format: tree.format, shape: tree.shape)
        screen.scrolls = scrolls
        screen.presentation = presentation
        screen.elements = top.items.map(\.element)
        screen.leftOut = top.leftOut
        screen.cut = tree.cut?.reason
        if !screen.elements.isEmpty { screen.gaps = [.hints, .gestures] }
        return screen
    }

    /// Off screen, without size, not visible, or the system's (the status bar, the keyboard).
    func isDropped(_ index: Int) -> Bool {
        let node = tree.nodes[index]
        if Self.systemTypes.contains(node.type) || node.flags.contains(.invisible) { return true }
        if node.type == "Window", let identifier = node.identifier, identifier.contains("Keyboard") || identifier.contains("StatusBar") {
            return true
        }
        return node.frame?.isEmpty == true || isOffScreen(index)
    }

    /// Wholly outside the window: a row of a list below (or above) what it shows.
    func isOffScreen(_ index: Int) -> Bool {
        guard let frame = tree.nodes[index].frame, !frame.isEmpty, let screen else { return false }
        return !frame.overlaps(screen)
    }

    /// What VoiceOver would read as a dropped part's name: its label, else its first text's.
    private func offScreenName(_ index: Int) -> String? {
        if let label = tree.nodes[index].label.flatMap(Self.nonBlank) { return label }
        for part in tree.subtree(of: index).prefix(CellReading.nodeLimit) where tree.nodes[part].type == "StaticText" {
            if let text = (tree.nodes[part].label ?? tree.nodes[part].value).flatMap(Self.nonBlank) { return text }
        }
        return nil
    }

    /// A list (a table, a collection, a scroll view) claims the parts off screen inside it:
    /// they are told after its last element, since VoiceOver scrolls to them (they are no
    /// elements of the draft: the window shows them not).
    private func claimOffScreen(_ index: Int, _ unit: inout Unit) {
        let type = tree.nodes[index].type
        guard !unit.offScreen.isEmpty, Self.scrollingTypes.contains(type), type != "TextView" else { return }
        if let last = unit.items.indices.last { unit.items[last].element.offScreenAfter += unit.offScreen }
        unit.offScreen = []
    }

    // MARK: What each node contributes

    private func unit(of index: Int, context: Context, parentDropped: Bool, units: inout [Unit?]) -> Unit {
        let node = tree.nodes[index]
        if context.dropped {
            // One left out per dropped part that holds a name (a row below the fold), none for a
            // row's own accessory or the system's parts.
            var named = node.label != nil && !Self.systemTypes.contains(node.type)
            for child in node.children where (units[child]?.leftOut ?? 0) > 0 { named = true }
            for child in node.children { units[child] = nil }
            if !parentDropped {
                var top = Unit(leftOut: named && !context.inCell && !Self.systemTypes.contains(node.type) ? 1 : 0)
                if !context.inCell, !Self.systemTypes.contains(node.type), isOffScreen(index), let name = offScreenName(index) { top.offScreen = [name] }
                return top
            }
            return Unit(leftOut: named ? 1 : 0)
        }
        let children = node.children.compactMap { units[$0] }
        let inner = merge(children)
        // Children's units are merged once; free them as they are used.
        for child in node.children { units[child] = nil }
        var one = ImportedElement(.text, nil, span: node.span)
        one.identifiers = node.identifier.map { [$0] } ?? []
        let label = node.label.flatMap(Self.nonBlank)
        switch node.type {
        case "StaticText", "TextView":
            guard let text = label ?? node.value.flatMap(Self.nonBlank) else { return inner }
            one.text = text
            if node.flags.contains(.header) { one.kind = .header }
            return single(one, node, inner, context)
        case "Image":
            guard let label else { return inner.leftOut > 0 ? Unit(leftOut: inner.leftOut) : Unit() }
            one.kind = .image
            one.text = node.identifier ?? label
            one.label = label
            return single(one, node, Unit(leftOut: inner.leftOut), context)
        case "Button", "Link", "MenuButton", "PopUpButton", "MenuItem", "Icon":
            return control(node, index, one, inner, context)
        case "TextField", "SecureTextField", "SearchField":
            one.kind = .field
            if let name = label ?? node.placeholder.flatMap(Self.nonBlank) {
                one.text = name
            } else {
                one.text = node.identifier ?? "Text field"
                one.gaps.append(.name)
            }
            if let value = node.value.flatMap(Self.nonBlank), value != node.placeholder, value != label { one.value = value }
            if node.type == "SearchField" { one.traits.append(.searchField) }
            addStates(node, to: &one)
            return single(one, node, Unit(leftOut: inner.leftOut), context)
        case "Switch", "Toggle":
            one.kind = .toggle
            one.text = label ?? node.identifier ?? "Switch"
            if label == nil { one.gaps.append(.name) }
            one.value = node.value.map(CellReading.switchValue)
            addStates(node, to: &one)
            return single(one, node, Unit(leftOut: inner.leftOut), context)
        case "Slider", "Stepper", "PickerWheel", "Picker":
            one.kind = node.type == "Slider" ? .slider : node.type == "Stepper" ? .stepper : .picker
            one.text = label ?? node.identifier ?? node.type
            if label == nil { one.gaps.append(.name) }
            one.value = node.value.flatMap(Self.nonBlank)
            addStates(node, to: &one)
            return single(one, node, Unit(leftOut: inner.leftOut), context)
        case "SegmentedControl":
            one.kind = .picker
            one.segmented = true
            one.text = label ?? node.identifier ?? "Segmented control"
            if label == nil { one.gaps.append(.name) }
            one.children = inner.items.map(\.element).filter { $0.kind == .button }
            return single(one, node, Unit(leftOut: inner.leftOut), context)
        case "PageIndicator":
            // §10.4: a page control is one adjustable element after its pages; the dump shows
            // one page, so the pager itself is left to the team.
            one.text = label ?? "Page control"
            one.value = node.value.flatMap(Self.nonBlank)
            one.adjustable = true
            one.gaps.append(.grouping)
            return single(one, node, Unit(leftOut: inner.leftOut), context)
        case "Cell":
            return cell(index, node, inner, context)
        case "NavigationBar", "TabBar", "Toolbar":
            return bar(node, inner, context)
        case "Other", "Group":
            return other(node, label, inner, context)
        default:
            return inner
        }
    }

    private func single(_ element: ImportedElement, _ node: DumpNode, _ inner: Unit, _ context: Context) -> Unit {
        Unit(items: [Placed(element: element, box: node.frame, inList: context.inList)], box: node.frame, leftOut: inner.leftOut)
    }

    private func addStates(_ node: DumpNode, to element: inout ImportedElement) {
        if node.flags.contains(.selected) { element.traits.append(.selected) }
        if node.flags.contains(.disabled) { element.traits.append(.notEnabled) }
    }

    /// A button or link is one element (§2 rule 6): what XCUITest shows inside it (its image,
    /// its title, a duplicate of it) is folded into it.
    private func control(_ node: DumpNode, _ index: Int, _ base: ImportedElement, _ inner: Unit, _ context: Context) -> Unit {
        var one = base
        one.kind = node.type == "Link" ? .link : .button
        let innerTexts = inner.items.compactMap { $0.element.kind == .image ? nil : $0.element.spokenName }
        let images = inner.items.filter { $0.element.kind == .image }
        let imageNames = tree.subtree(of: index).prefix(CellReading.nodeLimit).compactMap { child -> String? in
            let node = tree.nodes[child]
            return node.type == "Image" ? (node.identifier ?? node.label) : nil
        }
        let hasImage = !images.isEmpty || !imageNames.isEmpty
        let name = node.label.flatMap(Self.nonBlank) ?? (innerTexts.isEmpty ? nil : innerTexts.joined(separator: ", "))
        for item in inner.items { one.identifiers += item.element.identifiers }
        one.identifiers = Self.distinct(one.identifiers)
        // An image and no text inside: an icon-only button, whose frame is its hit region
        // (§10.5); a standard bar item's is the bar's 44 × 44 (§10.2), a custom view's its own.
        let iconOnly = hasImage && innerTexts.isEmpty && context.bar != .tabBar
        let standardBarItem = context.bar != nil && !context.inCustomBarView
        if iconOnly, !standardBarItem, let frame = node.frame {
            one.text = nil
            one.label = name
            if let icon = imageNames.first.flatMap(Self.nonBlank) ?? node.identifier { one.icon = icon }
            one.size = ImportedSize(width: frame.width, height: frame.height)
        } else if context.bar != nil, context.inCustomBarView, let frame = node.frame {
            one.text = name
            one.size = ImportedSize(width: frame.width, height: frame.height)
        } else {
            one.text = name
        }
        if name == nil { one.gaps.append(.name) }
        if let value = node.value.flatMap(Self.nonBlank) { one.value = value }
        if node.flags.contains(.header) { one.traits.append(.header) }
        addStates(node, to: &one)
        if context.bar != .tabBar { one.gaps.append(.destinations) }
        return single(one, node, Unit(leftOut: inner.leftOut), context)
    }

    /// §10.1: a row is one element, named by its text label, with its detail texts and its
    /// accessory; a row that holds only controls (a form's field) is those controls.
    private func cell(_ index: Int, _ node: DumpNode, _ inner: Unit, _ context: Context) -> Unit {
        let reading = CellReading(cell: index, in: tree, controlTypes: Self.controlTypes.subtracting(["Cell"]))
        let wrapping = reading.wrappingControl.map { tree.nodes[$0] }
        let textLabels = reading.texts.compactMap { tree.nodes[$0].label ?? tree.nodes[$0].value }
        guard let name = node.label.flatMap(Self.nonBlank) ?? wrapping?.label.flatMap(Self.nonBlank) ?? textLabels.first else {
            // No text of its own: VoiceOver visits what it holds.
            return Unit(items: fold(inner.items), box: inner.box, leftOut: inner.leftOut)
        }
        var one = ImportedElement(.cell, name, span: node.span)
        one.identifiers = Self.distinct(
            (node.identifier.map { [$0] } ?? []) + reading.texts.compactMap { tree.nodes[$0].identifier }
                + (wrapping?.identifier.map { [$0] } ?? []))
        one.accessory = reading.accessory
        if reading.checkmarkFromSelection { one.inference = .selectedRow }
        if node.flags.contains(.disabled) || reading.switchDisabled { one.traits.append(.notEnabled) }
        if node.flags.contains(.selected), reading.accessory != .checkmark { one.traits.append(.selected) }
        let details = wrapping == nil ? textLabels.filter { $0 != name } : []
        one.children = details.map { detail in
            var text = ImportedElement(.text, detail, span: node.span)
            if let at = reading.texts.first(where: { (tree.nodes[$0].label ?? tree.nodes[$0].value) == detail }) {
                text.span = tree.nodes[at].span
                text.identifiers = tree.nodes[at].identifier.map { [$0] } ?? []
            }
            return text
        }
        if reading.accessory == .switch {
            one.value = reading.switchValue
        } else if details.isEmpty, let value = node.value.flatMap(Self.nonBlank), value != name, wrapping == nil {
            one.value = value
        }
        // Controls in the row that are not its accessory or its own text are elements of their
        // own after it (§10.1, cell-children-are-stops).
        let own = Set([name] + details)
        let controls = inner.items.filter { item in
            item.element.kind != .text && item.element.kind != .image && item.element.kind != .header
                && !(item.element.spokenName.map(own.contains) ?? false)
                && !reading.accessoryNodes.contains { tree.nodes[$0].span == item.element.span }
        }
        // A row or a bar found inside a row follows it, so that a draft nests no deeper than a
        // bar, a row and its controls.
        let (nested, kept) = wrapping == nil ? controls.partitioned { [.cell, .group].contains($0.element.kind) } : ([], [])
        one.children += kept.map(\.element)
        one.gaps = [.customActions]
        if reading.accessory != .switch { one.gaps.insert(.destinations, at: 0) }
        return Unit(items: [Placed(element: one, box: node.frame, inList: true)] + nested, box: node.frame, leftOut: inner.leftOut)
    }

    /// §10.2: a bar is a group with its trait; its title is its heading.
    private func bar(_ node: DumpNode, _ inner: Unit, _ context: Context) -> Unit {
        let trait: ImportedTrait = node.type == "NavigationBar" ? .navigationBar : node.type == "TabBar" ? .tabBar : .toolbar
        // A bar inside a bar is part of it.
        var items = inner.items.flatMap { item in
            item.element.kind == .group ? item.element.children.map { Placed(element: $0, box: item.box, inList: item.inList) } : [item]
        }
        var titleName: String?
        if trait == .navigationBar {
            let texts = items.indices.filter { items[$0].element.kind == .text }
            let titled = texts.first { items[$0].element.text == node.identifier } ?? (texts.count == 1 ? texts.first : nil)
            if let titled {
                items[titled].element.kind = .header
                items[titled].element.inference = .title
                titleName = items[titled].element.text
            }
        }
        guard !items.isEmpty else { return Unit(leftOut: inner.leftOut) }
        let fallback = trait == .navigationBar ? "Navigation bar" : trait == .tabBar ? "Tab bar" : "Toolbar"
        let base = node.label.flatMap(Self.nonBlank) ?? (titleName ?? node.identifier).map { $0 + " bar" } ?? fallback
        var group = ImportedElement(.group, base, span: node.span)
        group.traits = [trait]
        if let identifier = node.identifier, identifier != titleName { group.identifiers = [identifier] }
        group.children = items.map(\.element)
        return Unit(items: [Placed(element: group, box: inner.box ?? node.frame, inList: context.inList)], box: inner.box ?? node.frame, leftOut: inner.leftOut)
    }

    /// An `Other` is a view. Unnamed, it adds nothing (its children are flat siblings, §2 rule
    /// 5). Named around a control of that name, it is a duplicate of it ("Other around
    /// Button"); named around texts alone, it is one element whose label joins them.
    private func other(_ node: DumpNode, _ label: String?, _ inner: Unit, _ context: Context) -> Unit {
        guard let label else { return inner }
        var items = inner.items
        let isControl = { (item: Placed) in ![.text, .image, .header].contains(item.element.kind) }
        if items.contains(where: { isControl($0) && $0.element.spokenName == label }) || (items.count == 1 && items[0].element.spokenName == label) {
            if let identifier = node.identifier, let first = items.indices.first(where: { items[$0].element.spokenName == label }) {
                items[first].element.identifiers = Self.distinct(items[first].element.identifiers + [identifier])
            }
            return Unit(items: items, box: inner.box, leftOut: inner.leftOut)
        }
        if !items.contains(where: isControl) {
            var one = ImportedElement(.text, label, span: node.span)
            one.identifiers = Self.distinct((node.identifier.map { [$0] } ?? []) + items.flatMap(\.element.identifiers))
            if !items.isEmpty { one.gaps = [.grouping, .customActions] }
            return single(one, node, inner, context)
        }
        // A named view around other controls: a container whose grouping the dump cannot say.
        items[0].element.gaps.append(.grouping)
        return Unit(items: items, box: inner.box, leftOut: inner.leftOut)
    }

    // MARK: Order and folding

    /// The parts of one container in reading order, duplicates folded, section headers marked.
    private func merge(_ all: [Unit]) -> Unit {
        var merged = Unit()
        // What holds nothing (a dropped part) has no place to be read in.
        let parts = all.filter { !$0.items.isEmpty }
        for part in all where part.items.isEmpty { merged.leftOut += part.leftOut }
        let order = ReadingOrder.sorted(parts.map(\.box), rightToLeft: rightToLeft)
        for index in order {
            merged.items += parts[index].items
            merged.leftOut += parts[index].leftOut
            if let box = parts[index].box { merged.box = merged.box.map { $0.union(box) } ?? box }
        }
        merged.items = fold(merged.items)
        // §10.1: text in a list right before a row is that section's header.
        for index in merged.items.indices.dropLast()
        where merged.items[index].inList && merged.items[index].element.kind == .text && merged.items[index].element.inference == nil
            && merged.items[index + 1].element.kind == .cell && merged.items[index].element.children.isEmpty
        {
            merged.items[index].element.kind = .header
            merged.items[index].element.inference = .sectionHeader
        }
        return merged
    }

    /// One element where XCUITest shows two that VoiceOver visits once: the same kind, name
    /// and identifier, overlapping.
    private func fold(_ items: [Placed]) -> [Placed] {
        struct Key: Hashable {
            var kind: ElementKind
            var name: String?
            var identifier: String?
        }
        var seen: [Key: [DumpFrame]] = [:]
        var kept: [Placed] = []
        for item in items {
            let key = Key(kind: item.element.kind, name: item.element.spokenName, identifier: item.element.identifiers.first)
            if let box = item.box, key.name != nil, let frames = seen[key], frames.prefix(64).contains(where: { $0.overlaps(box) }) { continue }
            if let box = item.box { seen[key, default: []].append(box) }
            kept.append(item)
        }
        return kept
    }

    private func title(in items: [Placed]) -> String? {
        for item in items where item.element.traits.contains(.navigationBar) {
            if let header = item.element.children.first(where: { $0.inference == .title }) { return header.text }
        }
        return nil
    }

    private func selectedTab(in items: [Placed]) -> String? {
        for item in items where item.element.traits.contains(.tabBar) {
            if let tab = item.element.children.first(where: { $0.traits.contains(.selected) }) { return tab.spokenName }
        }
        return nil
    }

    static func nonBlank(_ text: String) -> String? {
        text.allSatisfy(\.isWhitespace) ? nil : text
    }

    static func distinct(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

extension Array {
    /// The elements that satisfy `belongs`, and the others, each in their order.
    func partitioned(by belongs: (Element) -> Bool) -> ([Element], [Element]) {
        var yes: [Element] = []
        var no: [Element] = []
        for element in self {
            if belongs(element) { yes.append(element) } else { no.append(element) }
        }
        return (yes, no)
    }
}

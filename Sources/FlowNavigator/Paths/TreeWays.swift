import FlowProgram
import FlowSyntax

/// The one path driver for the methods that read the accessibility tree (navigator-model.md
/// §3, §5): each way a candidate is reached (`Reach`) is handled here once, in the words and
/// costs of the method's `TreeVocabulary`. Switch Control's scanning (`SwitchControlWays`) and
/// Voice Control's naming (`VoiceControlWays`) are the parts particular to one method.
struct TreeWays {
    let writer: StepWriter
    let view: AccessibilityView
    let words: TreeVocabulary
    let stops: Stops
    /// Lower-cased name → how many of the method's stops or controls answer to it.
    let names: [String: Int]
    let focus: Int?
    /// VoiceOver's rotor setting as the previous step left it (navigator-model.md §9.3).
    var rotor: StepKind.RotorSetting? = nil
    /// VoiceOver's headings and links; nil for the methods without a rotor.
    var rotorIndex: RotorIndex? = nil
    /// The screen's pagers and the pages they show (navigator-model.md §9.3).
    var paging: Paging? = nil
    /// The medium sheet the screen is, if it is one (navigator-model.md §10.4).
    var sheet: MediumSheet? = nil

    /// What the method moves along.
    enum Stops {
        case list(StopList)
        case scan(ScanOrder)
        /// No order: targets are addressed by name.
        case none
    }

    var screen: Screen { writer.screen }

    func attempt(_ reach: Reach, step: Step) -> Attempt {
        switch reach {
        case .activate(let node) where view.nodes[node].inlineLink:
            return inlineLink(node)
        case .activate(let node), .customAction(let node, _), .adjust(let node, _), .pickOption(let node, _):
            guard var way = move(to: node) else { return unreachable(node) }
            // §10.6: VoiceOver's swipes up and down adjust and go through actions whatever the
            // rotor is set to (unverified).
            let rotorSet = writer.profile == .voiceover && (way.rotor ?? rotor) != nil
            act(reach, on: node, step: step, relying: rotorSet ? [.rotorAdjusts] : [], into: &way.steps)
            // §10.1: reaching a control under a cell relies on its being a stop of its own (unverified).
            if CellControls.isIndented(view.nodes[node].element, on: screen) {
                way.steps = way.steps.map { $0.relying(on: .cellChildrenAreStops) }
            }
            return .way(way)
        case .find(let node):
            return find(node)
        case .tapGesture(let element, _):
            return .way(tapOnly(element))
        case .appGesture(let element, let gesture):
            let declared = screen.elements[element].gestures[gesture]
            return .way(appGesture(element, declared.kind, name: declared.name, span: declared.span, pattern: .swipeTrap))
        case .contextMenu(let element, let item):
            return .way(contextMenu(element, item))
        case .swallowed(let element, let wrapper):
            return writer.dead(
                .swallowedControl, screen.elements[element].span,
                "inside '\(view.nodes[wrapper].name ?? "a row")', \(words.deadEnds.swallowed)")
        case .gone(let element, let owner?):
            let group = words.deadEnds.namesGroup ? "'\(view.nodes[owner].name ?? "a group")'" : "a group"
            return writer.dead(.swallowedControl, screen.elements[element].span, "merged into \(group), \(words.deadEnds.merged)")
        case .gone(let element, nil):
            if words.tapOnlyReachesHidden { return .way(tapOnly(element)) }
            return writer.dead(.semanticControl, screen.elements[element].span, "hidden from assistive technologies")
        }
    }

    /// The steps after moving to `node`: activate, a custom action, adjust or pick (§3, §4b);
    /// `rotorRules` are the rules the swipes through actions or values rely on.
    private func act(_ reach: Reach, on node: Int, step: Step, relying rotorRules: [Rule], into steps: inout [PathStep]) {
        let target = view.nodes[node]
        switch reach {
        case .activate:
            if case .adjust(let adjustment) = step.kind {
                adjustValue(node, by: adjustment.increments, relying: rotorRules, into: &steps)
            } else {
                activate(node, step: step, into: &steps)
            }
        case .customAction(_, let number):
            let action = target.actions[number - 1]
            let element = action.affordance.element
            let menu = words.actions
            if let open = menu.open {
                // Hidden Action (§5): friction for the keyboard, and for Switch Control when
                // the action is the node's only way to act; found by sight for Voice Control.
                steps.append(opening(open, on: node, element: element, pattern: .hiddenAction))
            }
            if let next = menu.next {
                let count = menu.nextCountsFirst ? number : number - 1
                let listed: StepTarget
                switch menu.item {
                case .name: listed = .name(action.name)
                case .rotorAction: listed = .rotorAction(action.name)
                case .menuItem: listed = .menuItem(action.name)
                }
                writer.repeated(next, count, target: listed, unverified: rotorRules, into: &steps)
            }
            steps.append(writer.step(menu.choose ?? .say(.action(action.name)), target: .name(action.name), element: element))
        case .adjust(_, let option):
            let distance = option - target.selectedOption
            switch words.adjusting {
            case .values(let open, let up, let down, let unverified):
                if let open { steps.append(opening(open, on: node, element: target.element, pattern: nil)) }
                let name = screen.elements[target.options[option]].visibleText.map(StepTarget.name) ?? .option(option + 1)
                writer.repeated(
                    distance > 0 ? up : down, abs(distance), target: name, element: target.element, unverified: unverified + rotorRules,
                    into: &steps)
            case .byName:
                steps.append(VoiceControlWays(writer: writer, view: view, names: names).adjust(node, by: distance))
            }
        case .pickOption(_, let option):
            let optionElement = target.pickerOptions[option]
            let seen = Speech.visible(screen.elements[optionElement])
            switch words.picking.open {
            case .activation: activate(node, step: nil, into: &steps)
            case .press(let kind, let heard):
                steps.append(writer.step(kind, target: announce(node, heard), element: target.element))
            }
            pickItem(option, target: seen, element: optionElement, span: nil, into: &steps)
        default:
            break
        }
    }

    /// Activating a node (§3, "activating"); `step` names what the user asked for, if anything.
    private func activate(_ node: Int, step: Step?, into steps: inout [PathStep]) {
        let target = view.nodes[node]
        let element = target.activation ?? target.element
        switch words.activation {
        case .press(let kind, let heard, let confirm, let checksNames):
            let said = announce(node, heard)
            if checksNames && target.name == nil {
                // Mystery Icon: a control with no name is heard only as "button" (§5).
                steps.append(writer.step(kind, target: said, pattern: .mysteryIcon, element: element))
            } else {
                // A name read several times on one screen is friction (§4), as is a name that reads
                // as code (§10.6): both on the step whose target has the name.
                let repeated = checksNames && isReadSeveralTimes(node)
                let code = checksNames && target.name.map(CodeName.readsAsCode) == true
                let pattern: Pattern? = repeated ? .duplicateVoiceCommand : code ? .codeName : nil
                steps.append(writer.step(kind, target: said, pattern: pattern, element: element))
            }
            if let confirm { steps.append(writer.step(confirm.kind, target: confirm.target, element: element)) }
        case .byName:
            VoiceControlWays(writer: writer, view: view, names: voiceControlNames(showing: node)).activate(node, step: step, into: &steps)
        }
    }

    /// The step that opens a menu of actions or values; what it costs is `pattern`'s verdict,
    /// where the opening falls under it.
    private func opening(_ open: TreeVocabulary.Opening, on node: Int, element: Int, pattern: Pattern?) -> PathStep {
        let target = menuTarget(open.target, node)
        let kind: StepKind
        switch open.kind {
        case .press(let press): kind = press
        case .showActions: kind = .say(.showActions(for: target))
        }
        let applies = open.pattern == .always || (open.pattern == .whenPrimary && (view.nodes[node].activation == nil || view.nodes[node].selectsOnly))
        return writer.step(kind, target: target, pattern: applies ? pattern : nil, unverified: open.unverified, element: element)
    }

    /// `find` (§4b): hear the text where focus lands on it, or see it where it is drawn.
    private func find(_ node: Int) -> Attempt {
        switch words.finding {
        case .listens:
            guard var way = move(to: node) else { return unreachable(node) }
            if way.steps.isEmpty {
                way.steps.append(writer.step(.listen, 0, target: announce(node, .speech), element: view.nodes[node].element))
            }
            return .way(way)
        case .reads(let kind, let keepsFocus):
            if let turned = pagedFind(node, read: kind, isStop: isStop(node)) { return turned }
            var after = focus
            if isStop(node), let way = move(to: node) {
                if !way.steps.isEmpty { return .way(way) }
                if !keepsFocus { after = way.focus }
            }
            let read = writer.step(kind, 0, target: Speech.visible(screen.elements[view.nodes[node].element]))
            return .way(Way(steps: [read], focus: after))
        }
    }

    /// Semantic Control (§5): a view the method does not expose as a control, reached by its
    /// fallback.
    private func tapOnly(_ element: Int, pattern: Pattern = .semanticControl, unverified: [Rule] = []) -> Way {
        let fallback = words.tapOnly
        let node = words.fallbackMovesFirst ? nodeOf(element) : nil
        var way = node.flatMap { move(to: $0) } ?? Way(focus: focus)
        way.steps.append(
            writer.step(
                fallback.first, target: seen(fallback.firstSeen, element, node: node), pattern: pattern, unverified: unverified,
                element: element))
        if let then = fallback.then {
            way.steps.append(writer.step(then.kind, target: seen(then.seen, element, node: node), element: element))
        }
        return way
    }

    /// Inline Link (§9.3): VoiceOver's Links rotor, then a double-tap (friction); the other
    /// methods only reach it by their fallbacks for what they cannot address (a blocker).
    private func inlineLink(_ node: Int) -> Attempt {
        let element = view.nodes[node].element
        guard rotorIndex != nil else {
            let unverified: [Rule] = writer.profile == .switchControl ? [.switchControlSkipsInlineLinks] : []
            return .way(tapOnly(element, pattern: .inlineLink, unverified: unverified))
        }
        guard var way = move(to: node) else { return unreachable(node) }
        way.steps.append(writer.step(.doubleTap, target: announce(node, .speech), pattern: .inlineLink, element: element))
        // Focus stays in the sentence: the text holding the link.
        if let text = screen.elements[element].parent, case .node(let sentence) = view.placements[text] { way.focus = sentence }
        return .way(way)
    }

    /// Chooses item `position` of a menu that has just opened with focus on its first item (a
    /// picker's options, a menu's items, a context menu's): moves to it, then activates it as the
    /// method activates anything (§4b, §10.3).
    private func pickItem(_ position: Int, target: StepTarget, element: Int?, span: Span?, into steps: inout [PathStep]) {
        if let next = words.picking.next { writer.repeated(next, position, target: target, into: &steps) }
        switch words.activation {
        case .press(let kind, _, let confirm, _):
            steps.append(writer.step(kind, target: target, element: element, span: span))
            if let confirm { steps.append(writer.step(confirm.kind, target: confirm.target, element: element, span: span)) }
        case .byName:
            steps.append(writer.step(.say(.tap(target)), target: target, element: element, span: span))
        }
    }

    /// Swipe Trap (§5): an app gesture other than a tap; and the long press that opens a context
    /// menu (Hidden Context Menu, §10.3). `name` is what the gesture does.
    private func appGesture(_ element: Int, _ gesture: GestureKind, name: String, span: Span, pattern: Pattern) -> Way {
        var way = (words.fallbackMovesFirst ? nodeOf(element) : nil).flatMap { move(to: $0) } ?? Way(focus: focus)
        if let command = GestureCommands.voiceControl(gesture, on: element, in: screen, profile: writer.profile) {
            // §9.3: "Double tap ‹name›", "Long press ‹name›": one utterance, friction.
            let unverified: [Rule] = pattern == .hiddenContextMenu ? [.voiceControlContextMenuName] : []
            way.steps.append(
                writer.step(.say(command), target: .name(name), pattern: pattern, cost: .friction, unverified: unverified, span: span))
            return way
        }
        if writer.profile == .voiceControl && GestureCommands.hasCommand(gesture) {
            // §9.3: no name to say: numbers or the grid, found by sight, then the command on the number.
            way.steps.append(writer.step(.say(.showGrid), target: .grid, pattern: pattern, cost: .blocker(.sight), span: span))
            way.steps.append(writer.step(.say(.gestureOnNumber(gesture)), target: .name(name), span: span))
            return way
        }
        let kind: StepKind
        var cost: Verdict.Kind? = nil
        switch words.appGesture {
        case .replaced where GestureCommands.voiceOverHolds(gesture, profile: writer.profile):
            // §9.3, §10.3: VoiceOver's double-tap and hold passes the long press through; nothing
            // announces it (sight), unless a hint says it (friction).
            kind = .doubleTapAndHold
            cost = GestureCommands.voiceOverHold(on: screen.elements[element])
        case .replaced: kind = .appGesture(gesture)
        case .gesturesMenu: kind = .gesturesMenu(gesture)
        case .gestureMode: kind = .key(.gestureMode)
        }
        var unverified = GestureCommands.unverified(gesture, profile: writer.profile)
        if pattern == .hiddenContextMenu && writer.profile == .switchControl { unverified.append(.switchControlContextMenu) }
        if pattern == .hiddenContextMenu && writer.profile == .keyboard { unverified.append(.keyboardContextMenu) }
        let inGestureMode = kind == .key(.gestureMode)
        way.steps.append(
            writer.step(
                kind, target: inGestureMode ? .gestureMode : .name(name), pattern: pattern, cost: cost, unverified: unverified,
                span: span))
        if inGestureMode { way.steps.append(writer.step(.gesture(gesture), target: .name(name), span: span)) }
        return way
    }

    /// Hidden Context Menu (§10.3): the method's way of a long press on the element opens its
    /// context menu, with focus on the first item; the item is then chosen as a picker's option.
    private func contextMenu(_ element: Int, _ item: Int) -> Way {
        let declared = screen.elements[element].contextMenu[item]
        var way = appGesture(element, .longPress, name: declared.name, span: declared.span, pattern: .hiddenContextMenu)
        pickItem(item, target: .name(declared.name), element: nil, span: declared.span, into: &way.steps)
        return way
    }

    /// Moves from the focused stop (the first one when the screen just appeared) to `node`;
    /// nil when the method never stops on it. Methods without order do not move.
    func move(to node: Int) -> Way? {
        switch stops {
        case .none:
            return Way(steps: voiceControlPageTurns(to: node))
        case .scan(let scan):
            return switchControlMove(to: node, scan: scan)
        case .list(let list):
            if let rotorIndex { return voiceOverMove(to: node, list: list, index: rotorIndex) }
            guard let target = list.index(of: node), let forward = words.forward, let back = words.back else { return nil }
            let current = focus.flatMap { list.index(of: $0) } ?? 0
            let distance = target - current
            var way = Way(focus: node)
            // The keyboard skips disabled controls (navigator-model.md §9.3, Apple's Full Keyboard
            // Access session 2020-10116): documented, so its count relies on no unverified rule.
            // Tab reaches the focusable elements of a pager's other pages (§9.3, unverified).
            var unverified: [Rule] =
                paging.map { $0.pagers.isOffPage(view.nodes[node].element, shown: $0.shown) } == true ? [.keyboardTabsIntoPages] : []
            if writer.profile == .keyboard && Segments.any(in: list.order[min(current, target)...max(current, target)], of: view, on: screen) {
                // §10.3: Tab stops on each segment (unverified), so moving through them counts each.
                unverified.append(.keyboardSegmentsAreStops)
            }
            if distance == 0 && !unverified.isEmpty {
                way.steps.append(writer.step(.focus, 0, target: announce(node, words.heard), unverified: unverified))
            }
            guard distance != 0 else { return way }
            writer.repeated(
                distance > 0 ? forward : back, abs(distance), target: announce(node, words.heard), unverified: unverified,
                into: &way.steps)
            return way
        }
    }

    func unreachable(_ node: Int) -> Attempt {
        writer.dead(.semanticControl, screen.elements[view.nodes[node].element].span, words.deadEnds.unreachable)
    }

    private func isStop(_ node: Int) -> Bool {
        switch stops {
        case .none: false
        case .scan(let scan): scan.isStop(node)
        case .list(let list): list.contains(node)
        }
    }

    private func nodeOf(_ element: Int) -> Int? {
        switch view.placements[element] {
        case .node(let node), .merged(let node): node
        default: nil
        }
    }

    /// A control's name VoiceOver reads at several controls of its role on one screen is
    /// friction (§4, §10.6).
    private func isReadSeveralTimes(_ node: Int) -> Bool {
        guard let key = FlatScreen.voiceOverKey(view.nodes[node], in: screen) else { return false }
        return (names[key] ?? 0) > 1
    }

    func announce(_ node: Int, _ announcement: TreeVocabulary.Announcement) -> StepTarget {
        let target = view.nodes[node]
        switch announcement {
        case .speech: return Speech.voiceOver(target, in: screen)
        case .nameOrVisible: return target.name.map(StepTarget.name) ?? Speech.visible(screen.elements[target.element])
        case .nameOrVisibleActivation:
            return target.name.map(StepTarget.name) ?? Speech.visible(screen.elements[target.activation ?? target.element])
        case .nameOr(let other): return target.name.map(StepTarget.name) ?? other
        }
    }

    private func seen(_ seen: TreeVocabulary.Seen, _ element: Int, node: Int?) -> StepTarget {
        switch seen {
        case .fixed(let fixed): fixed
        case .visible: Speech.visible(screen.elements[element])
        case .heard: node.map { announce($0, words.heard) } ?? Speech.visible(screen.elements[element])
        }
    }

    func menuTarget(_ target: TreeVocabulary.MenuTarget, _ node: Int) -> StepTarget {
        switch target {
        case .fixed(let fixed): fixed
        case .scannerMenu: .scannerMenu(for: view.nodes[node].name)
        case .heard: announce(node, words.heard)
        }
    }
}

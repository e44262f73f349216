import FlowProgram
import FlowSyntax

/// Touch, Pointer and Larger Text see the drawn screen: every element, hidden or not, with
/// its gestures; grouping does not matter to them (navigator-model.md §2, §3). Custom actions
/// have no visible UI, so a step that exists only as one is unreachable (§5, Hidden Action).
struct VisualWays {
    let writer: StepWriter
    let layout: LargerTextLayout?
    /// The screen's overlay groups (navigator-model.md §9.1).
    var overlays: [Int] = []
    /// The screen's pagers and the pages they show (navigator-model.md §9.3).
    var paging: Paging? = nil
    /// The medium sheet the screen is, if it is one (navigator-model.md §10.4).
    var sheet: MediumSheet? = nil

    var screen: Screen { writer.screen }
    var profile: Profile { writer.profile }
    var verb: StepKind { profile == .pointer ? .click : .tap }

    func attempt(_ candidate: Affordance, step: Step) -> Attempt {
        let element = screen.elements[candidate.element]
        if let cover = Overlays.cover(of: candidate.element, on: screen, overlays: overlays) { return covered(by: cover) }
        var steps: [PathStep]
        if step.kind == .find {
            steps = [writer.step(.look, 0, target: Speech.visible(element), element: candidate.element)]
            return .way(way(around(steps, candidate.element), reaching: candidate.element))
        }
        switch candidate.kind {
        case .activation:
            steps = []
            if let parent = element.parent, screen.elements[parent].kind.model.children == .options, !screen.elements[parent].segmented {
                // §4b, §10.3: choose activates the picker (or the menu), then the option; a segment
                // is tapped at once.
                steps.append(writer.step(verb, target: Speech.visible(screen.elements[parent]), element: parent))
            }
            if case .adjust(let adjustment) = step.kind {
                steps += adjust(candidate.element, to: adjustment)
            } else if element.kind.model.touch == .drag {
                // §4b: Touch drags a slider (its own channel); a pointer drags it too (§10.7:
                // Dragging Movement).
                steps.append(drag(candidate.element))
            } else {
                steps.append(tap(candidate.element))
            }
        case .action(let index), .voiceOverAction(let index):
            let action = element.voiceOverAccessibility.actions[index]
            return writer.dead(.hiddenAction, action.span, Pattern.hiddenAction.effect(on: profile))
        case .swipeAction(let index):
            let action = element.swipeActions[index]
            if profile == .pointer {
                steps = [writer.step(.gesture(.drag), target: .name(action.name), marks: [.gesture], pattern: .swipeTrap, span: action.span)]
            } else {
                steps = [writer.step(.gesture(.swipe), target: .name(action.name), marks: [.gesture], pattern: .swipeTrap, span: action.span)]
            }
        case .gesture(let index):
            let gesture = element.gestures[index]
            if gesture.kind == .tap {
                steps = [writer.step(verb, target: Speech.visible(element), element: candidate.element)]
            } else if profile == .pointer, let click = GestureCommands.pointer(gesture.kind) {
                // §10.3: a held click or a double click performs it: friction (Swipe Trap).
                steps = [writer.step(click, target: .name(gesture.name), pattern: .swipeTrap, cost: .friction, span: gesture.span)]
            } else if profile == .pointer {
                steps = [
                    writer.step(
                        .gesture(gesture.kind), target: .name(gesture.name), marks: [.gesture], pattern: .swipeTrap,
                        span: gesture.span)
                ]
            } else if let edge = EdgeGestureCollision.collidingEdge(of: gesture, on: element) {
                // Edge Gesture Collision: the system's edge gestures win (§5).
                steps = [
                    writer.step(
                        .gesture(gesture.kind), target: .atEdge(gesture.name, edge),
                        marks: [.gesture], pattern: .edgeGestureCollision, span: gesture.span)
                ]
            } else {
                steps = [
                    writer.step(
                        .gesture(gesture.kind), target: .name(gesture.name), marks: [.gesture], pattern: .swipeTrap,
                        span: gesture.span)
                ]
            }
        case .contextMenu(let index):
            steps = contextMenu(element, item: element.contextMenu[index])
        }
        return .way(way(around(steps, candidate.element), reaching: candidate.element))
    }

    /// The way of `steps`, which expands a medium sheet first where the element is in its
    /// hidden half (§10.4).
    private func way(_ steps: [PathStep], reaching element: Int) -> Way {
        guard let sheet, sheet.needsExpanding(element) else { return Way(steps: steps) }
        var way = Way(steps: [tap(sheet.grabber)] + steps)
        way.expandsSheet = true
        return way
    }

    /// Hidden Context Menu (§10.3): Touch and Larger Text long press (their own channel), a
    /// pointer secondary-clicks (unverified on iPhone); then the item is tapped or clicked.
    private func contextMenu(_ element: Element, item: Action) -> [PathStep] {
        let open =
            profile == .pointer
            ? writer.step(.secondaryClick, target: Speech.visible(element), unverified: [.pointerSecondaryClick], span: item.span)
            : writer.step(.gesture(.longPress), target: Speech.visible(element), marks: [.gesture], pattern: .hiddenContextMenu, span: item.span)
        return [open, writer.step(verb, target: .name(item.name), span: item.span)]
    }

    /// Dragging a slider (§4b, §9.2): Touch's own channel; for a pointer Dragging Movement's
    /// friction (§10.7), no longer a blocker.
    func drag(_ index: Int) -> PathStep {
        let marks: [Mark] = profile == .pointer ? [] : [.gesture]
        return writer.step(
            .gesture(.drag), target: Speech.visible(screen.elements[index]), marks: marks, pattern: .draggingMovement, element: index)
    }

    /// The steps with a pager's page turns before them and Larger Text's checks after; the
    /// steps as they are when there are neither (no arrays joined for nothing).
    private func around(_ steps: [PathStep], _ element: Int) -> [PathStep] {
        guard paging != nil || (profile == .largerText && layout != nil) else { return steps }
        return pageTurns(to: element) + steps + largerText(element)
    }

    /// §9.1: what an overlay covers cannot be seen, tapped or clicked. The dead end names the
    /// overlay, under Leaky Modal when the overlay is not modal (§9.4), else as hidden from
    /// everyone (Semantic Control, as the tree methods' dead end behind a modal group).
    private func covered(by cover: Int) -> Attempt {
        let overlay = screen.elements[cover]
        let name = overlay.text.map { "the overlay '\($0)'" } ?? "an overlay"
        let modal = overlay.accessibility.traits.contains(.modal)
        return writer.dead(modal ? .semanticControl : .leakyModal, overlay.span, "covered by \(name)")
    }

    /// A tap or click, with the Small Target check (§4, §5); at Larger Text on the target as
    /// its text grows it (§10.5).
    func tap(_ index: Int) -> PathStep {
        let element = screen.elements[index]
        // §10.5: at Larger Text a control with visible text grows with its text.
        let grown = profile == .largerText ? layout?.grownSide(of: element, at: index) : nil
        return writer.step(
            verb, target: Speech.visible(element), pattern: .smallTarget,
            cost: SmallTarget.cost(of: grown.map { (width: $0, height: $0) } ?? SmallTarget.hitRegion(of: element), for: profile),
            element: index)
    }

    /// Larger Text adds its own checks to Touch's (§6): a target pushed off a screen that
    /// does not scroll is a blocker; clipped text is friction.
    func largerText(_ index: Int) -> [PathStep] {
        guard profile == .largerText, let layout else { return [] }
        let element = screen.elements[index]
        var steps: [PathStep] = []
        if layout.isOffscreen(index, on: screen) {
            steps.append(
                writer.step(
                    .scroll, 0, target: .offscreen(Speech.visible(element)),
                    pattern: .offscreenAtLargerText, element: index))
        }
        if layout.pastEdge[index] {
            // §10.5: a fixed child of a row whose fixed children do not fit, past the trailing edge.
            steps.append(
                writer.step(.scroll, 0, target: .pastEdge(Speech.visible(element)), pattern: .offscreenAtLargerText, element: index))
        }
        // §9.1, §10.5: a tab bar's items and a map's annotations do not grow, so they are never
        // clipped; a text control in a row narrower than its longest word is; §10.3: a segment
        // wider than its share of the control is.
        if ((element.truncates || element.fixedHeight || layout.clipped[index]) && !layout.keepsSize[index])
            || Segments.isClipped(index, on: screen)
        {
            steps.append(
                writer.step(
                    .read, 0, target: .clipped(Speech.visible(element)), pattern: .clippedAtLargerText, element: index))
        }
        return steps
    }
}

import FlowProgram
import FlowSyntax

/// Compiles every task of a program for every profile (navigator-model.md §3, §4).
///
/// Each step is done the best way the profile has: among every candidate affordance, first
/// one without a blocker, then the fewest steps (§4). Focus carries from step to step while
/// the screen stays, and starts on the first stop of each new screen (§3, counting conventions).
public struct PathCompiler {
    let program: Program
    /// Views, their stops and layouts, built once per screen and only when a task reaches the
    /// screen (or the element checks ask for them).
    let screens: ScreenModels
    /// The patterns the project turns down to a warning (`Acceptance` applies them).
    let severities: PatternSeverities

    public init(program: Program, severities: PatternSeverities = .model) {
        self.init(program: program, screens: ScreenModels(program), severities: severities)
    }

    init(program: Program, screens: ScreenModels, severities: PatternSeverities = .model) {
        self.program = program
        self.screens = screens
        self.severities = severities
    }

    public func compile() -> [TaskPaths] {
        program.tasks.map { task in
            TaskPaths(task: task, profiles: Profile.allCases.map { compile(task, for: $0) })
        }
    }

    public func compile(_ task: FlowTask, for profile: Profile) -> ProfilePath {
        let channels = Channels.of(profile)
        var path: [PathStep] = []
        // About two actions a step: one allocation instead of growing it step by step.
        path.reserveCapacity(task.steps.count * 3)
        var dead: [Finding] = []
        // VoiceOver's rotor setting persists for the rest of the task, across screens (§9.3,
        // `Rule.rotorPersists`).
        var rotor: StepKind.RotorSetting?
        // The page each pager of the screen shows (§9.3); a new screen shows every first page.
        var shown: [Int: Int] = [:]
        // Whether the task has expanded the medium sheet it is on (§10.4).
        var expanded = false
        var screen = task.start
        // What the steps on one screen share, found when the screen changes: its writer,
        // pagers and, for the tree methods, its flattening.
        var writer = StepWriter(profile: profile, screen: program.screens[screen])
        var pagers = screens.pagers(screen)
        var flat = channels.accessibilityTree ? screens.flat(screen, voiceOver: channels.voiceOverRunning) : nil
        func show(_ next: Int) {
            screen = next
            expanded = false
            writer = StepWriter(profile: profile, screen: program.screens[next])
            pagers = screens.pagers(next)
            if channels.accessibilityTree { flat = screens.flat(next, voiceOver: channels.voiceOverRunning) }
        }
        var focus = firstFocus(screen, profile, channels)
        var reachedEnd = true
        // Where each step left focus and the pagers, for `back` (navigator-model.md §9.2); kept
        // only by a task that goes back.
        let remembers = task.steps.contains { if case .back = $0.kind { true } else { false } }
        var focusAfter: [Int?] = []
        var shownAfter: [[Int: Int]] = []
        if remembers {
            focusAfter.reserveCapacity(task.steps.count)
            shownAfter.reserveCapacity(task.steps.count)
        }
        for (position, step) in task.steps.enumerated() {
            if step.screen != screen {
                show(step.screen)
                focus = firstFocus(screen, profile, channels)
                shown = [:]
            }
            var best: Way?
            // §4's last tie-break: a control before an action, whatever their reading order.
            var bestIsAction = false
            var failures: [Finding] = []
            // Every way of doing the step competes here (§4): each candidate's, the system's
            // escape, `back`. A way that reaches an element on a pager's page shows that page
            // (§9.3), unless it says which pages it leaves shown.
            func consider(_ attempt: Attempt, reaching element: Int?, through affordance: Affordance.Kind = .activation) {
                switch attempt {
                case .way(var way):
                    if way.shown == nil, let element, let place = pagers.place(of: element) {
                        var pages = shown
                        pages[place.pager] = place.page
                        way.shown = pages
                    }
                    let isAction = affordance != .activation
                    if best.map({ way.rank < $0.rank || (way.rank == $0.rank && bestIsAction && !isAction) }) ?? true {
                        best = way
                        bestIsAction = isAction
                    }
                case .dead(let end):
                    if !failures.contains(end.finding) { failures.append(end.finding) }
                }
            }
            if case .back(let returnsTo) = step.kind {
                var way = Way(
                    steps: backSteps(writer: writer, reliesOnFocus: position + 1 < task.steps.count),
                    focus: focusAfter.indices.contains(returnsTo) ? focusAfter[returnsTo] : nil)
                way.shown = shownAfter.indices.contains(returnsTo) ? shownAfter[returnsTo] : [:]
                consider(.way(way), reaching: nil)
            } else if let flat {
                // The method's ways on this screen from where focus stands are the same for every
                // candidate of the step: built once per step, and never copied.
                var ways = treeWays(writer: writer, flat: flat, focus: focus, rotor: rotor)
                if !pagers.isEmpty { ways.paging = Paging(pagers: pagers, shown: shown, flat: flat) }
                ways.sheet = screens.sheet(screen, for: profile, expanded: expanded)
                for candidate in step.candidates {
                    let reach = Reach.of(candidate, step.kind, in: flat.view, screen: writer.screen)
                    consider(
                        ways.expandingSheet(ways.attempt(reach, step: step), reaching: candidate.element),
                        reaching: candidate.element, through: candidate.kind)
                }
            } else {
                let layout = profile == .largerText ? screens.layout(screen) : nil
                var ways = VisualWays(writer: writer, layout: layout, overlays: screens.overlays(screen))
                if !pagers.isEmpty { ways.paging = Paging(pagers: pagers, shown: shown, flat: nil) }
                ways.sheet = screens.sheet(screen, for: profile, expanded: expanded)
                for candidate in step.candidates {
                    consider(ways.attempt(candidate, step: step), reaching: candidate.element, through: candidate.kind)
                }
            }
            if let escape = escapeWay(step, writer: writer, focus: focus) { consider(.way(escape), reaching: nil) }
            guard var way = best else {
                dead = failures
                reachedEnd = false
                break
            }
            if case .type(let text) = step.kind { way.steps.append(typing(text, into: step, writer: writer)) }
            path += way.steps
            focus = way.focus
            if let chosen = way.rotor { rotor = chosen }
            if let pages = way.shown { shown = pages }
            if way.expandsSheet { expanded = true }
            if remembers {
                focusAfter.append(focus)
                shownAfter.append(shown)
            }
            if let destination = step.destination, destination != screen {
                let tab = focus.flatMap { tabActivated($0, on: screen, profile, channels) }
                show(destination)
                // `back` returns focus and the pages where the step that left the screen had them.
                if case .back = step.kind { continue }
                focus = firstFocus(screen, profile, channels, afterTab: tab)
                shown = [:]
            }
        }
        let blockers = reachedEnd ? findings(path, blocking: true, profile) : dead
        let friction = findings(path, blocking: false, profile)
        let acceptance = Acceptance(
            profile: profile, reachedEnd: reachedEnd, path: path, blockers: blockers, friction: friction, waivers: task.waivers,
            severities: severities)
        return ProfilePath(
            profile: profile, steps: path.reduce(0) { $0 + $1.count }, acceptance: acceptance,
            waiver: acceptance.whole,
            expectation: task.expectations.first { $0.profile == profile },
            complete: reachedEnd)
    }

    /// Where focus starts when a screen appears, for the methods that keep a focus: on the element
    /// its `focus "Name"` names (navigator-model.md §9.1); else, for VoiceOver after a tab, on that
    /// tab of the new screen, and else on the first stop after a navigation bar (§10.2); nil for
    /// the first stop.
    private func firstFocus(_ screen: Int, _ profile: Profile, _ channels: Channels, afterTab tab: String? = nil) -> Int? {
        guard channels.accessibilityTree else { return nil }
        let flat = screens.flat(screen, voiceOver: channels.voiceOverRunning)
        guard let element = program.screens[screen].focus else {
            if profile == .voiceover, let tab, let item = Bars.tab(named: tab, in: program.screens[screen]),
                case .node(let node) = flat.view.placements[item]
            {
                return node
            }
            guard let start = Bars.afterNavigationBar(in: program.screens[screen]) else { return nil }
            switch profile {
            case .voiceover: return Bars.firstStop(of: flat.voiceOverStops.order, from: start, in: flat.view)
            case .switchControl: return Bars.firstStop(of: flat.scan.top, from: start, in: flat.view)
            case .keyboard: return Bars.firstStop(of: flat.keyboardStops.order, from: start, in: flat.view)
            default: return nil
            }
        }
        guard case .node(let node) = flat.view.placements[element] else { return nil }
        // Switch Control's highlight starts on a scan stop; on anything else it starts as usual.
        if profile == .switchControl, !flat.scan.isStop(node) { return nil }
        return node
    }

    /// The tab bar item VoiceOver activated on `screen` when focus is on it (§10.2), by name.
    private func tabActivated(_ node: Int, on screen: Int, _ profile: Profile, _ channels: Channels) -> String? {
        guard profile == .voiceover else { return nil }
        let flat = screens.flat(screen, voiceOver: channels.voiceOverRunning)
        guard node < flat.view.nodes.count else { return nil }
        return Bars.tabName(of: flat.view.nodes[node].element, in: program.screens[screen])
    }

    /// The tree driver in the words of the writer's method; `rotor` is VoiceOver's rotor setting
    /// as the previous step left it (§9.3).
    func treeWays(writer: StepWriter, flat: FlatScreen, focus: Int?, rotor: StepKind.RotorSetting? = nil) -> TreeWays {
        let ways: TreeWays
        switch writer.profile {
        case .voiceover:
            ways = TreeWays(
                writer: writer, view: flat.view, words: .voiceOver, stops: .list(flat.voiceOverStops), names: flat.voiceOverNames,
                focus: focus, rotor: rotor, rotorIndex: flat.rotorIndex)
        case .voiceControl:
            ways = TreeWays(
                writer: writer, view: flat.view, words: .voiceControl, stops: .none, names: flat.voiceControlNames, focus: focus)
        case .switchControl:
            ways = TreeWays(
                writer: writer, view: flat.view, words: .switchControl, stops: .scan(flat.scan), names: [:], focus: focus)
        default:
            ways = TreeWays(
                writer: writer, view: flat.view, words: .keyboard, stops: .list(flat.keyboardStops), names: [:], focus: focus)
        }
        return ways
    }

    /// The distinct blockers (or friction) of a path, in path order.
    private func findings(_ path: [PathStep], blocking: Bool, _ profile: Profile) -> [Finding] {
        var found: [Finding] = []
        for step in path where (blocking ? step.blocker : step.friction) {
            guard let pattern = step.pattern, let span = step.span else { continue }
            let detail: String
            if case .pastEdge = step.target {
                detail = OffscreenAtLargerText.pastEdgeEffect
            } else {
                detail = pattern.effect(on: profile)
            }
            let finding = Finding(pattern: pattern, span: span, detail: detail)
            if !found.contains(where: { $0.pattern == finding.pattern && $0.span == finding.span }) { found.append(finding) }
        }
        return found
    }
}

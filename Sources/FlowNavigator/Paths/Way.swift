import FlowProgram
import FlowSyntax

/// One way to do one step for one profile: the actions, and where focus ends up.
struct Way {
    var steps: [PathStep] = []
    /// The focused node afterwards, for the methods that keep a focus.
    var focus: Int?

    var cost: Int { steps.reduce(0) { $0 + $1.count } }
    var blocked: Bool { steps.contains(where: \.blocker) }
    var hasFriction: Bool { steps.contains(where: \.friction) }

    /// The best way is the smallest (navigator-model.md §4): first without blockers, then the
    /// fewest steps; between ways of equal steps, the one without friction (the spec leaves
    /// that tie open; a visible button beats a hidden action of the same cost).
    var rank: (Int, Int, Int) { (blocked ? 1 : 0, cost, hasFriction ? 1 : 0) }
}

/// Why a candidate offers no way at all to a profile.
struct DeadEnd {
    let finding: Finding
}

enum Attempt {
    case way(Way)
    case dead(DeadEnd)
}

/// Builds path steps for one profile on one screen, applying the profile's own channels:
/// a mark is a blocker unless it is the method's own channel (navigator-model.md §4).
struct StepWriter {
    let profile: Profile
    let screen: Screen
    let channels: Channels

    init(profile: Profile, screen: Screen) {
        self.profile = profile
        self.screen = screen
        self.channels = Channels.of(profile)
    }

    func step(
        _ kind: StepKind, _ count: Int = 1, target: String, marks: [Mark] = [], pattern: Pattern? = nil,
        blocker: Bool? = nil, friction: Bool = false, unverified: [Rule] = [], element: Int? = nil, span: Span? = nil
    ) -> PathStep {
        let blocking = blocker ?? marks.contains { !channels.own.contains($0) }
        return PathStep(
            screen: screen.name, kind: kind, count: count, target: target, marks: marks,
            pattern: blocking || friction ? pattern : nil, blocker: blocking, friction: friction && !blocking,
            unverified: unverified, span: span ?? element.map { screen.elements[$0].span })
    }

    /// Appends a step repeated `count` times ("Swipe right ×2" is one step with its count);
    /// a zero count adds nothing.
    func repeated(
        _ kind: StepKind, _ count: Int, target: String, element: Int? = nil, unverified: [Rule] = [], into steps: inout [PathStep]
    ) {
        if count > 0 { steps.append(step(kind, count, target: target, unverified: unverified, element: element)) }
    }

    func dead(_ pattern: Pattern, _ span: Span, _ detail: String) -> Attempt {
        .dead(DeadEnd(finding: Finding(pattern: pattern, span: span, detail: detail)))
    }
}

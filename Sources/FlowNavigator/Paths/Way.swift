import FlowProgram
import FlowSyntax

/// One way to do one step for one profile: the actions, and where focus ends up.
struct Way {
    var steps: [PathStep] = []
    /// The focused node afterwards, for the methods that keep a focus.
    var focus: Int?
    /// VoiceOver's rotor setting afterwards, when the way chose one (navigator-model.md §9.3);
    /// nil leaves it as it was.
    var rotor: StepKind.RotorSetting?
    /// The page each pager of the screen shows afterwards (pager element → page), when the way
    /// says (navigator-model.md §9.3); nil leaves them as they were.
    var shown: [Int: Int]?
    /// The way expands a medium sheet (navigator-model.md §10.4).
    var expandsSheet = false

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

/// Builds path steps for one profile on one screen. The path code says which pattern a step
/// falls under; what that does to the profile (a blocker with its mark, friction, or nothing)
/// is the pattern's verdict, read from its declaration (navigator-model.md §4, §5).
struct StepWriter {
    let profile: Profile
    let screen: Screen

    /// A step. `marks` are what the step is made of for the report (a drag is a gesture, for
    /// Touch too); `pattern` is the pattern the step falls under, if any, and its verdict for
    /// the profile decides whether the step blocks or is friction, adding the verdict's mark.
    /// `cost` replaces the verdict where the pattern's cost depends on the step (Small Target's
    /// size, `SmallTarget.cost`).
    func step(
        _ kind: StepKind, _ count: Int = 1, target: StepTarget, marks: [Mark] = [], pattern: Pattern? = nil,
        cost: Verdict.Kind? = nil, unverified: [Rule] = [], element: Int? = nil, span: Span? = nil
    ) -> PathStep {
        var marks = marks
        var blocking = false
        var friction = false
        if let pattern {
            switch cost ?? pattern.verdict(for: profile).kind {
            case .blocker(let mark):
                blocking = true
                if let mark, !marks.contains(mark) { marks.append(mark) }
            case .friction:
                friction = true
            case .ok, .notAffected, .unreachable:
                break
            }
        }
        return PathStep(
            screen: screen.title, kind: kind, count: count, target: target, marks: marks,
            pattern: blocking || friction ? pattern : nil, blocker: blocking, friction: friction,
            unverified: unverified, span: span ?? element.map { screen.elements[$0].span })
    }

    /// Appends a step repeated `count` times ("Swipe right ×2" is one step with its count);
    /// a zero count adds nothing.
    func repeated(
        _ kind: StepKind, _ count: Int, target: StepTarget, element: Int? = nil, unverified: [Rule] = [], into steps: inout [PathStep]
    ) {
        if count > 0 { steps.append(step(kind, count, target: target, unverified: unverified, element: element)) }
    }

    func dead(_ pattern: Pattern, _ span: Span, _ detail: String) -> Attempt {
        .dead(DeadEnd(finding: Finding(pattern: pattern, span: span, detail: detail)))
    }
}

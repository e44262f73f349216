import FlowProgram
import FlowSyntax

/// What a profile's findings come to, decided in this one place: which blockers the project
/// turns down to friction (`PatternSeverities`), which findings the task's `waive` lines accept,
/// and so the profile's status. A waiver of one pattern accepts that pattern's blockers and
/// friction (on its element, if it names one); a waiver of the whole profile accepts every
/// blocker left. The profile is `waived` only when every blocker is accepted; a waiver that
/// accepts nothing is reported as `unneeded-waiver`.
struct Acceptance {
    private(set) var status: PathStatus
    private(set) var path: [PathStep]
    private(set) var blockers: [Finding]
    private(set) var friction: [Finding]
    /// The waiver that accepts each accepted blocker or friction.
    private(set) var waived: [Finding: Waiver] = [:]
    /// The configuration's reason for each blocker it turned down to friction.
    private(set) var turnedDown: [Finding: String] = [:]
    /// The profile's waivers that accept nothing, in the order written.
    private(set) var unused: [Waiver] = []
    /// The waiver of the whole profile, when it accepts something: one the waivers of one
    /// pattern leave nothing to is `unneeded-waiver`, and no report shows it as the reason.
    private(set) var whole: Waiver?

    init(
        profile: Profile, reachedEnd: Bool, path: [PathStep], blockers: [Finding], friction: [Finding], waivers: [Waiver],
        severities: PatternSeverities
    ) {
        self.path = path
        self.blockers = blockers
        self.friction = friction
        let mine = waivers.filter { $0.profile == profile }
        status = !reachedEnd ? .unreachable : blockers.isEmpty ? .ok : .blocked
        // Most profiles have neither: the path stays as compiled.
        guard !mine.isEmpty || !severities.turnedDown.isEmpty else { return }
        if reachedEnd { turnDown(profile, severities) }
        var used = Set<Span>()
        for finding in self.blockers + self.friction {
            let waiver = mine.first { waiver in
                waiver.pattern == finding.pattern && (waiver.place.map { $0.spans.contains(finding.span) } ?? true)
            }
            guard let waiver else { continue }
            waived[finding] = waiver
            used.insert(waiver.span)
        }
        let open = self.blockers.filter { waived[$0] == nil }
        // An unreachable path with no finding to name still fails, unless its profile is waived.
        let failing = !open.isEmpty || (!reachedEnd && self.blockers.isEmpty)
        if failing, let whole = mine.first(where: { $0.pattern == nil }) {
            for finding in open { waived[finding] = whole }
            used.insert(whole.span)
            self.whole = whole
            status = .waived
        } else if !failing {
            status = self.blockers.isEmpty ? .ok : .waived
        }
        unused = mine.filter { !used.contains($0.span) }
    }

    /// Moves the blockers of the patterns turned down for `profile` to friction, on the path's
    /// steps as in the lists, so that every report shows them as friction.
    private mutating func turnDown(_ profile: Profile, _ severities: PatternSeverities) {
        func reason(_ pattern: Pattern?) -> String? { pattern.flatMap { severities.reason(turningDown: $0, for: profile) } }
        guard blockers.contains(where: { reason($0.pattern) != nil }) else { return }
        path = path.map { step in
            guard step.blocker, reason(step.pattern) != nil else { return step }
            return PathStep(
                screen: step.screen, kind: step.kind, count: step.count, target: step.target, marks: step.marks, pattern: step.pattern,
                blocker: false, friction: true, unverified: step.unverified, span: step.span)
        }
        var kept: [Finding] = []
        for finding in blockers {
            guard let why = reason(finding.pattern) else {
                kept.append(finding)
                continue
            }
            // The same place may already be friction of the pattern, at another step.
            if let same = friction.first(where: { $0.pattern == finding.pattern && $0.span == finding.span }) {
                turnedDown[same] = why
            } else {
                friction.append(finding)
                turnedDown[finding] = why
            }
        }
        blockers = kept
    }
}

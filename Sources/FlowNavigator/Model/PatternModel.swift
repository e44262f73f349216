import FlowProgram
import FlowSyntax

/// One pattern as the navigator models it: its row of navigator-model.md §5 (what is wrong, and
/// the verdict per profile, with the effect reports print) and its detector, the element check
/// that finds it in a screen. Each pattern declares one, in its own file of `Model/Patterns`.
struct PatternModel: Sendable {
    let pattern: Pattern
    /// One line on what is wrong.
    let summary: String
    /// What the pattern does to a method, for the notes of a blocked task; a verdict may say it
    /// in its own words.
    let effect: String
    let touch: Verdict
    let voiceOver: Verdict
    let voiceControl: Verdict
    let switchControl: Verdict
    let keyboard: Verdict
    let pointer: Verdict
    let largerText: Verdict
    /// Whether the pattern is only ever an element warning, which no task's path names (the
    /// patterns after the table of navigator-model.md §5).
    let elementOnly: Bool
    /// Every warning of the pattern on one screen, in source order.
    let detect: @Sendable (CheckContext) -> [Diagnostic]

    /// A profile the declaration does not name is plainly ok.
    init(
        _ pattern: Pattern, summary: String, effect: String, touch: Verdict = .ok(), voiceOver: Verdict = .ok(),
        voiceControl: Verdict = .ok(), switchControl: Verdict = .ok(), keyboard: Verdict = .ok(), pointer: Verdict = .ok(),
        largerText: Verdict = .ok(), elementOnly: Bool = false, detect: @escaping @Sendable (CheckContext) -> [Diagnostic]
    ) {
        self.pattern = pattern
        self.summary = summary
        self.effect = effect
        self.touch = touch
        self.voiceOver = voiceOver
        self.voiceControl = voiceControl
        self.switchControl = switchControl
        self.keyboard = keyboard
        self.pointer = pointer
        self.largerText = largerText
        self.elementOnly = elementOnly
        self.detect = detect
    }

    /// An element warning that no profile's path meets: each verdict is "—" (not affected), the
    /// table's cell (`cell`, "— in §9.4; a warning on the group") said once, then each profile's why.
    init(
        _ pattern: Pattern, summary: String, effect: String, notAffected cell: String, touch: String, voiceOver: String,
        voiceControl: String, switchControl: String, keyboard: String, pointer: String, largerText: String,
        detect: @escaping @Sendable (CheckContext) -> [Diagnostic]
    ) {
        func verdict(_ why: String) -> Verdict { .notAffected("not affected (\(cell)): \(why)") }
        self.init(
            pattern, summary: summary, effect: effect, touch: verdict(touch), voiceOver: verdict(voiceOver),
            voiceControl: verdict(voiceControl), switchControl: verdict(switchControl), keyboard: verdict(keyboard),
            pointer: verdict(pointer), largerText: verdict(largerText), elementOnly: true, detect: detect)
    }

    func verdict(for profile: Profile) -> Verdict {
        switch profile {
        case .touch: touch
        case .voiceover: voiceOver
        case .voiceControl: voiceControl
        case .switchControl: switchControl
        case .keyboard: keyboard
        case .pointer: pointer
        case .largerText: largerText
        }
    }
}

import FlowProgram
import FlowSyntax

/// Small Target: a tappable element under `frictionBelow` points a side (navigator-model.md §5;
/// Apple Human Interface Guidelines, Accessibility: "at least 44x44 pt").
enum SmallTarget {
    // navigator-model.md §4, §5 (Small Target): under 44×44 pt a tap is friction; under 28×28 pt
    // a blocker for Touch and Larger Text, and still only friction for Pointer.

    /// The shorter side, in points, under which a target is small: the Human Interface
    /// Guidelines' minimum, which Larger Text's layout also gives every control (§6).
    static let frictionBelow = 44.0
    /// The shorter side, in points, under which a small target blocks Touch and Larger Text.
    static let blockerBelow = 28.0

    static let model = PatternModel(
        .smallTarget, summary: "a target smaller than \(side(frictionBelow))",
        effect: "the target is smaller than \(side(frictionBelow))",
        touch: .friction("friction under \(side(frictionBelow)); blocker under \(side(blockerBelow))"),
        voiceOver: .ok("ok, a double-tap works wherever the element is"),
        voiceControl: .ok("ok, addressed by name"),
        switchControl: .ok("ok, the scanner highlights it"),
        keyboard: .ok("ok, focused with Tab"),
        pointer: .friction("friction: the cursor must land on a small area"),
        largerText: .friction("as Touch: friction under \(side(frictionBelow)); blocker under \(side(blockerBelow))"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, element) in context.screen.elements.enumerated() {
            guard let size = element.size, min(size.width, size.height) < frictionBelow else { continue }
            let tappable = context.isControl(index) || !element.gestures.isEmpty
            guard tappable else { continue }
            diagnostics.append(
                context.warning(
                    .smallTarget, "target is \(format(size.width))×\(format(size.height)) pt, under \(side(frictionBelow))", at: element.span,
                    help: "make the tappable area at least \(side(frictionBelow))"))
        }
        return diagnostics
    }

    /// What a tap on a target whose shorter side is `side` pt costs `profile`.
    static func cost(ofSide side: Double, for profile: Profile) -> (blocker: Bool, friction: Bool) {
        let blocker = side < blockerBelow && profile != .pointer
        return (blocker, side < frictionBelow && !blocker)
    }

    /// A square side as messages write it: "44×44 pt".
    static func side(_ value: Double) -> String { "\(format(value))×\(format(value)) pt" }

    static func format(_ value: Double) -> String {
        Double(Int(value)) == value ? String(Int(value)) : String(value)
    }
}

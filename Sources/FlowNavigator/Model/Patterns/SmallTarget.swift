import FlowProgram
import FlowSyntax

/// Small Target: a tappable element under `frictionBelow` points a side (navigator-model.md §5;
/// Apple Human Interface Guidelines, Accessibility: "at least 44x44 pt").
public enum SmallTarget {
    // navigator-model.md §4, §5 (Small Target): a tap on a small target is friction; on a tiny
    // one a blocker for Touch and Larger Text, and still only friction for Pointer.

    /// The shorter side, in points, under which a target is small: the Human Interface
    /// Guidelines' minimum, which Larger Text's layout also gives every control (§6).
    public static let frictionBelow = 44.0
    /// The shorter side, in points, under which a small target blocks Touch and Larger Text.
    public static let blockerBelow = 28.0
    /// The two as messages write them ("44×44 pt").
    static let smallSide = side(frictionBelow)
    static let tinySide = side(blockerBelow)

    static let model = PatternModel(
        .smallTarget, summary: "a target smaller than \(smallSide)",
        effect: "the target is smaller than \(smallSide)",
        touch: .friction("friction under \(smallSide); blocker under \(tinySide)"),
        voiceOver: .ok("ok, a double-tap works wherever the element is"),
        voiceControl: .ok("ok, addressed by name"),
        switchControl: .ok("ok, the scanner highlights it"),
        keyboard: .ok("ok, focused with Tab"),
        pointer: .friction("friction: the cursor must land on a small area"),
        largerText: .friction("as Touch: friction under \(smallSide); blocker under \(tinySide)"),
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
                    .smallTarget, "target is \(format(size.width))×\(format(size.height)) pt, under \(smallSide)", on: element,
                    help: "make the tappable area at least \(smallSide)"))
        }
        return diagnostics
    }

    /// What a tap on a target whose shorter side is `side` pt costs `profile`: the verdict of
    /// the declaration above, for that size (§4: under 28 pt a blocker for Touch and Larger
    /// Text, friction only for a pointer; under 44 pt friction).
    static func cost(ofSide side: Double, for profile: Profile) -> Verdict.Kind {
        if side < blockerBelow && profile != .pointer { return .blocker(nil) }
        return side < frictionBelow ? .friction : .ok
    }

    static func side(_ value: Double) -> String { "\(format(value))×\(format(value)) pt" }

    /// A number of points as messages write it: "44", "43.5".
    public static func format(_ value: Double) -> String {
        Double(Int(value)) == value ? String(Int(value)) : String(value)
    }
}

import FlowProgram
import FlowSyntax

/// Small Target: a tappable element's hit region under `frictionBelow` points a side
/// (navigator-model.md §5, §10.5; Apple Human Interface Guidelines, Accessibility: "at least
/// 44x44 pt"; WCAG 2.2, 2.5.8 Target Size (Minimum): 24 × 24 CSS px).
public enum SmallTarget {
    // navigator-model.md §10.5 (Small Target): judged on the hit region; friction when a side is
    // under 44 pt; a blocker for Touch and Larger Text when the shorter side is under 24 pt and
    // the longer under 44 (it fails both Apple's minimum and WCAG 2.2's); Pointer: friction.

    /// The side, in points, under which a target is small: the Human Interface Guidelines'
    /// minimum, which Larger Text's layout also gives every control (§6).
    public static let frictionBelow = 44.0
    /// The shorter side, in points, under which a target whose longer side is also under
    /// `frictionBelow` blocks Touch and Larger Text: WCAG 2.2's minimum (§10.5).
    public static let blockerBelow = 24.0
    /// The two as messages write them ("44×44 pt").
    static let smallSide = side(frictionBelow)
    static let tinySide = side(blockerBelow)

    static let model = PatternModel(
        .smallTarget, summary: "a target smaller than \(smallSide)",
        effect: "the target is smaller than \(smallSide)",
        touch: .friction("friction under \(smallSide); blocker under \(tinySide) and under \(format(frictionBelow)) pt both ways"),
        voiceOver: .ok("ok, a double-tap works wherever the element is"),
        voiceControl: .ok("ok, addressed by name"),
        switchControl: .ok("ok, the scanner highlights it"),
        keyboard: .ok("ok, focused with Tab"),
        pointer: .friction("friction: the cursor must land on a small area"),
        largerText: .friction("as Touch: friction under \(smallSide); blocker under \(tinySide) and under \(format(frictionBelow)) pt both ways"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, element) in context.screen.elements.enumerated() {
            guard let size = hitRegion(of: element), min(size.width, size.height) < frictionBelow else { continue }
            let tappable = context.isControl(index) || !element.gestures.isEmpty
            guard tappable else { continue }
            diagnostics.append(
                context.warning(
                    .smallTarget, "target is \(format(size.width))×\(format(size.height)) pt, under \(smallSide)", on: element,
                    help: "make the tappable area at least \(smallSide)"))
        }
        return diagnostics
    }

    /// The hit region of a tappable element (§10.5): its declared `size`, except for the
    /// standard parts whose region is their own (a cell's row; a cell's accessory, which has no
    /// size, and a bar item without one: at least 44 × 44); nil for one at least that large.
    static func hitRegion(of element: Element) -> (width: Double, height: Double)? {
        element.kind.model.hitRegion == .row ? nil : element.size
    }

    /// What a tap on a target of `size` costs `profile`: the verdict of the declaration above,
    /// for that size (§10.5: a blocker for Touch and Larger Text when the shorter side is under
    /// 24 pt and the longer under 44, friction only for a pointer; friction under 44 pt).
    static func cost(of size: (width: Double, height: Double)?, for profile: Profile) -> Verdict.Kind {
        guard let size else { return .ok }
        let shorter = min(size.width, size.height)
        let longer = max(size.width, size.height)
        if shorter < blockerBelow && longer < frictionBelow && profile != .pointer { return .blocker(nil) }
        return shorter < frictionBelow ? .friction : .ok
    }

    static func side(_ value: Double) -> String { "\(format(value))×\(format(value)) pt" }

    /// A number of points as messages write it: "44", "43.5".
    public static func format(_ value: Double) -> String {
        Double(Int(value)) == value ? String(Int(value)) : String(value)
    }
}

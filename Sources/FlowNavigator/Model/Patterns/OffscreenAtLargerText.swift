import FlowProgram
import FlowSyntax

/// Offscreen at Larger Text: at AX5 a control is pushed off a screen that does not scroll
/// (navigator-model.md §5, §6).
enum OffscreenAtLargerText {
    static let model = PatternModel(
        .offscreenAtLargerText, summary: "at the largest text size the target is pushed off a screen that does not scroll",
        effect: "at AX5 it is pushed off a screen that does not scroll",
        touch: .notAffected("not affected: at the default text size everything fits"),
        voiceOver: .notAffected("not affected: it moves to the element wherever it is"),
        voiceControl: .notAffected(),
        switchControl: .notAffected(),
        keyboard: .notAffected(),
        pointer: .notAffected(),
        largerText: .blocker(nil, "blocker: the control is below the bottom of a screen that does not scroll"),
        detect: detect)

    /// What a finding says when a `row` whose fixed children do not fit pushed the target past
    /// the screen's trailing edge (§10.5): sideways, on a screen that may well scroll, so not
    /// the effect above.
    static let pastEdgeEffect = "at AX5 the fixed children of its row do not fit, and it is past the trailing edge"

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, element) in context.screen.elements.enumerated() where context.layout.pastEdge[index] && element.kind != .group {
            // §10.5: whether or not the screen scrolls (it scrolls vertically; the row overflows sideways).
            diagnostics.append(
                context.warning(
                    .offscreenAtLargerText,
                    "at the largest text size the fixed children of its row do not fit, and '\(element.referenceName ?? Speech.visibleText(element))' is past the edge of screen '\(context.screen.name)'",
                    on: element, help: "let the row reflow at large text sizes: 'row reflows' (ViewThatFits)"))
        }
        guard !context.screen.scrolls else { return diagnostics }
        for (index, element) in context.screen.elements.enumerated() where context.isControl(index) {
            guard context.layout.isOffscreen(index, on: context.screen) else { continue }
            diagnostics.append(
                context.warning(
                    .offscreenAtLargerText, "at the largest text size '\(Speech.visibleText(element))' is below the bottom of screen '\(context.screen.name)'",
                    on: element, help: "let the screen scroll: 'screen \"\(context.screen.name)\" scrolls'"))
        }
        return diagnostics
    }
}

import FlowProgram
import FlowSyntax

/// Offscreen at Larger Text: at AX5 a control is pushed off a screen that does not scroll
/// (navigator-model.md §5, §6).
enum OffscreenAtLargerTextCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        guard !context.screen.scrolls else { return [] }
        var diagnostics: [Diagnostic] = []
        for (index, element) in context.screen.elements.enumerated() where context.isControl(index) {
            guard context.layout.isOffscreen(index, on: context.screen) else { continue }
            diagnostics.append(
                context.warning(
                    .offscreenAtLargerText, .offscreenAtLargerText,
                    "at the largest text size '\(Speech.visible(element))' is below the bottom of screen '\(context.screen.name)'",
                    at: element.span, help: "let the screen scroll: 'screen \"\(context.screen.name)\" scrolls'"))
        }
        return diagnostics
    }
}

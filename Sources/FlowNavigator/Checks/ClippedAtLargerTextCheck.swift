import FlowProgram
import FlowSyntax

/// Clipped at Larger Text: `truncates` or `fixed-height` text that AX5 clips, so its name can no
/// longer be read (navigator-model.md §4b, §6).
enum ClippedAtLargerTextCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        context.screen.elements.compactMap { element in
            guard element.truncates || element.fixedHeight else { return nil }
            let how = element.truncates ? "truncates" : "has a fixed height"
            return context.warning(
                .clippedAtLargerText, .clippedAtLargerText, "'\(Speech.visible(element))' \(how), so the largest text size clips it", at: element.span,
                help: "let the text wrap and the element grow")
        }
    }
}

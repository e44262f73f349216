import FlowProgram
import FlowSyntax

/// Clipped at Larger Text: `truncates` or `fixed-height` text that AX5 clips, so its name can no
/// longer be read (navigator-model.md §4b, §6); a text control squeezed in a row (§10.5).
enum ClippedAtLargerText {
    static let model = PatternModel(
        .clippedAtLargerText, summary: "text that the largest text size clips", effect: "at AX5 its text is clipped",
        touch: .notAffected("not affected: at the default text size it fits"),
        voiceOver: .ok("ok, the whole text is still read"),
        largerText: .friction("friction: at AX5 the text is clipped and can no longer be read in full"),
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        context.screen.elements.enumerated().compactMap { index, element in
            if context.layout.clipped[index] {
                // §10.5: a text control in a row, narrower at AX5 than its longest word.
                return context.warning(
                    .clippedAtLargerText, "at the largest text size '\(Speech.visibleText(element))' is narrower than its longest word in its row",
                    on: element, help: "let the row reflow at large text sizes: 'row reflows' (ViewThatFits)")
            }
            // §9.1, §10.5: a tab bar's items and a map's annotations do not grow, so they are never clipped.
            guard element.truncates || element.fixedHeight, !context.layout.keepsSize[index] else { return nil }
            let how = element.truncates ? "truncates" : "has a fixed height"
            return context.warning(
                .clippedAtLargerText, "'\(Speech.visibleText(element))' \(how), so the largest text size clips it", on: element,
                help: "let the text wrap and the element grow")
        }
    }
}

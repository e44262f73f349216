import FlowProgram
import FlowSyntax

/// Capped Text: a `text` or `header` whose `caps SIZE` (its own or a group's around it) holds it
/// below AX2, about 200% of the default size, which WCAG 1.4.4 asks text to reach
/// (navigator-model.md §10.5, §10.7). An element-level warning; the Larger Text estimate uses the
/// capped size, so the cap changes no path by itself.
enum CappedText {
    /// The smallest cap that lets text reach 200%: AX2's 33 pt body against the default 17 pt.
    static let leastCap = TextSize.ax2

    static let model = PatternModel(
        .cappedText, summary: "text capped below 200% of its size",
        effect: "its text grows no larger than its cap, below 200%",
        notAffected: "— in §10.7; a warning on the text",
        touch: "at the default size the cap does nothing",
        voiceOver: "the text is read whatever its size",
        voiceControl: "names do not depend on the size",
        switchControl: "the scan does not depend on the size",
        keyboard: "Tab does not depend on the size",
        pointer: "at the default size the cap does nothing",
        largerText: "the estimate lays the text out at its cap, and someone who needs it larger cannot have it",
        detect: detect)

    /// The cap in force on an element: its own, else its nearest group's.
    static func cap(of index: Int, in elements: [Element]) -> TextSize? {
        var current: Int? = index
        while let at = current {
            if let cap = elements[at].caps { return cap }
            current = elements[at].parent
        }
        return nil
    }

    /// The element check: every text and header capped below AX2 (§10.5).
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let elements = context.screen.elements
        for (index, element) in elements.enumerated() where element.kind == .text || element.kind == .header {
            guard let cap = cap(of: index, in: elements), cap < leastCap else { continue }
            diagnostics.append(
                context.warning(
                    .cappedText, "'\(Speech.visibleText(element))' is capped at \(cap.rawValue), below \(leastCap.rawValue) (200% of its size)",
                    on: element,
                    help: "let the text grow to at least \(leastCap.rawValue) ('caps \(leastCap.rawValue)'), or remove the cap"))
        }
        return diagnostics
    }
}

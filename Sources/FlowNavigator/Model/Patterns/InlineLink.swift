import FlowProgram
import FlowSyntax

/// Inline Link: a link inside a text (navigator-model.md §9.3, §9.4). Touch, Pointer and Larger
/// Text tap it; VoiceOver reaches it with the Links rotor (friction); Voice Control, Switch
/// Control and the keyboard cannot address it (CVS Health: no Voice Control name or number, no
/// keyboard focus), so only the grid, point scanning or Tab+G reach it.
enum InlineLink {
    static let model = PatternModel(
        .inlineLink, summary: "a link inside a text", effect: "a link inside a text, which the method cannot address",
        touch: .ok("ok, a tap on the words opens it"),
        // §9.3: the Links rotor, one swipe down per link, then a double-tap.
        voiceOver: .friction(
            "friction: only through the Links rotor; swiping reads the sentence, not the link",
            effect: "reached only through the Links rotor"),
        // §9.3: no Voice Control name or number (CVS Health).
        voiceControl: .noNameOrNumber(effect: "no name or number: only the grid, by sight"),
        // §9.3, §9.4: unverified (`Rule.switchControlSkipsInlineLinks`).
        switchControl: .blocker(
            .sight, "blocker (sight): item scanning skips it (unverified); only point scanning, by looking",
            effect: "item scanning skips it: only point scanning, by sight"),
        // §9.3: no keyboard focus (CVS Health).
        keyboard: .tabNeverStops,
        pointer: .ok("ok, a click on the words opens it"),
        largerText: .ok("ok, as Touch"),
        detect: detect)

    /// Whether element `index` is a link written under a text (§9.3).
    static func isInline(_ index: Int, in elements: [Element]) -> Bool {
        guard elements[index].kind == .link, let parent = elements[index].parent else { return false }
        return elements[parent].kind.model.children == .linksInSentence
    }

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        var diagnostics: [Diagnostic] = []
        for index in elements.indices where isInline(index, in: elements) && !elements[index].accessibility.hidden {
            let name = elements[index].text ?? elements[index].accessibility.label ?? "link"
            diagnostics.append(
                context.warning(
                    .inlineLink, "'\(name)' is a link inside a text: Voice Control, Switch Control and the keyboard cannot reach it",
                    on: elements[index], help: "offer it as a button or link of its own, beside the text"))
        }
        return diagnostics
    }
}

import FlowProgram
import FlowSyntax

/// Leaky Modal: an `overlay` group without `traits modal`. It is drawn over the screen, yet the
/// methods that read the accessibility tree still reach what it covers (navigator-model.md §9.1,
/// §9.4). An element-level warning; its verdict is "—" for every profile.
enum LeakyModal {
    static let model = PatternModel(
        .leakyModal, summary: "an overlay that does not make itself modal",
        effect: "the overlay covers the screen, but the accessibility tree still leads behind it",
        notAffected: "— in §9.4; a warning on the group",
        touch: "what the overlay covers cannot be tapped anyway",
        voiceOver: "swiping leaves the overlay for what it covers",
        voiceControl: "names and numbers still show for what it covers",
        switchControl: "the scan still moves behind the overlay",
        keyboard: "Tab still moves behind the overlay",
        pointer: "what the overlay covers cannot be clicked anyway",
        largerText: "as Touch",
        detect: detect)

    /// The element check: every overlay group that is not modal (§9.1).
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in context.screen.elements where element.kind == .group && element.layout.overlay {
            guard !element.accessibility.traits.contains(.modal) else { continue }
            let name = element.text.map { "overlay '\($0)'" } ?? "the overlay"
            diagnostics.append(
                context.warning(
                    .leakyModal, "\(name) is not modal: assistive technologies still reach what it covers", on: element,
                    help: "add 'traits modal' (accessibilityViewIsModal, or .accessibilityAddTraits(.isModal))"))
        }
        return diagnostics
    }
}

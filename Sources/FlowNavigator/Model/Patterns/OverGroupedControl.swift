import FlowProgram
import FlowSyntax

/// Over Grouped Control: a native control that holds a value (`KindModel.holdsValue`) inside a
/// `combine` group loses its own element (navigator-model.md §5).
enum OverGroupedControl {
    static let model = PatternModel(
        .overGroupedControl, summary: "a native control inside a combined group",
        effect: "a native control merged into a combined group",
        voiceOver: .ok("ok in the Actions rotor, but the control has no stop or state of its own"),
        voiceControl: .blocker(nil, "blocker, reported as Hidden Action when a task uses the control: its name cannot be said"),
        switchControl: .friction("friction, reported as Hidden Action: only from the scanner menu"),
        keyboard: .friction("friction, reported as Hidden Action: only behind Tab+Z"),
        elementOnly: true,
        detect: detect)

    /// The element check: every warning of the pattern on one screen.
    static func detect(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        var diagnostics: [Diagnostic] = []
        for (index, element) in elements.enumerated() where element.kind.model.holdsValue {
            var current = element.parent
            while let parent = current {
                let group = elements[parent]
                if group.accessibility.grouping == .combine || group.voiceOverAccessibility.grouping == .combine {
                    diagnostics.append(
                        context.warning(
                            .overGroupedControl, "\(element.kind.withArticle) inside the combined group '\(group.referenceName ?? "group")'",
                            on: elements[index], help: "keep native controls out of 'combine' groups, or use 'contain'"))
                    break
                }
                current = group.parent
            }
        }
        return diagnostics
    }
}

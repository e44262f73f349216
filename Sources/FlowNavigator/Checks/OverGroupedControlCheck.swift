import FlowProgram
import FlowSyntax

/// Over Grouped Control: a toggle, field, slider, stepper or picker inside a `combine` group
/// loses its own element (navigator-model.md §5).
enum OverGroupedControlCheck {
    static let native: Set<ElementKind> = [.toggle, .field, .slider, .stepper, .picker]

    static func run(_ context: CheckContext) -> [Diagnostic] {
        let elements = context.screen.elements
        var diagnostics: [Diagnostic] = []
        for (index, element) in elements.enumerated() where native.contains(element.kind) {
            var current = element.parent
            while let parent = current {
                let group = elements[parent]
                if group.accessibility.grouping == .combine || group.voiceOverAccessibility.grouping == .combine {
                    diagnostics.append(
                        context.warning(
                            .overGroupedControl, .overGroupedControl, "\(element.kind.withArticle) inside the combined group '\(group.referenceName ?? "group")'",
                            at: elements[index].span, help: "keep native controls out of 'combine' groups, or use 'contain'"))
                    break
                }
                current = group.parent
            }
        }
        return diagnostics
    }
}

import FlowProgram
import FlowSyntax

/// Small Target: a tappable element under 44×44 pt (navigator-model.md §5; Apple Human
/// Interface Guidelines, Accessibility: "at least 44x44 pt").
enum SmallTargetCheck {
    static func run(_ context: CheckContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, element) in context.screen.elements.enumerated() {
            guard let size = element.size, min(size.width, size.height) < 44 else { continue }
            let tappable = context.isControl(index) || !element.gestures.isEmpty
            guard tappable else { continue }
            diagnostics.append(
                context.warning(
                    .smallTarget, .smallTarget, "target is \(format(size.width))×\(format(size.height)) pt, under 44×44 pt", at: element.span,
                    help: "make the tappable area at least 44×44 pt"))
        }
        return diagnostics
    }

    static func format(_ value: Double) -> String {
        Double(Int(value)) == value ? String(Int(value)) : String(value)
    }
}

import FlowProgram
import FlowSyntax

/// What an element check sees: one screen, its flattening for the methods that do not run
/// VoiceOver, and its Larger Text layout.
struct CheckContext {
    let screen: Screen
    let flat: FlatScreen
    let layout: LargerTextLayout

    var view: AccessibilityView { flat.view }

    /// A warning of the pattern, under its slug and name, about `element` (at `span`, by default
    /// the element's), raised by the element's copy if it is one (§9.1).
    func warning(
        _ pattern: Pattern, _ message: String, on element: Element, at span: Span? = nil, help: String, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.pattern(pattern), .warning, message, at: span ?? element.span, notes: notes, help: help, pattern: pattern)
            .raised(by: element.origin)
    }

    /// Whether assistive technologies are told the element can be activated.
    func isControl(_ index: Int) -> Bool { screen.elements[index].isControl(voiceOver: false) }
}

/// The element checks that need no task (navigator-model.md §5): every pattern's detector, in
/// pattern order.
public enum ElementChecks {
    static let all: [@Sendable (CheckContext) -> [Diagnostic]] = Pattern.allCases.map(\.model.detect)

    /// Every element warning of the program, in source order.
    public static func run(_ program: Program) -> [Diagnostic] {
        run(program, screens: ScreenModels(program))
    }

    /// The same, with the views and layouts the path compiler built (and building the rest).
    static func run(_ program: Program, screens: ScreenModels) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, screen) in program.screens.enumerated() {
            let context = CheckContext(screen: screen, flat: screens.flat(index, voiceOver: false), layout: screens.layout(index))
            var found: [Diagnostic] = []
            for check in all { found += check(context) }
            diagnostics += DiagnosticsOfCopies.toldOnce(found)
        }
        return diagnostics
    }
}

import FlowSyntax

/// The attributes steps rely on: `escape` on a button, which the system's escape performs
/// (navigator-model.md §9.1), and `range LOW HIGH [by STEP]` on an adjustable element, which
/// `adjust` moves within (§9.2).
extension ElementChecker {
    mutating func applyStepAttribute(_ attribute: Attribute, to accessibility: inout Accessibility, _ element: ElementSyntax) {
        switch attribute.kind {
        case .escape:
            // §9.1: the system's escape performs a button (an alert's cancel, a sheet's close).
            if element.kind != .button {
                report(
                    .problem(.invalidAttribute), "'escape' names the button the system's escape performs, but this is \(element.kind.withArticle)",
                    attribute.span, help: "put 'escape' on the button that closes the screen: button \"Cancel\" escape")
            }
            accessibility.escape = true
        case .range(let low, let high, let step):
            // §9.2: a slider, a stepper, or an element declared adjustable.
            if !ElementChecker.takesRange(element) {
                report(
                    .problem(.invalidAttribute), "\(element.kind.withArticle) has no values to move between, so 'range' has no effect",
                    attribute.span,
                    help: "'range' belongs to \(ElementKind.list(ElementKind.words(where: \.isNativelyAdjustable, articles: true) + ["an element with 'adjustable'"], "or"))")
            } else if low >= high {
                report(
                    .problem(.invalidAttribute), "a range must go up: \(SyntaxDump.number(low)) is not below \(SyntaxDump.number(high))",
                    attribute.span, help: "write the lowest value first: range 0 100")
            } else if let step, step <= 0 || step > high - low {
                report(
                    .problem(.invalidAttribute), "a step of \(SyntaxDump.number(step)) does not fit a range of \(SyntaxDump.number(high - low))",
                    attribute.span, help: "write a step above 0 and no larger than the range, or leave 'by' out")
            }
            accessibility.range = ValueRange(low: low, high: high, step: step)
        default:
            break
        }
    }

    /// Whether `range` can be written on the element (§9.2).
    static func takesRange(_ element: ElementSyntax) -> Bool {
        if element.kind.model.isNativelyAdjustable { return true }
        return (element.attributes + element.voiceOver).contains { attribute in
            switch attribute.kind {
            case .adjustable: true
            case .traits(let names): names.contains { $0.text == "adjustable" }
            default: false
            }
        }
    }

    /// At most one `escape` button per screen, plus at most one in each `overlay` group (§9.1).
    mutating func checkEscapes(_ elements: [Element]) {
        // Scope (an overlay group, or -1 for the screen) → its first escape button.
        var first: [Int: Int] = [:]
        for index in elements.indices where elements[index].accessibility.escape {
            let scope = EscapeScope.overlay(holding: index, in: elements) ?? -1
            if let earlier = first[scope] {
                diagnostics.append(
                    Diagnostic(
                        .problem(.duplicateEscape), .error,
                        scope < 0
                            ? "a screen has one escape, and this is its second 'escape' button"
                            : "an overlay has one escape, and this is its second 'escape' button",
                        at: elements[index].span, notes: [Note("the first is here", at: elements[earlier].span)],
                        help: "keep 'escape' on the one button the system's escape performs"
                    ).raised(by: elements[index].origin))
            } else {
                first[scope] = index
            }
        }
    }
}

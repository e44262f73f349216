import FlowImport
import FlowProgram
import FlowSyntax

/// A flow's `Screen` compared with the app's, as one dump shows it (an `ImportedScreen`): what
/// the flow declares that the app lacks, what differs (the name, the role, a heading, the
/// accessory, the state), what the app has that the flow does not, and what VoiceOver reads in
/// another order. Each diagnostic points at the flow's line, with a note at the dump's.
enum ScreenComparison {
    static func diagnostics(_ screen: Screen, _ app: ImportedScreen) -> [Diagnostic] {
        let declared = DeclaredElements.of(screen)
        let dumped = DumpedElements.of(app)
        let pairing = ElementPairing(flow: declared, app: dumped, cut: app.cut != nil)
        var diagnostics: [Diagnostic] = []
        let appNames = dumped.compactMap(\.name)
        for index in pairing.missing {
            let element = declared[index]
            diagnostics.append(
                Diagnostic(
                    .problem(.missingInApp), .error, "\(element.described) is not in the app's screen '\(app.name)'", at: element.span,
                    notes: [Note("the app's screen, as dumped", at: app.span)],
                    help: element.name.flatMap { Suggestion.help(for: $0, among: appNames) }
                        ?? "remove it from the flow, or dump the app once this screen shows it"))
        }
        for pair in pairing.pairs {
            diagnostics += differences(declared[pair.flow], dumped[pair.app])
        }
        for pair in pairing.moved {
            let element = declared[pair.flow]
            let after = pair.app > 0 ? "after \(dumped[pair.app - 1].described)" : "first"
            diagnostics.append(
                Diagnostic(
                    .problem(.orderDiffers), .warning,
                    "VoiceOver reads \(element.described) \(after) in the app, not where the flow puts it", at: element.span,
                    notes: [Note("the app's \(dumped[pair.app].described)", at: dumped[pair.app].span)],
                    help: "move it in the flow, or fix the app's order (its frames, or accessibilityElements)"))
        }
        // Where a control the flow omits would go: after the flow's element of the app's one before it.
        var flowOf = [Int?](repeating: nil, count: dumped.count)
        for pair in pairing.pairs { flowOf[pair.app] = pair.flow }
        for index in pairing.extra where dumped[index].isControl {
            let element = dumped[index]
            let before = (0..<index).reversed().first { flowOf[$0] != nil }.flatMap { flowOf[$0] }
            let place = before.map { "after \(declared[$0].described)" } ?? "before every element the flow declares"
            diagnostics.append(
                Diagnostic(
                    .problem(.notInFlow), .warning, "the app has \(element.described) \(place), which the flow does not declare",
                    at: before.map { declared[$0].span } ?? screen.span,
                    notes: [Note("the app's \(element.described)", at: element.span)],
                    help: element.pageControl
                        ? "give the pager in the flow 'page-control' (navigator-model.md §10.4)"
                        : "add it to the flow where VoiceOver reads it, or hide it in the app if it does nothing"))
        }
        return diagnostics
    }

    /// What differs between an element and the app's element it pairs with: an error for its
    /// name, role, heading, search field or accessory (a control the app shows as text is a
    /// Semantic Control the flow hides), a warning for its state.
    static func differences(_ flow: ComparedElement, _ app: ComparedElement) -> [Diagnostic] {
        var found: [String] = []
        // A page control's name is the system's (§10.4), not the team's.
        let named = !flow.pageControl && (!flow.keys.isEmpty || !app.keys.isEmpty)
        let renamed = named && Set(flow.keys).isDisjoint(with: app.keys)
        if renamed { found.append(app.name.map { "its name is '\($0)'" } ?? "it has no name") }
        let hidden = flow.isControl && !app.isControl && !flow.pageControl
        if !flow.pageControl, !app.pageControl, flow.role != app.role || flow.isControl != app.isControl {
            found.append("it is \(role(of: app))")
        }
        if app.heading, !flow.heading, flow.mayBeHeading { found.append("it is a heading") }
        if flow.searchField != app.searchField { found.append(app.searchField ? "it is a search field" : "it is no search field") }
        if flow.accessory != app.accessory, flow.role == .cell, app.role == .cell {
            found.append(app.accessory.map { "its accessory is \($0.rawValue)" } ?? "it has no accessory")
        }
        var diagnostics: [Diagnostic] = []
        let note = [Note("the app's \(app.described)", at: app.span)]
        if !found.isEmpty {
            let message = "\(flow.described) differs in the app: \(found.joined(separator: "; "))"
            diagnostics.append(
                hidden
                    ? Diagnostic(
                        .problem(.differsInApp), .error, message + ": a Semantic Control the flow hides", at: flow.span, notes: note,
                        help: "make it a control in the app (a Button, or the button trait), or write it in the flow as the app has it",
                        pattern: .semanticControl)
                    : Diagnostic(
                        .problem(.differsInApp), .error, message, at: flow.span, notes: note,
                        help: "write the flow as the app is, or change the app to what the flow means"))
        }
        if flow.states != app.states {
            // Each trait said on the side that has it: "selected in the flow, not in the app".
            let onlyInFlow = flow.states.subtracting(app.states).sorted().map { "\($0) in the flow, not in the app" }
            let onlyInApp = app.states.subtracting(flow.states).sorted().map { "\($0) in the app, not in the flow" }
            diagnostics.append(
                Diagnostic(
                    .problem(.differsInApp), .warning,
                    "\(flow.described) differs in the app: " + (onlyInFlow + onlyInApp).joined(separator: "; "),
                    at: flow.span, notes: note, help: "a dump shows one moment: write the state the screen starts in"))
        }
        return diagnostics
    }

    /// A role as a message says it: "static text", "an image", "a button".
    static func role(of element: ComparedElement) -> String {
        switch element.role {
        case .text, .header: return element.isControl ? "text with the button trait" : "static text"
        case .image: return element.isControl ? "an image with the button trait" : "an image"
        default: return "a \(element.role.rawValue)"
        }
    }
}

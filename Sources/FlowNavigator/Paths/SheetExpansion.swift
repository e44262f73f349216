import FlowProgram

extension TreeWays {
    /// A way to an element in a medium sheet's hidden half (navigator-model.md §10.4): Voice
    /// Control, which names only what is shown, says "Tap Sheet Grabber" first (unverified);
    /// Switch Control and the keyboard move into the hidden half, which expands the sheet
    /// (unverified); VoiceOver's stops include it as they are. The attempt as it is elsewhere.
    func expandingSheet(_ attempt: Attempt, reaching element: Int) -> Attempt {
        guard let sheet, sheet.needsExpanding(element), case .way(var way) = attempt else { return attempt }
        switch writer.profile {
        case .voiceControl:
            let grabber = Speech.visible(screen.elements[sheet.grabber])
            way.steps.insert(
                writer.step(.say(.tap(grabber)), target: grabber, unverified: [.voiceControlSheetGrabber], element: sheet.grabber), at: 0)
        case .switchControl, .keyboard:
            guard let first = way.steps.first else { return attempt }
            way.steps[0] = first.relying(on: .sheetExpandsOnFocus)
        default:
            break
        }
        way.expandsSheet = true
        return .way(way)
    }
}

extension PathStep {
    /// The same step, relying on one more unverified rule.
    func relying(on rule: Rule) -> PathStep {
        PathStep(
            screen: screen, kind: kind, count: count, target: target, marks: marks, pattern: pattern, blocker: blocker,
            friction: friction, unverified: unverified + [rule], span: span)
    }
}

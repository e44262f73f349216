import FlowProgram

/// A `sheet medium` while a task is on it (navigator-model.md §10.4): a sheet at its medium
/// detent, with the system grabber as its first element. It shows only its first half at first:
/// an element whose estimated top, measured from the sheet's top with the layout estimate at the
/// profile's text size (§6; the default size but for Larger Text's AX5), falls below half the
/// screen's height needs the sheet expanded first. Touch, Larger Text and Pointer tap or drag
/// the grabber (1), Voice Control says "Tap Sheet Grabber" (1, `Rule.voiceControlSheetGrabber`);
/// VoiceOver, Switch Control and the keyboard need no step: their stops include the hidden half,
/// and moving into it expands the sheet (for the last two `Rule.sheetExpandsOnFocus`).
struct MediumSheet {
    /// `UISheetPresentationController.Detent.medium`: about half the screen's height.
    static let shownHeight = LargerTextLayout.screenHeight / 2

    /// The grabber's element (the first: `SystemParts` puts it there).
    let grabber: Int
    /// The sheet laid out at the profile's text size.
    let layout: LargerTextLayout
    /// The task has expanded the sheet already.
    let expanded: Bool

    /// Whether reaching `element` needs the sheet expanded first.
    func needsExpanding(_ element: Int) -> Bool {
        !expanded && element != grabber && !layout.pinned[element] && layout.tops[element] >= MediumSheet.shownHeight
    }
}

import FlowSyntax

/// The table of element kinds: what each kind is, declared once (navigator-model.md §2, §3,
/// §4b, §6, §9.2). The switch has no default, so a new kind does not compile until it has its
/// row; `ElementKindTests` then asks for its word, grammar entry and fixture.
extension ElementKind {
    public var model: KindModel {
        switch self {
        // §2: a heading for VoiceOver's rotor (§9.3); its text wraps at AX5 (§6).
        case .header:
            KindModel(
                text: .visible, isControl: false, holdsValue: false, children: .none, showsIcon: false, adjusting: .never,
                touch: .tap, keyboard: .space, largerText: .wrappingText, role: .heading)
        // §2, §9.3: read as text; the links of its sentence are indented under it.
        case .text:
            KindModel(
                text: .visible, isControl: false, holdsValue: false, children: .linksInSentence, showsIcon: false,
                adjusting: .whenDeclared, touch: .tap, keyboard: .space, largerText: .wrappingText, role: nil)
        // §2: its string is its name, not text; a stop only with a label; keeps its size (§6).
        case .image:
            KindModel(
                text: .imageName, isControl: false, holdsValue: false, children: .none, showsIcon: false,
                adjusting: .whenDeclared, touch: .tap, keyboard: .space, largerText: .image, role: .image)
        // §2 rule 6: a button may wrap a row; §9.2: an `ignore adjustable` group's options.
        case .button:
            KindModel(
                text: .visible, isControl: true, holdsValue: false, children: .wrappedRow, showsIcon: true,
                adjusting: .whenDeclared, touch: .tap, keyboard: .space, largerText: .control, role: .button)
        // §2 rule 6 and §9.3: a link may wrap a row; VoiceOver's Links rotor finds it.
        case .link:
            KindModel(
                text: .visible, isControl: true, holdsValue: false, children: .wrappedRow, showsIcon: true, adjusting: .never,
                touch: .tap, keyboard: .space, largerText: .control, role: .link)
        // §2 rules 2–5: what a group is depends on its grouping; its name is never spoken.
        case .group:
            KindModel(
                text: .referenceName, isControl: false, holdsValue: false, children: .members, showsIcon: false,
                adjusting: .whenDeclared, touch: .tap, keyboard: .space, largerText: .container, role: nil)
        // §4b: activated like a button; VoiceOver says "switch button".
        case .toggle:
            KindModel(
                text: .visible, isControl: true, holdsValue: true, children: .none, showsIcon: true, adjusting: .never,
                touch: .tap, keyboard: .space, largerText: .control, role: .switchButton)
        // §4b, §9.2: activated like a button, then typed into.
        case .field:
            KindModel(
                text: .visible, isControl: true, holdsValue: true, children: .none, showsIcon: false, adjusting: .never,
                touch: .tap, keyboard: .space, largerText: .control, role: .textField)
        // §4b, §9.2: natively adjustable by a tenth of its range; Touch drags it, the keyboard's
        // arrows move it.
        case .slider:
            KindModel(
                text: .visible, isControl: true, holdsValue: true, children: .none, showsIcon: false,
                adjusting: .natively(.tenthOfRange), touch: .drag, keyboard: .arrows, largerText: .control, role: .adjustable)
        // §4b, §9.2: natively adjustable by 1; Touch taps its buttons once per value.
        case .stepper:
            KindModel(
                text: .visible, isControl: true, holdsValue: true, children: .none, showsIcon: false,
                adjusting: .natively(.one), touch: .tapPerValue, keyboard: .arrows, largerText: .control, role: .adjustable)
        // §4b: a pop-up button whose options are its child buttons; `choose` activates both.
        case .picker:
            KindModel(
                text: .visible, isControl: true, holdsValue: true, children: .options, showsIcon: false,
                adjusting: .whenDeclared, touch: .tap, keyboard: .space, largerText: .control, role: .popUpButton)
        // §10.3: a button that opens a menu of the buttons under it; picking one is two
        // activations, as for a picker, and it holds no value.
        case .menu:
            KindModel(
                text: .visible, isControl: true, holdsValue: false, children: .options, showsIcon: true, adjusting: .never,
                touch: .tap, keyboard: .space, largerText: .control, role: .popUpButton)
        // §10.1: a list row, one element: its string the text label, the texts under it its
        // detail texts (its value); activated like a button by every method; what VoiceOver calls
        // it, its traits say (a chevron's `button`, a switch's `toggle`); its hit region the row.
        case .cell:
            KindModel(
                text: .visible, isControl: true, holdsValue: false, children: .cellContents, showsIcon: false, adjusting: .never,
                touch: .tap, keyboard: .space, largerText: .control, role: nil, hitRegion: .row)
        }
    }
    /// The kinds whose rows say `holdsElements`, in the order messages have always named them
    /// ("only group, link, button, picker and menu hold elements"); `ElementKindTests` keeps the two
    /// equal.
    public static let holdersInMessages: [ElementKind] = [.group, .link, .button, .picker, .menu, .cell]
}

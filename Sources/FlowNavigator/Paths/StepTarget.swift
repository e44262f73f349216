import FlowProgram
import FlowSyntax

/// What the person hears or sees at a step, as data: names from the flow, and what the method
/// presents around them, without words. FlowReport's `StepWording.target` says it ("Pay,
/// button", "scanner menu for Pay", "Archive, action"), as it says a `StepKind`.
public indirect enum StepTarget: Sendable, Equatable {
    /// A name from the flow (a label, a visible text, an input label, an action's or a
    /// gesture's name), shown as it is.
    case name(String)
    /// VoiceOver's announcement: the name, the value, then the role (navigator-model.md §3,
    /// §4b); when all three are absent, nothing is read.
    case announcement(name: String?, value: String?, role: Role?)
    /// What is drawn of an element that has no text: its symbol, an image (by its name in the
    /// flow), or only an element of its kind.
    case icon(String)
    case image(String)
    case kind(ElementKind)
    /// A custom action in VoiceOver's Actions rotor.
    case rotorAction(String)
    /// An item of Switch Control's scanner menu.
    case menuItem(String)
    /// The scanner menu of an item (nil: the item has no name).
    case scannerMenu(for: String?)
    /// Tap, in the scanner menu.
    case scannerMenuTap
    /// A container that Switch Control enters with Select (nil: it has no name).
    case container(String?)
    /// Full Keyboard Access's actions list (Tab+Z) and gesture mode (Tab+G).
    case actionsList
    case gestureMode
    /// Voice Control's numbers on every control, and its numbered grid.
    case numbers
    case grid
    /// Option `n` (from 1) of an adjustable, where the option draws no text.
    case option(Int)
    /// A picker with no name.
    case picker
    /// A control with no name (Voice Control increments "it").
    case unnamed
    /// Page `number` of a pager of `count` pages (navigator-model.md §9.3).
    case page(Int, of: Int)
    /// A VoiceOver rotor setting (navigator-model.md §9.3).
    case rotorSetting(StepKind.RotorSetting)
    /// A gesture that starts at a system edge.
    case atEdge(String, Edge)
    /// At AX5, the target is pushed below the bottom of a screen that does not scroll.
    case offscreen(StepTarget)
    /// At AX5, the target's text is clipped.
    case clipped(StepTarget)
    /// The system's back button, or the way back of a method that has no button (§9.2).
    case systemBack
    /// Escape, in Switch Control's scanner menu (§9.2).
    case escapeMenuItem
    /// At AX5, a row that does not reflow pushes the target past the screen's trailing edge
    /// (navigator-model.md §9.1).
    case pastEdge(StepTarget)

    /// The role VoiceOver says after the name and the value, as the table of element kinds
    /// gives it (`KindModel.role`).
    public typealias Role = SpokenRole
}

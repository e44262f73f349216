import FlowProgram

/// One row of navigator-model.md §3's table for a method that reads the accessibility tree:
/// how it moves, activates, reaches custom actions, adjusts, picks an option, finds, falls back
/// for gestures and tap-only views, and what its dead ends say. `TreeWays` reads it; a new tree
/// method is a new row (`TreeVocabularies.swift`).
struct TreeVocabulary: Sendable {
    /// One stop forward and back along a stop list (nil: the method moves otherwise, or not at
    /// all; see `TreeWays.Stops`).
    let forward: StepKind?
    let back: StepKind?
    /// What the person hears or sees on arriving at a node.
    let heard: Announcement
    let activation: Activation
    let actions: ActionsMenu
    let adjusting: Adjusting
    let picking: Picking
    let finding: Perceiving
    /// The fallback for a view the method does not expose as a control (§5, Semantic Control).
    let tapOnly: Fallback
    /// The fallback also reaches a view hidden from assistive technologies (by sight).
    let tapOnlyReachesHidden: Bool
    /// Fallbacks start by moving to the element where the method stops on it (VoiceOver).
    let fallbackMovesFirst: Bool
    /// How an app gesture other than a tap is done (§5, Swipe Trap).
    let appGesture: GestureWay
    let deadEnds: DeadEndWording

    init(
        forward: StepKind?, back: StepKind?, heard: Announcement, activation: Activation,
        actions: ActionsMenu, adjusting: Adjusting, picking: Picking, finding: Perceiving, tapOnly: Fallback,
        tapOnlyReachesHidden: Bool, fallbackMovesFirst: Bool, appGesture: GestureWay, deadEnds: DeadEndWording
    ) {
        self.forward = forward
        self.back = back
        self.heard = heard
        self.activation = activation
        self.actions = actions
        self.adjusting = adjusting
        self.picking = picking
        self.finding = finding
        self.tapOnly = tapOnly
        self.tapOnlyReachesHidden = tapOnlyReachesHidden
        self.fallbackMovesFirst = fallbackMovesFirst
        self.appGesture = appGesture
        self.deadEnds = deadEnds
    }

    /// What a step's "heard or seen" column shows of a node.
    enum Announcement {
        /// VoiceOver's announcement (`Speech.voiceOver`).
        case speech
        /// The node's name, else what is drawn of its element.
        case nameOrVisible
        /// The node's name, else what is drawn of the element it activates.
        case nameOrVisibleActivation
        /// The node's name, else this.
        case nameOr(StepTarget)
    }

    /// What a target column shows for a fallback step.
    enum Seen {
        case fixed(StepTarget)
        /// What is drawn of the element.
        case visible
        /// The node's announcement where the method stops on it, else what is drawn.
        case heard
    }

    /// Activating a node (§3, "activating").
    enum Activation {
        /// `kind` on the node, then `confirm` (Switch Control's Tap in the scanner menu).
        /// `checksNames`: a node without a name is a Mystery Icon and one whose name is read
        /// several times a Duplicate Voice Command (§5, VoiceOver).
        case press(StepKind, heard: Announcement, confirm: (kind: StepKind, target: StepTarget)?, checksNames: Bool)
        /// Voice Control's "Tap ‹name›", or its numbers (`VoiceControlWays`).
        case byName
    }

    /// Custom action j (§3, counting conventions): open the list, move j − 1 (the rotor: j)
    /// times, choose.
    struct ActionsMenu {
        let open: Opening?
        let next: StepKind?
        /// The rotor starts before the first action (VoiceOver): j moves instead of j − 1.
        let nextCountsFirst: Bool
        /// How the moves' target column shows the action they move to.
        let item: Item
        /// nil: say the action's name (Voice Control).
        let choose: StepKind?
    }

    /// An action as the actions menu lists it.
    enum Item {
        case name
        /// In VoiceOver's Actions rotor.
        case rotorAction
        /// In Switch Control's scanner menu.
        case menuItem
    }

    /// The step that opens a menu of actions or values.
    struct Opening {
        let kind: OpeningKind
        let target: MenuTarget
        let pattern: PatternUse
        let unverified: [Rule]
    }

    enum OpeningKind {
        case press(StepKind)
        /// "Show actions for ‹name›".
        case showActions
    }

    enum MenuTarget {
        case fixed(StepTarget)
        /// The scanner menu of the node.
        case scannerMenu
        case heard
    }

    /// Whether opening the menu falls under its pattern (Hidden Action, §5), whose verdict for
    /// the method then says what it costs.
    enum PatternUse {
        case never
        case always
        /// Only when the action is the node's only way to act (Switch Control: "ok, friction if
        /// primary").
        case whenPrimary
    }

    /// Adjusting by n values (§3, "adjustable").
    enum Adjusting {
        /// `open` (Switch Control's scanner menu), then `up` or `down` n times.
        case values(open: Opening?, up: StepKind, down: StepKind, unverified: [Rule])
        /// Voice Control's "Increment ‹name›", the options no longer sayable (§5, Collapsed
        /// Options).
        case byName
    }

    /// Opening a picker, moving `next` k times to option k, choosing it as the method
    /// activates (§4b).
    struct Picking {
        let open: PickerOpening
        let next: StepKind?
    }

    enum PickerOpening {
        /// The method's activation opens it.
        case activation
        /// `kind` opens it, with a target that does not check names.
        case press(StepKind, heard: Announcement)
    }

    /// How `find` perceives a text (§4b).
    enum Perceiving {
        /// Move to it and hear it (VoiceOver stops on texts): `listen` when already there.
        case listens
        /// See it where it is drawn, moving there only when it is a stop; already there, focus
        /// stays where it was (`keepsFocus`, keyboard) or is on the text (Switch Control).
        case reads(StepKind, keepsFocus: Bool)
    }

    /// A fallback of one or two steps; the first falls under Semantic Control, whose verdict
    /// for the method marks it.
    struct Fallback {
        let first: StepKind
        let firstSeen: Seen
        let then: (kind: StepKind, seen: Seen)?
    }

    /// How a method does an app gesture other than a tap.
    enum GestureWay {
        /// Its own gestures replace the app's: the step cannot be done (VoiceOver, Voice Control).
        case replaced
        /// Switch Control's gestures menu.
        case gesturesMenu
        /// Full Keyboard Access's gesture mode (Tab+G), then the gesture.
        case gestureMode
    }

    /// The end of each dead end's detail: "inside 'Row', ‹swallowed›", "merged into a group,
    /// ‹merged›", and a node the method never reaches.
    struct DeadEndWording {
        let unreachable: String
        let swallowed: String
        let merged: String
        /// "merged into '‹group›'" rather than "merged into a group" (VoiceOver reads the group).
        let namesGroup: Bool
    }
}

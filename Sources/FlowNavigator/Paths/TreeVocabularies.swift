import FlowProgram

/// navigator-model.md §3's table, one row per method that reads the accessibility tree; the
/// costs are the verdicts of Hidden Action, Semantic Control and Swipe Trap (Model/Patterns).
extension TreeVocabulary {
    /// VoiceOver: swipe right or left one stop at a time from the first element of the screen,
    /// double-tap to activate, the Actions rotor (swipe down to the action, double-tap) for
    /// custom actions, swipe up or down to adjust, one value each.
    static let voiceOver = TreeVocabulary(
        forward: .swipe(.right), back: .swipe(.left), heard: .speech,
        activation: .press(.doubleTap, heard: .speech, confirm: nil, checksNames: true),
        actions: ActionsMenu(open: nil, next: .swipe(.down), nextCountsFirst: true, item: .rotorAction, choose: .doubleTap),
        adjusting: .values(open: nil, up: .swipe(.up), down: .swipe(.down), unverified: []),
        picking: Picking(open: .press(.doubleTap, heard: .speech), next: .swipe(.right)),
        finding: .listens,
        // The tappable text is read as text, with no hint it does anything.
        tapOnly: Fallback(first: .doubleTap, firstSeen: .heard, then: nil), tapOnlyReachesHidden: false,
        fallbackMovesFirst: true, appGesture: .replaced,
        deadEnds: DeadEndWording(
            unreachable: "VoiceOver never stops on it", swallowed: "it has no element of its own",
            merged: "it has no element of its own", namesGroup: true))

    /// Full Keyboard Access: Tab and Shift-Tab one focusable element at a time in reading
    /// order, Space to activate, Tab+Z for the actions list (reachable, but with no cue:
    /// friction), arrow keys to adjust, Tab+G for gestures (a gesture: a blocker).
    static let keyboard = TreeVocabulary(
        forward: .key(.tab), back: .key(.shiftTab), heard: .nameOrVisible,
        activation: .press(.key(.space), heard: .nameOrVisible, confirm: nil, checksNames: false),
        actions: ActionsMenu(
            open: Opening(kind: .press(.key(.actionsList)), target: .fixed(.actionsList), pattern: .always, unverified: []),
            next: .key(.downArrow), nextCountsFirst: false, item: .name, choose: .key(.space)),
        adjusting: .values(
            open: nil, up: .key(.upArrow), down: .key(.downArrow),
            unverified: [.keyboardAdjustsCustomElements, .collapsedOptionsReachable]),
        picking: Picking(open: .press(.key(.space), heard: .nameOr(.picker)), next: .key(.downArrow)),
        // A sighted keyboard user reads a text without moving (§4b).
        finding: .reads(.read, keepsFocus: true),
        tapOnly: Fallback(first: .key(.gestureMode), firstSeen: .fixed(.gestureMode), then: (.tap, .visible)),
        tapOnlyReachesHidden: false, fallbackMovesFirst: false, appGesture: .gestureMode,
        deadEnds: DeadEndWording(
            unreachable: "Tab never focuses it", swallowed: "Tab never focuses it", merged: "Tab never focuses it",
            namesGroup: false))

    /// Switch Control with item scanning: the highlight moves one stop at a time (and Select
    /// enters a container: `SwitchControlWays`); Select opens the scanner menu, whose Tap
    /// activates; custom actions are listed at the top of that menu.
    static let switchControl = TreeVocabulary(
        // It moves by scanning (`SwitchControlWays`), not along a stop list.
        forward: nil, back: nil, heard: .nameOrVisible,
        activation: .press(.select, heard: .nameOrVisibleActivation, confirm: (.tap, .scannerMenuTap), checksNames: false),
        actions: ActionsMenu(
            open: Opening(kind: .press(.select), target: .scannerMenu, pattern: .whenPrimary, unverified: []),
            next: .scan, nextCountsFirst: false, item: .menuItem, choose: .select),
        adjusting: .values(
            open: Opening(
                kind: .press(.select), target: .scannerMenu, pattern: .never,
                unverified: [.switchControlAdjustsFromMenu, .collapsedOptionsReachable]),
            up: .increment, down: .decrement, unverified: [.switchControlAdjustsFromMenu]),
        picking: Picking(open: .activation, next: .scan),
        // Texts are no stops; a sighted switch user reads them where they are.
        finding: .reads(.read, keepsFocus: false),
        // Not a stop (or hidden from assistive technologies): only point scanning reaches it,
        // by sight (§2).
        tapOnly: Fallback(first: .pointScan, firstSeen: .visible, then: (.tap, .fixed(.scannerMenuTap))),
        tapOnlyReachesHidden: true, fallbackMovesFirst: false, appGesture: .gesturesMenu,
        deadEnds: DeadEndWording(
            unreachable: "the scanner never highlights it", swallowed: "the scanner never highlights it",
            merged: "the scanner never highlights it", namesGroup: false))

    /// Voice Control: no order and no focus; the user says "Tap ‹name›" for what they see
    /// (`VoiceControlWays`). Numbers, the grid and "Show actions for" are the fallbacks, and
    /// each needs the user to find the target by looking (§4).
    static let voiceControl = TreeVocabulary(
        forward: nil, back: nil, heard: .nameOrVisible, activation: .byName,
        // "Show actions for" exists but nothing on screen announces it.
        actions: ActionsMenu(
            open: Opening(kind: .showActions, target: .heard, pattern: .always, unverified: []), next: nil,
            nextCountsFirst: false, item: .name, choose: nil),
        adjusting: .byName, picking: Picking(open: .activation, next: nil),
        finding: .reads(.look, keepsFocus: true),
        // Not a control (or hidden from assistive technologies), so it gets no name or number;
        // only the grid reaches it, by sight (§2).
        tapOnly: Fallback(
            first: .say(.showGrid), firstSeen: .fixed(.grid), then: (.say(.tapNumber), .visible)),
        tapOnlyReachesHidden: true, fallbackMovesFirst: false, appGesture: .replaced,
        // A grid tap on a swallowed button lands on the wrapper (§2, rule 6).
        deadEnds: DeadEndWording(
            unreachable: "", swallowed: "it has no name, number or grid cell of its own", merged: "it has no name of its own",
            namesGroup: false))
}

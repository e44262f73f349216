import FlowProgram
import FlowSyntax

/// The methods' own ways of doing an app gesture (navigator-model.md §9.3).
enum GestureCommands {
    /// Voice Control's "Double tap ‹name›" and "Long press ‹name›" (Apple's command list): on an
    /// app double-tap or long-press of an element Voice Control can name (its label or visible
    /// text, unique on the screen). nil for any other gesture (a swipe, drag or pinch stays a
    /// blocker: `Rule.voiceControlSwipeItem`), for an element with no name, and for the other
    /// profiles.
    static func voiceControl(_ gesture: GestureKind, on element: Int, in screen: Screen, profile: Profile) -> StepKind.Utterance? {
        guard profile == .voiceControl, hasCommand(gesture), let name = sayableName(of: element, in: screen) else { return nil }
        return .gestureCommand(gesture, name)
    }

    /// Whether Voice Control has a command for the gesture ("Double tap", "Long press").
    static func hasCommand(_ gesture: GestureKind) -> Bool { gesture == .doubleTap || gesture == .longPress }

    /// Voice Control's blocked swipe relies on "Swipe left ‹name›" not doing the app's swipe.
    static func unverified(_ gesture: GestureKind, profile: Profile) -> [Rule] {
        profile == .voiceControl && gesture == .swipe ? [.voiceControlSwipeItem] : []
    }

    /// VoiceOver performs a long press as a double-tap and hold (pass-through), §9.3.
    static func voiceOverHolds(_ gesture: GestureKind, profile: Profile) -> Bool {
        profile == .voiceover && gesture == .longPress
    }

    /// What VoiceOver's double-tap and hold costs (§10.3): nothing announces a long press or a
    /// context menu, so it is found by sight, a blocker, unless the element's `hint` says it,
    /// which makes it friction.
    static func voiceOverHold(on element: Element) -> Verdict.Kind {
        element.voiceOverAccessibility.hint == nil ? .blocker(.sight) : .friction
    }

    /// How a pointer performs an app gesture (§10.3): a held click for a long press and a double
    /// click for a double-tap, each friction (Swipe Trap: nothing shows the gesture exists); nil
    /// for a swipe, drag or pinch, which stays a blocker.
    static func pointer(_ gesture: GestureKind) -> StepKind? {
        switch gesture {
        case .longPress: .heldClick
        case .doubleTap: .doubleClick
        case .tap, .swipe, .drag, .pinch: nil
        }
    }

    /// The element's label or visible text, when no other element of the screen shows or is
    /// told the same name (case aside).
    static func sayableName(of element: Int, in screen: Screen) -> String? {
        let drawn = screen.elements[element]
        guard !drawn.accessibility.hidden, let name = drawn.accessibility.label ?? drawn.visibleText else { return nil }
        let key = NameKey.of(name)
        for (index, other) in screen.elements.enumerated() where index != element {
            if other.accessibility.label.map(NameKey.of) == key || other.visibleText.map(NameKey.of) == key { return nil }
        }
        return name
    }
}

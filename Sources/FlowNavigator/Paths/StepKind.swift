import FlowSyntax

/// What a person does at one step of a path, with its parameters and without words: FlowReport's
/// `StepWording` says it ("Swipe right", "Tab+Z", "Say \"Tap Pay\""). The step's count, target
/// and marks stay on `PathStep`.
public enum StepKind: Sendable, Equatable {
    /// A tap: a finger on a visible target (Touch, Larger Text), Tap in Switch Control's scanner
    /// menu, or a tap in Full Keyboard Access's gesture mode.
    case tap
    /// A pointer's click.
    case click
    /// A pointer's secondary click, which opens a context menu (navigator-model.md §10.3).
    case secondaryClick
    /// A pointer's click held down: an app's long press (§10.3).
    case heldClick
    /// A pointer's double click: an app's double-tap (§10.3).
    case doubleClick
    /// VoiceOver's activation.
    case doubleTap
    /// A one-finger VoiceOver swipe: right and left move, up and down adjust or walk the rotor.
    case swipe(Direction)
    /// A key or key combination of Full Keyboard Access.
    case key(Key)
    /// Switch Control: the highlight moves on one item, on screen or in the scanner menu.
    case scan
    /// Switch Control: Select, which opens the scanner menu, enters a container or chooses.
    case select
    /// Switch Control's point scanning, which reaches any place on screen by sight.
    case pointScan
    /// Switch Control's scanner menu: one value up or down.
    case increment, decrement
    /// Voice Control: something the user says.
    case say(Utterance)
    /// A gesture done on the screen as drawn: Touch and Pointer, or Full Keyboard Access's
    /// gesture mode.
    case gesture(GestureKind)
    /// An app gesture that the method's own gestures replace (VoiceOver, Voice Control).
    case appGesture(GestureKind)
    /// VoiceOver's double-tap and hold, which passes a long press through to the app
    /// (navigator-model.md §9.3).
    case doubleTapAndHold
    /// VoiceOver: a three-finger swipe, which scrolls one page (navigator-model.md §9.3).
    case threeFingerSwipe(Direction)
    /// Touch and Larger Text swipe a pager's page, a pointer scrolls it, once per page
    /// (navigator-model.md §9.3); `forward` to the next page.
    case turnPage(PageTurn, forward: Bool)
    /// VoiceOver: choose a rotor setting (navigator-model.md §9.3).
    case rotor(RotorSetting)
    /// Switch Control's gestures menu, performing an app gesture.
    case gesturesMenu(GestureKind)
    /// Counted zero: hearing what VoiceOver reads where focus already is.
    case listen
    /// Counted zero: reading a text where it is drawn, or text that is clipped.
    case read
    /// Counted zero: looking at the screen.
    case look
    /// Counted zero: focus is already on the target, the count relying on an unverified rule
    /// (the keyboard: `Rule.keyboardTabsIntoPages`).
    case focus
    /// Counted zero: the highlight is already on the target, the count relying on disabled
    /// elements being skipped (Switch Control, `Rule.disabledElementsAreSkipped`).
    case highlight
    /// Counted zero: scrolling, which reaches no target that the screen pushed off.
    case scroll
    /// VoiceOver's two-finger scrub: the system's escape, which goes back or performs a
    /// screen's `escape` button (navigator-model.md §9.1, §9.2).
    case scrub
    /// Typing a text into the focused field, `characters` long: one step, whatever its length
    /// (§9.2: typing styles differ too much to count characters honestly).
    case typeText(characters: Int)

    /// A VoiceOver swipe's direction.
    public enum Direction: Sendable {
        case right, left, up, down
    }

    /// Full Keyboard Access's keys.
    public enum Key: Sendable {
        case tab, shiftTab, space, upArrow, downArrow
        /// Tab+Z: the actions list.
        case actionsList
        /// Tab+G: gesture mode.
        case gestureMode
        /// Esc: the system's escape, performing a screen's `escape` button (§9.1).
        case escape
        /// The keyboard's back command (§9.2, unverified: `keyboard-back-command`).
        case back
    }

    /// What a Voice Control user says; the strings are names from the flow.
    public enum Utterance: Sendable, Equatable {
        /// "Tap ‹name›", the name as the user sees it.
        case tap(StepTarget)
        /// "Tap ‹number›", after "Show numbers" or "Show grid".
        case tapNumber
        case showNumbers
        case showGrid
        /// "Show actions for ‹name›".
        case showActions(for: StepTarget)
        /// A custom action's name, after "Show actions for".
        case action(String)
        /// "Double tap ‹name›" or "Long press ‹name›": a gesture command (§9.3); the name is
        /// what Voice Control shows for the element.
        case gestureCommand(GestureKind, String)
        /// "Double tap ‹number›" or "Long press ‹number›", after "Show grid" (§9.3).
        case gestureOnNumber(GestureKind)
        /// "Scroll right" or "Scroll left": turns a pager's page (§9.3).
        case scrollRight, scrollLeft
        /// "Increment ‹name›" or "Decrement ‹name›" (nil: the control has no name).
        case increment(String?)
        case decrement(String?)
        /// "Increment ‹name› by ‹k›" and "Decrement ‹name› by ‹k›": one utterance (§9.2).
        case incrementBy(String?, Int)
        case decrementBy(String?, Int)
        /// "Go back" (§9.2).
        case goBack
        /// "Type ‹text›" (§9.2).
        case type(String)
    }

    /// How a pager's page is turned where it is drawn (§9.3).
    public enum PageTurn: Sendable, Equatable {
        case swipe, scroll
        /// A click beside the current dot of a page control (§10.4).
        case pageControl
    }

    /// A VoiceOver rotor setting the path chooses (§9.3).
    public enum RotorSetting: Sendable, Equatable {
        case headings, links
    }
}

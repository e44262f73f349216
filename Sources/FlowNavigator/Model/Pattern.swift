import FlowProgram

/// The named problems a report can point at (navigator-model.md, section 5). Every blocker,
/// friction and element warning names one, so that a reader can look it up.
public enum Pattern: String, Sendable, CaseIterable, Hashable, Comparable {
    case mysteryIcon = "Mystery Icon"
    case swipeTrap = "Swipe Trap"
    case duplicateVoiceCommand = "Duplicate Voice Command"
    case semanticControl = "Semantic Control"
    case hiddenAction = "Hidden Action"
    case swallowedControl = "Swallowed Control"
    case collapsedOptions = "Collapsed Options"
    case edgeGestureCollision = "Edge Gesture Collision"
    case smallTarget = "Small Target"
    case labelMismatch = "Label Mismatch"
    case offscreenAtLargerText = "Offscreen at Larger Text"
    case overGroupedControl = "Over Grouped Control"
    case labelSoup = "Label Soup"
    case stateInLabel = "State in Label"
    case selectedAsValue = "Selected as Value"
    case clippedAtLargerText = "Clipped at Larger Text"

    /// The name as the spec writes it ("Swipe Trap").
    public var name: String { rawValue }

    /// The kebab-case form (`swipe-trap`), for ids and `flowmap explain`.
    public var slug: String {
        // The names are ASCII letters and spaces, so bytes suffice; every blocked path's help
        // line asks, and mapping Characters showed in callgrind.
        String(decoding: rawValue.utf8.map { byte in
            switch byte {
            case UInt8(ascii: " "): UInt8(ascii: "-")
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
            default: byte
            }
        }, as: UTF8.self)
    }

    /// One line on what is wrong.
    public var summary: String {
        switch self {
        case .mysteryIcon: "a control with no name"
        case .swipeTrap: "an action that exists only as a custom gesture"
        case .duplicateVoiceCommand: "several controls share one name"
        case .semanticControl: "a tappable view that is not exposed as a control"
        case .hiddenAction: "the action exists only as a custom accessibility action"
        case .swallowedControl: "a button nested inside a row-wide link or button"
        case .collapsedOptions: "options merged into one adjustable element"
        case .edgeGestureCollision: "a drag or swipe that starts at a system edge"
        case .smallTarget: "a target smaller than 44×44 pt"
        case .labelMismatch: "the visible text does not start the accessible name"
        case .offscreenAtLargerText: "at the largest text size the target is pushed off a screen that does not scroll"
        case .overGroupedControl: "a native control inside a combined group"
        case .labelSoup: "a label longer than a short sentence"
        case .stateInLabel: "state written in the label instead of the value or a trait"
        case .selectedAsValue: "\"Selected\" written as a value instead of the selected trait"
        case .clippedAtLargerText: "text that the largest text size clips"
        }
    }

    /// What the pattern does to one method (navigator-model.md §5, one row per pattern), for
    /// the notes of a blocked task.
    public func effect(on profile: Profile) -> String {
        switch (self, profile) {
        case (.mysteryIcon, .voiceover): "VoiceOver hears only \"button\""
        case (.mysteryIcon, _): "nothing to call it: the user must show numbers and find it by sight"
        case (.swipeTrap, .keyboard): "only a gesture does it, through Tab+G gesture mode"
        case (.swipeTrap, _): "only a custom gesture does it"
        case (.duplicateVoiceCommand, .voiceover): "the same name is read more than once"
        case (.duplicateVoiceCommand, _): "several controls share the name: \"Show numbers\", then a number found by sight"
        case (.semanticControl, .voiceover): "read as text, with nothing to say it can be activated"
        case (.semanticControl, .voiceControl): "not a control: only the grid, by sight"
        case (.semanticControl, .switchControl): "not a control: only point scanning, by sight"
        case (.semanticControl, .keyboard): "not focusable: only Tab+G gesture mode"
        case (.semanticControl, _): "not exposed as a control"
        case (.hiddenAction, .voiceControl): "\"Show actions for\" has no visible cue"
        case (.hiddenAction, .keyboard): "reachable only behind Tab+Z, with no cue"
        case (.hiddenAction, .switchControl): "reachable only from the scanner menu"
        case (.hiddenAction, _): "a custom action has no visible control"
        case (.swallowedControl, _): "inside a row-wide link or button, it has no element of its own"
        case (.collapsedOptions, .voiceControl): "the options can no longer be said by name"
        case (.collapsedOptions, _): "the options are merged into one adjustable element"
        case (.edgeGestureCollision, _): "the gesture starts at a system edge and competes with the system's own"
        case (.smallTarget, _): "the target is smaller than 44×44 pt"
        case (.labelMismatch, _): "saying what is on screen does not match the accessible name"
        case (.offscreenAtLargerText, _): "at AX5 it is pushed off a screen that does not scroll"
        case (.clippedAtLargerText, _): "at AX5 its text is clipped"
        case (.overGroupedControl, _): "a native control merged into a combined group"
        case (.labelSoup, _): "the label is longer than a short sentence"
        case (.stateInLabel, _): "the label carries the state"
        case (.selectedAsValue, _): "\"Selected\" is a value, not the selected trait"
        }
    }

    public static func < (a: Pattern, b: Pattern) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

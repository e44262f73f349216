/// The identity of a named problem of navigator-model.md §5: its name as the spec writes it and
/// its slug. A diagnostic carries it (so it lives as low as `Diagnostic`); what a pattern is and
/// does (its detector, its verdict per profile) is its declaration in FlowNavigator's
/// `Model/Patterns`. Renaming a case's name or slug is a breaking change.
public enum Pattern: String, Sendable, CaseIterable, Hashable, DeclarationOrdered {
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
    case inlineLink = "Inline Link"
    case leakyModal = "Leaky Modal"
    case hiddenContextMenu = "Hidden Context Menu"
    case draggingMovement = "Dragging Movement"
    case codeName = "Code Name"
    case cappedText = "Capped Text"

    /// The name as the spec writes it ("Swipe Trap").
    public var name: String { rawValue }

    /// The kebab-case form (`swipe-trap`): the id of the pattern's warnings and SARIF rule, and
    /// what `flowmap explain` takes. Literals, since every pattern warning prints its id.
    public var slug: String {
        switch self {
        case .mysteryIcon: "mystery-icon"
        case .swipeTrap: "swipe-trap"
        case .duplicateVoiceCommand: "duplicate-voice-command"
        case .semanticControl: "semantic-control"
        case .hiddenAction: "hidden-action"
        case .swallowedControl: "swallowed-control"
        case .collapsedOptions: "collapsed-options"
        case .edgeGestureCollision: "edge-gesture-collision"
        case .smallTarget: "small-target"
        case .labelMismatch: "label-mismatch"
        case .offscreenAtLargerText: "offscreen-at-larger-text"
        case .overGroupedControl: "over-grouped-control"
        case .labelSoup: "label-soup"
        case .stateInLabel: "state-in-label"
        case .selectedAsValue: "selected-as-value"
        case .clippedAtLargerText: "clipped-at-larger-text"
        case .inlineLink: "inline-link"
        case .leakyModal: "leaky-modal"
        case .hiddenContextMenu: "hidden-context-menu"
        case .draggingMovement: "dragging-movement"
        case .codeName: "code-name"
        case .cappedText: "capped-text"
        }
    }
}

import FlowProgram
import FlowSyntax

/// Every pattern's declaration, by its identity: the one list a new pattern joins.
extension Pattern {
    var model: PatternModel {
        switch self {
        case .mysteryIcon: MysteryIcon.model
        case .swipeTrap: SwipeTrap.model
        case .duplicateVoiceCommand: DuplicateVoiceCommand.model
        case .semanticControl: SemanticControl.model
        case .hiddenAction: HiddenAction.model
        case .swallowedControl: SwallowedControl.model
        case .collapsedOptions: CollapsedOptions.model
        case .edgeGestureCollision: EdgeGestureCollision.model
        case .smallTarget: SmallTarget.model
        case .labelMismatch: LabelMismatch.model
        case .offscreenAtLargerText: OffscreenAtLargerText.model
        case .overGroupedControl: OverGroupedControl.model
        case .labelSoup: LabelSoup.model
        case .codeName: CodeName.model
        case .stateInLabel: StateInLabel.model
        case .selectedAsValue: SelectedAsValue.model
        case .clippedAtLargerText: ClippedAtLargerText.model
        case .inlineLink: InlineLink.model
        case .leakyModal: LeakyModal.model
        case .hiddenContextMenu: HiddenContextMenu.model
        case .draggingMovement: DraggingMovement.model
        case .cappedText: CappedText.model
        }
    }

    /// One line on what is wrong.
    public var summary: String { model.summary }

    /// What the pattern does to one method (navigator-model.md §5, its row), for the notes of a
    /// blocked task.
    public func effect(on profile: Profile) -> String {
        let model = model
        return model.verdict(for: profile).effect ?? model.effect
    }

    /// The pattern's cell of navigator-model.md §5 for one profile.
    public func verdict(for profile: Profile) -> Verdict { model.verdict(for: profile) }
}

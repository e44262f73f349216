import FlowSyntax

/// The seven ways of using a phone that every task is compiled for, in report order
/// (navigator-model.md, section 1).
public enum Profile: String, Sendable, CaseIterable, Hashable, DeclarationOrdered {
    case touch
    case voiceover
    case voiceControl = "voice-control"
    case switchControl = "switch-control"
    case keyboard
    case pointer
    case largerText = "larger-text"

    /// The name every report uses.
    public var name: String {
        switch self {
        case .touch: "Touch"
        case .voiceover: "VoiceOver"
        case .voiceControl: "Voice Control"
        case .switchControl: "Switch Control"
        case .keyboard: "Full Keyboard Access"
        case .pointer: "Pointer"
        case .largerText: "Larger Text"
        }
    }
}

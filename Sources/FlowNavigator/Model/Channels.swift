import FlowProgram

/// What each profile works with (navigator-model.md §1, §2, §4), as data.
struct Channels: Sendable {
    /// Whether the profile works on the accessibility tree (§2: all but Touch, Pointer and
    /// Larger Text, which see the drawn screen).
    let accessibilityTree: Bool
    /// Whether VoiceOver is running, so `when voiceover` applies (§1).
    let voiceOverRunning: Bool
    /// Marks that are this method's own channel and so never block it (§4: sight for the
    /// sighted pointer methods, gestures for Touch and Larger Text). The path code takes a
    /// step's cost from its pattern's verdict; the verdicts are checked against this rule
    /// (`PatternModelTests`).
    let own: [Mark]

    static func of(_ profile: Profile) -> Channels {
        switch profile {
        case .touch, .largerText: Channels(accessibilityTree: false, voiceOverRunning: false, own: [.sight, .gesture])
        case .pointer: Channels(accessibilityTree: false, voiceOverRunning: false, own: [.sight])
        case .voiceover: Channels(accessibilityTree: true, voiceOverRunning: true, own: [])
        case .voiceControl, .switchControl, .keyboard: Channels(accessibilityTree: true, voiceOverRunning: false, own: [])
        }
    }
}

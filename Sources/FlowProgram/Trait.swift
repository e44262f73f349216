/// Accessibility traits a file may give an element (UIAccessibilityTraits and SwiftUI's
/// AccessibilityTraits, spelled in kebab case).
public enum Trait: String, Sendable, CaseIterable, Hashable {
    case button, link, header, selected, adjustable, image
    case notEnabled = "not-enabled"
    case staticText = "static-text"
    case searchField = "search-field"
    case toggle
    case tabBar = "tab-bar"
    case keyboardKey = "keyboard-key"
    case summaryElement = "summary-element"
    case updatesFrequently = "updates-frequently"
    case playsSound = "plays-sound"
    case startsMedia = "starts-media"
    case allowsDirectInteraction = "allows-direct-interaction"
    case causesPageTurn = "causes-page-turn"
    case modal
    // Bars (navigator-model.md §10.2).
    case navigationBar = "navigation-bar"
    case toolbar

    /// A bar's trait: it says where a group stands, not what it is, and pins it (§9.1, §10.2).
    public var isBar: Bool { self == .tabBar || self == .navigationBar || self == .toolbar }
}

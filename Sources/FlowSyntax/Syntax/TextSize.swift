/// A Dynamic Type size, as `caps SIZE` names it (navigator-model.md §10.5): UIKit's
/// `UIContentSizeCategory` and SwiftUI's `DynamicTypeSize`, from the default (`large`) to the
/// largest accessibility size (`AX5`). Their point sizes are the model's (FlowNavigator).
public enum TextSize: String, Sendable, CaseIterable, DeclarationOrdered {
    case large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1"
    case ax2 = "AX2"
    case ax3 = "AX3"
    case ax4 = "AX4"
    case ax5 = "AX5"
}

import FlowProgram
import FlowSyntax

/// Where focus lands with bars (navigator-model.md §10.2): after a navigation bar when a screen
/// appears, and, for VoiceOver, on the tab that was activated when the new screen has it too.
enum Bars {
    /// The first element after the screen's navigation bar, or nil when it has none: focus
    /// starts on the first stop from there (§10.2: UIKit posts the view controller's first
    /// element, and the bar is not in that view).
    static func afterNavigationBar(in screen: Screen) -> Int? {
        screen.elements.firstIndex { $0.kind == .group && $0.accessibility.traits.contains(.navigationBar) }
            .map { screen.elements[$0].subtreeEnd }
    }

    /// The first of `stops` (nodes in reading order) at or after element `start`.
    static func firstStop(of stops: [Int], from start: Int, in view: AccessibilityView) -> Int? {
        stops.first { view.nodes[$0].element >= start }
    }

    /// The tab bar item that `element` is, by its name, if it is one (§10.2).
    static func tabName(of element: Int, in screen: Screen) -> String? {
        guard screen.elements[element].kind == .button, isInTabBar(element, in: screen) else { return nil }
        return screen.elements[element].referenceName
    }

    /// The button called `name` in a tab bar of `screen`: where VoiceOver's focus stays after
    /// that tab is activated (§10.2: UIKit's tab buttons keep focus through the screen change).
    static func tab(named name: String, in screen: Screen) -> Int? {
        screen.elements.indices.first {
            screen.elements[$0].kind == .button && screen.elements[$0].referenceName == name && isInTabBar($0, in: screen)
        }
    }

    private static func isInTabBar(_ element: Int, in screen: Screen) -> Bool {
        var parent = screen.elements[element].parent
        while let group = parent {
            if screen.elements[group].accessibility.traits.contains(.tabBar) { return true }
            parent = screen.elements[group].parent
        }
        return false
    }
}

/// A rule of the navigator model that a path step relies on, with where it comes from.
///
/// Rules the spec marks *unverified* are kept as named rules so that a finding on a device
/// changes one line; a report shows every unverified rule a path relied on, never as fact.
public struct Rule: Sendable, Hashable, Comparable {
    /// A stable kebab-case id, shown in reports.
    public let id: String
    /// The source the rule is taken from.
    public let source: String
    public let unverified: Bool

    public static func < (a: Rule, b: Rule) -> Bool { a.id < b.id }
}

extension Rule {
    // Section 8 of navigator-model.md lists what stays uncertain; these are those rules.

    /// Switch Control adjusts an adjustable element through the scanner menu's increment and
    /// decrement items. Source: navigator-model.md §3 and §8 (unverified on a device).
    public static let switchControlAdjustsFromMenu = Rule(
        id: "switch-control-adjusts-from-menu", source: "navigator-model.md §3, §8", unverified: true)

    /// Full Keyboard Access adjusts a custom adjustable element with the arrow keys.
    /// Source: navigator-model.md §3 and §8 (unverified; native sliders are documented).
    public static let keyboardAdjustsCustomElements = Rule(
        id: "keyboard-adjusts-custom-elements", source: "navigator-model.md §3, §8", unverified: true)

    /// Voice Control accepts the visible start of a longer accessible name ("Tap Reorder" for
    /// "Reorder 42"). Source: navigator-model.md §5 (Label Mismatch) and §8 (unverified).
    public static let voiceControlAcceptsNamePrefix = Rule(
        id: "voice-control-accepts-name-prefix", source: "navigator-model.md §5, §8", unverified: true)

    /// Switch Control skips disabled elements when it scans. Source: navigator-model.md §8
    /// (unverified). Full Keyboard Access skipping them is documented (§9.3, Apple's Full
    /// Keyboard Access session 2020-10116) and relies on no rule.
    public static let disabledElementsAreSkipped = Rule(
        id: "disabled-elements-are-skipped", source: "navigator-model.md §8", unverified: true)

    /// Switch Control and Full Keyboard Access offer the options of an element made
    /// adjustable from a group (Collapsed Options). Source: navigator-model.md §5 (unverified).
    public static let collapsedOptionsReachable = Rule(
        id: "collapsed-options-reachable", source: "navigator-model.md §5", unverified: true)

    // Section 9 of navigator-model.md: the rules it marks unverified.

    /// Full Keyboard Access has a back command that returns to the previous screen in one
    /// key press. Source: navigator-model.md §9.2 (unverified).
    public static let keyboardBackCommand = Rule(
        id: "keyboard-back-command", source: "navigator-model.md §9.2", unverified: true)

    /// Switch Control goes back through the scanner menu's Escape: Select, one scan, Select.
    /// Source: navigator-model.md §9.2 (unverified).
    public static let switchControlEscape = Rule(
        id: "switch-control-escape", source: "navigator-model.md §9.2", unverified: true)

    /// After going back, focus returns to the element that opened the screen, not to the
    /// first stop. Source: navigator-model.md §9.2 (UIKit restores it; SwiftUI unverified).
    public static let focusReturnsToOpener = Rule(
        id: "focus-returns-to-opener", source: "navigator-model.md §9.2", unverified: true)
}

extension Rule {
    // Section 9 of navigator-model.md: the rules it marks *unverified*.

    // Section 9.3 of navigator-model.md: the methods' own ways, and what stays uncertain there.

    /// A VoiceOver rotor setting persists for the rest of the task, across screens, until another
    /// is chosen. Source: navigator-model.md §9.3 (unverified).
    public static let rotorPersists = Rule(id: "rotor-persists", source: "navigator-model.md §9.3", unverified: true)

    /// Voice Control's "Swipe left ‹name›" does not trigger an app's own swipe, so a swipe stays
    /// a blocker. Source: navigator-model.md §9.3 (unverified).
    public static let voiceControlSwipeItem = Rule(
        id: "voice-control-swipe-item", source: "navigator-model.md §9.3", unverified: true)

    /// Switch Control turns a pager's page with Scroll in the scanner menu: Select, one scan,
    /// Select. Source: navigator-model.md §9.3 (unverified).
    public static let switchControlScrollMenu = Rule(
        id: "switch-control-scroll-menu", source: "navigator-model.md §9.3", unverified: true)

    /// Full Keyboard Access's Tab reaches the focusable elements of a pager's other pages,
    /// scrolling them into view. Source: navigator-model.md §9.3 (unverified).
    public static let keyboardTabsIntoPages = Rule(
        id: "keyboard-tabs-into-pages", source: "navigator-model.md §9.3", unverified: true)

    /// Switch Control cannot highlight a link inside a text: only point scanning reaches it.
    /// Source: navigator-model.md §9.3, §9.4 (unverified).
    public static let switchControlSkipsInlineLinks = Rule(
        id: "switch-control-skips-inline-links", source: "navigator-model.md §9.3, §9.4", unverified: true)
}

extension Rule {
    // Section 10.3 of navigator-model.md: segmented controls and context menus.

    /// Full Keyboard Access stops on each segment of a segmented control, as on a button.
    /// Source: navigator-model.md §10.3 (unverified).
    public static let keyboardSegmentsAreStops = Rule(
        id: "keyboard-segments-are-stops", source: "navigator-model.md §10.3", unverified: true)

    /// A pointer opens a context menu with a secondary click (iPadOS; unverified on iPhone with
    /// AssistiveTouch). Source: navigator-model.md §10.3.
    public static let pointerSecondaryClick = Rule(
        id: "pointer-secondary-click", source: "navigator-model.md §10.3", unverified: true)

    /// Switch Control opens a context menu only through the scanner menu's gestures (Hold).
    /// Source: navigator-model.md §10.3 (unverified).
    public static let switchControlContextMenu = Rule(
        id: "switch-control-context-menu", source: "navigator-model.md §10.3", unverified: true)

    /// Full Keyboard Access opens a context menu only through Tab+G gesture mode.
    /// Source: navigator-model.md §10.3 (unverified).
    public static let keyboardContextMenu = Rule(
        id: "keyboard-context-menu", source: "navigator-model.md §10.3", unverified: true)

    /// Voice Control names an element that has a context menu (so "Long press ‹name›" reaches a
    /// text). Source: navigator-model.md §10.3 (unverified).
    public static let voiceControlContextMenuName = Rule(
        id: "voice-control-context-menu-name", source: "navigator-model.md §10.3", unverified: true)
    // Section 10 of navigator-model.md: the platform's own parts, and the rules it marks *unverified*.

    /// A control indented under a list cell is an element of its own after the cell's text
    /// element; nothing is swallowed. Source: navigator-model.md §10.1 (unverified).
    public static let cellChildrenAreStops = Rule(
        id: "cell-children-are-stops", source: "navigator-model.md §10.1", unverified: true)

    /// Voice Control, which names only what a medium sheet shows, expands it with "Tap Sheet
    /// Grabber". Source: navigator-model.md §10.4 (unverified).
    public static let voiceControlSheetGrabber = Rule(
        id: "voice-control-sheet-grabber", source: "navigator-model.md §10.4", unverified: true)

    /// Switch Control and Full Keyboard Access expand a medium sheet when they move into its
    /// hidden half. Source: navigator-model.md §10.4 (unverified).
    public static let sheetExpandsOnFocus = Rule(id: "sheet-expands-on-focus", source: "navigator-model.md §10.4", unverified: true)

    /// VoiceOver's swipe up or down adjusts an adjustable element, and moves through an
    /// element's custom actions, whatever the rotor was set to. Source: navigator-model.md §10.6
    /// (unverified).
    public static let rotorAdjusts = Rule(id: "rotor-adjusts", source: "navigator-model.md §10.6", unverified: true)
}

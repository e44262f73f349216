import FlowNavigator
import FlowProgram
import FlowSyntax

/// What `flowmap explain PATTERN` shows for one pattern: what is wrong, whom it blocks, how to
/// fix it in SwiftUI and UIKit, and a small flow before and after the fix.
public struct Explanation: Sendable {
    public let pattern: Pattern
    /// What is wrong, in a short paragraph.
    public let what: String
    /// A short SwiftUI fix.
    public let swiftUI: String
    /// A short UIKit fix.
    public let uiKit: String
    /// A small complete `.flow` program that shows the pattern.
    public let before: String
    /// The same program with the pattern fixed: it compiles with no finding of the pattern.
    public let after: String

    /// One line per profile, in profile order: `Profile name: verdict, why`, from the pattern's
    /// declaration (navigator-model.md §5).
    public var whoItBlocks: String {
        Profile.allCases.map { "\($0.name): \(pattern.verdict(for: $0).explained)" }.joined(separator: "\n")
    }
}

/// The catalogue behind `flowmap explain`: every pattern's explanation, a lookup by name or
/// slug, and the terminal text of one explanation or of the whole list.
public enum PatternGuide {
    /// Every explanation, in `Pattern.allCases` order.
    public static let all: [Explanation] = Pattern.allCases.map(explanation(for:))

    /// The explanation of one pattern.
    public static func explanation(for pattern: Pattern) -> Explanation {
        switch pattern {
        case .mysteryIcon: .mysteryIcon
        case .swipeTrap: .swipeTrap
        case .duplicateVoiceCommand: .duplicateVoiceCommand
        case .semanticControl: .semanticControl
        case .hiddenAction: .hiddenAction
        case .swallowedControl: .swallowedControl
        case .collapsedOptions: .collapsedOptions
        case .edgeGestureCollision: .edgeGestureCollision
        case .smallTarget: .smallTarget
        case .labelMismatch: .labelMismatch
        case .offscreenAtLargerText: .offscreenAtLargerText
        case .overGroupedControl: .overGroupedControl
        case .labelSoup: .labelSoup
        case .stateInLabel: .stateInLabel
        case .selectedAsValue: .selectedAsValue
        case .clippedAtLargerText: .clippedAtLargerText
        case .inlineLink: .inlineLink
        case .leakyModal: .leakyModal
        case .hiddenContextMenu: .hiddenContextMenu
        case .draggingMovement: .draggingMovement
        case .codeName: .codeName
        case .cappedText: .cappedText
        }
    }

    /// The pattern a user typed, by name or slug, in any case: "Swipe Trap", "swipe-trap",
    /// "SWIPE TRAP", "swipe_trap". Nil when nothing matches.
    public static func find(_ query: String) -> Pattern? {
        let key = folded(query)
        guard !key.isEmpty else { return nil }
        return Pattern.allCases.first { folded($0.name) == key || folded($0.slug) == key }
    }

    /// One explanation as terminal text, laid out like Markdown so that it also reads well
    /// when piped into a file.
    public static func render(_ explanation: Explanation) -> String {
        let pattern = explanation.pattern
        let blocks = explanation.whoItBlocks.split(separator: "\n").map { "- \($0)" }.joined(separator: "\n")
        return """
            # \(pattern.name) (\(pattern.slug))

            \(pattern.summary.prefix(1).uppercased() + pattern.summary.dropFirst()).

            ## What is wrong

            \(explanation.what)

            ## Who it blocks

            \(blocks)

            ## Fix in SwiftUI

            ```swift
            \(explanation.swiftUI)
            ```

            ## Fix in UIKit

            ```swift
            \(explanation.uiKit)
            ```

            ## Before (.flow)

            ```flow
            \(explanation.before)
            ```

            ## After (.flow)

            ```flow
            \(explanation.after)
            ```

            """
    }

    /// Every pattern on one line: its slug, its name and what is wrong.
    public static func list() -> String {
        let width = Pattern.allCases.map(\.slug.count).max() ?? 0
        return Pattern.allCases.map { pattern in
            let padding = String(repeating: " ", count: width - pattern.slug.count + 2)
            return "\(pattern.slug)\(padding)\(pattern.name): \(pattern.summary)\n"
        }.joined()
    }

    /// Lowercase letters and digits only, so that case, spaces, hyphens and underscores do not
    /// matter.
    static func folded(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

/// The closed word sets of the language. `grammar.md` lists the same words; a test keeps
/// the two in step.

/// What an element is. The string after the kind is visible text, except for `image` (the
/// image's name) and `group` (the name a file refers to it by).
public enum ElementKind: String, Sendable, CaseIterable {
    case header, text, image, button, link, group, toggle, field, slider, stepper, picker

    /// The kind with its indefinite article, for messages: "an image", "a button".
    public var withArticle: String {
        self == .image ? "an image" : "a \(rawValue)"
    }
}

/// How a group presents its children to assistive technologies.
public enum Grouping: String, Sendable, CaseIterable {
    case combine, contain, ignore
}

/// The app gestures a `gesture` attribute can declare.
public enum GestureKind: String, Sendable, CaseIterable {
    case tap
    case doubleTap = "double-tap"
    case longPress = "long-press"
    case swipe, drag, pinch
}

/// The screen edge a gesture area sits on.
public enum Edge: String, Sendable, CaseIterable {
    case top, bottom, leading, trailing
}

/// The words that start an attribute.
public enum AttributeKeyword: String, Sendable, CaseIterable {
    case label, value, hint, input, traits, size, hidden
    case combine, contain, ignore, adjustable
    case arrow = "->"
    case action
    case swipeAction = "swipe-action"
    case gesture, edge
    case safeArea = "safe-area"
    case truncates
    case fixedHeight = "fixed-height"
    case when
}

/// The words that start a task line.
public enum StepKeyword: String, Sendable, CaseIterable {
    case start, activate, choose, find, expect, waive
}

/// The words allowed at the top level.
public enum TopLevelKeyword: String, Sendable, CaseIterable {
    case screen, task
}

/// The largest indentation level a line may have (two spaces each). Deeper lines are an
/// error, so that every later stage can walk a tree without deep recursion.
public let maximumNestingLevel = 64

/// The largest file flowmap reads, in bytes.
public let maximumFileSize = 64 * 1024 * 1024

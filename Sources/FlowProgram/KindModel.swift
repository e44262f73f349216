import FlowSyntax

/// What an element kind is: the facts every rule that reads kinds reads, from the checker's
/// (which kinds hold elements, show an icon, take a `range`) to the navigator's (how Touch and
/// the keyboard operate it, what VoiceOver calls it). Each kind declares them once, in
/// `ElementKind.model` (ElementKinds.swift); a rule never lists kinds itself.
///
/// It lives here, not in FlowNavigator/Model with the rest of the model, because the checker
/// reads it too, and FlowProgram is the first stage that gives a kind a meaning (FlowSyntax
/// keeps only its word).
public struct KindModel: Sendable, Equatable {
    /// What the string after the kind's word is (grammar.md, "Elements").
    public enum Text: Sendable, Equatable {
        /// Text drawn on screen.
        case visible
        /// The image's name: drawn as a picture, read by no one (§2).
        case imageName
        /// The name a file refers to it by (`in "…"`), never spoken (§2).
        case referenceName
    }

    /// What the lines indented under it are.
    public enum Children: Sendable, Equatable {
        /// None: it holds no elements.
        case none
        /// The links inside its sentence (§9.3, inline links), and nothing else.
        case linksInSentence
        /// Elements of their own, presented as its grouping says (§2, rules 2–5).
        case members
        /// A row it wraps: one element, its buttons swallowed (§2, rule 6).
        case wrappedRow
        /// Its options, buttons offered after it is activated (§4b: a picker).
        case options
        /// Its detail texts, read as its value, and controls that are elements of their own
        /// after it (§10.1: a list cell).
        case cellContents
    }

    /// Whether and how it is adjusted (§4b, §9.2).
    public enum Adjusting: Sendable, Equatable {
        /// Never: `adjustable` on it is an error.
        case never
        /// When it says so, with the `adjustable` attribute or trait.
        case whenDeclared
        /// Always, by the given increment unless its `range` says `by` (§9.2).
        case natively(Increment)
    }

    /// One increment of an adjustable control whose `range` has no `by` (§9.2).
    public enum Increment: Sendable, Equatable {
        /// A tenth of its range: the adjustable's increment (practitioner-documented).
        case tenthOfRange
        /// 1: a stepper's.
        case one
    }

    /// How Touch acts on it, and so Pointer and Larger Text (§3, §4b, §9.2).
    public enum TouchOperation: Sendable, Equatable {
        /// A tap (a click); an adjustment drags it, as a slider (§9.2).
        case tap
        /// A drag, to activate and to adjust it alike: Touch's own channel, a gesture for
        /// Pointer (§4b).
        case drag
        /// A tap on its buttons, once per value (§4b: a stepper).
        case tapPerValue
    }

    /// How Full Keyboard Access acts on it (§3).
    public enum KeyboardOperation: Sendable, Equatable {
        /// Space activates it; adjusting it with the arrows is unverified for a custom
        /// adjustable (`keyboard-adjusts-custom-elements`).
        case space
        /// Its arrow keys adjust it, as documented for native sliders and steppers (§3).
        case arrows
    }

    /// How the Larger Text estimate sizes it at AX5 (§6, §9.1).
    public enum LargerTextSizing: Sendable, Equatable {
        /// Its text wraps at the width it has, even in a row.
        case wrappingText
        /// It keeps its declared size.
        case image
        /// At least a control's height (44 pt), and one line of its text in a row.
        case control
        /// Its children's height; without children, its declared height.
        case container
    }

    /// The string after the kind's word.
    public let text: Text
    /// Activated or adjusted by assistive technologies as it is, so it needs a name (§2, §4b);
    /// another kind is a control only with the `button` or `link` trait.
    public let isControl: Bool
    /// A native control whose value is what the user reads or sets (a switch's state, a field's
    /// text, a slider's position, a picker's choice): a `combine` group would read it as text
    /// (§5, Over Grouped Control).
    public let holdsValue: Bool
    /// What the lines indented under it are.
    public let children: Children
    /// It may show an SF Symbol (`icon`) instead of text.
    public let showsIcon: Bool
    public let adjusting: Adjusting
    public let touch: TouchOperation
    public let keyboard: KeyboardOperation
    public let largerText: LargerTextSizing
    /// What VoiceOver says after its name and value (§3, §4b); nil for a kind it says nothing of
    /// (a text, a group) or a control called what its traits say (a cell, §10.1). A kind that
    /// is no control but has the `button` or `link` trait is called that.
    public let role: SpokenRole?
    /// What a tap or click lands on, which Small Target judges (§10.5).
    public var hitRegion: HitRegion = .declaredSize

    /// What a tap or click lands on (navigator-model.md §10.5).
    public enum HitRegion: Sendable, Equatable {
        /// The element's declared `size`, if it has one.
        case declaredSize
        /// A list row: the whole row, never a small target.
        case row
    }

    /// What the checker asks of its name (`missing-name`).
    public enum Naming: Sendable, Equatable {
        /// Nothing: a group's name is for files alone; a button or link may be named by the row
        /// it wraps (§2 rule 6), or have no name at all, which is a Mystery Icon (§5), not an error.
        case optional
        /// Its string: a text's or header's text, an image's name.
        case itsString
        /// Visible text, an icon or a label: a control is activated by its name.
        case textIconOrLabel
    }

    public var naming: Naming {
        if text == .referenceName || children == .wrappedRow { return .optional }
        return isControl ? .textIconOrLabel : .itsString
    }

    /// It may hold elements of its own (a text's links are part of its sentence).
    public var holdsElements: Bool {
        switch children {
        case .none, .linksInSentence: false
        case .members, .wrappedRow, .options, .cellContents: true
        }
    }

    public var isNativelyAdjustable: Bool {
        if case .natively = adjusting { true } else { false }
    }

    /// The increment of a `range` without `by` on it (§9.2); an element made adjustable moves by
    /// a tenth of its range.
    public var defaultIncrement: Increment {
        if case .natively(let increment) = adjusting { increment } else { .tenthOfRange }
    }
}

/// What VoiceOver says in place of a role, after the name and the value (§3, §4b). Reports word
/// it in FlowReport's `StepWording`.
public enum SpokenRole: Sendable, Equatable {
    case heading, image, adjustable, link, button, switchButton, textField, popUpButton
    /// A disabled control, whatever its kind.
    case dimmed
}

extension ElementKind {
    /// The words of the kinds whose model has `property`, in declaration order, for messages:
    /// `slider`, `stepper`, or with `articles`, `a slider`, `a stepper`.
    public static func words(where property: (KindModel) -> Bool, articles: Bool = false) -> [String] {
        allCases.filter { property($0.model) }.map { articles ? $0.withArticle : $0.rawValue }
    }

    /// `words` as a message lists them: "slider, stepper or adjustable element".
    public static func list(_ words: [String], _ conjunction: String) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `kinds` listed after one article, the first kind's: "a header or text", "an image".
    public static func phrase(_ kinds: [ElementKind], _ conjunction: String) -> String {
        guard let first = kinds.first else { return "" }
        return list([first.withArticle] + kinds.dropFirst().map(\.rawValue), conjunction)
    }
}

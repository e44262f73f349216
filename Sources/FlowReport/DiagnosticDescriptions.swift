import FlowProgram
import FlowSyntax

/// What each diagnostic id that is not a pattern's reports, in grammar.md's words (section 7,
/// "reported when"), and what to do about it: the full description and help of its SARIF rule.
/// `SARIFTests` holds each description to grammar.md's table. A pattern's rule reads its
/// declaration and its explanation instead.
enum DiagnosticDescriptions {
    /// grammar.md's "reported when", by id.
    static let reportedWhen: [String: String] = [
        "invalid-utf8": "bytes that are not valid UTF-8, in a string, a comment or elsewhere",
        "nul-byte": "a NUL byte anywhere",
        "stray-carriage-return": "a `\\r` not followed by `\\n`, between tokens, in a string or in a comment",
        "file-too-large": "a file over 64 MiB, found by its size before it is read; the file is not read at all",
        "empty-file": "a file declares no screen and no task: it is empty, or holds only comments and blank lines (at line 1, column 1; not when the file has another diagnostic)",
        "tab-indent": "a tab in the indentation of a line with tokens, once per run of such lines; they are skipped with the lines under them",
        "bad-indent": "indentation by an odd number of spaces",
        "over-indent": "a line indented more than one level under the line it belongs to (also an indented first line)",
        "too-deep": "a line nested more than 64 levels deep",
        "unterminated-string": "a string has no closing quote before the end of its line",
        "invalid-escape": "a backslash in a string not followed by `\"` or `\\`",
        "unexpected-character": "a character that cannot start a token, or a string opened with a typographic double quote",
        "expected-token": "a line is missing a required part (a string, a profile, `voiceover`, `in`, `to`, `at`, `most`, `steps` or `step`, a trait, a gesture, an edge, an attribute after `when voiceover` on an element line), has `icon` anywhere but right after the kind, has a string or `,` where an attribute belongs, or has extra tokens after a complete `screen`, `task` or step line",
        "unknown-kind": "the first word (or string) under a screen is not an element kind and not a misplaced keyword",
        "unknown-attribute": "a word where an attribute belongs is not an attribute keyword",
        "unknown-step": "the first word (or string, or `->`) under a task is not a step keyword and not a misplaced keyword",
        "unknown-top-level": "a line without indentation does not start with `screen`, `task` or `component`",
        "misplaced-line": "a valid line or word in the wrong place (section 5), or a second `when voiceover`",
        "malformed-size": "`size` not followed by a valid `WIDTHxHEIGHT`",
        "malformed-count": "`at most` not followed by a whole number from 0 to 1000000, or `range`, `by` or `to` not followed by a number from 0 to 1000000",
        "malformed-repeat": "`repeat` not followed by a whole number from 1 to 1000",
        "unknown-gesture": "a word after `gesture` that is not a gesture",
        "unknown-edge": "a word after `edge` that is not an edge",
        "unknown-condition": "a word after `when` other than `voiceover`",
        "unknown-screen": "a `start`, `->` or action, swipe-action or gesture destination names a screen declared nowhere in the program",
        "duplicate-screen": "a screen has the name of a screen declared earlier in the same file",
        "duplicate-task": "a task has the name of a task declared earlier in path order",
        "unknown-name": "nothing on the step's screen (or in its `in` element) fits the name a step uses, no element of a screen has the name its `focus` gives, or no element of the screens a task visits has the name (or shows the icon) after a `waive` line's `on`",
        "unknown-container": "the name after `in` is no group's name and no element's label or string on the step's screen",
        "ambiguous-name": "a step's name fits the activations of several different elements (or, with no activation, the actions or gestures of several elements)",
        "conflicting-destinations": "the controls, actions and gestures a step's name fits lead to different screens",
        "unknown-profile": "the word after `expect` or `waive` is not a profile id",
        "unknown-pattern": "the word after a `waive` line's profile is not a pattern's slug (as `flowmap explain` lists them)",
        "unknown-trait": "a word after `traits` is not a trait",
        "invalid-attribute": "an icon or attribute that makes no sense on that kind of element, or under `when voiceover` (section 6.2)",
        "invalid-child": "an element under an element that cannot hold it: under anything but \(Kinds.holders) (or a link under a text), a non-button under \(Kinds.optionHolders), or anything under a link inside a text",
        "inline-link-text": "a link under a text whose string does not occur in the text, or that has no string",
        "duplicate-attribute": "a `label`, `value`, `hint`, `size`, `edge`, `->`, grouping, `range`, `accessory`, `caps`, `segmented`, `page-control` or `map` given twice for one element (outside `when voiceover`, or twice under it), or `medium` twice on a screen line",
        "missing-start": "a task without any `start` line",
        "misplaced-start": "a `start` line that is not the task's first line, or a second one",
        "duplicate-directive": "`expect`, or `waive`, written twice for the same profile in one task (a `waive` of one pattern: twice for the same profile, pattern and element)",
        "disabled-step": "an `activate` or `choose` step fits an element with the `not-enabled` trait",
        "empty-task": "a task with nothing to do after its `start`",
        "missing-name": "\(Kinds.textsNeeded) without its text, \(Kinds.imageNames) without its name, or \(Kinds.namedControls) with no text, icon or label",
        "empty-name": "a `screen`, `component` or `task` name that is empty or only white space",
        "padded-name": "a `screen`, `component` or `task` name with white space before its first or after its last character",
        "duplicate-escape": "a second button with `escape` on one screen, or in one `overlay` group",
        "group-without-grouping": "a group with no `combine`, `ignore` or `contain` that declares a label, value, hint, action, `context-menu`, `adjustable` or an element trait",
        "back-at-start": "a `back` step where no earlier step of the task brought it from another screen",
        "back-from-modal": "a `back` step on an `alert` or `sheet` screen",
        "value-out-of-range": "the value of an `adjust` step is outside the control's `range`",
        "not-adjustable": "an `adjust` step names no \(Kinds.adjustables) with a numeric `value` and a `range`",
        "not-a-field": "a `type` step names something other than a `field`",
        "unknown-component": "a `use` names a component declared nowhere in the program (or not in the file after `from`)",
        "duplicate-component": "a component has the name of a component declared earlier in the same file",
        "component-cycle": "a component contains a copy of itself, directly or through other components; at the `use` that closes the cycle",
        "missing-argument": "in a component's copy or a repeated element, a `{k}` with no k-th argument after `with`, or an `{n}` outside any `repeat`",
        "expansion-too-large": "a screen would have more than 100000 elements once expanded, or all screens would gain more than 1000000; at the `use` or `repeat` that crosses the limit",
        "ambiguous-across-files": "a screen or component name that several files declare is used from a file that declares none of them, without `from`",
        "unknown-file": "the string after `from` names no file of the program, or several",
        "unknown-dump-format": "`flowmap import`: a dump that is neither XCUITest's `debugDescription` nor a WebDriverAgent page source (or is empty)",
        "malformed-dump": "`flowmap import`: a line of a `debugDescription` that is no element line, XML that is not well-formed or declares a document type, or a dump nested deeper than 512 levels",
        "empty-dump": "`flowmap import`: a dump that holds nothing VoiceOver visits (only the status bar, a window with nothing named in it); the message says what it holds",
        "cut-dump": "`flowmap import`: a dump that looks cut short (a partial last line, an escaped string with no closing quote, `[excerpt ends]`, no `Path to element:` after the subtree, XML that ends inside an element); the draft holds what it has",
        "missing-in-app": "`flowmap verify`: an element the flow's screen declares that the app's dump lacks (VoiceOver's view: not a cell's detail text, a swallowed button, a hidden element; never the grabber, page control or \"More Info\" button flowmap adds itself, nor what a dump cut short would hold after its end); help suggests the dump's closest names",
        "differs-in-app": "`flowmap verify`: an element paired with the app's differs in its name, its role (a control the app shows as static text or an image is a Semantic Control the flow hides), a heading the dump marks, `search-field` or its cell accessory (an error), or in `selected` or `not-enabled` (a warning)",
        "not-in-flow": "`flowmap verify`: a control the app's dump has (a button, link, field, toggle, cell, page control, …) that the flow's screen does not declare; at the flow's element before it",
        "order-differs": "`flowmap verify`: an element both have that VoiceOver reads in another place in the app than in the flow (outside the longest run of paired elements in the same order)",
        "unpaired-dump": "`flowmap verify`: a dump that shows no screen of the flows: none is called as `--screen` says, or (with `--dumps`) as the dump's file name or the name the import gives it",
        "focus-not-a-stop": "a screen's `focus \"Name\"` names a hidden element, a group that does not combine its children, or an image without a label",
        "task-blocked": "the profile has a path, but a step of it relies on a blocker (the notes name each blocker's pattern); one per task and blocked profile",
        "task-unreachable": "a step of the task has no way at all for the profile; one per task and unreachable profile",
        "expectation-failed": "the profile's path takes more steps than the `expect` allows, or the profile is unreachable",
        "unneeded-waiver": "a `waive` line accepts nothing: the profile is ok, or every blocker is accepted by the task's waivers of one pattern (a waiver of the whole profile), or the profile has no finding of the pattern (on the element) a waiver of one pattern names",
        "task-friction": "the profile's path works, but some of its steps work only at a cost the report calls friction (the notes name each one's pattern), or rely on a blocker of a pattern `.flowmap.json` turns down to a warning; one per task and profile with friction that no waiver accepts, unless the profile is waived",
        "invalid-configuration": "`.flowmap.json` (or the file `--config` names) is not valid JSON, has a key flowmap does not know, or a value of the wrong kind (README, \"Configuration\"); at the key or value",
    ]

    /// The rule's full description: when flowmap reports the id.
    static func fullDescription(of id: String) -> String {
        guard let when = reportedWhen[id] else { return "flowmap reports '\(id)': see grammar.md, section 7." }
        return "flowmap reports '\(id)' when \(when)."
    }

    /// What to do about a result of the id.
    static func help(for id: String) -> String {
        switch id {
        case "task-blocked":
            "A step of the task relies on a blocker for this profile; the result names the pattern. Fix the element "
                + "('flowmap explain PATTERN' shows how, in SwiftUI and UIKit), or write 'waive PROFILE PATTERN on \"Element\" \"reason\"' in "
                + "the task to accept that one finding (any other blocker still fails), as the diagnostic's help suggests."
        case "task-unreachable":
            "A step of the task has no way at all for this profile; the result names the pattern that leaves none. "
                + "'flowmap explain PATTERN' shows the fix."
        case "expectation-failed":
            "Make the path shorter, or raise the task's 'expect PROFILE at most N steps' if the design is right."
        case "unneeded-waiver":
            "The 'waive' line accepts no finding of the profile any more: remove it, so that accepted findings do not pile up."
        case "task-friction":
            "The path works, at a cost: the task's report shows the steps. Friction fails only a '--strict' run."
        case "missing-in-app", "differs-in-app", "not-in-flow", "order-differs":
            "The app, as its dump shows it, differs from the flow: write the flow as the app is, or change the app to what the "
                + "flow means. The related location is the dump's line."
        case "unpaired-dump":
            "Name the dump after the screen it shows ('Screen name.txt'), or give one dump with '--screen NAME'."
        case "empty-task":
            "Add the task's steps after its 'start' line, or remove the task."
        case "empty-file":
            "The file checks nothing: add a screen or a task to it, or delete it."
        default:
            "An error in the input: fix the line the result points at. 'flowmap check' prints it with a help line, "
                + "and grammar.md (section 7) lists every diagnostic."
        }
    }
}

/// The kinds that descriptions name, read from the table of element kinds: a new kind is
/// described where its row puts it, and `SARIFTests` then asks grammar.md to say the same.
private enum Kinds {
    static func phrase(_ property: (KindModel) -> Bool, _ conjunction: String = "or") -> String {
        ElementKind.phrase(ElementKind.allCases.filter { property($0.model) }, conjunction)
    }

    static let holders = ElementKind.phrase(ElementKind.holdersInMessages, "or")
    static let optionHolders = phrase { $0.children == .options }
    static let textsNeeded = phrase { $0.naming == .itsString && $0.text == .visible }
    static let imageNames = phrase { $0.naming == .itsString && $0.text == .imageName }
    static let namedControls = phrase { $0.naming == .textIconOrLabel }
    static let adjustables = ElementKind.list(ElementKind.words(where: \.isNativelyAdjustable) + ["adjustable element"], "or")
}

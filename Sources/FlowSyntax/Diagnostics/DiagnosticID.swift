/// Every diagnostic flowmap can report, with a stable id that tests, docs and tools rely on:
/// a problem's, or a pattern's slug for the pattern's warnings. Renaming an id is a breaking
/// change.
public enum DiagnosticID: Sendable, Hashable, CaseIterable, RawRepresentable {
    /// A problem in the input, or a task's path that fails.
    case problem(Problem)
    /// Element checks: a warning under its pattern's slug (navigator-model.md §5).
    case pattern(Pattern)

    /// The diagnostics that are not a pattern's, by their printed id.
    public enum Problem: String, Sendable, Hashable, CaseIterable {
        // Reading the bytes.
        case invalidUTF8 = "invalid-utf8"
        case nulByte = "nul-byte"
        case strayCarriageReturn = "stray-carriage-return"
        case fileTooLarge = "file-too-large"
        case emptyFile = "empty-file"
        // Layout.
        case tabIndent = "tab-indent"
        case badIndent = "bad-indent"
        case overIndent = "over-indent"
        case tooDeep = "too-deep"
        // Tokens.
        case unterminatedString = "unterminated-string"
        case invalidEscape = "invalid-escape"
        case unexpectedCharacter = "unexpected-character"
        // Lines.
        case expectedToken = "expected-token"
        case unknownKind = "unknown-kind"
        case unknownAttribute = "unknown-attribute"
        case unknownStep = "unknown-step"
        case unknownTopLevel = "unknown-top-level"
        case misplacedLine = "misplaced-line"
        case malformedSize = "malformed-size"
        case malformedCount = "malformed-count"
        case unknownGesture = "unknown-gesture"
        case unknownEdge = "unknown-edge"
        case unknownCondition = "unknown-condition"
        // Meaning (the checker).
        case unknownScreen = "unknown-screen"
        case duplicateScreen = "duplicate-screen"
        case duplicateTask = "duplicate-task"
        case unknownName = "unknown-name"
        case unknownContainer = "unknown-container"
        case ambiguousName = "ambiguous-name"
        case conflictingDestinations = "conflicting-destinations"
        case unknownProfile = "unknown-profile"
        case unknownPattern = "unknown-pattern"
        case unknownTrait = "unknown-trait"
        case invalidAttribute = "invalid-attribute"
        case invalidChild = "invalid-child"
        case inlineLinkText = "inline-link-text"
        case duplicateAttribute = "duplicate-attribute"
        case missingStart = "missing-start"
        case misplacedStart = "misplaced-start"
        case duplicateDirective = "duplicate-directive"
        case disabledStep = "disabled-step"
        case emptyTask = "empty-task"
        case missingName = "missing-name"
        case emptyName = "empty-name"
        case paddedName = "padded-name"
        // Alerts, escape, and the steps back, adjust and type (navigator-model.md §9.1, §9.2).
        case duplicateEscape = "duplicate-escape"
        case backAtStart = "back-at-start"
        case backFromModal = "back-from-modal"
        case valueOutOfRange = "value-out-of-range"
        case notAdjustable = "not-adjustable"
        case notAField = "not-a-field"
        // A group that declares what only an element has (navigator-model.md §2.5).
        case groupWithoutGrouping = "group-without-grouping"
        // Components, repetition and names per feature (navigator-model.md §9.1).
        case malformedRepeat = "malformed-repeat"
        case unknownComponent = "unknown-component"
        case duplicateComponent = "duplicate-component"
        case componentCycle = "component-cycle"
        case missingArgument = "missing-argument"
        case expansionTooLarge = "expansion-too-large"
        case ambiguousAcrossFiles = "ambiguous-across-files"
        case unknownFile = "unknown-file"
        case focusNotAStop = "focus-not-a-stop"
        // Accessibility dumps read by `flowmap import` (a dump's own bytes also get
        // `invalid-utf8`, `nul-byte` and `file-too-large`).
        case unknownDumpFormat = "unknown-dump-format"
        case malformedDump = "malformed-dump"
        case emptyDump = "empty-dump"
        case cutDump = "cut-dump"
        // A flow compared with the app's hierarchy by `flowmap verify`: errors and warnings at
        // the flow's line, with a note at the dump's.
        case missingInApp = "missing-in-app"
        case differsInApp = "differs-in-app"
        case notInFlow = "not-in-flow"
        case orderDiffers = "order-differs"
        case unpairedDump = "unpaired-dump"
        // Paths (the navigator): errors at a task's or an `expect` line.
        case taskBlocked = "task-blocked"
        case taskUnreachable = "task-unreachable"
        case expectationFailed = "expectation-failed"
        case unneededWaiver = "unneeded-waiver"
        case taskFriction = "task-friction"
        // The configuration, `.flowmap.json` (read by the command line).
        case invalidConfiguration = "invalid-configuration"
    }

    /// The id as printed: kebab-case, a pattern's slug for its warnings.
    public var rawValue: String {
        switch self {
        case .problem(let problem): problem.rawValue
        case .pattern(let pattern): pattern.slug
        }
    }

    /// The pattern of a pattern's warning.
    public var pattern: Pattern? {
        if case .pattern(let pattern) = self { pattern } else { nil }
    }

    public init?(rawValue: String) {
        if let problem = Problem(rawValue: rawValue) {
            self = .problem(problem)
        } else if let pattern = Pattern.allCases.first(where: { $0.slug == rawValue }) {
            self = .pattern(pattern)
        } else {
            return nil
        }
    }

    /// Every id: the problems in the order above, then the patterns in `Pattern.allCases` order.
    public static let allCases: [DiagnosticID] = Problem.allCases.map(problem) + Pattern.allCases.map(pattern)
}

/// Every diagnostic flowmap can report, with a stable id that tests, docs and tools rely on.
/// Renaming an id is a breaking change.
public enum DiagnosticID: Sendable, Hashable, CaseIterable, RawRepresentable {
    // Reading the bytes.
    case invalidUTF8
    case nulByte
    case strayCarriageReturn
    case fileTooLarge
    case emptyFile
    // Layout.
    case tabIndent
    case badIndent
    case overIndent
    case tooDeep
    // Tokens.
    case unterminatedString
    case invalidEscape
    case unexpectedCharacter
    // Lines.
    case expectedToken
    case unknownKind
    case unknownAttribute
    case unknownStep
    case unknownTopLevel
    case misplacedLine
    case malformedSize
    case malformedCount
    case unknownGesture
    case unknownEdge
    case unknownCondition
    // Meaning (the checker).
    case unknownScreen
    case duplicateScreen
    case duplicateTask
    case unknownName
    case unknownContainer
    case ambiguousName
    case conflictingDestinations
    case unknownProfile
    case unknownTrait
    case invalidAttribute
    case invalidChild
    case duplicateAttribute
    case missingStart
    case misplacedStart
    case duplicateDirective
    case disabledStep
    case emptyTask
    case missingName
    // Paths (the navigator): errors at a task's or an `expect` line.
    case taskBlocked
    case taskUnreachable
    case expectationFailed
    case unneededWaiver
    case taskFriction
    // Element checks: a warning under its pattern's slug (navigator-model.md §5).
    case pattern(Pattern)

    /// The id as printed: kebab-case, a pattern's slug for its warnings.
    public var rawValue: String {
        switch self {
        case .invalidUTF8: "invalid-utf8"
        case .nulByte: "nul-byte"
        case .strayCarriageReturn: "stray-carriage-return"
        case .fileTooLarge: "file-too-large"
        case .emptyFile: "empty-file"
        case .tabIndent: "tab-indent"
        case .badIndent: "bad-indent"
        case .overIndent: "over-indent"
        case .tooDeep: "too-deep"
        case .unterminatedString: "unterminated-string"
        case .invalidEscape: "invalid-escape"
        case .unexpectedCharacter: "unexpected-character"
        case .expectedToken: "expected-token"
        case .unknownKind: "unknown-kind"
        case .unknownAttribute: "unknown-attribute"
        case .unknownStep: "unknown-step"
        case .unknownTopLevel: "unknown-top-level"
        case .misplacedLine: "misplaced-line"
        case .malformedSize: "malformed-size"
        case .malformedCount: "malformed-count"
        case .unknownGesture: "unknown-gesture"
        case .unknownEdge: "unknown-edge"
        case .unknownCondition: "unknown-condition"
        case .unknownScreen: "unknown-screen"
        case .duplicateScreen: "duplicate-screen"
        case .duplicateTask: "duplicate-task"
        case .unknownName: "unknown-name"
        case .unknownContainer: "unknown-container"
        case .ambiguousName: "ambiguous-name"
        case .conflictingDestinations: "conflicting-destinations"
        case .unknownProfile: "unknown-profile"
        case .unknownTrait: "unknown-trait"
        case .invalidAttribute: "invalid-attribute"
        case .invalidChild: "invalid-child"
        case .duplicateAttribute: "duplicate-attribute"
        case .missingStart: "missing-start"
        case .misplacedStart: "misplaced-start"
        case .duplicateDirective: "duplicate-directive"
        case .disabledStep: "disabled-step"
        case .emptyTask: "empty-task"
        case .missingName: "missing-name"
        case .taskBlocked: "task-blocked"
        case .taskUnreachable: "task-unreachable"
        case .expectationFailed: "expectation-failed"
        case .unneededWaiver: "unneeded-waiver"
        case .taskFriction: "task-friction"
        case .pattern(let pattern): pattern.slug
        }
    }

    /// The pattern of a pattern's warning.
    public var pattern: Pattern? {
        if case .pattern(let pattern) = self { pattern } else { nil }
    }

    public init?(rawValue: String) {
        guard let id = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = id
    }

    /// Every id, in the order above; a pattern's in `Pattern.allCases` order.
    public static let allCases: [DiagnosticID] =
        [
            .invalidUTF8, .nulByte, .strayCarriageReturn, .fileTooLarge, .emptyFile, .tabIndent, .badIndent, .overIndent, .tooDeep,
            .unterminatedString, .invalidEscape, .unexpectedCharacter, .expectedToken, .unknownKind, .unknownAttribute,
            .unknownStep, .unknownTopLevel, .misplacedLine, .malformedSize, .malformedCount, .unknownGesture,
            .unknownEdge, .unknownCondition, .unknownScreen, .duplicateScreen, .duplicateTask, .unknownName,
            .unknownContainer, .ambiguousName, .conflictingDestinations, .unknownProfile, .unknownTrait,
            .invalidAttribute, .invalidChild, .duplicateAttribute, .missingStart, .misplacedStart, .duplicateDirective,
            .disabledStep, .emptyTask, .missingName, .taskBlocked, .taskUnreachable, .expectationFailed,
            .unneededWaiver, .taskFriction,
        ] + Pattern.allCases.map(DiagnosticID.pattern)
}

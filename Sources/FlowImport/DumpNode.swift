import FlowSyntax

/// One element of a dump, as the dump says it: XCUITest's element type and attributes, with
/// nothing inferred. `DumpTree` holds the nodes by index, so that a deep dump is never a deep
/// structure (no recursion to build, walk or free it).
public struct DumpNode: Sendable, Hashable {
    /// The element type without `XCUIElementType`: `Button`, `StaticText`, `Window`, `Other`.
    public var type: String
    /// A window's qualifier in parentheses, `Main` in `Window (Main)`.
    public var qualifier: String?
    public var label: String?
    public var identifier: String?
    public var value: String?
    public var placeholder: String?
    /// The frame, when the line has one that reads as four finite numbers.
    public var frame: DumpFrame?
    public var flags: DumpFlags
    /// The indexes of its children in `DumpTree.nodes`, in the dump's order.
    public var children: [Int]
    /// The index of its parent, nil for a root.
    public var parent: Int?
    /// Its element's line (or start tag) in the dump file, for diagnostics.
    public var span: Span

    public init(type: String, span: Span) {
        self.type = type
        self.qualifier = nil
        self.label = nil
        self.identifier = nil
        self.value = nil
        self.placeholder = nil
        self.frame = nil
        self.flags = []
        self.children = []
        self.parent = nil
        self.span = span
    }
}

/// The states a dump marks an element with.
public struct DumpFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `Selected`, `selected="true"`, or the selected trait's bit.
    public static let selected = DumpFlags(rawValue: 1 << 0)
    /// `Disabled`, `enabled="false"`, or the not-enabled trait's bit.
    public static let disabled = DumpFlags(rawValue: 1 << 1)
    /// WebDriverAgent's `visible="false"`: not on screen.
    public static let invisible = DumpFlags(rawValue: 1 << 2)
    /// `Focused` or `Keyboard Focused`.
    public static let focused = DumpFlags(rawValue: 1 << 3)
    /// The header trait's bit, which only the Xcode 8 form's numeric `traits:` carries.
    public static let header = DumpFlags(rawValue: 1 << 4)
    /// The button trait's bit (Xcode 8 form).
    public static let button = DumpFlags(rawValue: 1 << 5)
    /// The adjustable trait's bit (Xcode 8 form).
    public static let adjustable = DumpFlags(rawValue: 1 << 6)
}

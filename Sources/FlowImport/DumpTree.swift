import FlowSyntax

/// What a reader made of one dump file: its elements by index, the roots, and what the dump
/// says about itself (the application's label, whether it was cut short).
public struct DumpTree: Sendable, Hashable {
    public var format: DumpFormat
    public var nodes: [DumpNode]
    /// The top elements, in the dump's order (one `Application` or `Window` in a whole dump).
    public var roots: [Int]
    /// The application's label (`Attributes: Application, …, label: 'Settings'`), if given.
    public var applicationLabel: String?
    public var shape: DumpShape
    /// Where and why the dump looks cut short, if it does (a partial last line, no closing
    /// quote or tag, `[excerpt ends]`, no `Path to element:` after the subtree).
    public var cut: DumpCut?

    public init(format: DumpFormat, shape: DumpShape = .tree) {
        self.format = format
        self.nodes = []
        self.roots = []
        self.applicationLabel = nil
        self.shape = shape
        self.cut = nil
    }

    /// The nodes below `index` and `index` itself, parents before children, in the dump's order
    /// (an explicit stack: no recursion, however deep the dump).
    public func subtree(of index: Int) -> [Int] {
        var order: [Int] = []
        var stack = [index]
        while let next = stack.popLast() {
            order.append(next)
            stack.append(contentsOf: nodes[next].children.reversed())
        }
        return order
    }

    /// The deepest nesting a reader accepts. Real hierarchies stay under a hundred levels; the
    /// limit keeps every later walk shallow and a hostile dump cheap.
    public static let maximumDepth = 512
}

/// What a dump holds.
public enum DumpShape: String, Sendable, Hashable {
    /// An element subtree: a screen, or the part of one that was dumped.
    case tree
    /// A query's output (`po app.buttons`): the elements it matched, one list, no tree.
    case queryOutput
}

/// Where a dump looks cut short, and how.
public struct DumpCut: Sendable, Hashable {
    public var span: Span
    public var reason: String

    public init(span: Span, reason: String) {
        self.span = span
        self.reason = reason
    }
}

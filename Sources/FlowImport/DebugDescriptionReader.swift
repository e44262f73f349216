import FlowSyntax

/// Reads XCUITest's `debugDescription` text into a `DumpTree`: the element subtree, nested by
/// indentation relative to the root line (sources indent whole dumps: a comment, a Markdown
/// block), or a query's `Output: { … }` lists. The `Attributes:` line stands for the element
/// when nothing else does (a one-line fragment); activity-log lines (`t = …`) and the
/// `Path to element:` and `Query chain:` sections after the subtree are not elements.
struct DebugDescriptionReader {
    let file: Int
    private(set) var tree = DumpTree(format: .debugDescription)
    private(set) var diagnostics: [Diagnostic] = []

    init(_ source: SourceFile, file: Int, from start: Int) {
        self.file = file
        read(DumpLines(source.bytes, from: start))
    }

    private enum Section {
        /// Before anything: an `Attributes:` line, log lines, or a bare subtree.
        case preamble
        case subtree
        /// `Path to element:`, `Query chain:`: nothing after them is the screen.
        case after
    }

    private mutating func read(_ dump: DumpLines) {
        let lines = dump.lines
        let hasSubtreeMarker = lines.contains { $0.text.drop(while: Self.isIndent).hasPrefix("Element subtree:") }
        var section: Section = hasSubtreeMarker ? .preamble : .subtree
        var attributes: (DebugDescriptionLine, Span)?
        var stack: [(indent: Int, node: Int)] = []
        var sawElement = false
        var outputBlocks: [[Int]] = []
        var inOutput = false
        // An excerpt's last line is the one before its `[excerpt ends]`, and is often cut.
        let excerptEnd = lines.firstIndex { $0.text.drop(while: Self.isIndent).hasPrefix("[excerpt ends]") } ?? lines.count
        let lastLine = lines[..<excerptEnd].lastIndex { !$0.text.allSatisfy(Self.isIndent) } ?? -1
        for (number, line) in lines.enumerated() {
            let trimmed = line.text.drop(while: Self.isIndent)
            if trimmed.isEmpty { continue }
            let indentBytes = line.text.utf8.count - trimmed.utf8.count
            let span = Span(file: file, start: line.start + indentBytes, end: line.end)
            if trimmed.hasPrefix("[excerpt ends]") {
                if tree.cut == nil { tree.cut = DumpCut(span: span, reason: "the dump says '[excerpt ends]'") }
                break
            }
            if trimmed.hasPrefix("t = ") || trimmed.hasPrefix("t =") { continue }
            if trimmed.hasPrefix("Attributes: ") {
                if let parsed = DebugDescriptionLine.parse(trimmed.dropFirst("Attributes: ".count)) {
                    attributes = (parsed, span)
                    if parsed.type == "Application" { tree.applicationLabel = parsed.label }
                }
                continue
            }
            if trimmed.hasPrefix("Element subtree:") {
                section = .subtree
                continue
            }
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") {
                section = .after
                continue
            }
            if section == .after { continue }
            // A query's output (Xcode 8 prints a query so): `Find: …`, `Output: {`, its
            // elements, `}`.
            if trimmed.hasPrefix("Find: ") || trimmed.hasPrefix("↪︎Find: ") || trimmed.hasPrefix("↪Find: ") { continue }
            if trimmed.hasPrefix("Output: {") {
                inOutput = true
                outputBlocks.append([])
                continue
            }
            if inOutput, trimmed.hasPrefix("}") {
                inOutput = false
                continue
            }
            var elementText = trimmed
            var indent = indentBytes
            for marker in ["→", "↳"] where elementText.hasPrefix(marker) {
                elementText = elementText.dropFirst()
                indent += 1
            }
            guard let parsed = DebugDescriptionLine.parse(elementText), !parsed.brokenFrame else {
                if section == .preamble || (!sawElement && !inOutput) { continue }
                if number == lastLine {
                    tree.cut = DumpCut(span: span, reason: "its last line is cut short")
                    continue
                }
                diagnostics.append(
                    Diagnostic(
                        .problem(.malformedDump), .error, "this line of the dump is no element line",
                        at: span,
                        help: "an element line reads 'Type, 0x…, {{x, y}, {width, height}}, label: '…''; remove what was added to the dump"))
                continue
            }
            sawElement = true
            let index = add(parsed, span: span)
            if parsed.type == "Application", tree.applicationLabel == nil { tree.applicationLabel = parsed.label }
            if inOutput {
                outputBlocks[outputBlocks.count - 1].append(index)
                continue
            }
            while let top = stack.last, top.indent >= indent { stack.removeLast() }
            if let parent = stack.last?.node {
                tree.nodes[index].parent = parent
                tree.nodes[parent].children.append(index)
            } else {
                tree.roots.append(index)
            }
            stack.append((indent, index))
            if stack.count > DumpTree.maximumDepth {
                diagnostics.append(
                    Diagnostic(
                        .problem(.malformedDump), .error,
                        "the dump is nested deeper than \(DumpTree.maximumDepth) levels here; no real screen is", at: span,
                        help: "dump one screen of the app (XCUIApplication().debugDescription)"))
                return
            }
        }
        if tree.roots.isEmpty, let last = outputBlocks.last(where: { !$0.isEmpty }) {
            // A query lists what it matched; the application it ran in is in an earlier block.
            let matched = last.filter { tree.nodes[$0].type != "Application" }
            tree.shape = .queryOutput
            tree.roots = matched.isEmpty ? last : matched
        }
        if tree.roots.isEmpty, let (parsed, span) = attributes, parsed.type != "Application" {
            tree.roots.append(add(parsed, span: span))
        }
        if let field = dump.unclosedField, tree.cut == nil {
            let line = lines[field]
            let indent = line.text.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count
            tree.cut = DumpCut(
                span: Span(file: file, start: line.start + indent, end: line.end),
                reason: "it ends inside a quoted field of this line, which has no closing quote")
        }
        if let unclosed = dump.unclosedString, tree.cut == nil {
            tree.cut = DumpCut(span: Span(file: file, start: unclosed, end: unclosed), reason: "its escaped string has no closing quote")
        }
        if hasSubtreeMarker, section == .subtree, tree.cut == nil, let last = lines.last {
            tree.cut = DumpCut(
                span: Span(file: file, start: last.end, end: last.end), reason: "it ends inside the element subtree, before 'Path to element:'")
        }
    }

    private mutating func add(_ parsed: DebugDescriptionLine, span: Span) -> Int {
        var node = DumpNode(type: parsed.type, span: span)
        node.qualifier = parsed.qualifier
        node.label = parsed.label ?? parsed.title
        node.identifier = parsed.identifier
        node.value = parsed.value
        node.placeholder = parsed.placeholder
        node.frame = parsed.frame
        node.flags = parsed.flags
        tree.nodes.append(node)
        return tree.nodes.count - 1
    }

    private static func isIndent(_ character: Character) -> Bool { character == " " || character == "\t" }
}

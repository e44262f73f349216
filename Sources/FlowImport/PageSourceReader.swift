import FlowSyntax
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads WebDriverAgent's XML page source into a `DumpTree` with Foundation's `XMLParser`:
/// each `XCUIElementType…` element is a node (`AppiumAUT` and any other wrapper add nothing).
/// WebDriverAgent's `name` is the identifier when there is one, else the label, so it is kept
/// as the identifier only where it differs from the label. A document type or an entity
/// declaration is refused before parsing (no page source has one, and they are how XML is
/// made to expand or to read other files).
struct PageSourceReader {
    let file: Int
    private(set) var tree = DumpTree(format: .pageSource)
    private(set) var diagnostics: [Diagnostic] = []

    init(_ source: SourceFile, file: Int, from start: Int) {
        self.file = file
        var bytes = Array(source.bytes[start...])
        let offset = start
        if let declaration = Self.find(Array("<!DOCTYPE".utf8), in: bytes) ?? Self.find(Array("<!ENTITY".utf8), in: bytes) {
            diagnostics.append(
                Diagnostic(
                    .problem(.malformedDump), .error, "a page source has no document type or entity declarations; this one does",
                    at: Span(file: file, start: offset + declaration, end: offset + declaration + 9),
                    help: "save the page source as WebDriverAgent returns it (driver.page_source)"))
            return
        }
        if let excerpt = Self.find(Array("[excerpt ends]".utf8), in: bytes) {
            tree.cut = DumpCut(span: Span(file: file, start: offset + excerpt, end: offset + excerpt + 14), reason: "the dump says '[excerpt ends]'")
            bytes.removeSubrange(excerpt...)
        }
        let lines = LineStarts(bytes)
        let collector = Collector(file: file, offset: offset, lines: lines, bytes: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        _ = parser.parse()
        tree.nodes = collector.nodes
        tree.roots = collector.roots
        if collector.tooDeep {
            diagnostics.append(
                Diagnostic(
                    .problem(.malformedDump), .error,
                    "the page source is nested deeper than \(DumpTree.maximumDepth) levels here; no real screen is",
                    at: collector.span(line: parser.lineNumber, column: parser.columnNumber),
                    help: "save the page source of one screen of the app (driver.page_source)"))
            return
        }
        if let error = parser.parserError as NSError? {
            let span = collector.span(line: parser.lineNumber, column: parser.columnNumber)
            if error.code == Self.documentEnd, !tree.nodes.isEmpty {
                if tree.cut == nil { tree.cut = DumpCut(span: span, reason: "it ends before its elements are closed") }
            } else {
                diagnostics.append(
                    Diagnostic(
                        .problem(.malformedDump), .error, "the page source is not well-formed XML here (\(Self.describe(error.code)))",
                        at: span, help: "save the page source as WebDriverAgent returns it (driver.page_source)"))
            }
        }
        if let application = tree.roots.first.map({ tree.nodes[$0] }), application.type == "Application" {
            tree.applicationLabel = application.label ?? application.identifier
        }
    }

    /// The error codes are libxml2's (`xmlParserErrors`), which `XMLParser` passes on as they
    /// are: the end of the data with elements still open.
    static let documentEnd = 5

    private static func describe(_ code: Int) -> String {
        switch code {
        case 4: "it is empty"
        case documentEnd: "it ends before its first element is closed"
        case 76: "a closing tag does not match the tag it closes"
        case 9: "a character that XML does not allow"
        case 38...42: "an attribute that does not read"
        case 73, 77: "a tag that is not finished"
        default: "XMLParser error \(code)"
        }
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = 0
        while let found = bytes[index...].firstIndex(of: first) {
            if found + needle.count > bytes.count { return nil }
            if bytes[found..<found + needle.count].elementsEqual(needle) { return found }
            index = found + 1
        }
        return nil
    }

    /// The offset where each line starts, to turn the parser's line and column into a span.
    struct LineStarts {
        var starts: [Int] = [0]
        init(_ bytes: [UInt8]) {
            for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        let file: Int
        let offset: Int
        let lines: LineStarts
        let bytes: [UInt8]
        var nodes: [DumpNode] = []
        var roots: [Int] = []
        /// For each open element, whether it is a node (not a wrapper such as `AppiumAUT`).
        var open: [Bool] = []
        /// The open nodes, innermost last.
        var parents: [Int] = []
        var tooDeep = false

        init(file: Int, offset: Int, lines: LineStarts, bytes: [UInt8]) {
            self.file = file
            self.offset = offset
            self.lines = lines
            self.bytes = bytes
        }

        /// The start tag the parser reports at `line` and `column` (just past its `>`): from the
        /// `<` before that column on the line, to the line's end.
        func span(line: Int, column: Int) -> Span {
            let lineIndex = max(0, min(line - 1, lines.starts.count - 1))
            let start = lines.starts[lineIndex]
            var end = lineIndex + 1 < lines.starts.count ? lines.starts[lineIndex + 1] - 1 : bytes.count
            if end > start, end <= bytes.count, bytes[end - 1] == 0x0D { end -= 1 }
            var position = min(max(start, start + column - 1), end)
            while position > start, position >= bytes.count || bytes[position] != UInt8(ascii: "<") { position -= 1 }
            if position == start { while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 } }
            return Span(file: file, start: offset + position, end: offset + max(position, end))
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let typeName = attributes["type"] ?? elementName
            guard typeName.hasPrefix("XCUIElementType") else {
                open.append(false)
                return
            }
            if parents.count >= DumpTree.maximumDepth {
                tooDeep = true
                parser.abortParsing()
                return
            }
            var node = DumpNode(
                type: String(typeName.dropFirst("XCUIElementType".count)),
                span: span(line: parser.lineNumber, column: parser.columnNumber))
            let label = attributes["label"].flatMap { $0.isEmpty ? nil : $0 }
            let name = attributes["name"].flatMap { $0.isEmpty ? nil : $0 }
            node.label = label
            node.identifier = name == label ? nil : name
            node.value = attributes["value"].flatMap { $0.isEmpty ? nil : $0 }
            node.placeholder = attributes["placeholderValue"].flatMap { $0.isEmpty ? nil : $0 }
            if let x = number(attributes["x"]), let y = number(attributes["y"]), let width = number(attributes["width"]),
                let height = number(attributes["height"])
            {
                node.frame = DumpFrame(x: x, y: y, width: width, height: height)
            }
            if attributes["enabled"] == "false" { node.flags.insert(.disabled) }
            if attributes["visible"] == "false" { node.flags.insert(.invisible) }
            if attributes["selected"] == "true" { node.flags.insert(.selected) }
            if attributes["focused"] == "true" { node.flags.insert(.focused) }
            let index = nodes.count
            if let parent = parents.last {
                node.parent = parent
                nodes.append(node)
                nodes[parent].children.append(index)
            } else {
                nodes.append(node)
                roots.append(index)
            }
            open.append(true)
            parents.append(index)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if open.popLast() == true { parents.removeLast() }
        }

        private func number(_ text: String?) -> Double? {
            guard let text, let value = Double(text), value.isFinite else { return nil }
            return value
        }
    }
}

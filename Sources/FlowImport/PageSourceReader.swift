import FlowSyntax

/// Reads WebDriverAgent's XML page source into a `DumpTree`: each `XCUIElementType…` element
/// is a node (`AppiumAUT` and any other wrapper add nothing). WebDriverAgent's `name` is the
/// identifier when there is one, else the label, so it is kept as the identifier only where it
/// differs from the label.
///
/// The XML a page source is made of, read by a small scanner of its own: tags, attributes in
/// quotes, the five named entities and character references, comments, the declaration and
/// CDATA (skipped). A document type is refused (no page source has one; it is how XML is made
/// to expand or to read other files). Foundation's `XMLParser` would do, but on Linux it leaks
/// the message of every error it reports, and a dump with an error is a dump like any other.
struct PageSourceReader {
    let file: Int
    private(set) var tree = DumpTree(format: .pageSource)
    private(set) var diagnostics: [Diagnostic] = []

    private let bytes: [UInt8]
    private var position: Int
    /// For each open element, whether it is a node (not a wrapper such as `AppiumAUT`).
    private var open: [(name: ArraySlice<UInt8>, isNode: Bool)] = []
    /// The open nodes, innermost last.
    private var parents: [Int] = []

    init(_ source: SourceFile, file: Int, from start: Int) {
        self.file = file
        bytes = source.bytes
        position = start
        read()
        if let application = tree.roots.first.map({ tree.nodes[$0] }), application.type == "Application" {
            tree.applicationLabel = application.label ?? application.identifier
        }
    }

    private static let excerptEnds = Array("[excerpt ends]".utf8)

    private mutating func read() {
        var count = bytes.count
        if let excerpt = find(Self.excerptEnds, from: position) {
            cut(at: excerpt, "the dump says '[excerpt ends]'")
            count = excerpt
        }
        while position < count {
            guard let open = bytes[position..<count].firstIndex(of: UInt8(ascii: "<")) else { break }
            position = open
            if starts(with: "<?") {
                guard skip(past: "?>") else { return endInside(open) }
            } else if starts(with: "<!--") {
                guard skip(past: "-->") else { return endInside(open) }
            } else if starts(with: "<![CDATA[") {
                guard skip(past: "]]>") else { return endInside(open) }
            } else if starts(with: "<!") {
                return fail(
                    at: open, "a page source has no document type or entity declarations; this one does",
                    help: "save the page source as WebDriverAgent returns it (driver.page_source)")
            } else if starts(with: "</") {
                guard closeTag() else { return }
            } else {
                guard startTag() else { return }
            }
        }
        if !self.open.isEmpty, tree.cut == nil { cut(at: count, "it ends before its elements are closed") }
    }

    // MARK: Tags

    private mutating func startTag() -> Bool {
        let tagStart = position
        position += 1
        guard let name = readName() else {
            if position >= bytes.count {
                endInside(tagStart)
                return false
            }
            fail(at: tagStart, "a '<' that starts no tag")
            return false
        }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard position < bytes.count else {
                endInside(tagStart)
                return false
            }
            if bytes[position] == UInt8(ascii: ">") || starts(with: "/>") { break }
            guard let attribute = readName() else {
                fail(at: position, "a tag that is not finished")
                return false
            }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                if position >= bytes.count { endInside(tagStart) } else { fail(at: position, "an attribute that does not read") }
                return false
            }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                if position >= bytes.count { endInside(tagStart) } else { fail(at: position, "an attribute that does not read") }
                return false
            }
            let quote = bytes[position]
            let valueStart = position + 1
            guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else {
                endInside(tagStart)
                return false
            }
            if let less = bytes[valueStart..<valueEnd].firstIndex(of: UInt8(ascii: "<")) {
                fail(at: less, "a character that XML does not allow")
                return false
            }
            attributes[String(decoding: attribute, as: UTF8.self)] = Self.decoded(bytes[valueStart..<valueEnd])
            position = valueEnd + 1
        }
        let selfClosing = bytes[position] == UInt8(ascii: "/")
        position += selfClosing ? 2 : 1
        let isNode = element(name, attributes, span: Span(file: file, start: tagStart, end: position))
        if tree.nodes.count > 0, parents.count > DumpTree.maximumDepth {
            fail(
                at: tagStart, "the page source is nested deeper than \(DumpTree.maximumDepth) levels here; no real screen is",
                help: "save the page source of one screen of the app (driver.page_source)")
            return false
        }
        if selfClosing {
            if isNode { parents.removeLast() }
        } else {
            open.append((name, isNode))
        }
        return true
    }

    private mutating func closeTag() -> Bool {
        let tagStart = position
        position += 2
        let name = readName()
        skipSpace()
        guard position < bytes.count else {
            endInside(tagStart)
            return false
        }
        guard let name, bytes[position] == UInt8(ascii: ">") else {
            fail(at: tagStart, "a tag that is not finished")
            return false
        }
        position += 1
        guard let last = open.last, last.name.elementsEqual(name) else {
            fail(at: tagStart, open.isEmpty ? "a closing tag with no tag open" : "a closing tag does not match the tag it closes")
            return false
        }
        open.removeLast()
        if last.isNode { parents.removeLast() }
        return true
    }

    /// Adds the element's node if it is one; whether it is.
    private mutating func element(_ name: ArraySlice<UInt8>, _ attributes: [String: String], span: Span) -> Bool {
        let typeName = attributes["type"] ?? String(decoding: name, as: UTF8.self)
        guard typeName.hasPrefix("XCUIElementType") else { return false }
        var node = DumpNode(type: String(typeName.dropFirst("XCUIElementType".count)), span: span)
        let label = attributes["label"].flatMap { $0.isEmpty ? nil : $0 }
        let identifier = attributes["name"].flatMap { $0.isEmpty ? nil : $0 }
        node.label = label
        node.identifier = identifier == label ? nil : identifier
        node.value = attributes["value"].flatMap { $0.isEmpty ? nil : $0 }
        node.placeholder = attributes["placeholderValue"].flatMap { $0.isEmpty ? nil : $0 }
        if let x = Self.number(attributes["x"]), let y = Self.number(attributes["y"]), let width = Self.number(attributes["width"]),
            let height = Self.number(attributes["height"])
        {
            node.frame = DumpFrame(x: x, y: y, width: width, height: height)
        }
        if attributes["enabled"] == "false" { node.flags.insert(.disabled) }
        if attributes["visible"] == "false" { node.flags.insert(.invisible) }
        if attributes["selected"] == "true" { node.flags.insert(.selected) }
        if attributes["focused"] == "true" { node.flags.insert(.focused) }
        let index = tree.nodes.count
        node.parent = parents.last
        tree.nodes.append(node)
        if let parent = parents.last { tree.nodes[parent].children.append(index) } else { tree.roots.append(index) }
        parents.append(index)
        return true
    }

    // MARK: Bytes

    private mutating func readName() -> ArraySlice<UInt8>? {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isNameByte =
                (byte >= 0x80) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || (position > start && ((byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")))
            guard isNameByte else { break }
            position += 1
        }
        return position > start ? bytes[start..<position] : nil
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[position..<position + count].elementsEqual($0) }
    }

    private mutating func skip(past text: StaticString) -> Bool {
        let needle = text.withUTF8Buffer { Array($0) }
        guard let found = find(needle, from: position + 1) else { return false }
        position = found + needle.count
        return true
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first else { return nil }
        var index = start
        while index < bytes.count, let found = bytes[index...].firstIndex(of: first) {
            if found + needle.count > bytes.count { return nil }
            if bytes[found..<found + needle.count].elementsEqual(needle) { return found }
            index = found + 1
        }
        return nil
    }

    /// An attribute's text with its entities and character references resolved; an unknown
    /// entity is kept as written.
    static func decoded(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        var index = raw.startIndex
        while index < raw.endIndex {
            guard raw[index] == UInt8(ascii: "&"), let semicolon = raw[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                out.append(raw[index])
                index += 1
                continue
            }
            let entity = String(decoding: raw[(index + 1)..<semicolon], as: UTF8.self)
            let replacement: String?
            switch entity {
            case "amp": replacement = "&"
            case "lt": replacement = "<"
            case "gt": replacement = ">"
            case "quot": replacement = "\""
            case "apos": replacement = "'"
            default:
                let number = entity.hasPrefix("#x") || entity.hasPrefix("#X") ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst(), radix: 10) : nil
                replacement = number.map { String(Character(Unicode.Scalar($0) ?? "\u{FFFD}")) }
            }
            if let replacement {
                out += Array(replacement.utf8)
                index = semicolon + 1
            } else {
                out.append(raw[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func number(_ text: String?) -> Double? {
        guard let text, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    // MARK: Endings

    private mutating func cut(at offset: Int, _ reason: String) {
        tree.cut = DumpCut(span: Span(file: file, start: offset, end: offset), reason: reason)
    }

    /// The text ends inside the tag at `start`: cut short if something was read, else no page
    /// source at all.
    private mutating func endInside(_ start: Int) {
        if tree.nodes.isEmpty {
            fail(at: start, "the page source ends before its first element is finished")
        } else {
            cut(at: start, "it ends inside a tag")
        }
    }

    private mutating func fail(at offset: Int, _ message: String, help: String? = nil) {
        let end = min(bytes.count, offset + 1)
        diagnostics.append(
            Diagnostic(
                .problem(.malformedDump), .error, message.hasPrefix("the page source") || message.hasPrefix("a page source") ? message : "the page source is not well-formed XML here (\(message))",
                at: Span(file: file, start: offset, end: max(offset, end)),
                help: help ?? "save the page source as WebDriverAgent returns it (driver.page_source)"))
    }
}

/// One element line of XCUITest's `debugDescription`, read into its parts:
///
///     Button, 0x7fb5a0614770, {{20.0, 59.0}, {55.0, 40.0}}, label: 'Menu', Selected
///     Window (Main), 0x103526d20, {{0.0, 0.0}, {393.0, 852.0}}, identifier: 'SBTransientOverlayWindow'
///     Button 0x60000016ccc0: traits: 8589934593, {{19.0, 71.0}, {46.0, 30.0}}, label: 'Button'
///
/// XCUITest does not escape quotes inside a quoted field, so a field ends at the quote that is
/// followed by the end of the line or by `, ` and another field's name or a state's. Nor does it
/// escape a line break: a wrapped label's text goes on over the next lines, which `DumpLines`
/// joins onto its element line (`continuesQuote(_:)`).
struct DebugDescriptionLine: Equatable {
    var type: String
    var qualifier: String?
    var frame: DumpFrame?
    /// Whether the line had a frame that did not read (`{{0.0, 92.0}, {414.`: a cut line).
    var brokenFrame = false
    var label: String?
    var identifier: String?
    var value: String?
    var placeholder: String?
    var title: String?
    var flags: DumpFlags = []
    /// Whether a quoted field has no closing quote on the line: its text goes on below, or the
    /// line was cut.
    var openQuote = false

    static let keys = ["label", "identifier", "value", "placeholderValue", "title", "traits", "pid", "elementType"]
    static let states = ["Selected", "Disabled", "Keyboard Focused", "Focused", "Not Hittable", "Hittable"]

    /// The line's parts, or nil when it is no element line: a type word (an ASCII capital, then
    /// letters), an optional `(Qualifier)`, then an address or a frame.
    static func parse(_ line: Substring) -> DebugDescriptionLine? {
        var rest = line.drop { $0 == " " }
        guard let first = rest.unicodeScalars.first, first.isASCII, ("A"..."Z").contains(first) else { return nil }
        let typeEnd = rest.firstIndex { !($0.isASCII && $0.isLetter) } ?? rest.endIndex
        let type = String(rest[..<typeEnd])
        rest = rest[typeEnd...]
        var qualifier: String?
        if rest.hasPrefix(" (") {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            qualifier = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
            rest = rest[rest.index(after: close)...]
        }
        var parsed = DebugDescriptionLine(type: type, qualifier: qualifier)
        // The address: `, 0x…` (Xcode 9 on) or ` 0x…:` (Xcode 8); the field list follows.
        if rest.hasPrefix(", 0x") || rest.hasPrefix(" 0x") {
            let start = rest.index(rest.startIndex, offsetBy: rest.hasPrefix(",") ? 4 : 3)
            let end = rest[start...].firstIndex { !$0.isHexDigit } ?? rest.endIndex
            guard end > start else { return nil }
            rest = rest[end...]
            if rest.hasPrefix(":") { rest = rest.dropFirst() }
        } else if !rest.hasPrefix(", {{") {
            return nil
        }
        parsed.readFields(rest)
        return parsed
    }

    private mutating func readFields(_ text: Substring) {
        var rest = text
        while !rest.isEmpty {
            if rest.hasPrefix(",") { rest = rest.dropFirst() }
            rest = rest.drop { $0 == " " }
            guard !rest.isEmpty else { return }
            if rest.hasPrefix("{{") {
                let end = Self.endOfFrame(rest)
                frame = Self.frame(rest[..<end])
                brokenFrame = frame == nil
                rest = rest[end...]
                continue
            }
            if let key = Self.keys.first(where: { rest.hasPrefix($0 + ": ") }) {
                rest = rest.dropFirst(key.count + 2)
                let (field, after, closed) = Self.fieldValue(rest)
                store(key, field)
                if !closed { openQuote = true }
                rest = after
                continue
            }
            let end = Self.nextField(in: rest) ?? rest.endIndex
            let state = rest[..<end].trimmingSuffix(" ")
            switch state {
            case "Selected": flags.insert(.selected)
            case "Disabled": flags.insert(.disabled)
            case "Focused", "Keyboard Focused": flags.insert(.focused)
            default: break
            }
            rest = rest[end...]
        }
    }

    private mutating func store(_ key: String, _ field: String) {
        switch key {
        case "label": label = field
        case "identifier": identifier = field
        case "value": value = field
        case "placeholderValue": placeholder = field
        case "title": title = field
        case "traits": flags.formUnion(Self.flags(ofTraits: field))
        default: break
        }
    }

    /// A field's text (quoted or not), what follows it, and whether its quote closed.
    private static func fieldValue(_ text: Substring) -> (String, Substring, closed: Bool) {
        if text.hasPrefix("'") {
            let body = text.dropFirst()
            guard let quote = closingQuote(in: body) else {
                // No closing quote that ends the field: the line was cut; keep what there is.
                return (String(body), body[body.endIndex...], false)
            }
            return (String(body[..<quote]), body[body.index(after: quote)...], true)
        }
        let end = nextField(in: text) ?? text.endIndex
        return (String(text[..<end]), text[end...], true)
    }

    /// The quote that ends a quoted field whose text is `body`'s start: one followed by the end
    /// of the line or by `, ` and another field.
    private static func closingQuote(in body: Substring) -> Substring.Index? {
        var search = body.startIndex
        while let quote = body[search...].firstIndex(of: "'") {
            let after = body[body.index(after: quote)...]
            if after.isEmpty || (after.hasPrefix(",") && startsField(after.dropFirst())) { return quote }
            search = body.index(after: quote)
        }
        return nil
    }

    /// Whether `line`, the line after one that left a quoted field open, still leaves one open:
    /// it has no closing quote, or it closes the field and opens another it does not close.
    static func continuesQuote(_ line: Substring) -> Bool {
        guard let quote = closingQuote(in: line) else { return true }
        var rest = DebugDescriptionLine(type: "")
        rest.readFields(line[line.index(after: quote)...])
        return rest.openQuote
    }

    /// Whether `line` is one the reader reads on its own, never the text of a quoted field
    /// going on: an element line (after its indentation, `Attributes: `, `→` or `↳`), or the
    /// line of a section or an excerpt's end.
    static func standsAlone(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        for marker in ["[excerpt ends]", "Path to element:", "Query chain:", "Element subtree:"] where text.hasPrefix(marker) { return true }
        return parse(elementText(text))?.frame != nil
    }

    /// A line's text as an element line: without its indentation, `Attributes: `, `→` or `↳`.
    static func elementText(_ line: Substring) -> Substring {
        var text = line.drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("Attributes: ") { text = text.dropFirst("Attributes: ".count) }
        if text.hasPrefix("→") || text.hasPrefix("↳") { text = text.dropFirst() }
        return text
    }

    /// Where the next field starts: at a `,` followed by a field's name, a state or a frame.
    private static func nextField(in text: Substring) -> Substring.Index? {
        var search = text.startIndex
        while let comma = text[search...].firstIndex(of: ",") {
            if startsField(text[text.index(after: comma)...]) { return comma }
            search = text.index(after: comma)
        }
        return nil
    }

    private static func startsField(_ text: Substring) -> Bool {
        let rest = text.drop { $0 == " " }
        if rest.hasPrefix("{{") { return true }
        if keys.contains(where: { rest.hasPrefix($0 + ": ") }) { return true }
        return states.contains { state in
            rest.hasPrefix(state) && (rest.count == state.count || rest.dropFirst(state.count).hasPrefix(","))
        }
    }

    /// Just past the `}}` that closes a frame, or the end of the text.
    private static func endOfFrame(_ text: Substring) -> Substring.Index {
        var search = text.startIndex
        while let brace = text[search...].firstIndex(of: "}") {
            let next = text.index(after: brace)
            if next < text.endIndex, text[next] == "}" { return text.index(after: next) }
            search = next
        }
        return text.endIndex
    }

    /// `{{x, y}, {w, h}}`, or nil when it is not four finite numbers.
    static func frame(_ text: Substring) -> DumpFrame? {
        let numbers = text.split { $0 == "{" || $0 == "}" || $0 == "," || $0 == " " }.map { Double($0) }
        guard numbers.count == 4, case let values = numbers.compactMap({ $0 }), values.count == 4,
            values.allSatisfy(\.isFinite)
        else { return nil }
        return DumpFrame(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The states the numeric `traits:` of the Xcode 8 form carries (UIAccessibilityTraits'
    /// bits: button 1, selected 8, not enabled 256, adjustable 4096, header 65536).
    static func flags(ofTraits text: String) -> DumpFlags {
        guard let bits = UInt64(text.trimmingSuffix(" ")) else { return [] }
        var flags: DumpFlags = []
        if bits & 1 != 0 { flags.insert(.button) }
        if bits & 8 != 0 { flags.insert(.selected) }
        if bits & 256 != 0 { flags.insert(.disabled) }
        if bits & 4096 != 0 { flags.insert(.adjustable) }
        if bits & 65536 != 0 { flags.insert(.header) }
        return flags
    }
}

extension Substring {
    func trimmingSuffix(_ character: Character) -> Substring {
        var text = self
        while text.last == character { text = text.dropLast() }
        return text
    }
}

extension String {
    func trimmingSuffix(_ character: Character) -> Substring {
        self[...].trimmingSuffix(character)
    }
}

/// Which format a dump is in, from its content alone (a file's name says nothing: dumps are
/// saved as .txt, .xml, .log or pasted into anything).
enum DumpDetection {
    /// The format, or nil when the text is neither: WebDriverAgent's page source is XML whose
    /// first element is `AppiumAUT` or an `XCUIElementType…` element; XCUITest's text has an
    /// element line (`Button, 0x…, {{…}}`, `Button 0x…: traits: …`) or its `Attributes:`,
    /// `Element subtree:` or `Output: {` lines, raw or inside an escaped string.
    static func format(of text: Substring) -> DumpFormat? {
        var seen = 0
        var rest = text[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let line = rest[..<end]
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[rest.endIndex...]
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            guard !trimmed.isEmpty else { continue }
            if trimmed.hasPrefix("<") {
                let root = afterProlog(trimmed)
                // The reader refuses a document type; it is still a page source's to refuse.
                if root.isEmpty || root.hasPrefix("<?") || root.hasPrefix("<!--") || root.hasPrefix("<!DOCTYPE") { continue }
                return root.hasPrefix("<AppiumAUT") || root.hasPrefix("<XCUIElementType") ? .pageSource : nil
            }
            if isDebugDescription(trimmed) { return .debugDescription }
            seen += 1
            // Log lines may come first (`t = 1.2s Requesting snapshot…`), but not many.
            if seen > 64 { return nil }
        }
        return nil
    }

    /// The line after the declarations and comments it starts with: a page source saved on one
    /// line has its root element there.
    private static func afterProlog(_ line: Substring) -> Substring {
        var rest = line
        while rest.hasPrefix("<?") || rest.hasPrefix("<!--") {
            guard let close = rest.firstRange(of: rest.hasPrefix("<?") ? "?>" : "-->") else { return rest }
            rest = rest[close.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        }
        return rest
    }

    private static func isDebugDescription(_ line: Substring) -> Bool {
        var line = line
        if line.hasPrefix("\"") { line = line.dropFirst() }
        for marker in ["Attributes: ", "Element subtree:", "Output: {", "Find: ", "↪︎Find: ", "→", "↳"] where line.hasPrefix(marker) {
            return true
        }
        return DebugDescriptionLine.parse(line) != nil
    }
}

import FlowSyntax

/// Reads one dump file into a `DumpTree`: checks its bytes, recognises its format by content
/// and hands it to that format's reader. The one entry to the readers.
public enum DumpReader {
    /// What reading gave: the tree (nil when the dump cannot be read) and the diagnostics,
    /// errors and warnings, pointing into the dump.
    public struct Reading: Sendable {
        public var tree: DumpTree?
        public var diagnostics: [Diagnostic]
    }

    /// Reads file `index` of `sources`.
    public static func read(_ index: Int, in sources: SourceSet) -> Reading {
        let source = sources[index]
        let (start, refusal) = DumpEncoding.check(source, index: index)
        if let refusal { return Reading(tree: nil, diagnostics: [refusal]) }
        let text = source.text(start..<source.bytes.count)
        guard let format = DumpDetection.format(of: text[...]) else {
            let blank = text.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r\n" || $0 == "\r" }
            return Reading(
                tree: nil,
                diagnostics: [
                    Diagnostic(
                        .problem(.unknownDumpFormat), .error,
                        blank
                            ? "the dump is empty"
                            : "this is neither XCUITest's debugDescription nor a WebDriverAgent page source",
                        at: Span(file: index, start: start, end: firstLineEnd(source.bytes, from: start)),
                        help: "save 'XCUIApplication().debugDescription' from a UI test, or Appium's page source (docs/real-apps.md)")
                ])
        }
        var tree: DumpTree
        var diagnostics: [Diagnostic]
        switch format {
        case .debugDescription:
            let reader = DebugDescriptionReader(source, file: index, from: start)
            (tree, diagnostics) = (reader.tree, reader.diagnostics)
        case .pageSource:
            let reader = PageSourceReader(source, file: index, from: start)
            (tree, diagnostics) = (reader.tree, reader.diagnostics)
        }
        if diagnostics.contains(where: { $0.severity == .error }) { return Reading(tree: nil, diagnostics: diagnostics) }
        if let cut = tree.cut {
            diagnostics.append(
                Diagnostic(
                    .problem(.cutDump), .warning, "the dump looks cut short: \(cut.reason); only what it holds is imported",
                    at: cut.span))
        }
        return Reading(tree: tree, diagnostics: diagnostics)
    }

    private static func firstLineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }
}

import FlowSyntax

/// Writes `ImportedScreen`s as the text of a draft `.flow` file: one screen each, its elements
/// in reading order, identifiers and inferences as comments, and what the dumps cannot say as
/// one `# TODO` per kind of gap, at the first element it concerns.
public enum DraftWriter {
    /// The draft of `screens`; `dumps` are the paths of their dumps, in the same order.
    public static func write(_ screens: [ImportedScreen], dumps: [String]) -> String {
        var out = "# A draft by flowmap import: what VoiceOver would visit on each screen, in reading order.\n"
        out += "# A header marked \"inferred\" is a guess; finish each TODO, then run flowmap check.\n"
        for (screen, dump) in zip(screens, dumps) {
            out += "\n"
            write(screen, dump: dump, into: &out)
        }
        return out
    }

    private static func write(_ screen: ImportedScreen, dump: String, into out: inout String) {
        var about = "# From \(DraftText.comment(dump)) (\(screen.format.rawValue))"
        if screen.shape == .queryOutput { about += ", a query's output: only the elements it matched, not the whole screen" }
        if screen.leftOut > 0 { about += "; \(screen.leftOut) named element\(screen.leftOut == 1 ? "" : "s") off screen or hidden left out" }
        if let cut = screen.cut { about += "; the dump looks cut short (\(DraftText.comment(cut)))" }
        out += about + ".\n"
        var line = "screen " + DraftText.quoted(screen.name)
        if screen.scrolls { line += " scrolls" }
        if let presentation = screen.presentation { line += " " + presentation.rawValue }
        out += line + "\n"
        for gap in screen.gaps { out += "  # TODO \(gap.rawValue): \(message(gap, more: 0))\n" }
        var counts: [ImportGap: Int] = [:]
        for element in screen.allElements {
            for gap in Set(element.gaps) { counts[gap, default: 0] += 1 }
        }
        var told = Set<ImportGap>()
        // An element's off-screen list is written after it and all it holds.
        enum Entry {
            case element(ImportedElement)
            case offScreen([String])
        }
        var stack = screen.elements.reversed().map { (Entry.element($0), 1) }
        while let (entry, level) = stack.popLast() {
            let indent = String(repeating: "  ", count: level)
            guard case .element(let element) = entry else {
                if case .offScreen(let names) = entry { out += indent + offScreenComment(names) + "\n" }
                continue
            }
            for gap in ImportGap.allCases where element.gaps.contains(gap) && !told.contains(gap) {
                told.insert(gap)
                out += indent + "# TODO \(gap.rawValue): \(message(gap, more: (counts[gap] ?? 1) - 1))\n"
            }
            out += indent + self.line(element) + "\n"
            if !element.offScreenAfter.isEmpty { stack.append((.offScreen(element.offScreenAfter), level)) }
            stack += element.children.reversed().map { (.element($0), level + 1) }
        }
    }

    /// The one comment that names a list's parts off screen: the first ten, and how many more.
    static func offScreenComment(_ names: [String]) -> String {
        let shown = names.prefix(10).map(DraftText.quoted).joined(separator: ", ")
        let more = names.count > 10 ? " and \(names.count - 10) more" : ""
        let count = names.count == 1 ? "1 more element" : "\(names.count) more elements"
        return DraftText.comment(
            "# TODO off screen: the list has \(count) off screen, which VoiceOver reaches by scrolling; "
                + "add those the task needs: \(shown)\(more)")
    }

    /// One element's line: its kind, string and attributes, and a comment with what the dump
    /// said that the language does not.
    static func line(_ element: ImportedElement) -> String {
        var line = element.kind.rawValue
        if let icon = element.icon {
            line += " icon " + DraftText.quoted(icon)
        } else if let text = element.text {
            line += " " + DraftText.quoted(text)
        }
        if let label = element.label { line += " label " + DraftText.quoted(label) }
        if let value = element.value { line += " value " + DraftText.quoted(value) }
        if element.segmented { line += " segmented" }
        if element.adjustable { line += " adjustable" }
        if !element.traits.isEmpty { line += " traits " + element.traits.map(\.rawValue).joined(separator: ", ") }
        if let accessory = element.accessory { line += " accessory " + accessory.rawValue }
        if let size = element.size, let width = number(size.width), let height = number(size.height) {
            line += " size \(width)x\(height)"
        }
        var notes: [String] = []
        if let inference = element.inference { notes.append("inferred: " + inference.rawValue) }
        if !element.identifiers.isEmpty { notes.append("id " + element.identifiers.joined(separator: ", ")) }
        for text in [element.icon, element.text, element.label, element.value].compactMap({ $0 }) where DraftText.written(text) != text {
            notes.append("as dumped: \(text)")
        }
        if !notes.isEmpty { line += "  # " + DraftText.comment(notes.joined(separator: "; ")) }
        return line
    }

    /// A size side as the grammar writes it (digits, an optional fraction; above 0, at most
    /// 100000), or nil when the dump's number is none.
    static func number(_ value: Double) -> String? {
        guard value > 0, value <= 100_000 else { return nil }
        let hundredths = (value * 100).rounded()
        guard hundredths >= 1 else { return nil }
        let whole = Int(hundredths) / 100
        let fraction = Int(hundredths) % 100
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private static func message(_ gap: ImportGap, more: Int) -> String {
        let others = more > 0 ? " (this one and \(more) more below)" : ""
        switch gap {
        case .destinations:
            return "a dump has no destinations: give each control that opens a screen its -> \"Screen\"\(others)"
        case .customActions:
            return "a dump has no custom actions: add action \"…\" or swipe-action \"…\" where the app offers them\(others)"
        case .hints:
            return "a dump has no hints: add hint \"…\" where the app gives one"
        case .gestures:
            return "a dump has no app gestures: add gesture KIND \"…\" where the screen has one"
        case .grouping:
            return "a dump cannot say how a view groups what it holds: make it a group with combine, ignore or contain if it is one\(others)"
        case .name:
            return "the dump gives this control no label, so the draft names it by its identifier or type\(others)"
        }
    }
}

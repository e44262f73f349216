/// A stable, indented text form of a syntax tree, for tests and for `flowmap dump`-style
/// debugging. One line per node; strings are quoted with the language's own escapes.
public enum SyntaxDump {
    public static func dump(_ syntax: FileSyntax) -> String {
        var out = ""
        for screen in syntax.screens {
            out += "screen \(quote(screen.name.text))\(screen.scrolls ? " scrolls" : "")\(screen.presentation.map { " \($0.rawValue)" } ?? "")"
            if screen.medium { out += " medium" }
            if let focus = screen.focus { out += " focus \(quote(focus.text))" }
            out += "\n"
            dumpElements(screen.elements, uses: screen.uses, of: syntax, into: &out)
        }
        for task in syntax.tasks {
            out += "task \(quote(task.name.text))\n"
            for step in task.steps { out += "  " + dump(step, of: syntax) + "\n" }
        }
        for component in syntax.components {
            out += "component \(quote(component.name.text))\n"
            dumpElements(component.elements, uses: component.uses, of: syntax, into: &out)
        }
        return out
    }

    static func dumpElements(_ elements: [ElementSyntax], uses: [UseSyntax], of syntax: FileSyntax, into out: inout String) {
        var nextUse = 0
        for position in 0...elements.count {
            while nextUse < uses.count, uses[nextUse].position == position {
                dump(uses[nextUse], into: &out)
                nextUse += 1
            }
            guard position < elements.count else { break }
            let element = elements[position]
            out += String(repeating: "  ", count: element.depth) + element.kind.rawValue
            if let text = element.text { out += " " + quote(text.text) }
            if let icon = element.icon { out += " icon " + quote(icon.text) }
            for attribute in element.attributes { out += " " + dump(attribute) + from(attribute, in: syntax) }
            if let repetition = element.repetition { out += " repeat \(repetition.count)" }
            if element.voiceOverSpan != nil {
                out += " when voiceover"
                for attribute in element.voiceOver { out += " " + dump(attribute) + from(attribute, in: syntax) }
            }
            out += "\n"
        }
    }

    static func dump(_ use: UseSyntax, into out: inout String) {
        out += String(repeating: "  ", count: use.depth) + "use " + quote(use.component.text)
        if let file = use.file { out += " from " + quote(file.text) }
        if !use.arguments.isEmpty { out += " with " + use.arguments.map { quote($0.text) }.joined(separator: ", ") }
        if let repetition = use.repetition { out += " repeat \(repetition.count)" }
        out += "\n"
    }

    /// `from "file"` after the screen an attribute leads to, if it was written (§9.1).
    static func from(_ attribute: Attribute, in syntax: FileSyntax) -> String {
        guard !syntax.screenFiles.isEmpty else { return "" }
        let destination: Name?
        switch attribute.kind {
        case .navigate(let name): destination = name
        case .action(_, let name), .swipeAction(_, let name), .gesture(_, _, let name), .contextMenu(_, let name),
            .accessory(_, let name):
            destination = name
        default: destination = nil
        }
        guard let destination, let file = syntax.screenFiles[destination.span.start] else { return "" }
        return " from " + quote(file.text)
    }

    /// One task line as written, without its position (and its `from "file"`, if it has one):
    /// what `flowmap diff` compares to find a task renamed with its steps unchanged.
    public static func dump(_ step: StepSyntax, of syntax: FileSyntax) -> String {
        if case .start(let name) = step.kind, let file = syntax.screenFiles[name.span.start] {
            return dump(step) + " from " + quote(file.text)
        }
        return dump(step)
    }

    static func dump(_ attribute: Attribute) -> String {
        switch attribute.kind {
        case .label(let name): "label \(quote(name.text))"
        case .value(let name): "value \(quote(name.text))"
        case .hint(let name): "hint \(quote(name.text))"
        case .input(let names): "input " + names.map { quote($0.text) }.joined(separator: ", ")
        case .traits(let names): "traits " + names.map(\.text).joined(separator: ", ")
        case .size(let width, let height): "size \(number(width))x\(number(height))"
        case .grouping(let grouping): grouping.rawValue
        case .navigate(let name): "-> \(quote(name.text))"
        case .action(let name, let destination): "action \(quote(name.text))\(arrow(destination))"
        case .swipeAction(let name, let destination): "swipe-action \(quote(name.text))\(arrow(destination))"
        case .contextMenu(let name, let destination): "context-menu \(quote(name.text))\(arrow(destination))"
        case .gesture(let kind, let name, let destination): "gesture \(kind.rawValue) \(quote(name.text))\(arrow(destination))"
        case .edge(let edge): "edge \(edge.rawValue)"
        case .accessory(let accessory, let destination): "accessory \(accessory.rawValue)\(arrow(destination))"
        case .hidden, .adjustable, .safeArea, .truncates, .fixedHeight, .escape, .layout, .pages, .segmented, .pageControl:
            attribute.keyword
        case .caps(let size): "caps \(size.rawValue)"
        case .range(let low, let high, let step): "range \(number(low)) \(number(high))\(step.map { " by \(number($0))" } ?? "")"
        }
    }

    static func dump(_ step: StepSyntax) -> String {
        switch step.kind {
        case .start(let name): "start \(quote(name.text))"
        case .activate(let name, let icon, let container):
            "activate \(icon ? "icon " : "")\(quote(name.text))\(container.map { " in \(quote($0.text))" } ?? "")"
        case .choose(let name, let container): "choose \(quote(name.text)) in \(quote(container.text))"
        case .find(let name, let container): "find \(quote(name.text))\(container.map { " in \(quote($0.text))" } ?? "")"
        case .expect(let profile, let steps): "expect \(profile.text) at most \(steps) \(steps == 1 ? "step" : "steps")"
        case .waive(let profile, let pattern, let element, let icon, let reason):
            "waive \(profile.text)" + (pattern.map { " \($0.text)" } ?? "")
                + (element.map { " on \(icon ? "icon " : "")\(quote($0.text))" } ?? "")
                + " \(quote(reason.text))"
        case .back: "back"
        case .adjust(let name, let value, _): "adjust \(quote(name.text)) to \(number(value))"
        case .type(let text, let field): "type \(quote(text.text)) in \(quote(field.text))"
        }
    }

    static func arrow(_ destination: Name?) -> String {
        destination.map { " -> \(quote($0.text))" } ?? ""
    }

    public static func number(_ value: Double) -> String {
        // Whole numbers print without ".0"; Int conversion avoids a libm dependency.
        if abs(value) < 1e15, Double(Int(value)) == value { return String(Int(value)) }
        return String(value)
    }

    /// Quotes text so that the dump parses back: only `"` and `\` are escaped.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { out.unicodeScalars.append("\\") }
            out.unicodeScalars.append(scalar)
        }
        return out + "\""
    }
}

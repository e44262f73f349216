/// A stable, indented text form of a syntax tree, for tests and for `flowmap dump`-style
/// debugging. One line per node; strings are quoted with the language's own escapes.
public enum SyntaxDump {
    public static func dump(_ syntax: FileSyntax) -> String {
        var out = ""
        for screen in syntax.screens {
            out += "screen \(quote(screen.name.text))\(screen.scrolls ? " scrolls" : "")\n"
            for element in screen.elements {
                let indent = String(repeating: "  ", count: element.depth)
                out += indent + element.kind.rawValue
                if let text = element.text { out += " " + quote(text.text) }
                if let icon = element.icon { out += " icon " + quote(icon.text) }
                for attribute in element.attributes { out += " " + dump(attribute) }
                if element.voiceOverSpan != nil {
                    out += " when voiceover"
                    for attribute in element.voiceOver { out += " " + dump(attribute) }
                }
                out += "\n"
            }
        }
        for task in syntax.tasks {
            out += "task \(quote(task.name.text))\n"
            for step in task.steps { out += "  " + dump(step) + "\n" }
        }
        return out
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
        case .gesture(let kind, let name, let destination): "gesture \(kind.rawValue) \(quote(name.text))\(arrow(destination))"
        case .edge(let edge): "edge \(edge.rawValue)"
        case .hidden, .adjustable, .safeArea, .truncates, .fixedHeight, .pages: attribute.keyword
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
        case .waive(let profile, let reason): "waive \(profile.text) \(quote(reason.text))"
        }
    }

    static func arrow(_ destination: Name?) -> String {
        destination.map { " -> \(quote($0.text))" } ?? ""
    }

    static func number(_ value: Double) -> String {
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

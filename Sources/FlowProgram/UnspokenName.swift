import FlowSyntax

/// A step that names a group or an image by the string the file gives it: that string is never
/// spoken or shown (grammar.md, section 4.2), so no step can use it. A newcomer reads
/// `group "Row Ben"` as a row called "Row Ben"; this says what the element is called instead.
struct UnspokenName {
    /// Why the name fits nothing, for the end of the message.
    let reason: String
    /// What the element is called instead, at the element.
    let note: Note
    /// The step written with a name that works.
    let help: String

    /// The first group or image on the screen whose own string is `name`, if any.
    init?(_ name: String, _ kind: Step.Kind, in elements: [Element]) {
        guard let found = elements.firstIndex(where: { $0.kind.model.text != .visible && $0.text == name }) else { return nil }
        let element = elements[found]
        let what = element.kind.rawValue
        let label = element.voiceOverAccessibility.label ?? element.accessibility.label
        // Read by that very name, but not a control: only `find` could reach it.
        if kind != .find, let label, label.lowercased() == name.lowercased() {
            reason = "\(element.kind.withArticle) '\(name)' is read by that name, but is not a control"
            note = Note("\(what) '\(name)' is read as '\(label)', and has no button trait", at: element.span)
            help = "give the \(what) 'traits button' if tapping it does something, or name a control inside it"
            return
        }
        reason = "'\(name)' is \(element.kind.withArticle)'s name in the file, which is never spoken"
        if let label {
            note = Note("\(what) '\(name)' is read as '\(label)'", at: element.span)
            help = Self.step(kind, naming: label, in: nil)
            return
        }
        // What is inside a group is what a step can name: the first few of its names.
        var inner: [String] = []
        func add(_ name: String) {
            if inner.count < 3, !inner.contains(name) { inner.append(name) }
        }
        for index in (found + 1)..<element.subtreeEnd where inner.count < 3 {
            // `find` reaches any element by its name; `activate` and `choose` only controls.
            if kind == .find {
                elements[index].forEachControlName(add)
            } else if elements[index].isControl(voiceOver: true) {
                elements[index].forEachName(add)
            }
        }
        if let first = inner.first {
            note = Note(
                "\(what) '\(name)' has no spoken name; \(Self.inside(kind, inner.count)) called \(inner.map { "'\($0)'" }.joined(separator: ", "))",
                at: element.span)
            help = Self.step(kind, naming: first, in: name)
        } else {
            note = Note("\(what) '\(name)' has no spoken name", at: element.span)
            help = "give the \(what) a label (label \"…\") and name the step by it"
        }
    }

    /// The step written again with `name`, in `container` where one is given.
    private static func step(_ kind: Step.Kind, naming name: String, in container: String?) -> String {
        let inside = container.map { " in \"\($0)\"" } ?? ""
        switch kind {
        case .adjust(let adjustment): return "adjust \"\(name)\" to \(SyntaxDump.number(adjustment.value))"
        case .type(let text): return "type \"\(text)\" in \"\(name)\""
        default: return "\(kind.keyword) \"\(name)\"\(inside)"
        }
    }

    /// "what is in it is", "the control in it is", "the controls in it are".
    private static func inside(_ kind: Step.Kind, _ count: Int) -> String {
        kind == .find ? "what is in it is" : count == 1 ? "the control in it is" : "the controls in it are"
    }
}

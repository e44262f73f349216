/// The words of each kind of line, in the order grammar.md gives them, one space apart, strings
/// quoted one way (`SyntaxDump.quote`: only `"` and `\` escaped) and numbers written as
/// `DecimalText` writes them. Every switch names every case, with no `default`: a construct
/// added to the syntax tree does not compile here until it has its words.
struct CanonicalWords {
    let syntax: FileSyntax

    static func quote(_ name: Name) -> String { SyntaxDump.quote(name.text) }

    /// `screen "Name" [scrolls] [alert | sheet [medium]] [focus "Element"]`.
    func screenLine(_ screen: ScreenSyntax) -> String {
        var words = "screen " + Self.quote(screen.name)
        if screen.scrolls { words += " scrolls" }
        if let presentation = screen.presentation {
            switch presentation {
            case .alert: words += " alert"
            case .sheet: words += " sheet"
            }
        }
        if screen.medium { words += " medium" }
        if let focus = screen.focus { words += " focus " + Self.quote(focus) }
        return words
    }

    /// `KIND ["text" | icon "symbol"]`: an element line's words before its attributes.
    func elementHead(_ element: ElementSyntax) -> String {
        var words = element.kind.rawValue
        if let text = element.text { words += " " + Self.quote(text) }
        if let icon = element.icon { words += " icon " + Self.quote(icon) }
        return words
    }

    /// `use "Component" [from "file"] [with "a", "b"] [repeat N]`.
    func useLine(_ use: UseSyntax) -> String {
        var words = "use " + Self.quote(use.component)
        if let file = use.file { words += " from " + Self.quote(file) }
        if !use.arguments.isEmpty { words += " with " + use.arguments.map(Self.quote).joined(separator: ", ") }
        if let repetition = use.repetition { words += " " + self.repetition(repetition) }
        return words
    }

    func repetition(_ repetition: RepeatSyntax) -> String {
        "repeat \(repetition.count)"
    }

    /// A screen's name where a screen is named: `"Screen" [from "file"]`.
    func screenReference(_ name: Name) -> String {
        var words = Self.quote(name)
        if let file = syntax.screenFiles[name.span.start] { words += " from " + Self.quote(file) }
        return words
    }

    func destination(_ name: Name?) -> String {
        name.map { " -> " + screenReference($0) } ?? ""
    }

    func attribute(_ attribute: Attribute) -> String {
        switch attribute.kind {
        case .label(let name): "label " + Self.quote(name)
        case .value(let name): "value " + Self.quote(name)
        case .hint(let name): "hint " + Self.quote(name)
        case .input(let names): "input " + names.map(Self.quote).joined(separator: ", ")
        case .traits(let names): "traits " + names.map(\.text).joined(separator: ", ")
        case .size(let width, let height): "size " + DecimalText.of(width) + "x" + DecimalText.of(height)
        case .hidden: "hidden"
        case .grouping(let grouping): grouping.rawValue
        case .adjustable: "adjustable"
        case .navigate(let name): "-> " + screenReference(name)
        case .action(let name, let target): "action " + Self.quote(name) + destination(target)
        case .swipeAction(let name, let target): "swipe-action " + Self.quote(name) + destination(target)
        case .gesture(let gesture, let name, let target): "gesture \(gesture.rawValue) " + Self.quote(name) + destination(target)
        case .edge(let edge): "edge " + edge.rawValue
        case .safeArea: "safe-area"
        case .truncates: "truncates"
        case .fixedHeight: "fixed-height"
        case .escape: "escape"
        case .range(let low, let high, let step):
            "range " + DecimalText.of(low) + " " + DecimalText.of(high) + (step.map { " by " + DecimalText.of($0) } ?? "")
        case .layout(let word): word.rawValue
        case .pages: "pages"
        case .segmented: "segmented"
        case .contextMenu(let name, let target): "context-menu " + Self.quote(name) + destination(target)
        case .accessory(let accessory, let target): "accessory " + accessory.rawValue + destination(target)
        case .pageControl: "page-control"
        case .caps(let size): "caps " + size.rawValue
        }
    }

    func step(_ step: StepSyntax) -> String {
        switch step.kind {
        case .start(let screen): "start " + screenReference(screen)
        case .activate(let name, let icon, let container): "activate " + (icon ? "icon " : "") + Self.quote(name) + within(container)
        case .choose(let name, let container): "choose " + Self.quote(name) + within(container)
        case .find(let name, let container): "find " + Self.quote(name) + within(container)
        case .expect(let profile, let steps): "expect \(profile.text) at most \(steps) " + (steps == 1 ? "step" : "steps")
        case .waive(let profile, let pattern, let element, let icon, let reason):
            "waive \(profile.text) " + (pattern.map { $0.text + " " } ?? "")
                + (element.map { "on " + (icon ? "icon " : "") + Self.quote($0) + " " } ?? "")
                + Self.quote(reason)
        case .back: "back"
        case .adjust(let name, let value, _): "adjust " + Self.quote(name) + " to " + DecimalText.of(value)
        case .type(let text, let field): "type " + Self.quote(text) + " in " + Self.quote(field)
        }
    }

    func within(_ container: Name?) -> String {
        container.map { " in " + Self.quote($0) } ?? ""
    }
}

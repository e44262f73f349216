import FlowNavigator
import FlowSyntax

/// Where `StepWording` writes a step's words, in order: each renderer escapes them as it
/// escapes any text, straight into its output, with no string built per step.
protocol StepWordingOutput: ~Copyable {
    /// Fixed words.
    mutating func words(_ piece: StaticString)
    /// Fixed words known only when the step is worded (a gesture's or an edge's raw value).
    mutating func words(from piece: String)
    /// A name from the flow (the Mermaid picture cuts long ones).
    mutating func name(_ piece: String)
    /// A count, its digits as `String(number)` writes them.
    mutating func digits(_ number: Int)
}

/// The words of a path step, in English, for every renderer: the Markdown table, the Mermaid
/// node and JSON's `action` and `target` fields say a `StepKind` ("Swipe right", "Tab+Z",
/// "Say \"Tap Pay\"") and a `StepTarget` ("Pay, button", "scanner menu for Pay") the same way.
/// Another language is another wording like this one; the navigator holds no words.
public enum StepWording {
    /// Passes the action's words to `write` in order, fixed words and names from the flow alike.
    public static func action(_ kind: StepKind, _ write: (String) -> Void) {
        withoutActuallyEscaping(write) { write in
            var pieces = Pieces(write: write)
            action(kind, into: &pieces)
        }
    }

    /// Passes the words of what the person hears or sees at a step to `write` in order, as
    /// `action` does.
    public static func target(_ target: StepTarget, _ write: (String) -> Void) {
        withoutActuallyEscaping(write) { write in
            var pieces = Pieces(write: write)
            self.target(target, into: &pieces)
        }
    }

    /// Each piece handed on as a string of its own.
    private struct Pieces: StepWordingOutput {
        let write: (String) -> Void
        mutating func words(_ piece: StaticString) { write(piece.description) }
        mutating func words(from piece: String) { write(piece) }
        mutating func name(_ piece: String) { write(piece) }
        mutating func digits(_ number: Int) { write(String(number)) }
    }

    /// Writes the action's words into `out`.
    static func action<Output: StepWordingOutput & ~Copyable>(_ kind: StepKind, into out: inout Output) {
        switch kind {
        case .tap: out.words("Tap")
        case .click: out.words("Click")
        case .secondaryClick: out.words("Secondary click")
        case .heldClick: out.words("Click and hold")
        case .doubleClick: out.words("Double-click")
        case .doubleTap: out.words("Double-tap")
        case .swipe(.right): out.words("Swipe right")
        case .swipe(.left): out.words("Swipe left")
        case .swipe(.up): out.words("Swipe up")
        case .swipe(.down): out.words("Swipe down")
        case .key(let key): out.words(words(key))
        case .scan: out.words("Scan")
        case .select: out.words("Select")
        case .pointScan: out.words("Point scan")
        case .increment: out.words("Increment")
        case .decrement: out.words("Decrement")
        case .say(let utterance):
            out.words("Say \"")
            say(utterance, into: &out)
            out.words("\"")
        case .gesture(let gesture): out.words(words(gesture))
        case .appGesture(let gesture):
            out.words("App gesture (")
            out.words(from: gesture.rawValue)
            out.words(")")
        case .doubleTapAndHold: out.words("Double-tap and hold")
        case .threeFingerSwipe(let direction):
            out.words("Three-finger swipe ")
            out.words(words(direction))
        case .turnPage(.swipe, let forward): out.words(forward ? "Swipe left" : "Swipe right")
        case .turnPage(.scroll, let forward): out.words(forward ? "Scroll right" : "Scroll left")
        case .turnPage(.pageControl, let forward): out.words(forward ? "Click right of the current dot" : "Click left of the current dot")
        case .focus: out.words("Focus")
        case .rotor(.headings): out.words("Rotor: Headings")
        case .rotor(.links): out.words("Rotor: Links")
        case .gesturesMenu(let gesture):
            out.words("Gestures menu (")
            out.words(from: gesture.rawValue)
            out.words(")")
        case .listen: out.words("Listen")
        case .read: out.words("Read")
        case .look: out.words("Look")
        case .highlight: out.words("Highlight")
        case .scroll: out.words("Scroll")
        case .scrub: out.words("Two-finger scrub")
        case .typeText(let characters):
            out.words("Type ")
            out.digits(characters)
            out.words(characters == 1 ? " character" : " characters")
        }
    }

    /// Writes the words of what is heard or seen into `out`.
    static func target<Output: StepWordingOutput & ~Copyable>(_ target: StepTarget, into out: inout Output) {
        switch target {
        case .name(let text): out.name(text)
        case .announcement(let label, let value, let role):
            // The parts that are there, joined as VoiceOver reads them; nothing at all reads
            // as "(nothing)".
            var first = true
            if let label, !label.isEmpty {
                out.name(label)
                first = false
            }
            if let value, !value.isEmpty {
                if !first { out.words(", ") }
                out.name(value)
                first = false
            }
            if let role {
                if !first { out.words(", ") }
                out.words(words(role))
                first = false
            }
            if first { out.words("(nothing)") }
        case .icon(let symbol):
            out.name(symbol)
            out.words(" icon")
        case .image(let image):
            out.name(image)
            out.words(" image")
        case .kind(let kind): out.words(from: kind.rawValue)
        case .rotorAction(let action):
            out.name(action)
            out.words(", action")
        case .menuItem(let item):
            out.name(item)
            out.words(" in the menu")
        case .scannerMenu(let item):
            out.words("scanner menu for ")
            if let item { out.name(item) } else { out.words("the item") }
        case .scannerMenuTap: out.words("scanner menu: Tap")
        case .container(let group):
            out.words("enter ")
            if let group { out.name(group) } else { out.words("group") }
        case .actionsList: out.words("actions list")
        case .gestureMode: out.words("gesture mode")
        case .numbers: out.words("numbers on every control")
        case .grid: out.words("a numbered grid")
        case .option(let number):
            out.words("option ")
            out.digits(number)
        case .picker: out.words("picker")
        case .unnamed: out.words("it")
        case .page(let number, let count):
            out.words("page ")
            out.digits(number)
            out.words(" of ")
            out.digits(count)
        case .rotorSetting(.headings): out.words("Headings")
        case .rotorSetting(.links): out.words("Links")
        case .atEdge(let gesture, let edge):
            out.name(gesture)
            out.words(" at the ")
            out.words(from: edge.rawValue)
            out.words(" edge")
        case .offscreen(let inner):
            self.target(inner, into: &out)
            out.words(" is below the screen's bottom edge at AX5")
        case .clipped(let inner):
            self.target(inner, into: &out)
            out.words(" is clipped at AX5")
        case .systemBack: out.words("back")
        case .escapeMenuItem: out.words("Escape in the menu")
        case .pastEdge(let inner):
            self.target(inner, into: &out)
            out.words(" is pushed past the screen's edge by its row at AX5")
        }
    }

    /// Whether the target says nothing at all (an item with no name).
    public static func isEmpty(_ target: StepTarget) -> Bool {
        if case .name(let text) = target { text.isEmpty } else { false }
    }

    /// The words of what is heard or seen, as one string.
    public static func target(_ target: StepTarget) -> String {
        var text = ""
        self.target(target) { text += $0 }
        return text
    }

    /// The action's words as one string.
    public static func action(_ kind: StepKind) -> String {
        var text = ""
        action(kind) { text += $0 }
        return text
    }

    private static func say<Output: StepWordingOutput & ~Copyable>(_ utterance: StepKind.Utterance, into out: inout Output) {
        switch utterance {
        case .tap(let name):
            out.words("Tap ")
            target(name, into: &out)
        case .tapNumber: out.words("Tap ‹number›")
        case .showNumbers: out.words("Show numbers")
        case .showGrid: out.words("Show grid")
        case .showActions(let name):
            out.words("Show actions for ")
            target(name, into: &out)
        case .action(let name): out.name(name)
        case .gestureCommand(let gesture, let name):
            out.words(gesture == .longPress ? "Long press " : "Double tap ")
            out.name(name)
        case .gestureOnNumber(let gesture): out.words(gesture == .longPress ? "Long press ‹number›" : "Double tap ‹number›")
        case .scrollRight: out.words("Scroll right")
        case .scrollLeft: out.words("Scroll left")
        case .increment(let name):
            out.words("Increment ")
            if let name { out.name(name) } else { out.words("it") }
        case .decrement(let name):
            out.words("Decrement ")
            if let name { out.name(name) } else { out.words("it") }
        case .incrementBy(let name, let count), .decrementBy(let name, let count):
            if case .incrementBy = utterance { out.words("Increment ") } else { out.words("Decrement ") }
            if let name { out.name(name) } else { out.words("it") }
            out.words(" by ")
            out.digits(count)
        case .goBack: out.words("Go back")
        case .type(let text):
            out.words("Type ")
            out.name(text)
        }
    }

    private static func words(_ role: StepTarget.Role) -> StaticString {
        switch role {
        case .heading: "heading"
        case .image: "image"
        case .adjustable: "adjustable"
        case .link: "link"
        case .button: "button"
        case .switchButton: "switch button"
        case .textField: "text field"
        case .popUpButton: "pop up button"
        case .dimmed: "dimmed"
        }
    }

    private static func words(_ direction: StepKind.Direction) -> StaticString {
        switch direction {
        case .right: "right"
        case .left: "left"
        case .up: "up"
        case .down: "down"
        }
    }

    private static func words(_ key: StepKind.Key) -> StaticString {
        switch key {
        case .tab: "Tab"
        case .shiftTab: "Shift-Tab"
        case .space: "Space"
        case .upArrow: "Up arrow"
        case .downArrow: "Down arrow"
        case .actionsList: "Tab+Z"
        case .gestureMode: "Tab+G"
        case .escape: "Esc"
        case .back: "Back command"
        }
    }

    /// A gesture done as drawn: its name, capitalized.
    private static func words(_ gesture: GestureKind) -> StaticString {
        switch gesture {
        case .tap: "Tap"
        case .doubleTap: "Double-tap"
        case .longPress: "Long-press"
        case .swipe: "Swipe"
        case .drag: "Drag"
        case .pinch: "Pinch"
        }
    }
}

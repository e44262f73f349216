import FlowNavigator
import FlowSyntax

/// The words of a path step, in English, for every renderer: the Markdown table, the Mermaid
/// node and JSON's `action` and `target` fields say a `StepKind` ("Swipe right", "Tab+Z",
/// "Say \"Tap Pay\"") and a `StepTarget` ("Pay, button", "scanner menu for Pay") the same way.
/// Another language is another wording like this one; the navigator holds no words.
public enum StepWording {
    /// Passes the action's words to `write` in order, fixed words and names from the flow alike,
    /// so that a renderer escapes them as it escapes any text, with no string built per step.
    public static func action(_ kind: StepKind, _ write: (String) -> Void) {
        action(kind, words: write, name: write)
    }

    /// The same words, with the names from the flow (in `Say "Tap Pay"`) handed to `name` and
    /// the fixed words to `words`, for a renderer that writes names differently (the Mermaid
    /// picture cuts long ones).
    public static func action(_ kind: StepKind, words write: (String) -> Void, name: (String) -> Void) {
        switch kind {
        case .tap: write("Tap")
        case .click: write("Click")
        case .doubleTap: write("Double-tap")
        case .swipe(.right): write("Swipe right")
        case .swipe(.left): write("Swipe left")
        case .swipe(.up): write("Swipe up")
        case .swipe(.down): write("Swipe down")
        case .key(let key): write(words(key))
        case .scan: write("Scan")
        case .select: write("Select")
        case .pointScan: write("Point scan")
        case .increment: write("Increment")
        case .decrement: write("Decrement")
        case .say(let utterance):
            write("Say \"")
            say(utterance, write, name)
            write("\"")
        case .gesture(let gesture): write(words(gesture))
        case .appGesture(let gesture):
            write("App gesture (")
            write(gesture.rawValue)
            write(")")
        case .doubleTapAndHold: write("Double-tap and hold")
        case .threeFingerSwipe(let direction):
            write("Three-finger swipe ")
            write(words(direction))
        case .turnPage(.swipe, let forward): write(forward ? "Swipe left" : "Swipe right")
        case .turnPage(.scroll, let forward): write(forward ? "Scroll right" : "Scroll left")
        case .focus: write("Focus")
        case .rotor(.headings): write("Rotor: Headings")
        case .rotor(.links): write("Rotor: Links")
        case .gesturesMenu(let gesture):
            write("Gestures menu (")
            write(gesture.rawValue)
            write(")")
        case .listen: write("Listen")
        case .read: write("Read")
        case .look: write("Look")
        case .highlight: write("Highlight")
        case .scroll: write("Scroll")
        case .scrub: write("Two-finger scrub")
        case .typeText(let characters):
            write("Type ")
            write(String(characters))
            write(characters == 1 ? " character" : " characters")
        }
    }

    /// Passes the words of what the person hears or sees at a step to `write` in order, as
    /// `action` does.
    public static func target(_ target: StepTarget, _ write: (String) -> Void) {
        self.target(target, words: write, name: write)
    }

    /// The same words, with the names from the flow handed to `name` and the fixed words to
    /// `words`.
    public static func target(_ target: StepTarget, words write: (String) -> Void, name: (String) -> Void) {
        switch target {
        case .name(let text): name(text)
        case .announcement(let label, let value, let role):
            // The parts that are there, joined as VoiceOver reads them; nothing at all reads
            // as "(nothing)".
            var first = true
            func part(_ text: String?, isName: Bool) {
                guard let text, !text.isEmpty else { return }
                if !first { write(", ") }
                if isName { name(text) } else { write(text) }
                first = false
            }
            part(label, isName: true)
            part(value, isName: true)
            part(role.map(words), isName: false)
            if first { write("(nothing)") }
        case .icon(let symbol):
            name(symbol)
            write(" icon")
        case .image(let image):
            name(image)
            write(" image")
        case .kind(let kind): write(kind.rawValue)
        case .rotorAction(let action):
            name(action)
            write(", action")
        case .menuItem(let item):
            name(item)
            write(" in the menu")
        case .scannerMenu(let item):
            write("scanner menu for ")
            if let item { name(item) } else { write("the item") }
        case .scannerMenuTap: write("scanner menu: Tap")
        case .container(let group):
            write("enter ")
            if let group { name(group) } else { write("group") }
        case .actionsList: write("actions list")
        case .gestureMode: write("gesture mode")
        case .numbers: write("numbers on every control")
        case .grid: write("a numbered grid")
        case .option(let number):
            write("option ")
            write(String(number))
        case .picker: write("picker")
        case .unnamed: write("it")
        case .page(let number, let count):
            write("page ")
            write(String(number))
            write(" of ")
            write(String(count))
        case .rotorSetting(.headings): write("Headings")
        case .rotorSetting(.links): write("Links")
        case .atEdge(let gesture, let edge):
            name(gesture)
            write(" at the ")
            write(edge.rawValue)
            write(" edge")
        case .offscreen(let inner):
            self.target(inner, words: write, name: name)
            write(" is below the screen's bottom edge at AX5")
        case .clipped(let inner):
            self.target(inner, words: write, name: name)
            write(" is clipped at AX5")
        case .systemBack: write("back")
        case .escapeMenuItem: write("Escape in the menu")
        case .pastEdge(let inner):
            self.target(inner, words: write, name: name)
            write(" is pushed past the screen's edge by its row at AX5")
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

    private static func say(_ utterance: StepKind.Utterance, _ write: (String) -> Void, _ writeName: (String) -> Void) {
        switch utterance {
        case .tap(let name):
            write("Tap ")
            target(name, words: write, name: writeName)
        case .tapNumber: write("Tap ‹number›")
        case .showNumbers: write("Show numbers")
        case .showGrid: write("Show grid")
        case .showActions(let name):
            write("Show actions for ")
            target(name, words: write, name: writeName)
        case .action(let name): writeName(name)
        case .gestureCommand(let gesture, let name):
            write(gesture == .longPress ? "Long press " : "Double tap ")
            writeName(name)
        case .gestureOnNumber(let gesture): write(gesture == .longPress ? "Long press ‹number›" : "Double tap ‹number›")
        case .scrollRight: write("Scroll right")
        case .scrollLeft: write("Scroll left")
        case .increment(let name):
            write("Increment ")
            if let name { writeName(name) } else { write("it") }
        case .decrement(let name):
            write("Decrement ")
            if let name { writeName(name) } else { write("it") }
        case .incrementBy(let name, let count), .decrementBy(let name, let count):
            if case .incrementBy = utterance { write("Increment ") } else { write("Decrement ") }
            if let name { writeName(name) } else { write("it") }
            write(" by ")
            write(String(count))
        case .goBack: write("Go back")
        case .type(let text):
            write("Type ")
            writeName(text)
        }
    }

    private static func words(_ role: StepTarget.Role) -> String {
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

    private static func words(_ direction: StepKind.Direction) -> String {
        switch direction {
        case .right: "right"
        case .left: "left"
        case .up: "up"
        case .down: "down"
        }
    }

    private static func words(_ key: StepKind.Key) -> String {
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
    private static func words(_ gesture: GestureKind) -> String {
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

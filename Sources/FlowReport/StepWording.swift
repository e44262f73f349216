import FlowNavigator
import FlowSyntax

/// The words of a path step's action, in English, for every renderer: the Markdown table, the
/// Mermaid node and JSON's `action` field say a `StepKind` the same way ("Swipe right", "Tab+Z",
/// "Say \"Tap Pay\"", "App gesture (swipe)"). Another language is another wording like this one.
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
        case .gesturesMenu(let gesture):
            write("Gestures menu (")
            write(gesture.rawValue)
            write(")")
        case .listen: write("Listen")
        case .read: write("Read")
        case .look: write("Look")
        case .focus: write("Focus")
        case .highlight: write("Highlight")
        case .scroll: write("Scroll")
        }
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
            writeName(name)
        case .tapNumber: write("Tap ‹number›")
        case .showNumbers: write("Show numbers")
        case .showGrid: write("Show grid")
        case .showActions(let name):
            write("Show actions for ")
            writeName(name)
        case .action(let name): writeName(name)
        case .increment(let name):
            write("Increment ")
            if let name { writeName(name) } else { write("it") }
        case .decrement(let name):
            write("Decrement ")
            if let name { writeName(name) } else { write("it") }
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

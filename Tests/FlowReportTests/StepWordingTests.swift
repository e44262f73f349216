import Testing
import FlowSyntax
import FlowNavigator
import FlowReport

/// Every step kind is worded as the reports have always written it (navigator-model.md §3's
/// words), and a name inside an utterance is passed on as its own piece, for renderers to escape.
@Suite struct StepWordingTests {
    static let words: [(StepKind, String)] = [
        (.tap, "Tap"), (.click, "Click"), (.doubleTap, "Double-tap"),
        (.swipe(.right), "Swipe right"), (.swipe(.left), "Swipe left"), (.swipe(.up), "Swipe up"),
        (.swipe(.down), "Swipe down"),
        (.key(.tab), "Tab"), (.key(.shiftTab), "Shift-Tab"), (.key(.space), "Space"), (.key(.upArrow), "Up arrow"),
        (.key(.downArrow), "Down arrow"), (.key(.actionsList), "Tab+Z"), (.key(.gestureMode), "Tab+G"),
        (.scan, "Scan"), (.select, "Select"), (.pointScan, "Point scan"), (.increment, "Increment"),
        (.decrement, "Decrement"),
        (.say(.tap("Pay")), "Say \"Tap Pay\""), (.say(.tapNumber), "Say \"Tap ‹number›\""),
        (.say(.showNumbers), "Say \"Show numbers\""), (.say(.showGrid), "Say \"Show grid\""),
        (.say(.showActions(for: "Order 42")), "Say \"Show actions for Order 42\""), (.say(.action("Archive")), "Say \"Archive\""),
        (.say(.increment("Quantity")), "Say \"Increment Quantity\""), (.say(.decrement(nil)), "Say \"Decrement it\""),
        (.gesture(.drag), "Drag"), (.gesture(.swipe), "Swipe"), (.gesture(.longPress), "Long-press"),
        (.gesture(.doubleTap), "Double-tap"), (.gesture(.pinch), "Pinch"), (.gesture(.tap), "Tap"),
        (.appGesture(.swipe), "App gesture (swipe)"), (.appGesture(.longPress), "App gesture (long-press)"),
        (.gesturesMenu(.pinch), "Gestures menu (pinch)"),
        (.listen, "Listen"), (.read, "Read"), (.look, "Look"), (.focus, "Focus"), (.highlight, "Highlight"),
        (.scroll, "Scroll"),
    ]

    @Test func everyKindIsWorded() {
        for (kind, expected) in Self.words {
            #expect(StepWording.action(kind) == expected)
        }
    }

    @Test func namesArePiecesOfTheirOwn() {
        var pieces: [String] = []
        StepWording.action(.say(.tap("A|B"))) { pieces.append($0) }
        #expect(pieces == ["Say \"", "Tap ", "A|B", "\""])
    }
}

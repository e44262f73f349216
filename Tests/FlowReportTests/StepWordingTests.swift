import Testing
import FlowSyntax
import FlowNavigator
import FlowReport

/// Every step kind and target is worded as the reports have always written it
/// (navigator-model.md §3's words), and a name is passed on as its own piece, for renderers to
/// escape.
@Suite struct StepWordingTests {
    static let words: [(StepKind, String)] = [
        (.tap, "Tap"), (.click, "Click"), (.doubleTap, "Double-tap"),
        (.swipe(.right), "Swipe right"), (.swipe(.left), "Swipe left"), (.swipe(.up), "Swipe up"),
        (.swipe(.down), "Swipe down"),
        (.key(.tab), "Tab"), (.key(.shiftTab), "Shift-Tab"), (.key(.space), "Space"), (.key(.upArrow), "Up arrow"),
        (.key(.downArrow), "Down arrow"), (.key(.actionsList), "Tab+Z"), (.key(.gestureMode), "Tab+G"),
        (.scan, "Scan"), (.select, "Select"), (.pointScan, "Point scan"), (.increment, "Increment"),
        (.decrement, "Decrement"),
        (.say(.tap(.name("Pay"))), "Say \"Tap Pay\""), (.say(.tap(.icon("cart"))), "Say \"Tap cart icon\""), (.say(.tapNumber), "Say \"Tap ‹number›\""),
        (.say(.showNumbers), "Say \"Show numbers\""), (.say(.showGrid), "Say \"Show grid\""),
        (.say(.showActions(for: .name("Order 42"))), "Say \"Show actions for Order 42\""), (.say(.action("Archive")), "Say \"Archive\""),
        (.say(.increment("Quantity")), "Say \"Increment Quantity\""), (.say(.decrement(nil)), "Say \"Decrement it\""),
        (.gesture(.drag), "Drag"), (.gesture(.swipe), "Swipe"), (.gesture(.longPress), "Long-press"),
        (.gesture(.doubleTap), "Double-tap"), (.gesture(.pinch), "Pinch"), (.gesture(.tap), "Tap"),
        (.appGesture(.swipe), "App gesture (swipe)"), (.appGesture(.longPress), "App gesture (long-press)"),
        (.gesturesMenu(.pinch), "Gestures menu (pinch)"),
        (.listen, "Listen"), (.read, "Read"), (.look, "Look"), (.focus, "Focus"), (.highlight, "Highlight"),
        (.scroll, "Scroll"),
        // navigator-model.md §9.3: the methods' own ways.
        (.doubleTapAndHold, "Double-tap and hold"), (.threeFingerSwipe(.left), "Three-finger swipe left"),
        (.rotor(.headings), "Rotor: Headings"), (.rotor(.links), "Rotor: Links"),
        (.turnPage(.swipe, forward: true), "Swipe left"), (.turnPage(.swipe, forward: false), "Swipe right"),
        (.turnPage(.scroll, forward: true), "Scroll right"), (.turnPage(.scroll, forward: false), "Scroll left"),
        (.say(.gestureCommand(.doubleTap, "Photo by Ben")), "Say \"Double tap Photo by Ben\""),
        (.say(.gestureCommand(.longPress, "Lunch")), "Say \"Long press Lunch\""),
        (.say(.gestureOnNumber(.longPress)), "Say \"Long press ‹number›\""),
        (.say(.scrollRight), "Say \"Scroll right\""), (.say(.scrollLeft), "Say \"Scroll left\""),
    ]

    @Test func everyKindIsWorded() {
        for (kind, expected) in Self.words {
            #expect(StepWording.action(kind) == expected)
        }
    }

    @Test func namesArePiecesOfTheirOwn() {
        var pieces: [String] = []
        StepWording.action(.say(.tap(.name("A|B")))) { pieces.append($0) }
        #expect(pieces == ["Say \"", "Tap ", "A|B", "\""])
    }

    static let targets: [(StepTarget, String)] = [
        (.name("Pay"), "Pay"),
        (.announcement(name: "Reorder 42", value: nil, role: .button), "Reorder 42, button"),
        (.announcement(name: "Volume", value: "50%", role: .adjustable), "Volume, 50%, adjustable"),
        (.announcement(name: nil, value: nil, role: .button), "button"),
        (.announcement(name: "", value: "3", role: nil), "3"),
        (.announcement(name: nil, value: nil, role: nil), "(nothing)"),
        (.announcement(name: "Off", value: nil, role: .switchButton), "Off, switch button"),
        (.announcement(name: "Email", value: nil, role: .textField), "Email, text field"),
        (.announcement(name: "Size", value: nil, role: .popUpButton), "Size, pop up button"),
        (.announcement(name: "Buy", value: nil, role: .dimmed), "Buy, dimmed"),
        (.announcement(name: "Orders", value: nil, role: .heading), "Orders, heading"),
        (.announcement(name: "Logo", value: nil, role: .image), "Logo, image"),
        (.announcement(name: "Terms", value: nil, role: .link), "Terms, link"),
        (.icon("cart"), "cart icon"), (.image("Logo"), "Logo image"), (.kind(.button), "button"),
        (.rotorAction("Archive"), "Archive, action"), (.menuItem("Archive"), "Archive in the menu"),
        (.scannerMenu(for: "Pay"), "scanner menu for Pay"), (.scannerMenu(for: nil), "scanner menu for the item"),
        (.scannerMenuTap, "scanner menu: Tap"), (.container("Order 42"), "enter Order 42"), (.container(nil), "enter group"),
        (.page(2, of: 3), "page 2 of 3"), (.rotorSetting(.headings), "Headings"), (.rotorSetting(.links), "Links"),
        (.actionsList, "actions list"), (.gestureMode, "gesture mode"), (.numbers, "numbers on every control"),
        (.grid, "a numbered grid"), (.option(3), "option 3"), (.picker, "picker"), (.unnamed, "it"),
        (.atEdge("Back", .leading), "Back at the leading edge"),
        (.offscreen(.name("Pay")), "Pay is below the screen's bottom edge at AX5"),
        (.pastEdge(.name("Delete")), "Delete is pushed past the screen's edge by its row at AX5"),
        (.clipped(.icon("star")), "star icon is clipped at AX5"),
    ]

    @Test func everyTargetIsWorded() {
        for (target, expected) in Self.targets {
            #expect(StepWording.target(target) == expected)
        }
    }
}

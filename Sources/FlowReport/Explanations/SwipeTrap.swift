extension Explanation {
    static let swipeTrap = Explanation(
        pattern: .swipeTrap,
        what: """
            An action that only a custom gesture performs: swipe a row to archive it, long-press to
            preview, drag to change the day. Touch users make the gesture and are done. Every other
            method acts through its own commands (a double-tap, a spoken name, a switch, a key, a
            click), and none of them performs an app's gesture, so each needs the same action offered
            another way: a visible button, or at least an accessibility action. A native List swipe
            action (`swipe-action` in a .flow file) fares better, as the system also offers it as an
            accessibility action, but a pointer still has to drag and Voice Control still finds it
            only through "Show actions for": a visible button remains the way that works for all.
            """,
        swiftUI: #"""
            HStack {
                MessageSummary(message)
                Button("Archive") { archive(message) }
            }
            .gesture(archiveSwipe)   // the swipe stays as a shortcut for touch
            // Without room for a button, .accessibilityAction(named: "Archive") { archive(message) }
            // helps VoiceOver, Switch Control and the keyboard, not Voice Control or a pointer.
            """#,
        uiKit: #"""
            let archiveButton = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Archive") { _ in
                archiveMessage()
            })
            rowStack.addArrangedSubview(archiveButton)   // the pan gesture recognizer stays as a shortcut
            """#,
        before: """
            screen "Inbox"
              header "Inbox"
              group "Message from Ana" combine
                text "Ana"
                text "Lunch on Friday?"
                gesture swipe "Archive"

            task "Archive a message"
              start "Inbox"
              activate "Archive"
            """,
        after: """
            screen "Inbox"
              header "Inbox"
              group "Message from Ana" contain
                text "Ana"
                text "Lunch on Friday?"
                gesture swipe "Archive"
                button "Archive"

            task "Archive a message"
              start "Inbox"
              activate "Archive"
            """)
}

extension Explanation {
    static let hiddenContextMenu = Explanation(
        pattern: .hiddenContextMenu,
        what: """
            An action offered only in an element's system context menu (`.contextMenu`,
            `UIContextMenuInteraction`): a message's reactions, a photo's Share. Touch long-presses and a
            pointer secondary-clicks, but nothing tells anyone else the menu is there. VoiceOver's
            double-tap and hold opens it unannounced (a `hint` that says so helps), Voice Control needs
            "Long press ‹name›", and Switch Control and the keyboard reach it only through their gesture
            menus. Apple's advice: always make context menu items available in the main interface, too;
            a button or an accessibility action of the same name blocks no one.
            """,
        swiftUI: #"""
            Text(message.text)
                .contextMenu {
                    Button("Heart") { react(.heart) }
                }
            // The same reaction in the main interface, too.
            Button("Heart", systemImage: "heart") { react(.heart) }
            """#,
        uiKit: #"""
            bubble.addInteraction(UIContextMenuInteraction(delegate: self))
            // The same reaction in the main interface, too.
            let heart = UIButton(type: .system)
            heart.setTitle("Heart", for: .normal)
            heart.addAction(UIAction { _ in self.react(.heart) }, for: .primaryActionTriggered)
            """#,
        before: """
            screen "Thread"
              header "Ana"
              text "See you at 6?" context-menu "Heart"

            task "Heart the message"
              start "Thread"
              activate "Heart"
            """,
        after: """
            screen "Thread"
              header "Ana"
              text "See you at 6?" context-menu "Heart"
              button "Heart"

            task "Heart the message"
              start "Thread"
              activate "Heart"
            """)
}

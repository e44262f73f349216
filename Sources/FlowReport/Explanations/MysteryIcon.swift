extension Explanation {
    static let mysteryIcon = Explanation(
        pattern: .mysteryIcon,
        what: """
            A control that shows only an icon and has no accessible name. People who see the screen
            recognise the symbol; an assistive technology has nothing to announce and nothing to match
            a command against. VoiceOver says just "button", and a Voice Control user has no word that
            reaches it, so they must ask for numbers and pick one by looking. In a .flow file: a
            `button icon` (or a tappable image) without a `label`.
            """,
        swiftUI: #"""
            Button(action: openSettings) {
                Image(systemName: "gearshape")
            }
            .accessibilityLabel("Settings")
            """#,
        uiKit: #"""
            let settingsButton = UIButton(type: .system)
            settingsButton.setImage(UIImage(systemName: "gearshape"), for: .normal)
            settingsButton.accessibilityLabel = "Settings"
            """#,
        before: """
            screen "Home"
              header "Home"
              button icon "gearshape" -> "Settings"

            screen "Settings"
              header "Settings"

            task "Open settings"
              start "Home"
              activate icon "gearshape"
            """,
        after: """
            screen "Home"
              header "Home"
              button icon "gearshape" label "Settings" -> "Settings"

            screen "Settings"
              header "Settings"

            task "Open settings"
              start "Home"
              activate "Settings"
            """)
}

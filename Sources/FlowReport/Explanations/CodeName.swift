import FlowNavigator

extension Explanation {
    static let codeName = Explanation(
        pattern: .codeName,
        what: """
            A label written for developers: an identifier such as `signout_button`, `btnClose` or an
            SF Symbol's name such as `chevron.left`, left as the accessible name. VoiceOver reads it
            out piece by piece ("signout underscore button"), and a Voice Control user has to say it,
            symbols and all, to tap it. It often comes from a test identifier copied into the label,
            or from an image whose name was never replaced. Name the control in the words a person
            uses; keep identifiers for `accessibilityIdentifier`.
            """,
        swiftUI: #"""
            Button(action: openSettings) { Image(systemName: "gear") }
                .accessibilityLabel("Settings")
                .accessibilityIdentifier("settings_button")
            """#,
        uiKit: #"""
            settingsButton.accessibilityLabel = "Settings"
            settingsButton.accessibilityIdentifier = "settings_button"
            """#,
        before: """
            screen "Help"
              header "Help"
              button icon "gear" label "settings_button" -> "Settings"

            screen "Settings"
              header "Settings"

            task "Open settings from help"
              start "Help"
              activate "settings_button"
            """,
        after: """
            screen "Help"
              header "Help"
              button icon "gear" label "Settings" -> "Settings"

            screen "Settings"
              header "Settings"

            task "Open settings from help"
              start "Help"
              activate "Settings"
            """)
}

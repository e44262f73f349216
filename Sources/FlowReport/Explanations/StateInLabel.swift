extension Explanation {
    static let stateInLabel = Explanation(
        pattern: .stateInLabel,
        what: """
            The control's state is written into its name: "Wi-Fi, on", "Favorite, selected",
            "Notifications disabled". The name then changes whenever the state does, so a Voice
            Control user cannot know which name to say, a UI test cannot find the element by one name,
            and VoiceOver announces the state as part of the name instead of where state is normally
            heard. Keep the name constant and put the state in the value or in a trait (selected), or
            use the native control that carries its own state, such as a toggle.
            """,
        swiftUI: #"""
            Toggle("Wi-Fi", isOn: $wifiOn)   // the state is the toggle's own value

            // A custom control: a constant label, the state in the value
            Button { wifiOn.toggle() } label: { WiFiTile(isOn: wifiOn) }
                .accessibilityLabel("Wi-Fi")
                .accessibilityValue(wifiOn ? "On" : "Off")
            """#,
        uiKit: #"""
            wifiButton.accessibilityLabel = "Wi-Fi"
            wifiButton.accessibilityValue = wifiOn ? "On" : "Off"
            // or a UISwitch, which reports its own state
            """#,
        before: """
            screen "Settings"
              header "Settings"
              button "Wi-Fi" label "Wi-Fi, on"

            task "Turn off Wi-Fi"
              start "Settings"
              activate "Wi-Fi"
            """,
        after: """
            screen "Settings"
              header "Settings"
              toggle "Wi-Fi" value "On"

            task "Turn off Wi-Fi"
              start "Settings"
              activate "Wi-Fi"
            """)
}

extension Explanation {
    static let overGroupedControl = Explanation(
        pattern: .overGroupedControl,
        what: """
            A native control (a toggle, text field, slider, stepper or picker) inside a group that
            combines its children into one element. Combining suits a read-only summary such as an
            order card; a control inside it loses its own element and survives only as one of the
            group's custom actions. VoiceOver can still find it in the Actions rotor, without its own
            stop or state, but Voice Control can no longer name it, and Switch Control and the keyboard
            must dig it out of an actions menu. Keep controls out of combined groups: `contain` keeps
            the row together without merging it.
            """,
        swiftUI: #"""
            VStack(alignment: .leading) {
                Text("Keeps notes on every device")
                Toggle("iCloud sync", isOn: $syncOn)
            }
            .accessibilityElement(children: .contain)   // not .combine
            """#,
        uiKit: #"""
            // A cell that holds a UISwitch is not made one element.
            cell.isAccessibilityElement = false
            cell.accessibilityElements = [cell.detailLabel, cell.syncSwitch]
            cell.syncSwitch.accessibilityLabel = "iCloud sync"
            """#,
        before: """
            screen "Settings"
              header "Settings"
              group "Sync" combine
                text "iCloud sync"
                text "Keeps notes on every device"
                toggle "Sync" value "On"

            task "Turn off sync"
              start "Settings"
              activate "Sync"
            """,
        after: """
            screen "Settings"
              header "Settings"
              group "Sync" contain
                text "Keeps notes on every device"
                toggle "iCloud sync" value "On"

            task "Turn off sync"
              start "Settings"
              activate "iCloud sync"
            """)
}

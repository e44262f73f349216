extension Explanation {
    static let collapsedOptions = Explanation(
        pattern: .collapsedOptions,
        what: """
            A set of choices (colour swatches, sizes, a row of segments) turned into one adjustable
            element that is changed by swiping up and down. For VoiceOver that can be a real gain: one
            stop instead of many. But every other method gets the same single element. Voice Control
            can no longer say "Tap Pink", because the options have lost their names, and Switch Control
            and the keyboard must step through values instead of picking one. Make the group
            adjustable only while VoiceOver runs, and keep the buttons for everyone else.
            """,
        swiftUI: #"""
            @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverRunning

            var body: some View {
                if voiceOverRunning {
                    swatches
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Available colors")
                        .accessibilityValue(colors[choice].name)
                        .accessibilityAdjustableAction { direction in
                            switch direction {
                            case .increment: choice = min(choice + 1, colors.count - 1)
                            case .decrement: choice = max(choice - 1, 0)
                            }
                        }
                } else {
                    swatches   // one Button per color, each with its own name
                }
            }
            """#,
        uiKit: #"""
            func applyColorGrouping() {
                let voiceOver = UIAccessibility.isVoiceOverRunning
                colorPicker.isAccessibilityElement = voiceOver   // one adjustable element only for VoiceOver
                colorPicker.accessibilityTraits = voiceOver ? .adjustable : []
            }
            // colorPicker overrides accessibilityIncrement() and accessibilityDecrement();
            // call applyColorGrouping() again on UIAccessibility.voiceOverStatusDidChangeNotification.
            """#,
        before: """
            screen "Product detail"
              header "iPhone 17"
              group "Colors" ignore label "Available colors" adjustable
            \(collapsedOptionsButtons)
            """,
        after: """
            screen "Product detail"
              header "iPhone 17"
              group "Colors" contain
                when voiceover ignore label "Available colors" adjustable
            \(collapsedOptionsButtons)
            """)

    /// The options and the task, the same before and after.
    private static let collapsedOptionsButtons = """
            button "Blue" traits selected
            button "Black"
            button "Pink"

        task "Pick pink"
          start "Product detail"
          choose "Pink" in "Colors"
        """
}

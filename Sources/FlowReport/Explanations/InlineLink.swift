extension Explanation {
    static let inlineLink = Explanation(
        pattern: .inlineLink,
        what: """
            A link inside a sentence: a Markdown or `AttributedString` link in a SwiftUI `Text`, a link
            in a `UITextView`. Touch and a pointer tap the words. VoiceOver reads the sentence and
            reaches the link only through the Links rotor. Voice Control gives it no name and no
            number, the keyboard never focuses it, and Switch Control's item scanning passes it (as
            far as anyone has checked): only the grid, Tab+G or point scanning reach it, by sight.
            Offer the link as a control of its own, beside the sentence.
            """,
        swiftUI: #"""
            // Before: Text("Didn't get it? [Send a new code](app://resend)")
            VStack(alignment: .leading) {
                Text("Didn't get it?")
                Button("Send a new code") { resend() }
            }
            """#,
        uiKit: #"""
            // Before: a UITextView with a link in its attributed text.
            let resend = UIButton(type: .system)
            resend.setTitle("Send a new code", for: .normal)
            resend.addAction(UIAction { _ in resend() }, for: .primaryActionTriggered)
            stack.addArrangedSubview(hintLabel)   // "Didn't get it?"
            stack.addArrangedSubview(resend)
            """#,
        before: """
            screen "Verify"
              header "Enter the code"
              text "Didn't get it? Send a new code."
                link "Send a new code" -> "Code sent"

            screen "Code sent"
              header "Code sent"

            task "Ask for a new code"
              start "Verify"
              activate "Send a new code"
            """,
        after: """
            screen "Verify"
              header "Enter the code"
              text "Didn't get it?"
              button "Send a new code" -> "Code sent"

            screen "Code sent"
              header "Code sent"

            task "Ask for a new code"
              start "Verify"
              activate "Send a new code"
            """)
}

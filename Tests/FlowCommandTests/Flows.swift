/// Small `.flow` inputs for the command's tests, each with the places its diagnostics point at.
enum Flows {
    /// One task, ok for every profile: a header, then the button the task activates.
    static let ok = """
        screen "Checkout"
          header "Checkout"
          button "Pay"

        task "Pay"
          start "Checkout"
          activate "Pay"

        """

    /// "Delete an order" (task name at 6:6) can only be done by a swipe (line 4): blocked for
    /// VoiceOver, Voice Control, Switch Control, Full Keyboard Access and Pointer.
    static let blocked = """
        screen "Orders"
          header "Orders"
          text "Order 41"
            gesture swipe "Delete"

        task "Delete an order"
          start "Orders"
          activate "Delete"

        """

    /// The five profiles that `blocked` blocks, in profile order, by their names and ids.
    static let blockedProfiles = ["VoiceOver", "Voice Control", "Switch Control", "Full Keyboard Access", "Pointer"]
    static let blockedProfileIDs = ["voiceover", "voice-control", "switch-control", "keyboard", "pointer"]

    /// `blocked` with `waive` lines for the given profile ids (lines 9 onwards).
    static func waived(_ profiles: [String]) -> String {
        blocked + profiles.map { "  waive \($0) \"tested with the support team\"\n" }.joined()
    }

    /// `ok`, but VoiceOver takes 2 steps and the `expect` on line 8 (column 3) allows 1.
    static let overExpectation = ok + "  expect voiceover at most 1 steps\n"

    /// A 30×30 pt button that a task uses: a Small Target warning (3:3) and friction, nothing
    /// blocked.
    static let smallTarget = """
        screen "Cart"
          header "Cart"
          button "X" size 30x30

        task "Close"
          start "Cart"
          activate "X"

        """

    /// Friction with no warning at all: "Add to Cart" is only a custom action of the link for
    /// Full Keyboard Access (friction); Voice Control is blocked, and waived.
    static let hiddenAction = """
        screen "Products"
          header "Products"
          link "iPhone 17" -> "Detail"
            action "Add to Cart"
            text "iPhone 17"
            button icon "cart" label "Add to Cart"

        screen "Detail"
          header "Detail"

        task "Add"
          start "Products"
          activate "Add to Cart"
          waive voice-control "tested with the support team"

        """

    /// "unterminated string" at 1:8.
    static let syntaxError = "screen \"Broken\n"

    /// `blocked` with a misspelled element kind at 5:3, so that the input error and the
    /// blocked task meet in one file.
    static let blockedWithSyntaxError = """
        screen "Orders"
          header "Orders"
          text "Order 41"
            gesture swipe "Delete"
          buton "Cancel"

        task "Delete an order"
          start "Orders"
          activate "Delete"

        """

    /// `ok` with its names changed, so that several files make one program without clashes.
    static func ok(screen: String, button: String, task: String) -> String {
        """
        screen "\(screen)"
          header "\(screen)"
          button "\(button)"

        task "\(task)"
          start "\(screen)"
          activate "\(button)"

        """
    }
}

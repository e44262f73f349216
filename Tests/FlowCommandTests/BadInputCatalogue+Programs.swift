import FlowSyntax
import Foundation
import Testing

/// The catalogue's entries about what the text declares: names, newcomers' mistakes, sizes,
/// structure and navigation.
extension BadInputCatalogueTests {
    /// Names that look like paths, markup or a lot of text: all of them just names.
    static let names: [Entry] = [
        Entry(
            "an element named ../../etc/passwd",
            "screen \"Checkout\"\n  header \"Checkout\"\n  button \"../../etc/passwd\"\n\n"
                + "task \"Pay\"\n  start \"Checkout\"\n  activate \"../../etc/passwd\"\n", 0),
        Entry("a screen and a task named like paths", pathNames, 0),
        Entry("an element named with |, backticks and <script>", markup, 0),
        Entry(
            "10 KB names",
            "screen \"\(tenKilobytes)\"\n  button \"Pay\"\n\n"
                + "task \"Pay\"\n  start \"\(tenKilobytes)\"\n  activate \"Pay\"\n", 0),
        Entry(
            "a 10 KB unknown screen", "screen \"A\"\n  button \"Pay\" -> \"\(tenKilobytes)\"\n", 2,
            [
                "x.flow:2:19: error: unknown screen '\(tenKilobytes)' [unknown-screen]",
                "x.flow:2:19: note: declare it with 'screen \"\(tenKilobytes)\"' in one of the program's files",
            ]),
        Entry("a 2 MB line", "screen \"Wide\"\n  text \"\(twoMegabytes)\"\n", 0),
        Entry(
            "a 2 MB unterminated string", "screen \"Wide\"\n  text \"\(twoMegabytes)\n", 2,
            [
                "x.flow:2:8: error: unterminated string [unterminated-string]",
                "x.flow:2:8: note: add the closing quote \" before the end of the line",
            ]),
    ]

    /// A screen, a task and its start screen named `../../…`, for the report folder.
    static let pathNames = """
        screen "../../x"
          header "../../x"
          button "Pay"

        task "../../t"
          start "../../x"
          activate "Pay"

        """

    static let markupName = "a | `b` <script>alert(1)</script>"
    static let markup = """
        screen "Checkout"
          header "Checkout"
          button "\(markupName)"

        task "Pay"
          start "Checkout"
          activate "\(markupName)"

        """

    /// The mistakes people new to the language make, answered with what they meant.
    static let newcomers: [Entry] = [
        Entry(
            "label=\"Close\"", "screen \"Inbox\"\n  button label=\"Close\"\n", 2,
            [
                "x.flow:2:15: error: unexpected character '='; an attribute is followed by its value, without '=': "
                    + "label \"Close\" [unexpected-character]"
            ]),
        Entry(
            "expect voiceover <= 4", ok + "  expect voiceover <= 4\n", 2,
            ["x.flow:8:20: error: unexpected character '<'; write the limit in words: expect voiceover at most 4 steps [unexpected-character]"]),
        Entry(
            "expect touch < 2", ok + "  expect touch < 2\n", 2,
            ["x.flow:8:16: error: unexpected character '<'; write the limit in words: expect touch at most 1 step [unexpected-character]"]),
        Entry(
            "activate a group by its name",
            "screen \"Inbox\"\n  group \"Row Ben\" combine\n    text \"Ben\"\n    button \"Reply\"\n\n"
                + "task \"Reply\"\n  start \"Inbox\"\n  activate \"Row Ben\"\n", 2,
            [
                "x.flow:8:12: error: nothing on screen 'Inbox' offers 'Row Ben': 'Row Ben' is a group's name in the file, "
                    + "which is never spoken [unknown-name]",
                "x.flow:2:3: note: group 'Row Ben' has no spoken name; the control in it is called 'Reply'",
                "x.flow:8:12: note: activate \"Reply\" in \"Row Ben\"",
            ]),
        Entry(
            "find a labelled group by its name",
            "screen \"Inbox\"\n  group \"Row Ben\" combine label \"Ben, 2 new\"\n    text \"Ben\"\n\n"
                + "task \"Read\"\n  start \"Inbox\"\n  find \"Row Ben\"\n", 2,
            [
                "x.flow:7:8: error: nothing on screen 'Inbox' shows 'Row Ben': 'Row Ben' is a group's name in the file, "
                    + "which is never spoken [unknown-name]",
                "x.flow:2:3: note: group 'Row Ben' is read as 'Ben, 2 new'",
                "x.flow:7:8: note: find \"Ben, 2 new\"",
            ]),
    ]

    static let sizes: [Entry] = [
        Entry(
            "size 0x44", "screen \"Checkout\"\n  button \"Pay\" size 0x44\n", 2,
            [
                "x.flow:2:21: error: malformed size '0x44' [malformed-size]",
                "x.flow:2:21: note: write the size in points as WIDTHxHEIGHT, for example 'size 44x44'",
            ]),
        Entry(
            "size 1e3x44", "screen \"Checkout\"\n  button \"Pay\" size 1e3x44\n", 2,
            [
                "x.flow:2:21: error: malformed size '1e3x44' [malformed-size]",
                "x.flow:2:21: note: write the size in points as WIDTHxHEIGHT, for example 'size 44x44'",
            ]),
        Entry(
            "size 44x", "screen \"Checkout\"\n  button \"Pay\" size 44x\n", 2,
            [
                "x.flow:2:21: error: malformed size '44x' [malformed-size]",
                "x.flow:2:21: note: write the size in points as WIDTHxHEIGHT, for example 'size 44x44'",
            ]),
    ]

    /// Lines in the wrong place, and files with nothing in them.
    static let structure: [Entry] = [
        Entry("an empty file", "", 0),
        Entry("only comments", "# one\n# two\n   # indented\n\t# after a tab\n", 0),
        Entry("only blank lines", "\n\n   \n\t\n", 0),
        Entry(
            "an attribute under a screen", "screen \"Checkout\"\n  label \"Pay\"\n", 2,
            [
                "x.flow:2:3: error: attribute 'label' must be indented under an element [misplaced-line]",
                "x.flow:2:3: note: put it on the element's line, or indent it under the element",
            ]),
        Entry(
            "a step under a screen", "screen \"Checkout\"\n  activate \"Pay\"\n", 2,
            [
                "x.flow:2:3: error: 'activate' is a task line, but this line is inside a screen [misplaced-line]",
                "x.flow:2:3: note: task lines belong under a 'task' line at the top level",
            ]),
        Entry(
            "an element under a task",
            "screen \"Checkout\"\n  button \"Pay\"\n\ntask \"Pay\"\n  start \"Checkout\"\n  button \"Pay\"\n", 2,
            [
                "x.flow:6:3: error: 'button' describes a screen, but this line is inside a task [misplaced-line]",
                "x.flow:6:3: note: declare elements under a 'screen' line; a task names them with 'activate', 'choose' or 'find'",
            ]),
        Entry(
            "a duplicate task", ok + "\n" + "task \"Pay\"\n  start \"Checkout\"\n  activate \"Pay\"\n", 2,
            [
                "x.flow:9:6: error: task 'Pay' is declared twice [duplicate-task]",
                "x.flow:5:6: note: first declared here",
                "x.flow:9:6: note: give each task its own name",
            ]),
        Entry(
            "an unknown profile in expect and in waive",
            ok + "  expect voicover at most 2 steps\n  waive braille \"not yet\"\n", 2,
            [
                "x.flow:8:10: error: unknown profile 'voicover' [unknown-profile]",
                "x.flow:8:10: note: did you mean 'voiceover'?",
                "x.flow:9:9: error: unknown profile 'braille' [unknown-profile]",
                "x.flow:9:9: note: profiles: touch, voiceover, voice-control, switch-control, keyboard, pointer, larger-text",
            ]),
        Entry(
            "every error in one run",
            "scren \"A\"\nscreen \"B\"\n  buton \"x\"\n  button \"Pay\" size 44x\n  text \"a\\qb\"\n\n"
                + "task \"T\"\n  start \"Nowhere\"\n  tap \"Pay\"\n", 2,
            [
                "x.flow:1:1: error: expected 'screen' or 'task', found 'scren' [unknown-top-level]",
                "x.flow:1:1: note: did you mean 'screen'?",
                "x.flow:3:3: error: expected an element kind, found 'buton' [unknown-kind]",
                "x.flow:3:3: note: did you mean 'button'?",
                "x.flow:4:21: error: malformed size '44x' [malformed-size]",
                "x.flow:4:21: note: write the size in points as WIDTHxHEIGHT, for example 'size 44x44'",
                "x.flow:5:10: error: invalid escape in a string [invalid-escape]",
                "x.flow:5:10: note: only \\\" and \\\\ are escapes; write other characters as they are",
                "x.flow:8:9: error: unknown screen 'Nowhere' [unknown-screen]",
                "x.flow:8:9: note: declare it with 'screen \"Nowhere\"' in one of the program's files",
                "x.flow:9:3: error: expected a task line, found 'tap' [unknown-step]",
                "x.flow:9:3: note: did you mean 'type'?",
            ]),
    ]

    /// Valid files whose tasks go round in circles or never get there.
    static let navigation: [Entry] = [
        Entry(
            "a -> cycle A, B, A gone round twice",
            """
            screen "A"
              header "A"
              button "To B" -> "B"

            screen "B"
              header "B"
              button "To A" -> "A"

            task "Round twice"
              start "A"
              activate "To B"
              activate "To A"
              activate "To B"
              activate "To A"

            """, 0),
        Entry(
            "a task whose target is on a screen no step opens",
            "screen \"A\"\n  header \"A\"\n  button \"Go\"\n\nscreen \"B\"\n  header \"B\"\n  button \"Pay\"\n\n"
                + "task \"Pay\"\n  start \"A\"\n  activate \"Pay\"\n", 2,
            [
                "x.flow:11:12: error: nothing on screen 'A' offers 'Pay' [unknown-name]",
                "x.flow:11:12: note: screen 'B' has it; no earlier step of this task opens that screen",
                "x.flow:11:12: note: did you mean 'A'?",
            ]),
        Entry(
            "a valid file whose every task is unreachable", onlyACustomAction, 1,
            [
                "x.flow:6:6: error: 'Pay' is blocked for Voice Control: Hidden Action [task-blocked]",
                "x.flow:3:3: note: Hidden Action: \"Show actions for\" has no visible cue",
                "x.flow:6:6: note: see 'flowmap explain hidden-action' for the fix, or write 'waive voice-control hidden-action on \"Total\" \"reason\"' to accept it",
                "x.flow:6:6: error: 'Pay' is unreachable for Touch: Hidden Action [task-unreachable]",
                "x.flow:4:5: note: Hidden Action: a custom action has no visible control",
                "x.flow:6:6: note: see 'flowmap explain hidden-action' for the fix, or write 'waive touch hidden-action on \"Total\" \"reason\"' to accept it",
                "x.flow:6:6: error: 'Pay' is unreachable for Pointer: Hidden Action [task-unreachable]",
                "x.flow:4:5: note: Hidden Action: a custom action has no visible control",
                "x.flow:6:6: note: see 'flowmap explain hidden-action' for the fix, or write 'waive pointer hidden-action on \"Total\" \"reason\"' to accept it",
                "x.flow:6:6: error: 'Pay' is unreachable for Larger Text: Hidden Action [task-unreachable]",
                "x.flow:4:5: note: Hidden Action: a custom action has no visible control",
                "x.flow:6:6: note: see 'flowmap explain hidden-action' for the fix, or write 'waive larger-text hidden-action on \"Total\" \"reason\"' to accept it",
            ]),
        Entry(
            "an input error and a blocked task: 2 wins", Flows.blockedWithSyntaxError, 2,
            [
                "x.flow:5:3: error: expected an element kind, found 'buton' [unknown-kind]",
                "x.flow:5:3: note: did you mean 'button'?",
            ]),
    ]
}

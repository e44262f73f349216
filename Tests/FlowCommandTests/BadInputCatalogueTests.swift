import FlowSyntax
import Foundation
import Testing

/// The bad-input catalogue: malformed and hostile `.flow` files, each with the exit status and
/// the exact diagnostics `flowmap check --diagnostics short` gives for it. Whatever the input,
/// flowmap returns (no crash, no hang), prints only `path:line:col: severity: …` lines, and a
/// run that fails with status 2 leaves an existing report folder byte for byte as it was.
@Suite struct BadInputCatalogueTests {
    /// One catalogue entry: the file's exact bytes, and what `check` says about it.
    struct Entry: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        /// 0 or 1 for valid (if odd) input, 2 for an error in the input.
        let status: Int32
        /// Every line on standard error, notes included, for the file checked as `x.flow`.
        let diagnostics: [String]

        init(_ name: String, _ bytes: [UInt8], _ status: Int32, _ diagnostics: [String] = []) {
            self.name = name
            self.bytes = bytes
            self.status = status
            self.diagnostics = diagnostics
        }

        init(_ name: String, _ text: String, _ status: Int32, _ diagnostics: [String] = []) {
            self.init(name, Array(text.utf8), status, diagnostics)
        }

        var testDescription: String { name }
    }

    // MARK: Inputs the entries share

    /// One screen and one task that is ok for every profile.
    static let ok = Flows.ok

    /// `ok` cut where `marker` first starts, plus `extra` bytes.
    static func ok(cutAt marker: String, keeping extra: Int = 0) -> [UInt8] {
        let start = ok.range(of: marker)!.lowerBound
        return Array(ok.utf8.prefix(ok.utf8.distance(from: ok.startIndex, to: start) + extra))
    }

    /// A screen with groups nested `levels` deep, one per line.
    static func nested(_ levels: Int) -> String {
        "screen \"Deep\"\n" + (1...levels).map { String(repeating: "  ", count: $0) + "group \"G\($0)\"\n" }.joined()
    }

    static let tenKilobytes = String(repeating: "x", count: 10 * 1024)
    static let twoMegabytes = String(repeating: "y", count: 2 * 1024 * 1024)

    /// A task that can only be done through a custom action: unreachable for Touch, Pointer
    /// and Larger Text, blocked for Voice Control.
    static let onlyACustomAction = """
        screen "Checkout"
          header "Checkout"
          text "Total"
            action "Pay"

        task "Pay"
          start "Checkout"
          activate "Pay"

        """

    // MARK: The catalogue

    static let entries: [Entry] = frontEnd + truncated + lineEnds + indentation + characters + encoding + names
        + sizes + structure + navigation + newcomers + screenWords

    /// The front end issue's list.
    static let frontEnd: [Entry] = [
        Entry(
            "an unterminated string", "screen \"Cart\n  header \"Cart\"\n", 2,
            [
                "x.flow:1:8: error: unterminated string [unterminated-string]",
                "x.flow:1:8: note: add the closing quote \" before the end of the line",
            ]),
        Entry(
            "a tab in the indentation", "screen \"Cart\"\n\theader \"Cart\"\n", 2,
            [
                "x.flow:2:1: error: tab in indentation [tab-indent]",
                "x.flow:2:1: note: indent with two spaces per level",
            ]),
        Entry(
            "an unknown kind", "screen \"Cart\"\n  buton \"Pay\"\n", 2,
            [
                "x.flow:2:3: error: expected an element kind, found 'buton' [unknown-kind]",
                "x.flow:2:3: note: did you mean 'button'?",
            ]),
        Entry(
            "an unknown screen after ->", "screen \"Cart\"\n  button \"Pay\" -> \"Checkout\"\n", 2,
            [
                "x.flow:2:19: error: unknown screen 'Checkout' [unknown-screen]",
                "x.flow:2:19: note: declare it with 'screen \"Checkout\"' in one of the program's files",
            ]),
        Entry(
            "an unknown start screen",
            "screen \"Cart\"\n  button \"Pay\"\n\ntask \"Pay\"\n  start \"Checkout\"\n  activate \"Pay\"\n", 2,
            [
                "x.flow:5:9: error: unknown screen 'Checkout' [unknown-screen]",
                "x.flow:5:9: note: declare it with 'screen \"Checkout\"' in one of the program's files",
            ]),
        Entry(
            "a duplicate screen", "screen \"Cart\"\n  header \"Cart\"\nscreen \"Cart\"\n  header \"Cart\"\n", 2,
            [
                "x.flow:3:8: error: screen 'Cart' is declared twice [duplicate-screen]",
                "x.flow:1:8: note: first declared here",
                "x.flow:3:8: note: give each screen its own name, or merge the two",
            ]),
        Entry(
            "a dedent to a level that was never opened",
            "screen \"Cart\"\n  group \"G\"\n    text \"a\"\n   text \"b\"\n", 2,
            [
                "x.flow:4:4: error: indentation of 3 spaces does not match any open level [bad-indent]",
                "x.flow:4:4: note: indent two spaces per level",
            ]),
        Entry(
            "an unknown element in a task",
            "screen \"Cart\"\n  button \"Pay\"\n\ntask \"Pay\"\n  start \"Cart\"\n  activate \"Nope\"\n", 2,
            ["x.flow:6:12: error: nothing on screen 'Cart' offers 'Nope' [unknown-name]"]),
        Entry(
            "a malformed size (one number)", "screen \"Cart\"\n  button \"Pay\" size 44\n", 2,
            [
                "x.flow:2:21: error: malformed size '44' [malformed-size]",
                "x.flow:2:21: note: write the size in points as WIDTHxHEIGHT, for example 'size 44x44'",
            ]),
        Entry(
            "invalid UTF-8 in a string", Array("screen \"Ca".utf8) + [0xFF] + Array("rt\"\n".utf8), 2,
            ["x.flow:1:11: error: invalid UTF-8 in a string [invalid-utf8]"]),
        Entry(
            "a NUL byte between tokens", Array("screen \"Cart\"".utf8) + [0x00, 0x0A], 2,
            ["x.flow:1:14: error: NUL byte in the source [nul-byte]"]),
    ]

    /// Files cut short, as an interrupted write or a bad merge leaves them.
    static let truncated: [Entry] = [
        Entry(
            "truncated in the middle of a string", ok(cutAt: "Pay\"\n\ntask", keeping: 2), 2,
            [
                "x.flow:3:10: error: unterminated string [unterminated-string]",
                "x.flow:3:10: note: add the closing quote \" before the end of the line",
            ]),
        Entry(
            "truncated in the middle of a keyword", ok(cutAt: "ate \"Pay\""), 2,
            [
                "x.flow:7:3: error: expected a task line, found 'activ' [unknown-step]",
                "x.flow:7:3: note: task lines: start, activate, choose, find, expect, waive, back, adjust, type",
            ]),
        Entry(
            "truncated right after ->", "screen \"Checkout\"\n  button \"Pay\" ->", 2,
            [
                "x.flow:2:18: error: expected a string after '->', found end of line [expected-token]",
                "x.flow:2:18: note: names and text are written in double quotes",
            ]),
        Entry(
            "truncated after task \"T\" with no steps", "screen \"Checkout\"\n  button \"Pay\"\n\ntask \"T\"", 2,
            [
                "x.flow:4:6: error: task 'T' has no 'start' line [missing-start]",
                "x.flow:4:6: note: begin the task with 'start \"Screen\"', the screen it starts on",
            ]),
        Entry(
            "truncated after start", "screen \"Checkout\"\n  button \"Pay\"\n\ntask \"T\"\n  start", 2,
            [
                "x.flow:5:8: error: expected a string after 'start', found end of line [expected-token]",
                "x.flow:5:8: note: names and text are written in double quotes",
            ]),
        Entry(
            "an unterminated string at the very end, no newline", "screen \"Checkout", 2,
            [
                "x.flow:1:8: error: unterminated string [unterminated-string]",
                "x.flow:1:8: note: add the closing quote \" before the end of the line",
            ]),
        Entry(
            "a UTF-8 sequence cut by the end of the file", Array("screen \"".utf8) + [0xC3], 2,
            ["x.flow:1:9: error: invalid UTF-8 in a string [invalid-utf8]"]),
    ]

    /// Line ends: `\r\n` is a line end, a lone `\r` is not.
    static let lineEnds: [Entry] = [
        Entry("CRLF line ends", ok.replacingOccurrences(of: "\n", with: "\r\n"), 0),
        Entry(
            "CRLF line ends, columns of an error", "screen \"A\"\r\n  buton \"B\"\r\n", 2,
            [
                "x.flow:2:3: error: expected an element kind, found 'buton' [unknown-kind]",
                "x.flow:2:3: note: did you mean 'button'?",
            ]),
        Entry(
            "CRLF after an unterminated string", "screen \"A\r\n  button \"B\"\r\n", 2,
            [
                "x.flow:1:8: error: unterminated string [unterminated-string]",
                "x.flow:1:8: note: add the closing quote \" before the end of the line",
            ]),
        // The whole file is one line, and a line gets one lexical error.
        Entry(
            "lone CR line ends", ok.replacingOccurrences(of: "\n", with: "\r"), 2,
            [
                "x.flow:1:18: error: carriage return without a line feed [stray-carriage-return]",
                "x.flow:1:18: note: save the file with \\n or \\r\\n line ends",
            ]),
        Entry(
            "a file of only \\r", "\r", 2,
            [
                "x.flow:1:1: error: carriage return without a line feed [stray-carriage-return]",
                "x.flow:1:1: note: save the file with \\n or \\r\\n line ends",
            ]),
        Entry("a file of only \\r\\n pairs", "\r\n\r\n\r\n", 0),
        Entry(
            "a lone \\r in a string and between tokens",
            "screen \"Checkout\"\n  header \"Check\rout\"\n  button \"Pay\" \r size 44x44\n", 2,
            [
                "x.flow:2:16: error: carriage return without a line feed [stray-carriage-return]",
                "x.flow:2:16: note: save the file with \\n or \\r\\n line ends",
                "x.flow:3:16: error: carriage return without a line feed [stray-carriage-return]",
                "x.flow:3:16: note: save the file with \\n or \\r\\n line ends",
            ]),
        Entry(
            "\\r\\r\\n", "screen \"A\"\r\r\n  button \"B\"\n", 2,
            [
                "x.flow:1:11: error: carriage return without a line feed [stray-carriage-return]",
                "x.flow:1:11: note: save the file with \\n or \\r\\n line ends",
            ]),
        Entry(
            "a comment ending in a lone \\r at the end of the file", "screen \"A\"\n# c\r", 2,
            [
                "x.flow:2:4: error: carriage return without a line feed [stray-carriage-return]",
                "x.flow:2:4: note: save the file with \\n or \\r\\n line ends",
            ]),
    ]

    static let indentation: [Entry] = [
        Entry(
            "mixed 2- and 4-space indentation", "screen \"Checkout\"\n    header \"Checkout\"\n  button \"Pay\"\n", 2,
            [
                "x.flow:2:1: error: line is indented 2 levels under the line it belongs to [over-indent]",
                "x.flow:2:1: note: indent two spaces per level: this line belongs at 2 spaces",
            ]),
        Entry(
            "4 spaces more under a group",
            "screen \"Checkout\"\n  group \"G\"\n      text \"a\"\n  button \"Pay\"\n", 2,
            [
                "x.flow:3:1: error: line is indented 2 levels under the line it belongs to [over-indent]",
                "x.flow:3:1: note: indent two spaces per level: this line belongs at 4 spaces",
            ]),
        Entry(
            "spaces then a tab on one line", "screen \"Checkout\"\n  \theader \"Checkout\"\n  button \"Pay\"\n", 2,
            [
                "x.flow:2:3: error: tab in indentation [tab-indent]",
                "x.flow:2:3: note: indent with two spaces per level",
            ]),
        Entry(
            "space, tab, space", "screen \"Checkout\"\n \t header \"Checkout\"\n  button \"Pay\"\n", 2,
            [
                "x.flow:2:2: error: tab in indentation [tab-indent]",
                "x.flow:2:2: note: indent with two spaces per level",
            ]),
        Entry(
            "an odd number of spaces", "screen \"Checkout\"\n   header \"Checkout\"\n", 2,
            [
                "x.flow:2:4: error: indentation of 3 spaces does not match any open level [bad-indent]",
                "x.flow:2:4: note: indent two spaces per level",
            ]),
        Entry("64 levels of nesting, the limit", nested(64), 0),
        Entry(
            "65 levels of nesting, one over the limit", nested(65), 2,
            [
                "x.flow:66:1: error: line is nested 65 levels deep; flowmap allows at most 64 [too-deep]",
                "x.flow:66:1: note: split the screen into smaller groups",
            ]),
        Entry(
            "2,000 levels of nesting: one error", nested(2000), 2,
            [
                "x.flow:66:1: error: line is nested 65 levels deep; flowmap allows at most 64 [too-deep]",
                "x.flow:66:1: note: split the screen into smaller groups",
            ]),
        Entry(
            "a no-break space in the indentation", "screen \"A\"\n \u{A0}button \"Pay\"\n", 2,
            [
                #"x.flow:2:2: error: unexpected character '\u{A0}' [unexpected-character]"#,
                "x.flow:2:2: note: names and text go in double quotes",
            ]),
    ]

    /// Characters that cannot stand where they stand.
    static let characters: [Entry] = [
        Entry(
            "typographic quotes “Pay”", "screen \"Checkout\"\n  button “Pay”\n", 2,
            [
                "x.flow:2:10: error: typographic quote where a string should start [unexpected-character]",
                "x.flow:2:10: note: use straight double quotes: \"…\"",
            ]),
        Entry(
            "typographic quotes in a step",
            "screen \"Checkout\"\n  button \"Pay\"\n\ntask \"Pay\"\n  start \"Checkout\"\n  activate “Pay”\n", 2,
            [
                "x.flow:6:12: error: typographic quote where a string should start [unexpected-character]",
                "x.flow:6:12: note: use straight double quotes: \"…\"",
            ]),
        Entry(
            "single typographic quotes ‘Pay’", "screen \"Checkout\"\n  button ‘Pay’\n", 2,
            [
                "x.flow:2:10: error: unexpected character '‘' [unexpected-character]",
                "x.flow:2:10: note: names and text go in double quotes",
            ]),
        Entry(
            "expect … at most -1 steps",
            "screen \"Checkout\"\n  button \"Pay\"\n\ntask \"Pay\"\n  start \"Checkout\"\n  activate \"Pay\"\n"
                + "  expect touch at most -1 steps\n", 2,
            ["x.flow:7:24: error: unexpected character '-' [unexpected-character]"]),
        Entry(
            "an escape sequence between tokens", "screen \"A\" \u{1B}[31m\n", 2,
            [#"x.flow:1:12: error: unexpected control character '\u{1B}' [unexpected-character]"#]),
        // Printed as it is, U+202E would show the rest of the diagnostic right to left.
        Entry(
            "a right-to-left override between tokens", "screen \"A\"\n  button \"Pay\" \u{202E}\n", 2,
            [
                #"x.flow:2:16: error: unexpected character '\u{202E}' [unexpected-character]"#,
                "x.flow:2:16: note: names and text go in double quotes",
            ]),
        Entry(
            "an invalid escape in a string", "screen \"a\\qb\"\n", 2,
            [
                "x.flow:1:10: error: invalid escape in a string [invalid-escape]",
                "x.flow:1:10: note: only \\\" and \\\\ are escapes; write other characters as they are",
            ]),
    ]

    /// The help of a screen word out of its place (Parser.screenWordOrder, worded here again so
    /// that a change to it is seen).
    static let screenWordOrder =
        "a screen's words come in this order: screen \"Name\" [scrolls] [alert | sheet [medium]] [focus \"Element\"]"

    /// A screen's words in the wrong order: each word out of its place gets the order as help.
    static let screenWords: [Entry] = [
        Entry(
            "screen \"A\" sheet scrolls", "screen \"A\" sheet scrolls\n", 2,
            ["x.flow:1:18: error: expected end of line, found 'scrolls' [expected-token]", "x.flow:1:18: note: " + screenWordOrder]),
        Entry(
            "screen \"A\" focus \"B\" scrolls", "screen \"A\" focus \"B\" scrolls\n  text \"B\"\n", 2,
            [
                "x.flow:1:22: error: expected end of line, found 'scrolls' [expected-token]",
                "x.flow:1:22: note: 'focus' is written last; " + screenWordOrder,
            ]),
        Entry(
            "screen \"A\" focus \"B\" sheet", "screen \"A\" focus \"B\" sheet\n  text \"B\"\n", 2,
            [
                "x.flow:1:22: error: expected end of line, found 'sheet' [expected-token]",
                "x.flow:1:22: note: 'focus' is written last; " + screenWordOrder,
            ]),
        Entry(
            "screen \"A\" medium sheet", "screen \"A\" medium sheet\n", 2,
            [
                "x.flow:1:12: error: 'medium' is the detent of a sheet, but this screen is no sheet [expected-token]",
                "x.flow:1:12: note: write it right after 'sheet'; " + screenWordOrder,
            ]),
        Entry(
            "screen \"A\" sheet focus \"B\" medium", "screen \"A\" sheet focus \"B\" medium\n  text \"B\"\n", 2,
            [
                "x.flow:1:28: error: expected end of line, found 'medium' [expected-token]",
                "x.flow:1:28: note: 'focus' is written last; " + screenWordOrder,
            ]),
        Entry(
            "screen \"A\" alert sheet", "screen \"A\" alert sheet\n", 2,
            ["x.flow:1:18: error: expected end of line, found 'sheet' [expected-token]", "x.flow:1:18: note: " + screenWordOrder]),
        Entry(
            "screen \"A\" focus \"B\" focus \"B\"", "screen \"A\" focus \"B\" focus \"B\"\n  text \"B\"\n", 2,
            [
                "x.flow:1:22: error: expected end of line, found 'focus' [expected-token]",
                "x.flow:1:22: note: 'focus' is written last; " + screenWordOrder,
            ]),
    ]

    /// Bytes that are not UTF-8, and the byte-order mark.
    static let encoding: [Entry] = [
        Entry(
            "a NUL inside a string", Array("screen \"Check".utf8) + [0x00] + Array("out\"\n".utf8), 2,
            ["x.flow:1:14: error: NUL byte in a string [nul-byte]"]),
        Entry(
            "invalid UTF-8 inside a comment", Array("# caf".utf8) + [0xE9] + Array("\nscreen \"Checkout\"\n".utf8), 2,
            ["x.flow:1:6: error: invalid UTF-8 in a comment [invalid-utf8]"]),
        Entry(
            "an overlong encoding (C0 80)", Array("screen \"A".utf8) + [0xC0, 0x80] + Array("\"\n".utf8), 2,
            ["x.flow:1:10: error: invalid UTF-8 in a string [invalid-utf8]"]),
        Entry(
            "a UTF-16 surrogate in UTF-8 (ED A0 80)",
            Array("screen \"A".utf8) + [0xED, 0xA0, 0x80] + Array("\"\n".utf8), 2,
            ["x.flow:1:10: error: invalid UTF-8 in a string [invalid-utf8]"]),
        Entry(
            "a lone continuation byte between tokens", Array("screen \"A\" ".utf8) + [0x80] + Array(" x\n".utf8), 2,
            ["x.flow:1:12: error: invalid UTF-8 [invalid-utf8]"]),
        Entry("a byte-order mark", [0xEF, 0xBB, 0xBF] + Array(ok.utf8), 0),
        Entry("only a byte-order mark", [0xEF, 0xBB, 0xBF], 0),
        Entry(
            "a byte-order mark is not counted in columns",
            [0xEF, 0xBB, 0xBF] + Array("screen \"Checkout\" x\n".utf8), 2,
            [
                "x.flow:1:19: error: expected end of line, found 'x' [expected-token]",
                "x.flow:1:19: note: " + screenWordOrder,
            ]),
        Entry(
            "a byte-order mark before indentation", [0xEF, 0xBB, 0xBF] + Array("  screen \"A\"\n".utf8), 2,
            [
                "x.flow:1:1: error: the first line of a file cannot be indented [over-indent]",
                "x.flow:1:1: note: indent two spaces per level: this line belongs at 0 spaces",
            ]),
        Entry(
            "two byte-order marks", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("screen \"A\"\n".utf8), 2,
            [
                #"x.flow:1:1: error: unexpected character '\u{FEFF}' [unexpected-character]"#,
                "x.flow:1:1: note: names and text go in double quotes",
            ]),
        Entry(
            "a byte-order mark at the start of a later line",
            Array("screen \"A\"\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("  button \"Pay\"\n".utf8), 2,
            [
                #"x.flow:2:1: error: unexpected character '\u{FEFF}' [unexpected-character]"#,
                "x.flow:2:1: note: names and text go in double quotes",
            ]),
    ]

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

    // MARK: Running an entry

    /// What an earlier, successful run left in the report folder.
    static let previousReport = Array("# x.flow\n\nthe report of an earlier run\n".utf8)

    @Test(.timeLimit(.minutes(1)), arguments: entries)
    func checkGivesItsStatusAndDiagnostics(entry: Entry) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", bytes: entry.bytes)

        let check = Flowmap(["check", "--diagnostics", "short", "x.flow"], in: folder.path)
        #expect(check.status == entry.status, "\(check.errors.prefix(2000))")
        #expect(check.errorLines == entry.diagnostics)
        #expect(check.output == "")
        Self.expectDiagnosticLines(check.errorLines, status: check.status)

        // The rich rendering of the same diagnostics starts each one with the same line.
        let rich = Flowmap(["check", "--diagnostics", "rich", "x.flow"], in: folder.path)
        #expect(rich.status == entry.status)
        let headers = check.errorLines.filter { !$0.contains(": note: ") }
        #expect(rich.errorLines.filter { $0.hasPrefix("x.flow:") } == headers)

        // A report folder written by an earlier run.
        try folder.write("out/x.md", bytes: Self.previousReport)
        try folder.write("out/index.md", bytes: Self.previousReport)
        let before = folder.snapshot()
        let compile = Flowmap(["compile", "--diagnostics", "short", "--output", "out", "x.flow"], in: folder.path)
        #expect(compile.status == entry.status)
        #expect(compile.output == "")
        if entry.status == 2 {
            // Nothing lost: the earlier report is still there, byte for byte.
            #expect(compile.errorLines == check.errorLines)
            #expect(folder.snapshot() == before)
        } else {
            // Written in full, and only inside the report folder.
            #expect(Set(folder.snapshot().keys) == ["x.flow", "out/x.md", "out/index.md", "out/.flowmap-reports"])
            #expect(folder.read("out/x.md")?.hasPrefix("# x.flow\n") == true)
            #expect(folder.read("out/index.md")?.hasPrefix("# flowmap index\n") == true)
        }
    }

    /// Each line is `x.flow:LINE:COL: error|warning: MESSAGE [id]` with a known id, or a note;
    /// status 2 comes with at least one error in the input, status 0 with no error at all.
    static func expectDiagnosticLines(
        _ lines: [String], status: Int32, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var ids: [DiagnosticID] = []
        for line in lines {
            guard let (severity, id) = parse(line) else {
                Issue.record("not a diagnostic line: \(line.prefix(300))", sourceLocation: sourceLocation)
                continue
            }
            if severity == "error", let id { ids.append(id) }
        }
        let navigatorErrors: Set<DiagnosticID> = [.problem(.taskBlocked), .problem(.taskUnreachable), .problem(.expectationFailed)]
        switch status {
        case 2: #expect(ids.contains { !navigatorErrors.contains($0) }, sourceLocation: sourceLocation)
        case 1: #expect(!ids.isEmpty && ids.allSatisfy(navigatorErrors.contains), sourceLocation: sourceLocation)
        default: #expect(ids.isEmpty, sourceLocation: sourceLocation)
        }
    }

    /// The severity and id of a short-form line, or nil when it is not one. Notes have no id.
    static func parse(_ line: String) -> (severity: String, id: DiagnosticID?)? {
        let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "x.flow", let row = Int(parts[1]), row >= 1, let column = Int(parts[2]),
            column >= 1
        else { return nil }
        let rest = parts[3]
        if rest.hasPrefix(" note: ") { return ("note", nil) }
        for severity in ["error", "warning"] where rest.hasPrefix(" \(severity): ") {
            guard rest.hasSuffix("]"), let open = rest.range(of: " [", options: .backwards) else { return nil }
            let id = rest[open.upperBound..<rest.index(before: rest.endIndex)]
            return DiagnosticID(rawValue: String(id)).map { (severity, $0) }
        }
        return nil
    }

    @Test func theCatalogueHasAtLeastFortyEntriesWithDistinctNames() {
        #expect(Self.entries.count >= 40)
        #expect(Set(Self.entries.map(\.name)).count == Self.entries.count)
    }

    // MARK: What the reports of odd names look like

    @Test func namesLikePathsStayInsideTheReportFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.makeFolder("work")
        try folder.write("work/x.flow", Self.pathNames)
        Flowmap(["--output", "out", "x.flow"], in: folder.path + "/work").expectStatus(0)
        #expect(Set(folder.snapshot().keys) == ["work/x.flow", "work/out/x.md", "work/out/index.md", "work/out/.flowmap-reports"])
        let report = try #require(folder.read("work/out/x.md"))
        #expect(report.contains("## ../../t\n"))
        #expect(report.contains("Starts on **../../x**"))
    }

    @Test func markupInANameIsEscapedInEveryReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Self.markup)
        let stdout = Flowmap(["x.flow"], in: folder.path)
        stdout.expectStatus(0)
        Flowmap(["--output", "out", "x.flow"], in: folder.path).expectStatus(0)
        for report in [stdout.output, try #require(folder.read("out/x.md"))] {
            #expect(report.contains(#"a \| \`b\` &lt;script&gt;alert(1)&lt;/script&gt;"#))
            #expect(!report.contains("<script>"))
            #expect(!report.contains("`b`"))
            MarkdownTables.expectWellFormed(report)
        }
    }

    // MARK: The very large ones

    /// Compiling 100,000 tasks takes seconds in a debug build, so it runs only in release
    /// (`swift test -c release -Xswiftc -enable-testing --filter BadInputCatalogue`).
    static var isReleaseBuild: Bool {
        #if DEBUG
            false
        #else
            true
        #endif
    }

    /// `ok`'s screen with `count` tasks, task `i` named "Pay i", at line 5 + 4i.
    static func manyTasks(_ count: Int) -> String {
        "screen \"Checkout\"\n  header \"Checkout\"\n  button \"Pay\"\n\n"
            + (0..<count).map { "task \"Pay \($0)\"\n  start \"Checkout\"\n  activate \"Pay\"\n\n" }.joined()
    }

    @Test(.enabled(if: isReleaseBuild, "100,000 tasks take seconds in a debug build"), .timeLimit(.minutes(2)))
    func oneHundredThousandTasksInOneFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Self.manyTasks(100_000))
        let valid = Flowmap(["check", "--diagnostics", "short", "x.flow"], in: folder.path)
        #expect(valid.status == 0)
        #expect(valid.errors == "")

        // The same file with a second "Pay 7" at its end, and a report from an earlier run.
        let again = "task \"Pay 7\"\n  start \"Checkout\"\n  activate \"Pay\"\n"
        try folder.write("x.flow", Self.manyTasks(100_000) + again)
        try folder.write("out/x.md", bytes: Self.previousReport)
        let before = folder.snapshot()
        let broken = Flowmap(["--diagnostics", "short", "--output", "out", "x.flow"], in: folder.path)
        #expect(broken.status == 2)
        #expect(
            broken.errorLines == [
                "x.flow:400005:6: error: task 'Pay 7' is declared twice [duplicate-task]",
                "x.flow:33:6: note: first declared here",
            ])
        #expect(folder.snapshot() == before)
    }
}

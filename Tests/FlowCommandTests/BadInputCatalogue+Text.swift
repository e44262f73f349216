import FlowSyntax
import Foundation
import Testing

/// The catalogue's entries about the text itself: the front end, files cut short, line ends,
/// indentation, characters, the words of a screen line and encodings.
extension BadInputCatalogueTests {
    /// The front end's cases: strings, keywords, attributes and steps written wrong.
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
}

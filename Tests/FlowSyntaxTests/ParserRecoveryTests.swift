import Testing
import FlowSyntax

/// How the parser carries on after an error: at most one syntax error per line, lines under a
/// line it could not read skipped silently, every other line still read.
@Suite struct ParserRecoveryTests {
    static func parse(_ text: String) -> (syntax: FileSyntax, diagnostics: [Diagnostic], located: [String]) {
        let file = SourceFile(path: "a.flow", text: text)
        let (syntax, unsorted) = Parser.parse(file, index: 0)
        // The lexer's diagnostics come before the parser's; put them in reading order.
        let diagnostics = Diagnostic.sorted(unsorted, in: SourceSet([file]))
        let table = LineIndex(file.bytes)
        let located = diagnostics.map {
            let (line, column) = table.location(of: $0.span.start)
            return "\(line):\(column) \($0.id.rawValue)"
        }
        return (syntax, diagnostics, located)
    }

    static func elementTexts(_ syntax: FileSyntax, screen: Int = 0) -> [String] {
        guard screen < syntax.screens.count else { return [] }
        return syntax.screens[screen].elements.map { $0.text?.text ?? $0.icon?.text ?? "-" }
    }

    // MARK: Edge cases

    @Test func emptyFileIsAValidEmptyProgram() {
        let (syntax, diagnostics, _) = Self.parse("")
        #expect(diagnostics.isEmpty)
        #expect(syntax.screens.isEmpty && syntax.tasks.isEmpty)
    }

    @Test func errorAtTheEndOfAFileWithoutALineEnd() {
        #expect(Self.parse("screen \"A\"\n  text \"B\" label").located == ["2:17 expected-token"])
        #expect(Self.parse("screen \"A\"\n  button \"Go\" ->").located == ["2:17 expected-token"])
        #expect(Self.parse("task \"T\"\n  start \"A\"\n  expect voiceover at most 3").located == ["3:29 expected-token"])
        let unterminated = Self.parse("screen \"A")
        #expect(unterminated.located == ["1:8 unterminated-string"])
        // The string runs to the end of the file, so the screen is still declared.
        #expect(unterminated.syntax.screens.map(\.name.text) == ["A"])
    }

    @Test func aMissingOrUnknownWordOfAClosedSetListsOrSuggestsTheWords() {
        let cases: [(String, String, String)] = [
            ("  image \"a\" edge", "expected an edge after 'edge', found end of line", "edges: top, bottom, leading, trailing"),
            ("  image \"a\" edge bottm", "unknown edge 'bottm'", "did you mean 'bottom'?"),
            ("  image \"a\" gesture", "expected a gesture after 'gesture', found end of line", "gestures: "),
            ("  image \"a\" gesture wave \"Hi\"", "unknown gesture 'wave'", "gestures: "),
        ]
        for (line, message, help) in cases {
            let diagnostics = Self.parse("screen \"A\"\n" + line + "\n").diagnostics
            #expect(diagnostics.map(\.message) == [message], "\(line)")
            #expect(diagnostics.first?.help?.hasPrefix(help) == true, "\(line): \(diagnostics.first?.help ?? "no help")")
        }
    }

    @Test func multiByteTextBeforeAnErrorGivesTheRightColumn() {
        #expect(Self.parse("screen \"Café · 3 €\" scrollz\n").located == ["1:21 expected-token"])
        #expect(Self.parse("screen \"A\"\n  text \"🍵 Tea\" colour \"x\"\n").located == ["2:16 unknown-attribute"])
        #expect(Self.parse("screen \"A\"\n  button \"日本語\" -> Menu\n").located == ["2:19 expected-token"])
    }

    @Test func messagesCutLongStringsBetweenScalars() throws {
        let text = "screen \"A\" \"xx" + String(repeating: "€", count: 20) + "\"\n"
        let diagnostic = try #require(Self.parse(text).diagnostics.first)
        #expect(!diagnostic.message.contains("\u{FFFD}"), "\(diagnostic.message)")
        #expect(diagnostic.message.hasSuffix("€…"), "\(diagnostic.message)")
    }

    @Test func anIndentedFirstLine() throws {
        let (syntax, diagnostics, located) = Self.parse("  screen \"A\"\n    text \"B\"\nscreen \"C\"\n")
        #expect(located == ["1:1 over-indent"])
        #expect(diagnostics.first?.message == "the first line of a file cannot be indented")
        #expect(syntax.screens.map(\.name.text) == ["C"])
    }

    // MARK: How many errors

    /// Two syntax errors on one line: only the first is reported. A lexical error counts as
    /// the first (the lexer reads the whole line before the parser does).
    @Test func oneSyntaxErrorPerLine() {
        let (_, diagnostics, located) = Self.parse(
            """
            screen "A" "B" "C"
              buton "Go" colour "x"
              text "A" colour size 3
              text "B" hiden @
              text "C" label label
            task "T" "U" "V"
              start "A" "B"
              activate in in

            """)
        #expect(
            located == [
                "1:12 expected-token", "2:3 unknown-kind", "3:12 unknown-attribute", "4:18 unexpected-character",
                "5:18 expected-token", "6:10 expected-token", "7:13 expected-token", "8:12 expected-token",
            ])
        #expect(diagnostics.count == 8)
    }

    @Test func errorsOnDifferentLinesAreAllReportedInOneRun() {
        let (syntax, _, located) = Self.parse(
            """
            scren "A"
            screen "B"
              buton "Go"
              text "Tea" hiden
              text "Milk" size 3
               text "Odd"
              text "Cake
            task "T"
              tap "Go"
              expect voiceover at most lots steps

            """)
        #expect(
            located == [
                "1:1 unknown-top-level", "3:3 unknown-kind", "4:14 unknown-attribute", "5:20 malformed-size",
                "6:4 bad-indent", "7:8 unterminated-string", "9:3 unknown-step", "10:28 malformed-count",
            ])
        // What could be read was read.
        #expect(Self.elementTexts(syntax) == ["Tea", "Milk", "Cake"])
        #expect(syntax.tasks.map(\.name.text) == ["T"])
    }

    /// Junk in every place a line can stand: never more than one error, always on the junk line.
    @Test(arguments: [
        ",", "->", "-> ->", "\"x\"", "when", "when voiceover when voiceover", "icon", "icon \"x\"", "size",
        "traits ,", "input \"a\",", "gesture", "gesture \"x\"", "edge", "action", "label label", "expect",
        "expect voiceover at most", "activate icon", "choose \"a\" in", "screen", "task", "start", "@", "x y z",
        "button icon", "when voiceover", "start \"a\" \"b\"", "text \"a\" text", "swipe-action \"a\" ->",
    ])
    func junkLinesGiveAtMostOneError(_ junk: String) {
        let contexts = [
            ("", 0),
            ("screen \"S\"\n", 2),
            ("screen \"S\"\n  group \"G\"\n", 4),
            ("screen \"S\"\n  group \"G\"\n    when voiceover\n", 6),
            ("task \"T\"\n  start \"S\"\n", 2),
        ]
        for (prefix, indent) in contexts {
            let line = prefix.split(separator: "\n").count + 1
            let text = prefix + String(repeating: " ", count: indent) + junk + "\n" + "screen \"After\"\n"
            let (syntax, _, located) = Self.parse(text)
            #expect(located.count <= 1, "\(text.debugDescription): \(located)")
            #expect(located.allSatisfy { $0.hasPrefix("\(line):") }, "\(text.debugDescription): \(located)")
            #expect(syntax.screens.last?.name.text == "After", "\(text.debugDescription)")
        }
    }

    // MARK: Skipping what is under a bad line

    @Test func linesUnderAnUnreadableElementAreSkipped() {
        let (syntax, _, located) = Self.parse(
            """
            screen "A"
              buton "Go"
                text "Child"
                  text "Grandchild"
                label "Attribute"
              text "Sibling"

            """)
        #expect(located == ["2:3 unknown-kind"])
        #expect(Self.elementTexts(syntax) == ["Sibling"])
    }

    @Test func linesUnderAnUnreadableTopLevelLineAreSkipped() {
        let (syntax, _, located) = Self.parse(
            """
            scren "A"
              text "x"
                text "y"
              buton "z"
            screen "B"
              text "z"

            """)
        #expect(located == ["1:1 unknown-top-level"])
        #expect(syntax.screens.map(\.name.text) == ["B"])
        #expect(Self.elementTexts(syntax) == ["z"])
    }

    @Test func linesUnderAnUnreadableAttributeLineAreSkipped() {
        let (syntax, _, located) = Self.parse(
            """
            screen "A"
              group "G"
                lable "x"
                  text "Under a bad attribute line"
                text "Sibling"
                when voicover
                  label "Under a bad condition"
                hint "Read"

            """)
        #expect(located == ["3:5 unknown-attribute", "6:10 unknown-condition"])
        #expect(Self.elementTexts(syntax) == ["G", "Sibling"])
        #expect(syntax.screens.first?.elements.first?.attributes.map(\.keyword) == ["hint"])
    }

    @Test func linesUnderAnUnreadableStepAreSkipped() {
        let (syntax, _, located) = Self.parse(
            """
            task "T"
              start "A"
              tap "Go"
                activate "Under a bad step"
              activate "Go"

            """)
        #expect(located == ["3:3 unknown-step"])
        #expect(syntax.tasks.first?.steps.count == 2)
        #expect(SyntaxDump.dump(syntax) == "task \"T\"\n  start \"A\"\n  activate \"Go\"\n")
    }

    /// A dedent to a level that was never opened (three spaces between two and four).
    @Test func dedentToALevelNeverOpened() {
        let (syntax, _, located) = Self.parse(
            """
            screen "A"
              group "G"
                text "B"
               text "C"
                 text "D"
              text "E"

            """)
        #expect(located == ["4:4 bad-indent"])
        #expect(Self.elementTexts(syntax) == ["G", "B", "E"])
    }

    /// Four spaces per level: one error per block, not one per line.
    @Test func fourSpaceIndentationGivesOneErrorPerBlock() {
        let (_, _, located) = Self.parse(
            """
            screen "A"
                text "1"
                text "2"
                group "G"
                    text "3"
            screen "B"
                text "4"
            task "T"
                start "A"
                activate "1"

            """)
        #expect(located == ["2:1 over-indent", "7:1 over-indent", "9:1 over-indent"])
    }

    @Test func theParserMarksWhatALineErrorMayHaveHidden() {
        let (syntax, _, _) = Self.parse(
            """
            screen "A"
              text Hello
              text "Fine"
            task "Broken"
              start A
            task "Whole"
              start "A"
              find "Fine"

            """)
        #expect(syntax.screens.first?.elements.map(\.lineHasError) == [true, false])
        #expect(syntax.tasks.map(\.hasUnreadableLine) == [true, false])
    }

    // MARK: Limits

    @Test func twoHundredNestingLevelsGiveOneTooDeepError() {
        var lines = ["screen \"Deep\""]
        for level in 1..<200 {
            lines.append(String(repeating: "  ", count: level) + "group \"Level \(level)\"")
        }
        lines.append("  text \"Back at the top\"")
        let (syntax, _, located) = Self.parse(lines.joined(separator: "\n") + "\n")
        #expect(located == ["66:1 too-deep"])
        let elements = syntax.screens.first?.elements ?? []
        #expect(elements.count == 65)
        #expect(elements.map(\.depth).max() == maximumNestingLevel)
        #expect(elements.first?.subtreeEnd == 64)
        #expect(elements.last?.text?.text == "Back at the top")
    }

    @Test func aOneMegabyteLine() {
        let long = String(repeating: "x", count: 1_000_000)
        let (syntax, diagnostics, _) = Self.parse("screen \"A\"\n  text \"\(long)\"\n  # \(long)\n  text \"B\"\n")
        #expect(diagnostics.isEmpty)
        #expect(syntax.screens.first?.elements.map { $0.text?.text.utf8.count ?? 0 } == [1_000_000, 1])

        // A line of 100,000 tokens.
        let traits = Array(repeating: "selected", count: 100_000).joined(separator: ", ")
        let (many, manyDiagnostics, _) = Self.parse("screen \"A\"\n  text \"A\" traits \(traits)\n")
        #expect(manyDiagnostics.isEmpty)
        guard case .traits(let names)? = many.screens.first?.elements.first?.attributes.first?.kind else {
            Issue.record("no traits attribute")
            return
        }
        #expect(names.count == 100_000)
    }

    @Test func fiveThousandScreens() {
        var text = ""
        for index in 0..<5_000 {
            text += "screen \"Screen \(index)\"\n  header \"Screen \(index)\"\n  button \"Next\" -> \"Screen \(index + 1)\"\n"
        }
        let (syntax, diagnostics, _) = Self.parse(text)
        #expect(diagnostics.isEmpty)
        #expect(syntax.screens.count == 5_000)
        #expect(syntax.screens.last?.name.text == "Screen 4999")
        #expect(syntax.screens.allSatisfy { $0.elements.count == 2 })
    }

    // MARK: Repaired tokens

    @Test func typographicQuotesAreReportedOnceAndReadAsStrings() throws {
        let (syntax, _, located) = Self.parse("screen “Cart”\n  button “Pay” -> “Checkout”\n  text “Total”\n")
        #expect(located == ["1:8 unexpected-character", "2:10 unexpected-character", "3:8 unexpected-character"])
        #expect(syntax.screens.first?.name.text == "Cart")
        let button = try #require(syntax.screens.first?.elements.first)
        #expect(button.text?.text == "Pay")
        guard case .navigate(let destination)? = button.attributes.first?.kind else {
            Issue.record("no '->' on the button")
            return
        }
        #expect(destination.text == "Checkout")
        #expect(Self.elementTexts(syntax) == ["Pay", "Total"])
    }
}

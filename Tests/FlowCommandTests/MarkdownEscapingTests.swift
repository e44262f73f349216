import Foundation
import Testing

@testable import FlowReport

/// Names from a flow are text in the Markdown report: they never break a table row, start a
/// code span or emphasis, or inject HTML.
@Suite struct MarkdownEscapingTests {
    /// Everything Markdown or HTML could read as markup. In a .flow string only `\"` and `\\`
    /// are escapes.
    static let screen = #"A | `b` *c* _d_ <script>alert(1)</script> > [e](f) \\ \"q\""#
    static let button = #"Pay | `now` *x* <b> >"#
    static let task = #"T | `t` **t** <script>x</script> > ~u~ #v"#

    static let flow = """
        screen "\(screen)"
          header "\(screen)"
          button "\(button)"

        task "\(task)"
          start "\(screen)"
          activate "\(button)"

        """

    /// The report of `flow`, on standard output or (with `--output`) its file and the index.
    func reports() throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x.flow", Self.flow)
        let stdout = Flowmap(["x.flow"], in: folder.path)
        stdout.expectStatus(0)
        Flowmap(["-o", "out", "x.flow"], in: folder.path).expectStatus(0)
        return [stdout.output, try #require(folder.read("out/x.md")), try #require(folder.read("out/index.md"))]
    }

    @Test func everyTableRowKeepsItsHeadersColumns() throws {
        for report in try reports() {
            #expect(MarkdownTables.expectWellFormed(report) >= 1)
        }
    }

    @Test func noRawAngleBracketsOrUnescapedMarkup() throws {
        for report in try reports() {
            // The Mermaid picture's arrows and the folds of the step tables are the only '<' and
            // '>' the report writes itself.
            let text = report.replacingOccurrences(of: " --> ", with: " ").replacingOccurrences(of: " -.-> ", with: " ")
                .replacingOccurrences(of: "<details><summary>", with: "").replacingOccurrences(of: "</summary>", with: "")
                .replacingOccurrences(of: "</details>", with: "")
            #expect(!text.contains("<"))
            #expect(!text.contains(">"))
            #expect(report.contains("&lt;script&gt;"))
            #expect(!report.contains(" `t`"))
            #expect(!report.contains("**t**"))
        }
    }

    @Test func namesReadTheSameAfterEscaping() throws {
        let report = try reports()[0]
        #expect(report.contains(##"## T \| \`t\` \*\*t\*\* &lt;script&gt;x&lt;/script&gt; &gt; \~u\~ \#v"##))
        #expect(report.contains(#"Starts on **A \| \`b\` \*c\* \_d\_ &lt;script&gt;alert(1)&lt;/script&gt; &gt; \[e\](f) \\ "q"**"#))
        #expect(report.contains(#"| Tap | Pay \| \`now\` \*x\* &lt;b&gt; &gt; |"#))
    }

    @Test func escapeDirectly() {
        #expect(MarkdownText.escape("a|b") == #"a\|b"#)
        #expect(MarkdownText.escape(#"a\|b"#) == #"a\\\|b"#)
        #expect(MarkdownText.escape("`code`") == #"\`code\`"#)
        #expect(MarkdownText.escape("*em* _em_") == #"\*em\* \_em\_"#)
        #expect(MarkdownText.escape("<script>&") == "&lt;script&gt;&amp;")
        #expect(MarkdownText.escape("plain text, 42 · ü") == "plain text, 42 · ü")
    }

    /// GFM makes links of bare addresses (`Tests/Clients/check-markdown.py` renders every
    /// report with cmark-gfm to hold this): the dot after `www`, the colon before `//` and the
    /// `@` after an address's name are broken up; other dots, colons and `@`s stay.
    @Test func addressesAreKeptFromBecomingLinks() {
        #expect(MarkdownText.escape("Visit www.example.com") == #"Visit www\.example.com"#)
        #expect(MarkdownText.escape("Open https://x.org/a") == #"Open https\://x.org/a"#)
        #expect(MarkdownText.escape("Write help@example.org") == "Write help<!-- -->@example.org")
        #expect(MarkdownText.escape("mailto:a.b+c@d.io") == "mailto:a.b+c<!-- -->@d.io")
        #expect(MarkdownText.escape("No. 41 at 10:30, @home, a.www") == "No. 41 at 10:30, @home, a.www")
        #expect(ReportOutline.visibleText(MarkdownText.escape("Mail help@x.org or www.y.com, https://z")) == "Mail help@x.org or www.y.com, https://z")
    }

    @Test(arguments: ["one\ntwo", "one\r\ntwo", "one\rtwo", "one\u{2028}two", "one\u{2029}two", "one\ttwo", "one\u{0}two"])
    func lineBreaksAndControlsBecomeSpaces(name: String) {
        let escaped = MarkdownText.escape(name)
        #expect(!escaped.contains { $0.isNewline })
        #expect(escaped.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        #expect(escaped.hasPrefix("one ") && escaped.hasSuffix("two"))
    }

    @Test func aTableRowBuiltFromEscapedNamesKeepsItsColumns() {
        let names = ["a|b", "line\nbreak | `x` <y> *z*", #"trailing \"#, #"\|"#]
        let header = "| Name | Other |"
        let rows = names.map { "| \(MarkdownText.escape($0)) | \(MarkdownText.escape($0)) |" }
        let table = ([header, "|---|---|"] + rows).joined(separator: "\n") + "\n"
        #expect(table.split(separator: "\n").count == rows.count + 2)
        #expect(MarkdownTables.expectWellFormed(table) == 1)
    }
}

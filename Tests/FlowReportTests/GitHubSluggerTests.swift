import Testing
@testable import FlowReport

/// The slugger against ids the real github-slugger 2.0.0 gave for the same headings
/// (`../shared/clients/github-slugger/slug-cli.mjs`; `Tests/Clients/check-anchors.py` compares
/// every heading of every report with it on each CI run).
@Suite struct GitHubSluggerTests {
    static func slugs(_ headings: [String]) -> [String] {
        var slugger = GitHubSlugger()
        return headings.map { slugger.slug($0) }
    }

    @Test func repeatedHeadingsAreNumbered() {
        #expect(Self.slugs(["Check out", "Check out!", "Check-out", "check out"]) == ["check-out", "check-out-1", "check-out-2", "check-out-3"])
        #expect(Self.slugs(["Touch", "VoiceOver", "Touch", "Touch"]) == ["touch", "voiceover", "touch-1", "touch-2"])
        // A heading whose own id is an earlier one's numbered id counts on from there.
        #expect(Self.slugs(["a", "a", "a-1", "a-1"]) == ["a", "a-1", "a-1-1", "a-1-2"])
        #expect(Self.slugs(["", "", " "]) == ["", "-1", "-"])
    }

    @Test func charactersAsGitHubKeepsThem() {
        let headings = [
            "Price*Qty*Total", "__init__", "Hair style:#2", "café", "cafe\u{301}", "ΟΔΟΣ ΣΑΣ", "İstanbul",
            "Zero\u{200B}width\u{200D}Join", "Esc\u{1B}[2J", "bidi\u{202E}evil\u{202C}", "C1\u{85}\u{9B}", "emoji 😀 ok", "tab\there",
            "  spaced  ", "数字 ١٢٣ ٣", "ǅemal", "Ⅻ roman",
        ]
        let expected = [
            "priceqtytotal", "__init__", "hair-style2", "café", "cafe\u{301}", "οδος-σας", "i\u{307}stanbul", "zerowidthjoin", "esc2j",
            "bidievil", "c1", "emoji--ok", "tabhere", "--spaced--", "数字-١٢٣-٣", "ǆemal", "ⅻ-roman",
        ]
        for (heading, id) in zip(headings, expected) {
            #expect(GitHubSlugger.base(heading).unicodeScalars.elementsEqual(id.unicodeScalars), "\(heading.debugDescription)")
        }
    }

    /// github-slugger's table is Unicode 13.0's: a letter assigned later is dropped.
    @Test func lettersAfterUnicode13AreDropped() {
        #expect(GitHubSlugger.base("a\u{870}b") == "ab")  // ARABIC LETTER ALEF WITH ATTACHED FATHA, Unicode 14
        #expect(GitHubSlugger.base("a\u{8BE}b") == "a\u{8BE}b")  // Unicode 13
    }
}

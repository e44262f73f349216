import Testing
import FlowSyntax

/// The lexer recognises keywords from bytes; the parser's word sets map from them. Every word of
/// every set must survive the trip, and nothing else may be taken for a keyword.
@Suite struct KeywordTests {
    static func keyword(of word: String) -> Keyword? {
        let output = LexerTests.lex(word).output
        #expect(output.tokens.count == 1, "'\(word)' should lex as one token")
        return output.tokens.first?.keyword
    }

    @Test func everyKeywordIsRecognisedFromItsSpelling() {
        for keyword in Keyword.allCases {
            #expect(Self.keyword(of: keyword.rawValue) == keyword, "'\(keyword.rawValue)'")
        }
    }

    @Test func everyWordOfEveryWordSetMapsBackToItself() {
        for kind in ElementKind.allCases { #expect(ElementKind(Self.keyword(of: kind.rawValue)) == kind) }
        for word in AttributeKeyword.allCases where word != .arrow {
            #expect(AttributeKeyword(Self.keyword(of: word.rawValue)) == word, "'\(word.rawValue)'")
        }
        for word in StepKeyword.allCases { #expect(StepKeyword(Self.keyword(of: word.rawValue)) == word) }
        for word in TopLevelKeyword.allCases { #expect(TopLevelKeyword(Self.keyword(of: word.rawValue)) == word) }
        for gesture in GestureKind.allCases { #expect(GestureKind(Self.keyword(of: gesture.rawValue)) == gesture) }
        for edge in Edge.allCases { #expect(Edge(Self.keyword(of: edge.rawValue)) == edge) }
    }

    @Test func aWordSetTakesOnlyItsOwnWords() {
        #expect(ElementKind(Self.keyword(of: "label")) == nil)
        #expect(AttributeKeyword(Self.keyword(of: "button")) == nil)
        #expect(StepKeyword(Self.keyword(of: "screen")) == nil)
        #expect(Edge(Self.keyword(of: "tap")) == nil)
    }

    @Test(arguments: [
        "buttons", "Button", "BUTTON", "butto", "x", "a", "swipe-actions", "swipe-actio", "fixed-height2",
        "doubletap", "start_", "44x44", "abcdefghijklmnopq", "scrollsscrolls", "in2",
    ])
    func otherWordsAreNotKeywords(word: String) {
        #expect(Self.keyword(of: word) == nil)
    }

    @Test func stringsAndPunctuationCarryNoKeyword() {
        let output = LexerTests.lex("\"button\" , ->").output
        #expect(output.tokens.map(\.keyword) == [nil, nil, nil])
    }
}

@testable import FlowOutput
import Testing

/// `PrintableText`, which every diagnostic style, message and terminal report passes names
/// through: by scalar, against the plain per-scalar rule.
@Suite struct PrintableTextTests {
    static func referencePrintable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if PrintableText.isUnprintable(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func printableAgreesWithThePerScalarVersion() {
        var text = ""
        for value in Array(0..<0x100) + Array(0x2000...0x2070) + [0x3000, 0xFEFF, 0x1F370, 0x10FFFF] {
            text.unicodeScalars.append(Unicode.Scalar(UInt32(value))!)
        }
        #expect(PrintableText.escaped(text) == Self.referencePrintable(text))
        #expect(PrintableText.escaped("plain") == "plain")
        #expect(PrintableText.escaped("a\u{85}b\u{200E}c\u{2066}d") == "a\\u{85}b\\u{200E}c\\u{2066}d")
    }

    @Test func theSanitiserKeepsEveryOtherScalar() {
        let kept = "Café · 3 € 🍰 ليلى \u{0600}\u{063F} \u{2030}\u{2065}\u{206A} \u{A0}\u{2014}"
        #expect(PrintableText.escaped(kept) == kept)
        #expect(PrintableText.escaped("a\r\nb") == "a\\u{D}\\u{A}b")
        #expect(PrintableText.KeepingLineFeeds.escaped("a\r\nb\n\u{202E}") == "a\\u{D}\nb\n\\u{202E}")
        #expect(PrintableText.escaped("\u{0}\u{9F}\u{061C}") == "\\u{0}\\u{9F}\\u{61C}")
    }
}

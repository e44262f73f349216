import Foundation
import Testing
@testable import FlowReport

/// The JSON writer behind the JSON and SARIF reports: its layout, and its escaping against the
/// plain per-scalar algorithm it replaced.
@Suite struct JSONWriterTests {
    /// RFC 8259 escaping one scalar at a time, as the reports were first written.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func written(_ body: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        body(&json)
        return json.finish()
    }

    @Test func layout() {
        let text = Self.written { json in
            json.beginObject()
            json.key("a")
            json.beginArray()
            json.endArray()
            json.key("b")
            json.beginObject()
            json.endObject()
            json.key("c")
            json.beginArray()
            json.number(-12)
            json.number(Int.min)
            json.number(Int.max)
            json.bool(true)
            json.null()
            json.string(orNull: nil)
            json.plainStrings(["x", "y"])
            json.endArray()
            json.key("d")
            json.beginString()
            json.stringPart("one ")
            json.stringPart("\"two\"")
            json.endString()
            json.endObject()
        }
        #expect(
            text == """
                {
                  "a": [],
                  "b": {},
                  "c": [
                    -12,
                    -9223372036854775808,
                    9223372036854775807,
                    true,
                    null,
                    null,
                    [
                      "x",
                      "y"
                    ]
                  ],
                  "d": "one \\"two\\""
                }

                """)
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((parsed?["d"] as? String) == "one \"two\"")
    }

    @Test func everyControlCharacterAndTheLineSeparators() {
        var text = ""
        for value in Array(0..<0x80) + [0x80, 0x9F, 0xA0, 0xE9, 0x2027, 0x2028, 0x2029, 0x202A, 0xFEFF, 0x1F370] {
            text.unicodeScalars.append(Unicode.Scalar(UInt32(value))!)
        }
        let written = Self.written { (json: inout JSONWriter) in json.string(text) }
        #expect(written == Self.reference(text) + "\n")
        #expect(written.contains("\\u0000") && written.contains("\\u001f") && written.contains("\\u007f"))
        #expect(written.contains("\\u2028") && written.contains("\\u2029") && written.contains("\u{202A}"))
        let parsed = try? JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? String
        #expect(parsed == text)
    }

    /// Every sequence of up to three pieces, each a character class the escaping treats on
    /// its own, and each piece's end next to the next one's start.
    @Test func agreesWithThePlainAlgorithmOnEveryShortMix() {
        let pieces = ["a", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é", "€", "\u{2028}", "\u{2029}",
                      "\u{2027}", "🍰", "\u{E2}", "\u{80}", "a run of text without escapes", ""]
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + third
                    #expect(Self.written { (json: inout JSONWriter) in json.string(text) } == Self.reference(text) + "\n", "\(text.debugDescription)")
                }
            }
        }
    }

    /// A template filled in writes what the writer writes member by member.
    @Test func templatesWriteWhatTheWriterWrites() {
        let template = JSONWriter.template(depth: 1) { json in
            json.beginObject()
            json.key("a")
            json.hole()
            json.key("b")
            json.beginArray()
            json.hole()
            json.hole()
            json.endArray()
            json.key("c")
            json.hole()
            json.key("d")
            json.hole()
            json.endObject()
        }
        let values: [(Int, String, String?, String?)] = [(7, "x\"y\n", nil, "help"), (-3, "", "p", nil)]
        let filled = Self.written { (json: inout JSONWriter) in
            json.beginArray()
            for (number, text, pattern, help) in values {
                json.begin(template)
                json.fill(number: number)
                json.fill(plain: "id")
                json.fill(string: text, parenthesized: help)
                json.fill(stringOrNull: pattern)
                json.fill(stringOrNull: help)
            }
            json.endArray()
        }
        let direct = Self.written { (json: inout JSONWriter) in
            json.beginArray()
            for (number, text, pattern, help) in values {
                json.beginObject()
                json.key("a")
                json.number(number)
                json.key("b")
                json.beginArray()
                json.plainString("id")
                json.string(help.map { text + " (" + $0 + ")" } ?? text)
                json.endArray()
                json.key("c")
                json.string(orNull: pattern)
                json.key("d")
                json.string(orNull: help)
                json.endObject()
            }
            json.endArray()
        }
        #expect(filled == direct)
        #expect(filled.contains("\"x\\\"y\\n (help)\""))
    }
}

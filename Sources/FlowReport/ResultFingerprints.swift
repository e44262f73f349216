import FlowSyntax

/// Each SARIF result's `partialFingerprints` value, so that code scanning knows a result again
/// in the next run and keeps apart the results it must not merge. A hash (64-bit FNV-1a, the
/// same on every platform) of what the result is about: its rule and id, its file's URI, the
/// source text it points at, and its message with line numbers left out (a blocked task's
/// message names its profile, so each blocked profile of one task line is its own alert). No
/// position goes in, so a result keeps its fingerprint when lines above it move. Results that
/// would hash alike are numbered in order (`…:1`, `…:2`).
struct ResultFingerprints {
    private var occurrences: [UInt64: Int] = [:]

    mutating func next(for diagnostic: Diagnostic, ruleID: String, uri: String, in sources: SourceSet) -> String {
        var hash = FNV1a()
        hash.add(ruleID)
        hash.add(diagnostic.id.rawValue)
        hash.add(uri)
        let bytes = sources[diagnostic.span].bytes
        let span = diagnostic.span
        hash.add(bytes[min(span.start, bytes.count)..<min(span.end, bytes.count)])
        hash.addMaskingLineNumbers(diagnostic.message)
        let value = hash.value
        let occurrence = occurrences[value, default: 0] + 1
        occurrences[value] = occurrence
        return hex(value) + ":" + String(occurrence)
    }

    func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    struct FNV1a {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(byte: UInt8) {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }

        /// A field, then a NUL, so that two fields never read as one.
        mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { add(byte: byte) }
            add(byte: 0)
        }

        mutating func add(_ text: String) { add(text.utf8) }

        /// The message, with the digits after "line " (the lines a blocked task's message names)
        /// left out.
        mutating func addMaskingLineNumbers(_ message: String) {
            let line = Array("line ".utf8)
            var matched = 0
            var skipping = false
            for byte in message.utf8 {
                let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                if skipping && digit { continue }
                skipping = false
                add(byte: byte)
                if matched == line.count { matched = 0 }
                matched = byte == line[matched] ? matched + 1 : (byte == line[0] ? 1 : 0)
                if matched == line.count { skipping = true }
            }
            add(byte: 0)
        }
    }
}

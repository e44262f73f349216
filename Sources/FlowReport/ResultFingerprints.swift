import FlowOutput
import FlowSyntax

/// Each SARIF result's `partialFingerprints` value, so that code scanning knows a result again
/// in the next run and keeps apart the results it must not merge. A hash (64-bit FNV-1a, the
/// same on every platform) of what the result is about: its rule and id, its file's URI, the
/// source text it points at, and its message with line numbers left out (a blocked task's
/// message names its profile, so each blocked profile of one task line is its own alert). No
/// position goes in, so a result keeps its fingerprint when lines above it move. Results that
/// would hash alike are numbered in order (`…:1`, `…:2`).
struct ResultFingerprints {
    private var occurrences: [UInt64: Int]
    /// The hash of the last result's rule, id and URI, which the next result shares when it
    /// has the same rule and id in the same file (most do): hashed once for all of them.
    private var prefix: (ruleIndex: Int, id: DiagnosticID, file: Int, hash: FNV1a)?

    /// Fingerprints for a report of about `capacity` results.
    init(capacity: Int = 0) {
        occurrences = Dictionary(minimumCapacity: capacity)
    }

    /// The fingerprint of the next result: its hash and its number among the results that
    /// hash alike (1 for the first). `ruleIndex` is the rule's place in the report, which
    /// stands for `ruleID`, which is made only when the hash of the rule, id and URI is not
    /// the previous result's (most results share it).
    mutating func next(
        for diagnostic: Diagnostic, ruleIndex: Int, ruleID: @autoclosure () -> String, uri: String, in sources: SourceSet
    ) -> (value: UInt64, occurrence: Int) {
        let span = diagnostic.span
        var hash: FNV1a
        if let prefix, prefix.ruleIndex == ruleIndex, prefix.file == span.file, prefix.id.isSame(as: diagnostic.id) {
            hash = prefix.hash
        } else {
            hash = FNV1a()
            hash.add(ruleID())
            hash.add(diagnostic.id.rawValue)
            hash.add(uri)
            prefix = (ruleIndex, diagnostic.id, span.file, hash)
        }
        sources.files[span.file].bytes.withUnsafeBufferPointer { bytes in
            let start = min(span.start, bytes.count)
            hash.add(UnsafeBufferPointer(rebasing: bytes[start..<max(start, min(span.end, bytes.count))]))
        }
        hash.addMaskingLineNumbers(diagnostic.message)
        let value = hash.value
        let occurrence = occurrences[value, default: 0] + 1
        occurrences[value] = occurrence
        return (value, occurrence)
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// `value` as 16 lower-case hex digits, a colon and `occurrence` in decimal.
    static func text(_ value: UInt64, _ occurrence: Int) -> String {
        var out = TextBuffer(capacity: 32)
        write(value, occurrence, into: &out)
        return out.text
    }

    /// What `text` is, written into `out`.
    static func write(_ value: UInt64, _ occurrence: Int, into out: inout TextBuffer) {
        out.reserve(17)
        let digits = hexDigits.utf8Start
        for shift in stride(from: 60, through: 0, by: -4) {
            out.appendReserved(digits[Int(truncatingIfNeeded: value >> UInt64(shift) & 0xF)])
        }
        out.appendReserved(UInt8(ascii: ":"))
        out.append(decimal: occurrence)
    }

    /// FNV-1a, fed a word of eight bytes at a time where it can: the same value as byte by
    /// byte, without a loop test per byte (under the fuzzer each test is a traced comparison).
    struct FNV1a {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
        static let prime: UInt64 = 0x0000_0100_0000_01B3

        mutating func add(byte: UInt8) {
            value = (value ^ UInt64(byte)) &* Self.prime
        }

        /// The eight bytes of `word`, first byte lowest.
        @inline(__always) mutating func add(word: UInt64) {
            var hash = value
            hash = (hash ^ (word & 0xFF)) &* Self.prime
            hash = (hash ^ (word >> 8 & 0xFF)) &* Self.prime
            hash = (hash ^ (word >> 16 & 0xFF)) &* Self.prime
            hash = (hash ^ (word >> 24 & 0xFF)) &* Self.prime
            hash = (hash ^ (word >> 32 & 0xFF)) &* Self.prime
            hash = (hash ^ (word >> 40 & 0xFF)) &* Self.prime
            hash = (hash ^ (word >> 48 & 0xFF)) &* Self.prime
            hash = (hash ^ (word >> 56)) &* Self.prime
            value = hash
        }

        /// The bytes, without the NUL that ends a field.
        mutating func addBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress else { return }
            var index = 0
            while bytes.count &- index >= 8 {
                add(word: UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
                index &+= 8
            }
            while index < bytes.count {
                add(byte: base[index])
                index &+= 1
            }
        }

        /// A field, then a NUL, so that two fields never read as one.
        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            addBytes(bytes)
            add(byte: 0)
        }

        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add($0) }
        }

        /// The message, with the digits after "line " (the lines a blocked task's message names)
        /// left out. "line " has no letter twice, so its occurrences never overlap, and each is
        /// found from its "l" (eight bytes at a time).
        mutating func addMaskingLineNumbers(_ message: String) {
            var message = message
            message.withUTF8 { utf8 in
                let line: (UInt8, UInt8, UInt8, UInt8) = (UInt8(ascii: "i"), UInt8(ascii: "n"), UInt8(ascii: "e"), UInt8(ascii: " "))
                var runStart = 0
                var index = ByteScan.first(in: utf8, from: 0) { ByteScan.equal($0, UInt8(ascii: "l")) }
                while index < utf8.count {
                    if utf8.count &- index >= 5, utf8[index &+ 1] == line.0, utf8[index &+ 2] == line.1,
                        utf8[index &+ 3] == line.2, utf8[index &+ 4] == line.3
                    {
                        var digits = index &+ 5
                        while digits < utf8.count, utf8[digits] &- UInt8(ascii: "0") < 10 { digits &+= 1 }
                        addBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<(index &+ 5)]))
                        runStart = digits
                        index = digits
                    } else {
                        index &+= 1
                    }
                    index = ByteScan.first(in: utf8, from: index) { ByteScan.equal($0, UInt8(ascii: "l")) }
                }
                addBytes(UnsafeBufferPointer(rebasing: utf8[runStart...]))
            }
            add(byte: 0)
        }
    }
}

import FlowSyntax

/// Each SARIF result's `partialFingerprints` value, so that code scanning knows a result again
/// in the next run and keeps apart the results it must not merge. A stable hash (64-bit FNV-1a,
/// the same on every platform) of what the result is about: its rule and id, its file's URI,
/// the source text it points at, and its message (a blocked task's message names its profile,
/// so each blocked profile of one task line is its own alert), in 16 hex digits, a colon and
/// the result's number among the results that hash alike (`…:1`, `…:2`). No position goes in,
/// so a result keeps its fingerprint when lines above it move.
struct ResultFingerprints {
    /// How many results so far had each hash.
    private var counts: [UInt64: Int] = [:]

    /// The fingerprint of the next result, whose rule is `ruleID`, in the file `uri` names.
    mutating func next(for diagnostic: Diagnostic, ruleID: String, uri: String, in sources: SourceSet) -> String {
        let bytes = sources.files[diagnostic.span.file].bytes
        var hash = StableHash()
        hash.add(ruleID.utf8)
        hash.add(diagnostic.id.rawValue.utf8)
        hash.add(uri.utf8)
        hash.add(bytes[Self.clamped(diagnostic.span.start..<diagnostic.span.end, to: bytes.count)])
        hash.add(diagnostic.message.utf8)
        counts[hash.value, default: 0] += 1
        return Self.text(hash.value, counts[hash.value]!)
    }

    /// `range` within `0..<count`, empty when it lies past the end.
    static func clamped(_ range: Range<Int>, to count: Int) -> Range<Int> {
        let start = max(0, min(range.lowerBound, count))
        return start..<max(start, min(range.upperBound, count))
    }

    /// `value` as 16 lower-case hex digits, a colon and `occurrence` in decimal.
    static func text(_ value: UInt64, _ occurrence: Int) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + ":" + String(occurrence)
    }

    /// 64-bit FNV-1a over fields, each ended by a NUL so that two fields never read as one.
    struct StableHash {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
        static let prime: UInt64 = 0x0000_0100_0000_01B3

        mutating func add(_ field: some Sequence<UInt8>) {
            for byte in field { value = (value ^ UInt64(byte)) &* Self.prime }
            value = (value ^ 0) &* Self.prime
        }
    }
}

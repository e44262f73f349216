import FlowSyntax

/// Each SARIF result's `partialFingerprints`, so that code scanning knows a result again in the
/// next run and keeps apart the results it must not merge. Both are a stable hash (64-bit
/// FNV-1a, the same on every platform) in 16 hex digits, a colon, and the result's number
/// among the results that hash alike (`…:1`, `…:2`), so that no two results share one:
///
/// - `flowmap/v1` hashes what the result is about: its rule and id, its file's URI, the source
///   text it points at, and its message (a blocked task's message names its profile, so each
///   blocked profile of one task line is its own alert).
/// - `primaryLocationLineHash` hashes the same with the whole line (without the spaces around
///   it) in place of the text pointed at. GitHub's `upload-sarif` fills this one in from the
///   line's text alone when a result has none, and so gave two results on one line (Touch and
///   Larger Text blocked by one Edge Gesture Collision) one value, and maybe one alert.
///
/// No position goes in, so a result keeps both when lines above it move.
struct ResultFingerprints {
    /// How many results so far had each hash, per fingerprint.
    private var resultCounts: [UInt64: Int] = [:]
    private var lineCounts: [UInt64: Int] = [:]

    /// The fingerprints of the next result, whose rule is `ruleID`, in the file `uri` names,
    /// with its start on `line` (a range of the file's bytes).
    mutating func next(
        for diagnostic: Diagnostic, ruleID: String, uri: String, line: Range<Int>, in sources: SourceSet
    ) -> (result: String, line: String) {
        let bytes = sources.files[diagnostic.span.file].bytes
        func hash(_ located: ArraySlice<UInt8>) -> UInt64 {
            var hash = StableHash()
            hash.add(ruleID.utf8)
            hash.add(diagnostic.id.rawValue.utf8)
            hash.add(uri.utf8)
            hash.add(located)
            hash.add(diagnostic.message.utf8)
            return hash.value
        }
        let result = hash(bytes[Self.clamped(diagnostic.span.start..<diagnostic.span.end, to: bytes.count)])
        var text = bytes[Self.clamped(line, to: bytes.count)]
        while let first = text.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { text.removeFirst() }
        while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
        let lineHash = hash(text)
        resultCounts[result, default: 0] += 1
        lineCounts[lineHash, default: 0] += 1
        return (Self.text(result, resultCounts[result]!), Self.text(lineHash, lineCounts[lineHash]!))
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

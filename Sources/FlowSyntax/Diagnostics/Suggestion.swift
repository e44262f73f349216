import FlowOutput

/// "Did you mean" candidates: only close names (edit distance 1–2), at most three, closest
/// first, as swift-argument-parser and rustc do. A far-fetched guess is worse than none.
public enum Suggestion {
    /// Names compared case-insensitively, in Unicode scalars; longer names are never typos of
    /// each other, and skipping them keeps the work per candidate bounded.
    static let longestName = 256
    static let maximumDistance = 2

    /// The candidates are often every name in a program, once per unknown reference, so each
    /// one that cannot be close is dismissed by its length before anything is allocated, and
    /// ASCII names (almost all) are lowercased and compared as bytes.
    public static func closest(to word: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        closest(to: word, among: Array(candidates), limit: limit)
    }

    /// `closest(to:among:limit:)` for an array, the usual case, which then needs no generic code.
    public static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = word.lowercased().unicodeScalars.map(\.value)
        guard target.count <= longestName else { return [] }
        var scored: [(distance: Int, name: String)] = []
        // Allocated only when a candidate has a length that could be close.
        var other: [UInt32] = []
        var rows = EditDistanceRows()
        // Counted when the first candidate gets that far, if the word is ASCII.
        var targetLetters: Letters?
        var lettersCounted = false
        for candidate in candidates {
            // A lowercased name has at most as many scalars as the name has UTF-8 bytes, and
            // an ASCII name exactly as many.
            let bytes = candidate.utf8.count
            guard bytes + maximumDistance >= target.count else { continue }
            other.removeAll(keepingCapacity: true)
            let ascii = appendLowercasedASCII(candidate, into: &other, unlessLongerThan: target.count + maximumDistance)
            if ascii == nil {
                continue
            } else if ascii == false {
                other.append(contentsOf: candidate.lowercased().unicodeScalars.lazy.map(\.value))
            }
            guard abs(other.count - target.count) <= maximumDistance, other.count <= longestName, candidate != word else {
                continue
            }
            if ascii == true {
                if !lettersCounted {
                    lettersCounted = true
                    targetLetters = target.allSatisfy { $0 < 0x80 } ? Letters(target) : nil
                }
                if targetLetters?.mayBeClose(to: other) == false { continue }
            }
            let distance = rows.distance(target, other, limit: maximumDistance)
            if distance <= maximumDistance { scored.append((distance, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        var names: [String] = []
        for entry in scored where names.last != entry.name {
            // A name given twice is suggested once: equal names sort next to each other.
            names.append(entry.name)
            if names.count == limit { break }
        }
        return names
    }

    /// For an ASCII `name`: nil when it has more than `limit` bytes (too long to be close),
    /// else its lowercased scalars appended and true. For any other name, false and nothing
    /// appended. ASCII is recognised eight bytes at a time.
    private static func appendLowercasedASCII(_ name: String, into out: inout [UInt32], unlessLongerThan limit: Int) -> Bool? {
        var name = name
        return name.withUTF8 { utf8 in
            guard ByteScan.first(in: utf8, from: 0, ByteScan.nonASCII) == utf8.count else { return false }
            guard utf8.count <= limit else { return nil }
            for byte in utf8 {
                // 0x20 added to "A" to "Z" only, without a branch: bit 7 of the mask is set
                // exactly for 0x41 to 0x5A.
                let upper = (byte &+ 0x3F) & ~(byte &+ 0x25) & 0x80
                out.append(UInt32(byte | upper >> 2))
            }
            return true
        }
    }

    /// "did you mean 'a', 'b' or 'c'?", or nil when nothing is close.
    public static func help(for word: String, among candidates: some Sequence<String>) -> String? {
        help(for: word, among: Array(candidates))
    }

    public static func help(for word: String, among candidates: [String]) -> String? {
        let names = closest(to: word, among: candidates)
        guard !names.isEmpty else { return nil }
        let quoted = names.map { "'\($0)'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "did you mean \(list)?"
    }

    /// Levenshtein distance, giving up (returning limit + 1) once every path exceeds `limit`.
    /// Only the cells within `limit` of the diagonal are computed (a path that leaves that band
    /// costs more than `limit`), and the table's two rows are kept between candidates.
    struct EditDistanceRows {
        private var previous: [Int] = []
        private var current: [Int] = []

        mutating func distance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int {
            if a.isEmpty { return b.count }
            if b.isEmpty { return a.count }
            let over = limit + 1
            let width = b.count
            previous.removeAll(keepingCapacity: true)
            current.removeAll(keepingCapacity: true)
            for j in 0...width { previous.append(min(j, over)) }
            current.append(contentsOf: repeatElement(over, count: width + 1))
            return a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    previous.withUnsafeMutableBufferPointer { previous in
                        current.withUnsafeMutableBufferPointer { current in
                            var previous = previous
                            var current = current
                            for i in 1...a.count {
                                let low = max(1, i - limit)
                                let high = min(width, i + limit)
                                current[low - 1] = low == 1 ? min(i, over) : over
                                var rowMinimum = current[low - 1]
                                let letter = a[i - 1]
                                for j in low...max(low, high) where j <= high {
                                    let cost = letter == b[j - 1] ? 0 : 1
                                    let cell = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, over)
                                    current[j] = cell
                                    rowMinimum = min(rowMinimum, cell)
                                }
                                if high < width { current[high + 1] = over }
                                if rowMinimum > limit { return over }
                                swap(&previous, &current)
                            }
                            return previous[width]
                        }
                    }
                }
            }
        }
    }

    /// The letters of an ASCII name, counted, to dismiss most candidates before the edit
    /// distance: a letter that one name has more often than the other needs an edit, so more
    /// than `maximumDistance` such letters (the bag distance) means the names are not close.
    /// Among many names of one length (every screen, once per unknown screen named) this
    /// leaves the distance table for the few candidates that share most letters.
    struct Letters {
        private var counts: [Int16]
        private let count: Int

        init(_ name: [UInt32]) {
            counts = [Int16](repeating: 0, count: 128)
            for letter in name { counts[Int(letter)] += 1 }
            count = name.count
        }

        /// False when the bag distance to the ASCII `other` exceeds `maximumDistance`. The
        /// counts are taken down for `other` and put back.
        mutating func mayBeClose(to other: [UInt32]) -> Bool {
            var unmatched = 0
            for letter in other {
                counts[Int(letter)] -= 1
                if counts[Int(letter)] < 0 { unmatched += 1 }
            }
            for letter in other { counts[Int(letter)] += 1 }
            // Letters of `other` that this name lacks, and letters of this name that `other` lacks.
            let missing = count - (other.count - unmatched)
            return max(unmatched, missing) <= maximumDistance
        }
    }
}

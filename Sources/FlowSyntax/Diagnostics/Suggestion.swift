/// "Did you mean" candidates: only close names (edit distance 1–2), at most three, closest
/// first, as swift-argument-parser and rustc do. A far-fetched guess is worse than none.
public enum Suggestion {
    /// Names compared case-insensitively, in Unicode scalars; longer names are never typos of
    /// each other, and skipping them keeps the work per candidate bounded.
    static let longestName = 256
    static let maximumDistance = 2

    /// The closest names to `word` among the candidates, closest first, then in name order.
    public static func closest(to word: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= longestName else { return [] }
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates where candidate != word {
            // A lowercased name has at most as many scalars as the name has UTF-8 bytes, so a
            // name too short to be close is passed over before it is lowercased.
            guard candidate.utf8.count + maximumDistance >= target.count else { continue }
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= maximumDistance, other.count <= longestName else { continue }
            let distance = editDistance(target, other, limit: maximumDistance)
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

    /// "did you mean 'a', 'b' or 'c'?", or nil when nothing is close.
    public static func help(for word: String, among candidates: some Sequence<String>) -> String? {
        let names = closest(to: word, among: candidates)
        guard !names.isEmpty else { return nil }
        let quoted = names.map { "'\($0)'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "did you mean \(list)?"
    }

    /// Levenshtein distance, or `limit + 1` once every way of editing costs more than `limit`.
    /// Only the cells within `limit` of the diagonal are computed: a path that leaves that band
    /// costs more than `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let over = limit + 1
        var previous = (0...b.count).map { min($0, over) }
        var current = [Int](repeating: over, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? min(i, over) : over
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, over)
                    rowMinimum = min(rowMinimum, current[j])
                }
            }
            if high < b.count { current[high + 1] = over }
            if rowMinimum > limit { return over }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// "Did you mean" candidates: only close names (edit distance 1–2), at most three, closest
/// first, as swift-argument-parser and rustc do. A far-fetched guess is worse than none.
public enum Suggestion {
    public static func closest(to word: String, among candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let target = Array(word.lowercased().unicodeScalars)
        // Very long names are never typos of each other; skip the quadratic work.
        guard target.count <= 256 else { return [] }
        var scored: [(distance: Int, name: String)] = []
        var seen = Set<String>()
        for candidate in candidates where candidate != word && seen.insert(candidate).inserted {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= 2, other.count <= 256 else { continue }
            let distance = editDistance(target, other, limit: 2)
            if distance <= 2 { scored.append((distance, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    /// "did you mean 'a', 'b' or 'c'?", or nil when nothing is close.
    public static func help(for word: String, among candidates: some Sequence<String>) -> String? {
        let names = closest(to: word, among: candidates)
        guard !names.isEmpty else { return nil }
        let quoted = names.map { "'\($0)'" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "did you mean \(list)?"
    }

    /// Levenshtein distance, giving up (returning limit + 1) once every path exceeds `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

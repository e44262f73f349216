@testable import FlowSyntax
import Testing

/// "Did you mean": the banded distance and the length checks give what the plain algorithm
/// gives.
@Suite struct SuggestionTests {
    /// The plain algorithm: every candidate lowercased into scalars, duplicates dropped first.
    static func reference(_ word: String, _ candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= 256 else { return [] }
        var scored: [(distance: Int, name: String)] = []
        var seen = Set<String>()
        for candidate in candidates where candidate != word && seen.insert(candidate).inserted {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= 2, other.count <= 256 else { continue }
            let distance = levenshtein(target, other)
            if distance <= 2 { scored.append((distance, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        return scored.prefix(limit).map(\.name)
    }

    static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test func closeNamesClosestFirst() {
        let names = ["Checkout", "Cart", "Chekout", "Settings", "checkout", "Checkouts"]
        #expect(Suggestion.closest(to: "Chekout", among: names) == ["Checkout", "checkout", "Checkouts"])
        #expect(Suggestion.help(for: "Setings", among: names) == "did you mean 'Settings'?")
        #expect(Suggestion.help(for: "Zebra", among: names) == nil)
        #expect(Suggestion.closest(to: "Cart", among: ["Cart", "Cart", "Card", "Card"]) == ["Card"])
    }

    @Test func nonASCIINamesAndCaseMappingsThatChangeLength() {
        // "İ" lowercases to two scalars ("i" and a combining dot); "ß" stays one.
        let names = ["İstanbul", "istanbul", "Straße", "STRASSE", "Café", "cafe", "Ωmega", "ωmega", "é"]
        for word in ["İstanbul", "Istanbul", "strasse", "Straße", "cafe", "CAFÉ", "omega", "ΩMEGA", "e", "", "ii̇"] {
            #expect(Suggestion.closest(to: word, among: names) == Self.reference(word, names), "\(word)")
        }
    }

    @Test func agreesWithThePlainAlgorithmOnRandomNames() {
        // A fixed xorshift sequence, so that a failure repeats.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let alphabet: [Character] = ["a", "b", "c", "A", "B", "é", "É", "ß", "İ", " ", "-", "1"]
        func name() -> String { String((0..<next(7)).map { _ in alphabet[next(alphabet.count)] }) }
        for _ in 0..<400 {
            let candidates = (0..<12).map { _ in name() }
            let word = name()
            #expect(Suggestion.closest(to: word, among: candidates) == Self.reference(word, candidates), "\(word) among \(candidates)")
        }
    }

    @Test func veryLongNamesAreNeverSuggested() {
        let long = String(repeating: "a", count: 300)
        #expect(Suggestion.closest(to: long, among: [long + "b"]) == [])
        #expect(Suggestion.closest(to: "aaa", among: [long]) == [])
        #expect(Suggestion.closest(to: String(repeating: "a", count: 256), among: [String(repeating: "a", count: 255)]).count == 1)
    }
}

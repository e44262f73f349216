/// The id GitHub gives a Markdown heading, so that a link to `report.md#id` lands on it: the
/// rules of github-slugger 2.0.0, which GitHub's renderer follows, kept here so that the index
/// needs no JavaScript. One slugger per document: the second heading whose base id is taken
/// gets `-1` appended, the third `-2`, and so on (`check out`, `check-out-1`).
///
/// The base id is the heading's text in lower case (JavaScript's `toLowerCase`, with its final
/// sigma), keeping only letters (Unicode's Alphabetic property), marks, decimal digits,
/// connector punctuation (`_`), `-` and spaces, each space then becoming `-`. github-slugger's
/// character table is Unicode 13.0's, so a character assigned later is dropped, as it drops it.
/// `Tests/Clients/check-anchors.py` holds this to the real slugger.
public struct GitHubSlugger {
    /// Every id given so far in the document, and for a base id how many times it was repeated.
    private var occurrences: [String: Int] = [:]

    public init() {}

    /// The id of the next heading of the document, unique among the ids given so far.
    public mutating func slug(_ heading: String) -> String {
        let base = Self.base(heading)
        var id = base
        // As github-slugger does: a base id that is taken counts up until the id is free, even
        // when a heading's own base id is an earlier one's suffixed id ("a-1" after "a", "a").
        while occurrences[id] != nil {
            let count = occurrences[base, default: 0] + 1
            occurrences[base] = count
            id = base + "-" + String(count)
        }
        occurrences[id] = 0
        return id
    }

    /// The heading's id before it is made unique.
    public static func base(_ heading: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(heading.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\u{3A3}" {
                // Σ is the only letter whose lower case depends on its neighbours (Unicode's
                // Final_Sigma condition, as JavaScript applies it): ς at the end of a word.
                out.append(isFinalSigma(at: index, in: scalars) ? "\u{3C2}" : "\u{3C3}")
                continue
            }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars where isKept(lower) {
                out.append(lower == " " ? "-" : lower)
            }
        }
        return String(out)
    }

    /// Whether github-slugger keeps `scalar` (after lower-casing it).
    static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " || scalar == "-" { return true }
        let properties = scalar.properties
        // Unicode 13.0 is github-slugger's table: a later character is not in it, so it is dropped.
        guard let age = properties.age, age.major < 13 || (age.major == 13 && age.minor == 0) else { return false }
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    /// Unicode's Final_Sigma: a cased letter before (case-ignorable characters skipped) and
    /// none after.
    static func isFinalSigma(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var before = index - 1
        while before >= 0, scalars[before].properties.isCaseIgnorable { before -= 1 }
        guard before >= 0, scalars[before].properties.isCased else { return false }
        var after = index + 1
        while after < scalars.count, scalars[after].properties.isCaseIgnorable { after += 1 }
        return after == scalars.count || !scalars[after].properties.isCased
    }
}

/// A small seeded generator (SplitMix64), so that a corpus is the same on every machine and
/// every run: Swift's `SystemRandomNumberGenerator` cannot be seeded.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `percent` in 100.
    mutating func chance(_ percent: Int) -> Bool {
        Int(next() % 100) < percent
    }

    /// A whole number in `range`.
    mutating func number(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(next() % UInt64(choices.count))]
    }
}

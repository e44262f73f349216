@testable import FlowOutput
import Testing

/// `ByteScan` and `TextBuffer`'s numbers, each against the plain loop it stands for.
@Suite struct ByteScanTests {
    /// Bytes chosen to sit on every boundary the scanners care about, in a fixed pseudo-random
    /// order, so that a failure repeats.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        let interesting: [UInt8] = [0x00, 0x0A, 0x0C, 0x0D, 0x1F, 0x20, 0x22, 0x25, 0x2C, 0x3A, 0x41, 0x5A, 0x5C, 0x61,
                                    0x7E, 0x7F, 0x80, 0xA8, 0xA9, 0xBF, 0xC2, 0xE2, 0xEF, 0xBB, 0xF0, 0xFF]
        var state = seed | 1
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return interesting[Int(state % UInt64(interesting.count))]
        }
    }

    @Test func firstFindsTheFirstMarkedByteAtEveryOffset() {
        let tests: [(UInt64) -> UInt64] = [
            { ByteScan.equal($0, 0x0A) },
            { ByteScan.below($0, 0x20) | ByteScan.equal($0, 0x7F) },
            { ByteScan.nonASCII($0) },
            { ByteScan.equal($0, 0x22) | ByteScan.equal($0, 0x5C) | ByteScan.equal($0, 0xE2) | ByteScan.below($0, 0x20) },
        ]
        let plain: [(UInt8) -> Bool] = [
            { $0 == 0x0A }, { $0 < 0x20 || $0 == 0x7F }, { $0 >= 0x80 }, { $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 || $0 < 0x20 },
        ]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 31, 40] {
            for seed in 1...20 {
                let bytes = Self.bytes(length, seed: UInt64(seed))
                bytes.withUnsafeBufferPointer { buffer in
                    for (test, expected) in zip(tests, plain) {
                        for start in 0...length {
                            let found = ByteScan.first(in: buffer, from: start, test)
                            #expect(found == (bytes[start...].firstIndex(where: expected) ?? length), "\(bytes) from \(start)")
                        }
                    }
                }
            }
        }
        // A run of plain bytes is found to have nothing, whatever its length.
        let letters = [UInt8](repeating: UInt8(ascii: "a"), count: 100)
        letters.withUnsafeBufferPointer { #expect(ByteScan.first(in: $0, from: 0, ByteScan.nonASCII) == 100) }
    }

    @Test func scalarCountCountsEveryByteThatIsNotAContinuation() {
        for length in [0, 1, 5, 8, 13, 24, 33] {
            for seed in 1...20 {
                let bytes = Self.bytes(length, seed: UInt64(seed))
                let plain = bytes.filter { $0 & 0xC0 != 0x80 }.count
                bytes.withUnsafeBufferPointer { #expect(ByteScan.scalarCount($0) == plain) }
            }
        }
    }

    @Test func decimalNumbersAsStringWritesThem() {
        for number in Array(-1_001...10_001) + [12_345, 99_999, 100_000, Int.max, Int.min] {
            var buffer = TextBuffer(capacity: 1)
            buffer.append(decimal: number)
            #expect(buffer.text == String(number))
        }
    }
}

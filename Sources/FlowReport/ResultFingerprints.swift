import FlowOutput
import FlowSyntax

/// Each SARIF result's `partialFingerprints` value, so that code scanning knows a result again
/// in the next run and keeps apart the results it must not merge. A hash (64-bit FNV-1a, the
/// same on every platform) of what the result is about: its rule and id, its file's URI, the
/// source text it points at, and its message (a blocked task's
/// message names its profile, so each blocked profile of one task line is its own alert). No
/// position goes in, so a result keeps its fingerprint when lines above it move. Results that
/// would hash alike are numbered in order (`…:1`, `…:2`).
struct ResultFingerprints: ~Copyable {
    private var occurrences: Occurrences
    /// The hash of the last result's rule, id and URI, which the next result shares when it
    /// has the same rule and id in the same file (most do): hashed once for all of them.
    private var prefix: (ruleIndex: Int, id: DiagnosticID, file: Int, hash: FNV1a)?

    /// Fingerprints for a report of about `capacity` results.
    init(capacity: Int = 0) {
        occurrences = Occurrences(capacity: capacity)
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
        hash.add(diagnostic.message)
        let value = hash.value
        return (value, occurrences.next(value))
    }

    /// How many times each hash has come, in a table of its own: the hashes are already
    /// FNV-1a values, so a slot is found from their low bits, where a `Dictionary` would hash
    /// each again (SipHash) in code that the fuzzer instruments, a sixth of the report's
    /// fingerprint work. Open addressing, at most half full; a count of 0 is an empty slot.
    struct Occurrences: ~Copyable {
        private var hashes: UnsafeMutablePointer<UInt64>
        private var counts: UnsafeMutablePointer<Int>
        private var mask: Int
        private var used = 0

        init(capacity: Int) {
            var slots = 16
            while slots < 2 * capacity { slots *= 2 }
            mask = slots - 1
            hashes = .allocate(capacity: slots)
            counts = .allocate(capacity: slots)
            counts.initialize(repeating: 0, count: slots)
        }

        deinit {
            hashes.deallocate()
            counts.deallocate()
        }

        /// The number of times `hash` has come, this time included.
        mutating func next(_ hash: UInt64) -> Int {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while counts[slot] != 0 {
                if hashes[slot] == hash {
                    counts[slot] &+= 1
                    return counts[slot]
                }
                slot = (slot &+ 1) & mask
            }
            hashes[slot] = hash
            counts[slot] = 1
            used &+= 1
            if 2 * used > mask { grow() }
            return 1
        }

        /// Twice the slots, every hash placed again.
        private mutating func grow() {
            let (oldHashes, oldCounts, oldSlots) = (hashes, counts, mask + 1)
            mask = 2 * oldSlots - 1
            hashes = .allocate(capacity: mask + 1)
            counts = .allocate(capacity: mask + 1)
            counts.initialize(repeating: 0, count: mask + 1)
            for old in 0..<oldSlots where oldCounts[old] != 0 {
                var slot = Int(truncatingIfNeeded: oldHashes[old]) & mask
                while counts[slot] != 0 { slot = (slot &+ 1) & mask }
                hashes[slot] = oldHashes[old]
                counts[slot] = oldCounts[old]
            }
            oldHashes.deallocate()
            oldCounts.deallocate()
        }
    }

    /// `value` as 16 lower-case hex digits, a colon and `occurrence` in decimal.
    static func text(_ value: UInt64, _ occurrence: Int) -> String {
        var out = TextBuffer(capacity: 32)
        write(value, occurrence, into: &out)
        return out.text
    }

    /// What `text` is, written into `out`.
    static func write(_ value: UInt64, _ occurrence: Int, into out: inout TextBuffer) {
        // Eight digits a word, with no loop and no branch: under the fuzzer a loop over the
        // digits paid a traced comparison per digit, and unrolling it added an edge per store.
        var digits = (hexDigits(of: UInt32(truncatingIfNeeded: value >> 32)), hexDigits(of: UInt32(truncatingIfNeeded: value)))
        withUnsafeBytes(of: &digits) { out.append($0.bindMemory(to: UInt8.self)) }
        out.append(UInt8(ascii: ":"))
        out.append(decimal: occurrence)
    }

    /// The eight lower-case hex digits of `half`, most significant first, as the bytes of a
    /// word in memory order.
    static func hexDigits(of half: UInt32) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // Nibble k (from the lowest) into byte k, then the bytes reversed: the first digit is
        // the first byte.
        var word = UInt64(half)
        word = (word | word << 16) & 0x0000_FFFF_0000_FFFF
        word = (word | word << 8) & 0x00FF_00FF_00FF_00FF
        word = (word | word << 4) & 0x0F0F_0F0F_0F0F_0F0F
        word = word.byteSwapped
        // 1 in each byte whose nibble is 10 or more (adding 6 carries it into bit 4); such a
        // digit is a letter, 0x27 past where "0" + nibble lands.
        let letters = (word &+ 6 &* ones) >> 4 & ones
        return (word &+ 0x30 &* ones &+ 0x27 &* letters).littleEndian
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
    }
}

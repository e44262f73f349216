/// The key a name is counted and looked up by when names are compared without case (Voice
/// Control's commands, VoiceOver's repeated names): exactly `name.lowercased()`.
///
/// The standard library lowers an ASCII name quickly, but a name with any other character
/// (a "·" between words) through a case mapping per character, each a new string. When every
/// non-ASCII character is one that lowering leaves alone (Unicode's Changes_When_Lowercased is
/// false for it, so its lowercase mapping is itself), only the ASCII capitals change, and they
/// are lowered byte by byte instead. Any other name goes to `lowercased()`.
enum NameKey {
    static func of(_ name: String) -> String {
        guard !isASCII(name) else { return name.lowercased() }
        for scalar in name.unicodeScalars where !scalar.isASCII && scalar.properties.changesWhenLowercased {
            return name.lowercased()
        }
        let count = name.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            for byte in name.utf8 {
                buffer[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                index += 1
            }
            return count
        }
    }

    private static func isASCII(_ name: String) -> Bool {
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes in
            var high: UInt8 = 0
            for byte in bytes { high |= byte }
            return high < 0x80
        }
        return ascii ?? name.unicodeScalars.allSatisfy(\.isASCII)
    }
}

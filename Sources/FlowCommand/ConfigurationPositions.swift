import Foundation

/// Where each key and value of a JSON text is, by its path of keys (`["patterns",
/// "small-target", "severity"]`; an array's items as `"[0]"`, `"[1]"`, …): what
/// `JSONSerialization` does not say, so that a problem in `.flowmap.json` points at its line and
/// column. Reads a text `JSONSerialization` has accepted; it never fails, and on any other text
/// it stops at the end of the bytes.
struct ConfigurationPositions {
    /// A key's bytes (nil for the document and an array's items) and its value's.
    struct Place {
        let key: Range<Int>?
        let value: Range<Int>
    }

    private(set) var places: [[String]: Place] = [:]
    /// Keys written twice in one object (`JSONSerialization` keeps one of them): each later one.
    private(set) var repeatedKeys: [(path: [String], key: Range<Int>)] = []

    /// Deeper values are skipped: no key of the configuration is deeper, and a hostile nesting
    /// costs no stack.
    static let deepest = 4

    private let bytes: [UInt8]
    private var cursor = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // Foundation reads past a byte-order mark; positions stay offsets into the whole file.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor = 3 }
        value(at: [], key: nil)
    }

    private mutating func value(at path: [String], key: Range<Int>?) {
        skipSpace()
        let start = cursor
        guard cursor < bytes.count else { return }
        switch bytes[cursor] {
        case UInt8(ascii: "{") where path.count < Self.deepest:
            cursor += 1
            var seen = Set<String>()
            while true {
                skipSpace()
                guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: "}") else { break }
                if bytes[cursor] == UInt8(ascii: ",") {
                    cursor += 1
                    continue
                }
                let keyStart = cursor
                let name = string()
                let keyRange = keyStart..<cursor
                skipSpace()
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") { cursor += 1 }
                if !seen.insert(name).inserted { repeatedKeys.append((path + [name], keyRange)) }
                let before = cursor
                value(at: path + [name], key: keyRange)
                if cursor == before { cursor += 1 }
            }
            cursor = min(cursor + 1, bytes.count)
        case UInt8(ascii: "[") where path.count < Self.deepest:
            cursor += 1
            var count = 0
            while true {
                skipSpace()
                guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") else { break }
                if bytes[cursor] == UInt8(ascii: ",") {
                    cursor += 1
                    continue
                }
                let before = cursor
                value(at: path + ["[\(count)]"], key: nil)
                if cursor == before { cursor += 1 }
                count += 1
            }
            cursor = min(cursor + 1, bytes.count)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            skipNested()
        case UInt8(ascii: "\""):
            _ = string()
        default:
            while cursor < bytes.count, !Self.endsScalar(bytes[cursor]) { cursor += 1 }
        }
        places[path] = Place(key: key, value: start..<cursor)
    }

    /// A string's text, the cursor after its closing quote; decoded by Foundation when it has
    /// escapes.
    private mutating func string() -> String {
        let start = cursor
        cursor += 1
        var escaped = false
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
            if bytes[cursor] == UInt8(ascii: "\\") {
                escaped = true
                cursor += 1
            }
            cursor += 1
        }
        cursor = min(cursor + 1, bytes.count)
        let quoted = Array(bytes[min(start, bytes.count)..<cursor])
        guard escaped else { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
        let decoded = try? JSONSerialization.jsonObject(with: Data(quoted), options: .fragmentsAllowed)
        return decoded as? String ?? String(decoding: quoted, as: UTF8.self)
    }

    /// Past a nested object or array, counting brackets outside strings.
    private mutating func skipNested() {
        var depth = 0
        repeat {
            switch bytes[cursor] {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\""):
                _ = string()
                continue
            default: break
            }
            cursor += 1
        } while depth > 0 && cursor < bytes.count
    }

    private mutating func skipSpace() {
        while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
    }

    /// The bytes that end a number, `true`, `false` or `null`.
    private static func endsScalar(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(byte)
    }
}

/// The one rule for text that a terminal, a CI log, an editor's build log or a generated source
/// file shows. A scalar that would drive a terminal (the C0 controls, DEL, the C1 controls such
/// as CSI and OSC), end or split a line (LF, CR, NEL, U+2028, U+2029), or reorder what follows
/// it (the bidirectional marks, embeddings, overrides and isolates: U+061C, U+200E, U+200F,
/// U+202A to U+202E, U+2066 to U+2069) is shown by its code point as Swift writes it, `\u{1B}`;
/// everything else is copied as it is.
///
/// It decides by Unicode scalar, on the UTF-8 bytes, never by `Character`: CR LF, or a control
/// followed by a combining mark, is one `Character`, and a filter by Character lets it through.
/// Names and file paths are hostile; every style of diagnostic, every message of the command
/// and the report on standard output pass them through this.
public enum PrintableText: PrintableForm {
    /// Whether `scalar` is shown by its code point.
    @inlinable public static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// ASCII controls and DEL, and the first bytes of the other unprintable scalars: C2
    /// (U+0080 to U+00BF), D8 (U+0600 to U+063F) and E2 (U+2000 to U+2FFF). Only these are
    /// decoded; every other byte is copied in runs.
    @inlinable public static func marks(_ word: UInt64) -> UInt64 {
        ByteScan.below(word, 0x20) | ByteScan.equal(word, 0x7F) | ByteScan.equal(word, 0xC2)
            | ByteScan.equal(word, 0xD8) | ByteScan.equal(word, 0xE2)
    }

    @inlinable public static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
        guard let (scalar, length) = unprintable(utf8, at: index) else { return 0 }
        appendCodePoint(scalar, into: &out)
        return length
    }

    /// The unprintable scalar that starts at `index`, and its length in bytes; nil for any other.
    @inlinable public static func unprintable(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int)? {
        let byte = utf8[index]
        let scalar: UInt32
        let length: Int
        if byte < 0x80 {
            (scalar, length) = (UInt32(byte), 1)
        } else if (byte == 0xC2 || byte == 0xD8), index &+ 1 < utf8.count {
            (scalar, length) = (UInt32(byte & 0x1F) << 6 | UInt32(utf8[index &+ 1] & 0x3F), 2)
        } else if byte == 0xE2, index &+ 2 < utf8.count {
            (scalar, length) = (0x2000 | UInt32(utf8[index &+ 1] & 0x3F) << 6 | UInt32(utf8[index &+ 2] & 0x3F), 3)
        } else {
            return nil
        }
        guard let unicode = Unicode.Scalar(scalar), isUnprintable(unicode) else { return nil }
        return (scalar, length)
    }

    /// `\u{…}`: the code point in upper-case hex, without leading zeros.
    @inlinable public static func appendCodePoint(_ scalar: UInt32, into out: inout TextBuffer) {
        out.append("\\u{")
        var shift = 28
        while shift > 0, scalar >> UInt32(shift) == 0 { shift -= 4 }
        while shift >= 0 {
            out.append(PercentEncoding.hexDigit(UInt8(truncatingIfNeeded: scalar >> UInt32(shift)) & 0xF))
            shift -= 4
        }
        out.append(UInt8(ascii: "}"))
    }

    /// How many columns `appendCodePoint` takes for `scalar`.
    @inlinable public static func codePointWidth(_ scalar: UInt32) -> Int {
        var digits = 1
        while digits < 8, scalar >> UInt32(4 * digits) != 0 { digits += 1 }
        return digits + 4
    }

    /// `PrintableText` for multi-line text that flowmap writes itself (a report on standard
    /// output): its line feeds are kept, since every one of them is flowmap's own; names in it
    /// are already on one line. Every other unprintable scalar is shown by its code point.
    public enum KeepingLineFeeds: PrintableForm {
        @inlinable public static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            utf8[index] == UInt8(ascii: "\n") ? 0 : PrintableText.replace(utf8, at: index, into: &out)
        }
    }

    /// `PrintableText` for JSON that a JSON writer wrote (a report on standard output): the
    /// unprintable scalars it left as they are (C1, the bidirectional controls; it escapes the
    /// others) become JSON's own `\uXXXX` escapes, which read back as the same scalars; its line
    /// feeds, which are never inside a string, are kept.
    public enum InJSON: PrintableForm {
        @inlinable public static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            guard utf8[index] != UInt8(ascii: "\n"), let (scalar, length) = unprintable(utf8, at: index) else { return 0 }
            out.append("\\u")
            for shift in stride(from: 12, through: 0, by: -4) {
                out.append(PercentEncoding.hexDigit(UInt8(truncatingIfNeeded: scalar >> UInt32(shift)) & 0xF))
            }
            return length
        }
    }
}

/// One form of `PrintableText`'s rule: the same scalars are found the same way; a form decides
/// only how each is written.
public protocol PrintableForm: TextEscaping {}

extension PrintableForm {
    @inlinable public static func marks(_ word: UInt64) -> UInt64 {
        PrintableText.marks(word)
    }

    /// `text` written in this form.
    public static func escaped(_ text: String) -> String {
        TextBuffer.escaped(text, by: Self.self)
    }
}

import FlowSyntax

/// The bytes of a dump before it is read: UTF-8, as both formats are written. Anything else is
/// said plainly, with how to convert it: a dump saved from Windows tools is often UTF-16, one
/// pasted through an old editor Latin-1.
enum DumpEncoding {
    /// Where the text starts (after a UTF-8 byte-order mark), or the one error that stops the
    /// dump from being read.
    static func check(_ file: SourceFile, index: Int) -> (start: Int, refusal: Diagnostic?) {
        if file.size > maximumFileSize {
            return (0, 
                Diagnostic(
                    .problem(.fileTooLarge), .error,
                    "the dump is \(file.size) bytes, more than flowmap reads (\(maximumFileSize) bytes)",
                    at: Span(file: index, start: 0, end: 0), help: "dump one screen at a time"))
        }
        let bytes = file.bytes
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return (0, 
                Diagnostic(
                    .problem(.invalidUTF8), .error, "the dump is UTF-16 (it starts with a UTF-16 byte-order mark); flowmap reads UTF-8",
                    at: Span(file: index, start: 0, end: 2), help: "convert it: iconv -f UTF-16 -t UTF-8 DUMP > DUMP.utf8"))
        }
        let start = bytes.withUnsafeBufferPointer { SourceFile.byteOrderMark($0) }
        if let nul = bytes.firstIndex(of: 0) {
            return (0, 
                Diagnostic(
                    .problem(.nulByte), .error, "NUL byte in the dump; a dump is text (UTF-16 without a byte-order mark looks like this)",
                    at: Span(file: index, start: nul, end: nul + 1), help: "convert it: iconv -f UTF-16 -t UTF-8 DUMP > DUMP.utf8"))
        }
        if let bad = firstInvalidUTF8(bytes, from: start) {
            return (0, 
                Diagnostic(
                    .problem(.invalidUTF8), .error, "bytes that are not valid UTF-8 in the dump",
                    at: Span(file: index, start: bad, end: bad + 1),
                    help: "if it was saved as Latin-1, convert it: iconv -f ISO-8859-1 -t UTF-8 DUMP > DUMP.utf8"))
        }
        return (start, nil)
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 scalar.
    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let lowest: UInt32
            switch byte {
            case 0xC2...0xDF: (length, lowest) = (2, 0x80)
            case 0xE0...0xEF: (length, lowest) = (3, 0x800)
            case 0xF0...0xF4: (length, lowest) = (4, 0x10000)
            default: return index
            }
            guard index + length <= count else { return index }
            var scalar = UInt32(byte) & (0xFF >> (length + 1))
            for next in 1..<length {
                let continuation = bytes[index + next]
                guard continuation & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            // Overlong forms, surrogates and scalars past U+10FFFF are not UTF-8.
            guard scalar >= lowest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return index }
            index += length
        }
        return nil
    }
}

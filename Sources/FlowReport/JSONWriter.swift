import FlowOutput

/// Writes a JSON document as UTF-8 bytes, two-space indented, the way the reports lay it out:
/// members one per line, an empty array as `[]` and an empty object as `{}`, a newline at the
/// end. The caller writes an object's keys in sorted order (checked in debug builds), so that
/// the same input always gives the same bytes. It appends straight into one `TextBuffer`,
/// with no tree of values built first.
struct JSONWriter: ~Copyable {
    private var out: TextBuffer
    /// Levels of nesting; one per open object or array.
    private var depth = 0
    /// 1 while the innermost open container has no member yet, else 0 (a number, so that the
    /// line break before a member picks its comma without a branch).
    private var empty = 1
    /// Whether the innermost open container is an array (values) rather than an object (keys).
    private var inArray = false
    /// `empty` and `inArray` of the enclosing containers, two bits a level.
    private var outer: UInt64 = 0
    /// The template being filled (kept alive while its memory is read), its bytes and piece
    /// bounds, and the next piece of it to write.
    private var template: Template?
    private var layout = UnsafeMutablePointer<UInt8>(bitPattern: 1)!
    private var bounds = UnsafeMutablePointer<Int>(bitPattern: 8)!
    private var piece = 0
    /// Two bits a level in `outer`, and two spaces a level within `TextBuffer.lineBreaks`.
    static let maximumDepth = min(32, TextBuffer.lineBreakSpaces / 2)
    #if DEBUG
    /// The last key written in each open object, to check that keys come sorted.
    private var lastKeys: [String] = []
    #endif

    init(capacity: Int = 0) {
        out = TextBuffer(capacity: capacity)
    }

    /// A writer that hands the document to `sink` in chunks (see `TextBuffer`), holding at
    /// most `streamCapacity` bytes of it, or `capacity` when that is less; `finishStream()`
    /// hands on the end.
    init(capacity: Int, streamingTo sink: TextSink) {
        out = TextBuffer(capacity: min(capacity, Self.streamCapacity), streamingTo: sink)
    }

    /// The most a streaming writer holds before it hands its bytes on.
    static let streamCapacity = 1 << 15

    /// The document as text, ending in a newline.
    mutating func finish() -> String {
        precondition(depth == 0, "unclosed JSON container")
        out.append(UInt8(ascii: "\n"))
        return out.text
    }

    /// Ends a streamed document with its newline, and hands what is left to the sink.
    mutating func finishStream() {
        precondition(depth == 0, "unclosed JSON container")
        out.append(UInt8(ascii: "\n"))
        out.flush()
    }

    // MARK: Containers

    mutating func beginObject() { open(UInt8(ascii: "{"), array: false) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "["), array: true) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// An object member's key; its value is written next. Keys are plain ASCII names.
    mutating func key(_ name: StaticString) {
        assert(!inArray && depth > 0, "a key outside an object")
        #if DEBUG
        let text = name.description
        assert(empty == 1 || lastKeys[lastKeys.count - 1] < text, "JSON keys out of order: \(text)")
        lastKeys[lastKeys.count - 1] = text
        #endif
        member(then: name.utf8CodeUnitCount &+ 4)
        out.appendReserved(UInt8(ascii: "\""))
        out.appendReserved(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        out.appendReserved(UInt8(ascii: "\""))
        out.appendReserved(UInt8(ascii: ":"))
        out.appendReserved(UInt8(ascii: " "))
    }

    private mutating func open(_ bracket: UInt8, array: Bool) {
        precondition(depth < Self.maximumDepth, "JSON nested too deep")
        value(then: 1)
        out.appendReserved(bracket)
        outer = outer << 2 | UInt64(truncatingIfNeeded: empty) | (inArray ? 2 : 0)
        #if DEBUG
        if !array { lastKeys.append("") }
        #endif
        depth &+= 1
        empty = 1
        inArray = array
    }

    private mutating func close(_ bracket: UInt8) {
        assert(depth > 0, "closing a JSON container that is not open")
        depth &-= 1
        // A line break at the closing depth, unless the container is empty: `[]`, `{}`.
        let lineBreak = (1 &- empty) &* (1 &+ 2 &* depth)
        out.reserve(lineBreak &+ 1)
        out.appendReserved(UnsafeBufferPointer(start: TextBuffer.lineBreaks.utf8Start + 1, count: lineBreak))
        out.appendReserved(bracket)
        #if DEBUG
        if !inArray { lastKeys.removeLast() }
        #endif
        empty = Int(truncatingIfNeeded: outer & 1)
        inArray = outer & 2 != 0
        outer >>= 2
    }

    /// Before a value, with room for `extra` more bytes: in an array, a new member on its own
    /// line; after a key, nothing.
    private mutating func value(then extra: Int) {
        if inArray { member(then: extra) } else { out.reserve(extra) }
    }

    /// A new member, with room for `extra` more bytes: a comma after the previous one, then a
    /// new line at the member's depth.
    private mutating func member(then extra: Int) {
        let length = 2 &- empty &+ 2 &* depth
        out.reserve(length &+ extra)
        out.appendReserved(UnsafeBufferPointer(start: TextBuffer.lineBreaks.utf8Start + empty, count: length))
        empty = 0
    }

    // MARK: Values

    mutating func string(_ text: String) {
        beginString()
        stringPart(text)
        endString()
    }

    mutating func string(orNull text: String?) {
        if let text { string(text) } else { null() }
    }

    /// A string from a closed vocabulary (an id, a keyword, a percent-encoded URI), which
    /// never needs escaping; debug builds check that.
    mutating func plainString(_ text: String) {
        assert(text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
        let length = text.utf8.count
        value(then: length &+ 2)
        out.appendReserved(UInt8(ascii: "\""))
        out.append(text)
        out.append(UInt8(ascii: "\""))
    }

    /// A string written in parts: `beginString()`, any number of `stringPart(_:)`, `endString()`.
    mutating func beginString() {
        value(then: 1)
        out.appendReserved(UInt8(ascii: "\""))
    }

    mutating func stringPart(_ text: String) {
        out.append(text, escaping: Escaping.self)
    }

    mutating func stringPart(_ text: StaticString) {
        text.withUTF8Buffer { out.append($0, escaping: Escaping.self) }
    }

    /// The digits of `number`, within a string.
    mutating func stringPart(decimal number: Int) {
        out.append(decimal: number)
    }

    mutating func endString() {
        out.append(UInt8(ascii: "\""))
    }

    /// An array of strings from a closed vocabulary.
    mutating func plainStrings(_ texts: some Sequence<String>) {
        beginArray()
        for text in texts { plainString(text) }
        endArray()
    }

    mutating func number(_ number: Int) {
        value(then: 0)
        out.append(decimal: number)
    }

    mutating func bool(_ flag: Bool) {
        value(then: 0)
        out.append(flag ? "true" : "false")
    }

    mutating func null() {
        value(then: 0)
        out.append("null")
    }

    // MARK: Templates

    /// Array members whose layout never changes (a SARIF result, a diagnostic, the rules),
    /// written once: the bytes between their values, its pieces, one more than the values.
    /// Each member then costs a copy per piece and its values, instead of a line break, an
    /// indent and a key at every member. The pieces lie one after another in memory that the
    /// template owns, so that writing one is a copy with no array to look into.
    final class Template: @unchecked Sendable {
        let depth: Int
        /// The pieces' bytes, one after another.
        let bytes: UnsafeMutablePointer<UInt8>
        /// `bounds[i]..<bounds[i + 1]` is piece `i` in `bytes`.
        let bounds: UnsafeMutablePointer<Int>
        let pieceCount: Int

        init(depth: Int, pieces: [ArraySlice<UInt8>]) {
            self.depth = depth
            pieceCount = pieces.count
            bounds = .allocate(capacity: pieces.count + 1)
            let total = pieces.reduce(0) { $0 + $1.count }
            bytes = .allocate(capacity: max(1, total))
            var end = 0
            bounds[0] = 0
            for (index, piece) in pieces.enumerated() {
                piece.withUnsafeBufferPointer { piece in
                    if let base = piece.baseAddress { (bytes + end).initialize(from: base, count: piece.count) }
                }
                end += piece.count
                bounds[index + 1] = end
            }
        }

        deinit {
            bytes.deallocate()
            bounds.deallocate()
        }

        /// All its bytes: what it adds to a document, besides its values.
        var size: Int { bounds[pieceCount] }
    }

    /// Writes a layout with `body`, as members of an array `depth` levels deep; `body` calls
    /// `hole()` where each value goes.
    static func template(depth: Int, _ body: (inout JSONWriter) -> Void) -> Template {
        var writer = JSONWriter()
        writer.depth = depth
        writer.inArray = true
        body(&writer)
        precondition(writer.depth == depth, "a template left a container open")
        // A NUL byte marks each hole: the layout has none, and in a string it is escaped.
        let pieces = Array(writer.out.bytes).split(separator: 0, omittingEmptySubsequences: false)
        return Template(depth: depth, pieces: pieces)
    }

    /// In a template's body: the place of a value.
    mutating func hole() {
        value(then: 1)
        out.appendReserved(0)
    }

    /// Starts `template` as the next member of the array being written: its values follow,
    /// in order, each written by a `fill` method, which also writes the layout after it.
    mutating func begin(_ template: Template) {
        assert(inArray && depth == template.depth, "a template written for another place")
        if empty == 0 { out.append(UInt8(ascii: ",")) }
        empty = 0
        self.template = template
        layout = template.bytes
        bounds = template.bounds
        piece = 0
        nextPiece()
    }

    /// A template without holes, whole. A streaming writer passes its bytes on as they are
    /// (see `TextBuffer.append(passingOn:)`): the SARIF rules, tens of kilobytes the same in
    /// every document, are then never copied.
    mutating func append(_ template: Template) {
        assert(template.pieceCount == 1, "a template with values to fill")
        assert(inArray && depth == template.depth, "a template written for another place")
        if empty == 0 { out.append(UInt8(ascii: ",")) }
        empty = 0
        out.append(passingOn: UnsafeBufferPointer(start: template.bytes, count: template.size))
    }

    private mutating func nextPiece() {
        assert(piece < template!.pieceCount, "more values than the template has holes")
        let start = bounds[piece]
        out.append(UnsafeBufferPointer(start: layout + start, count: bounds[piece &+ 1] &- start))
        piece &+= 1
    }

    /// What the values from `first` on that `values` fills write in a member of `template`,
    /// with the piece after each: the start or end of a member that many members share (a
    /// SARIF result's level and file, its rule), rendered once and then written by
    /// `fill(run:values:)`.
    static func run(of template: Template, from first: Int, _ values: (inout JSONWriter) -> Void) -> [UInt8] {
        var writer = JSONWriter(capacity: 256)
        writer.template = template
        writer.layout = template.bytes
        writer.bounds = template.bounds
        writer.piece = first + 1
        values(&writer)
        return Array(writer.out.bytes)
    }

    /// A `run(of:from:_:)` of `count` values, as the next values.
    mutating func fill(run bytes: [UInt8], values count: Int) {
        bytes.withUnsafeBufferPointer { out.append($0) }
        piece &+= count
    }

    mutating func fill(number: Int) {
        out.append(decimal: number)
        nextPiece()
    }

    /// A string from a closed vocabulary, which needs no escaping (see `plainString`).
    mutating func fill(plain text: String) {
        out.append(UInt8(ascii: "\""))
        out.append(text)
        out.append(UInt8(ascii: "\""))
        nextPiece()
    }

    /// A string from a closed vocabulary that `write` appends itself, with no `String` made.
    mutating func fill(plainWith write: (inout TextBuffer) -> Void) {
        out.append(UInt8(ascii: "\""))
        write(&out)
        out.append(UInt8(ascii: "\""))
        nextPiece()
    }

    /// A string, and when `parenthesized` is given, " (" and it and ")" after it.
    mutating func fill(string text: String, parenthesized more: String? = nil) {
        out.append(UInt8(ascii: "\""))
        out.append(text, escaping: Escaping.self)
        if let more {
            out.append(" (")
            out.append(more, escaping: Escaping.self)
            out.append(UInt8(ascii: ")"))
        }
        out.append(UInt8(ascii: "\""))
        nextPiece()
    }

    mutating func fill(stringOrNull text: String?) {
        if let text { fill(string: text) } else {
            out.append("null")
            nextPiece()
        }
    }

    // MARK: Escaping

    /// RFC 8259 string escaping, without the quotes; non-ASCII text stays as UTF-8. Control
    /// characters, DEL and U+2028/U+2029 (which end a line in JavaScript) are written as `\u`
    /// escapes.
    enum Escaping: TextEscaping {
        static func marks(_ word: UInt64) -> UInt64 {
            ByteScan.below(word, 0x20) | ByteScan.equal(word, UInt8(ascii: "\"")) | ByteScan.equal(word, UInt8(ascii: "\\"))
                | ByteScan.equal(word, 0x7F) | ByteScan.equal(word, 0xE2)
        }

        static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case UInt8(ascii: "\n"): out.append("\\n")
            case UInt8(ascii: "\r"): out.append("\\r")
            case UInt8(ascii: "\t"): out.append("\\t")
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; any other scalar stays.
                guard index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] & 0xFE == 0xA8 else { return 0 }
                out.append(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                return 3
            default:
                out.append("\\u00")
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            }
            return 1
        }

        private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
    }
}

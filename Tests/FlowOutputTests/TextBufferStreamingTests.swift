@testable import FlowOutput
import Testing

/// A `TextBuffer` made with a sink: what reaches the sink, put together, is what the same
/// appends give in a buffer that grows, and the buffer never holds more than its capacity.
@Suite struct TextBufferStreamingTests {
    /// Records each chunk's size too, to check the buffer's bound.
    final class Chunks: TextSink {
        var bytes: [UInt8] = []
        var sizes: [Int] = []
        func write(_ chunk: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: chunk)
            sizes.append(chunk.count)
        }
    }

    /// The same appends of every kind, into any buffer.
    static func write(_ out: inout TextBuffer, rounds: Int) {
        let sample = "Grüße, \"quoted\"\n\u{2028}tab\tend 🎉"
        for round in 0..<rounds {
            out.append("literal ")
            out.append(decimal: round * 7919)
            out.append(UInt8(ascii: " "))
            out.append(sample + String(round), escaping: JSONLikeEscaping.self)
            out.append(repeating: UInt8(ascii: "-"), count: round % 40)
            out.append(sample)
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// Quotes, backslashes and control characters as `\u` escapes, like the JSON writer's.
    enum JSONLikeEscaping: TextEscaping {
        static func marks(_ word: UInt64) -> UInt64 {
            ByteScan.below(word, 0x20) | ByteScan.equal(word, UInt8(ascii: "\"")) | ByteScan.equal(word, UInt8(ascii: "\\"))
        }

        static func replace(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout TextBuffer) -> Int {
            out.append("\\u00")
            out.append(decimal: Int(utf8[index]) / 16)
            out.append(decimal: Int(utf8[index]) % 16)
            return 1
        }
    }

    @Test(arguments: [64, 100, 4096])
    func theChunksMakeTheSameTextAsAGrowingBuffer(capacity: Int) {
        var grown = TextBuffer(capacity: 16)
        Self.write(&grown, rounds: 300)
        let sink = Chunks()
        var streamed = TextBuffer(capacity: capacity, streamingTo: sink)
        Self.write(&streamed, rounds: 300)
        #expect(sink.sizes.count > 1, "a buffer smaller than the text hands it on before the end")
        streamed.flush()
        #expect(streamed.bytes.isEmpty)
        #expect(sink.bytes == Array(grown.bytes))
        #expect(sink.sizes.allSatisfy { $0 > 0 && $0 <= capacity }, "no append here is larger than the buffer")
    }

    @Test func anAppendLargerThanTheBufferGrowsItOnce() {
        let sink = Chunks()
        var out = TextBuffer(capacity: 16, streamingTo: sink)
        out.append("head")
        let large = String(repeating: "x", count: 100)
        out.append(large)
        #expect(sink.sizes == [4], "what came before is handed on first")
        out.flush()
        #expect(sink.sizes == [4, 100])
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "head" + large)
    }

    @Test func passingOnHandsTheBytesOverAsTheyAreAfterWhatCameBefore() {
        let sink = Chunks()
        var out = TextBuffer(capacity: 64, streamingTo: sink)
        let fixed: StaticString = "a run of text rendered once"
        out.append("before ")
        fixed.withUTF8Buffer { out.append(passingOn: $0) }
        out.append(" after")
        out.flush()
        #expect(sink.sizes == ["before ".utf8.count, fixed.utf8CodeUnitCount, " after".utf8.count])
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "before a run of text rendered once after")
    }

    @Test func withoutASinkPassingOnAppendsAndFlushKeepsTheText() {
        var out = TextBuffer(capacity: 16)
        out.append("before ")
        let fixed: StaticString = "a run of text rendered once"
        fixed.withUTF8Buffer { out.append(passingOn: $0) }
        out.flush()
        #expect(out.text == "before a run of text rendered once")
    }

    @Test func flushingAnEmptyBufferHandsOnNothing() {
        let sink = Chunks()
        var out = TextBuffer(capacity: 64, streamingTo: sink)
        out.flush()
        out.append("x")
        out.flush()
        out.flush()
        #expect(sink.sizes == [1])
    }

    @Test func collectedTextKeepsEveryChunkInOrder() {
        let sink = CollectedText()
        var out = TextBuffer(capacity: 16, streamingTo: sink)
        Self.write(&out, rounds: 20)
        out.flush()
        var grown = TextBuffer()
        Self.write(&grown, rounds: 20)
        #expect(sink.chunks > 1)
        #expect(sink.text == grown.text)
        sink.write("!")
        #expect(sink.text == grown.text + "!")
    }
}

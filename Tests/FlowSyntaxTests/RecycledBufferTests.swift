import Testing
import FlowOutput

/// `TextBuffer.recycled`: a buffer in kept memory starts empty, and the text it gave out
/// before is a string of its own, which the next document does not change.
@Suite struct RecycledBufferTests {
    @Test func aRecycledBufferStartsEmptyAndLeavesEarlierTextsAlone() {
        var first = TextBuffer.recycled(capacity: 64)
        first.append("first document")
        let firstText = first.recycledText()
        var second = TextBuffer.recycled(capacity: 16)
        #expect(second.bytes.isEmpty)
        second.append("second")
        let secondText = second.recycledText()
        #expect(firstText == "first document")
        #expect(secondText == "second")
        // A request larger than what is kept gets room for all of it.
        var large = TextBuffer.recycled(capacity: 1 << 16)
        large.append(repeating: UInt8(ascii: "x"), count: 1 << 16)
        #expect(large.recycledText().utf8.count == 1 << 16)
    }
}

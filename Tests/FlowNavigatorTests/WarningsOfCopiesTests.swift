import Testing
import FlowSyntax
@testable import FlowNavigator

/// Copies' warnings told once (grammar.md 6.4): equal warnings at one span become the first of
/// them with a count; different ones at that span, and equal words at another span, stay.
@Suite struct WarningsOfCopiesTests {
    static func warning(_ message: String, at start: Int) -> Diagnostic {
        Diagnostic(.pattern(.mysteryIcon), .warning, message, at: Span(file: 0, start: start, end: start + 4))
    }

    @Test func equalWarningsAtOneSpanAreToldOnceWithTheirCountInFirstPlace() {
        let a = Self.warning("a", at: 10)
        let b = Self.warning("b", at: 10)
        let elsewhere = Self.warning("a", at: 20)
        let told = WarningsOfCopies.toldOnce([b, a, elsewhere, a, b, a])
        #expect(told.map(\.message) == ["b", "a", "a"])
        #expect(told.map(\.span.start) == [10, 10, 20])
        #expect(told.map { $0.notes.map(\.message) } == [
            ["2 copies of this line have this problem"], ["3 copies of this line have this problem"], [],
        ])
    }

    @Test func warningsAtDifferentSpansAreLeftAsTheyAre() {
        let warnings = (0..<5).map { Self.warning("a", at: $0 * 10) }
        #expect(WarningsOfCopies.toldOnce(warnings) == warnings)
    }

    /// A `repeat 1000` of a component that repeats 100 of a nameless icon is 100,000 equal
    /// warnings at one span, with another among them: two warnings, the first with its count.
    @Test func manyCopiesOfOneWarningAreToldOnce() {
        let warnings = [Diagnostic](repeating: Self.warning("a", at: 10), count: 100_000) + [Self.warning("b", at: 10)]
        let told = WarningsOfCopies.toldOnce(warnings)
        #expect(told.map(\.message) == ["a", "b"])
        #expect(told.first?.notes.map(\.message) == ["100000 copies of this line have this problem"])
    }
}

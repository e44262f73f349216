import Testing
import FlowSyntax
@testable import FlowProgram

/// Copies' diagnostics told once (grammar.md 6.4): equal diagnostics, errors and warnings alike,
/// become the first of them, noted with the `use` lines of the copies that raised them (the
/// first three, then how many more) and how many copies they stand for.
@Suite struct DiagnosticsOfCopiesTests {
    static func diagnostic(_ message: String, at start: Int, _ severity: Severity = .warning, by copy: CopyOrigin? = nil) -> Diagnostic {
        Diagnostic(.pattern(.mysteryIcon), severity, message, at: Span(file: 0, start: start, end: start + 4)).raised(by: copy)
    }

    static func use(at start: Int, copy: Int = 1) -> CopyOrigin {
        CopyOrigin(line: Span(file: 0, start: start, end: start + 9), component: "Row", copy: copy)
    }

    @Test func equalDiagnosticsOfCopiesAreToldOnceInFirstPlaceWithTheirUsesAndCount() {
        let (first, second) = (Self.use(at: 100), Self.use(at: 200))
        let told = DiagnosticsOfCopies.toldOnce([
            Self.diagnostic("b", at: 10, by: first), Self.diagnostic("a", at: 10, by: first), Self.diagnostic("a", at: 20, by: first),
            Self.diagnostic("a", at: 10, by: second), Self.diagnostic("b", at: 10, by: first),
        ])
        #expect(told.map(\.message) == ["b", "a", "a"])
        #expect(told.map(\.span.start) == [10, 10, 20])
        #expect(told.map { $0.notes.map(\.message) } == [
            ["copied by this 'use' of component 'Row'", "2 copies of this line have this problem"],
            ["copied by this 'use' of component 'Row'", "copied by this 'use' of component 'Row'", "2 copies of this line have this problem"],
            ["copied by this 'use' of component 'Row'"],
        ])
        #expect(told[1].notes.map(\.span?.start) == [100, 200, nil])
        #expect(told.allSatisfy { $0.copy == nil })
    }

    @Test func errorsAreToldOnceAsWarningsAre() {
        let told = DiagnosticsOfCopies.toldOnce((1...3).map { Self.diagnostic("e", at: 10, .error, by: Self.use(at: 100, copy: $0)) })
        #expect(told.map(\.severity) == [.error])
        #expect(told.first?.notes.map(\.message) == ["copied by this 'use' of component 'Row'", "3 copies of this line have this problem"])
    }

    @Test func theFirstThreeUseLinesAreNotedAndTheRestCounted() {
        let told = DiagnosticsOfCopies.toldOnce((0..<7).map { Self.diagnostic("a", at: 10, by: Self.use(at: 100 + $0 * 10)) })
        #expect(told.first?.notes.map(\.message) == [
            "copied by this 'use' of component 'Row'", "copied by this 'use' of component 'Row'",
            "copied by this 'use' of component 'Row'", "and by 4 more 'use' lines", "7 copies of this line have this problem",
        ])
        #expect(told.first?.notes.prefix(3).map(\.span?.start) == [100, 110, 120])
    }

    /// A `repeat` of a screen's own line makes copies with no `use`: only their count is noted.
    @Test func copiesOfARepeatAreCounted() {
        let repeated = (1...4).map { CopyOrigin(line: Span(file: 0, start: 5, end: 13), component: nil, copy: $0) }
        let told = DiagnosticsOfCopies.toldOnce(repeated.map { Self.diagnostic("a", at: 10, by: $0) })
        #expect(told.first?.notes.map(\.message) == ["4 copies of this line have this problem"])
    }

    @Test func diagnosticsNoCopyRaisedAreLeftAsTheyAre() {
        let diagnostics = (0..<5).map { Self.diagnostic("a", at: $0 * 10) } + [Self.diagnostic("a", at: 0)]
        #expect(DiagnosticsOfCopies.toldOnce(diagnostics) == diagnostics)
        #expect(DiagnosticsOfCopies.toldOnce(diagnostics).count == 6)
    }

    /// A `repeat 1000` of a component that repeats 100 of a nameless icon is 100,000 equal
    /// warnings at one span, with another among them: two warnings, the first with its count.
    @Test func manyCopiesOfOneDiagnosticAreToldOnce() {
        let use = Self.use(at: 100)
        let warnings = [Diagnostic](repeating: Self.diagnostic("a", at: 10, by: use), count: 100_000) + [Self.diagnostic("b", at: 10, by: use)]
        let told = DiagnosticsOfCopies.toldOnce(warnings)
        #expect(told.map(\.message) == ["a", "b"])
        #expect(told.first?.notes.map(\.message) == ["copied by this 'use' of component 'Row'", "100000 copies of this line have this problem"])
    }
}

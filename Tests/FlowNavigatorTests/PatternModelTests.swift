import FlowProgram
import FlowSyntax
import Testing

@testable import FlowNavigator

/// The pattern declarations of `Model/Patterns` and the identity they share with diagnostics.
@Suite struct PatternModelTests {
    /// The switch of `Pattern.model` hands each pattern its own declaration.
    @Test(arguments: Pattern.allCases)
    func declarationIsThePatterns(_ pattern: Pattern) {
        #expect(pattern.model.pattern == pattern)
    }

    /// A verdict's "Who it blocks" line says the verdict it holds, first (Larger Text may
    /// first say it is as Touch).
    @Test(arguments: Pattern.allCases)
    func explainedLineStatesItsVerdict(_ pattern: Pattern) {
        for profile in Profile.allCases {
            let verdict = pattern.verdict(for: profile)
            let words: String
            switch verdict.kind {
            case .ok: words = "ok"
            case .friction: words = "friction"
            case .blocker(let mark): words = mark.map { "blocker (\($0.rawValue))" } ?? "blocker"
            case .unreachable: words = "unreachable"
            case .notAffected: words = "not affected"
            }
            var line = Substring(verdict.explained)
            if profile == .largerText, line.hasPrefix("as Touch: ") { line = line.dropFirst("as Touch: ".count) }
            #expect(line.hasPrefix(words), "\(pattern.name), \(profile.name): '\(verdict.explained)' is not \(words)")
            if case .blocker(nil) = verdict.kind { #expect(!line.hasPrefix("blocker ("), "\(pattern.name), \(profile.name)") }
        }
    }

    @Test(arguments: Pattern.allCases)
    func slugIsTheNameInKebabCase(_ pattern: Pattern) {
        #expect(pattern.slug == pattern.name.lowercased().replacingOccurrences(of: " ", with: "-"))
    }

    @Test func everyDiagnosticIDRoundTrips() {
        #expect(Set(DiagnosticID.allCases.map(\.rawValue)).count == DiagnosticID.allCases.count)
        for id in DiagnosticID.allCases { #expect(DiagnosticID(rawValue: id.rawValue) == id) }
        for pattern in Pattern.allCases {
            #expect(DiagnosticID.pattern(pattern).rawValue == pattern.slug)
            #expect(DiagnosticID.pattern(pattern).pattern == pattern)
        }
    }

    /// §4, §5: friction under 44 pt, a blocker under 28 pt except for Pointer.
    @Test func smallTargetCosts() {
        #expect(SmallTarget.cost(ofSide: 44, for: .touch) == (false, false))
        #expect(SmallTarget.cost(ofSide: 43.5, for: .touch) == (false, true))
        #expect(SmallTarget.cost(ofSide: 27, for: .touch) == (true, false))
        #expect(SmallTarget.cost(ofSide: 27, for: .largerText) == (true, false))
        #expect(SmallTarget.cost(ofSide: 27, for: .pointer) == (false, true))
    }

    /// §5, §8: the visible start of a name, in any case, calls it.
    @Test func labelPrefixRule() {
        #expect(LabelMismatch.startsName("reorder", "Reorder 42"))
        #expect(!LabelMismatch.startsName("Order", "Reorder 42"))
    }

    /// §2: an input label names a control as its label does, so a control answering to a
    /// gesture's name by its input label is the gesture's alternative: no Swipe Trap.
    @Test func inputLabelIsAnAlternativeToAGesture() {
        let text = """
            screen "Inbox"
              button "Archive all"
                input "Archive"
              group "Message" contain
                text "Ana"
                gesture swipe "Archive"

            task "Archive"
              start "Inbox"
              activate "Archive"
            """
        let front = Frontend.run(SourceSet([SourceFile(path: "inbox.flow", text: text)]))
        #expect(front.diagnostics.map(\.id) == [])
        #expect(ElementChecks.run(front.program).map(\.id) == [])
    }
}

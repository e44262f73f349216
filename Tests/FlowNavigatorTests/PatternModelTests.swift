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

    /// §10.5: friction with a side under 44 pt; a blocker when the shorter side is under 24 pt and
    /// the longer under 44, except for Pointer; the standard parts' regions are never small.
    @Test func smallTargetCosts() {
        #expect(SmallTarget.cost(of: (44, 44), for: .touch) == .ok)
        #expect(SmallTarget.cost(of: nil, for: .touch) == .ok)
        #expect(SmallTarget.cost(of: (43.5, 60), for: .touch) == .friction)
        #expect(SmallTarget.cost(of: (24, 24), for: .touch) == .friction)
        #expect(SmallTarget.cost(of: (271, 21), for: .touch) == .friction)
        #expect(SmallTarget.cost(of: (23, 30), for: .touch) == .blocker(nil))
        #expect(SmallTarget.cost(of: (23, 30), for: .largerText) == .blocker(nil))
        #expect(SmallTarget.cost(of: (23, 30), for: .pointer) == .friction)
    }

    /// The verdicts agree with §4's rule, which the path code no longer applies on its own: a
    /// mark blocks every method but those whose own channel it is (sight for Touch, Pointer and
    /// Larger Text; gestures for Touch and Larger Text). The one exception §5 makes is Edge
    /// Gesture Collision, where the system's edge gesture wins over Touch's own.
    @Test(arguments: Pattern.allCases)
    func blockersMarkWhatIsNotTheMethodsOwnChannel(_ pattern: Pattern) {
        for profile in Profile.allCases {
            guard case .blocker(let mark?) = pattern.verdict(for: profile).kind else { continue }
            let own = Channels.of(profile).own.contains(mark)
            #expect(own == (pattern == .edgeGestureCollision && mark == .gesture), "\(pattern.name) for \(profile.name)")
        }
    }

    /// A step the path code puts under a pattern takes its blocker, friction and mark from the
    /// pattern's verdict for the profile: Swipe Trap blocks VoiceOver with a gesture mark and is
    /// nothing for Touch; Hidden Action is friction for the keyboard.
    @Test func stepsTakeTheirCostFromTheVerdict() throws {
        let front = Frontend.run(SourceSet([SourceFile(path: "s.flow", text: "screen \"S\"\n  text \"x\"\n")]))
        let screen = try #require(front.program.screens.first)
        let voiceOver = StepWriter(profile: .voiceover, screen: screen).step(.appGesture(.swipe), target: .name("Archive"), pattern: .swipeTrap)
        #expect(voiceOver.blocker && voiceOver.marks == [.gesture] && voiceOver.pattern == .swipeTrap)
        let touch = StepWriter(profile: .touch, screen: screen).step(
            .gesture(.swipe), target: .name("Archive"), marks: [.gesture], pattern: .swipeTrap)
        #expect(!touch.blocker && !touch.friction && touch.marks == [.gesture] && touch.pattern == nil)
        let keyboard = StepWriter(profile: .keyboard, screen: screen).step(.key(.actionsList), target: .actionsList, pattern: .hiddenAction)
        #expect(!keyboard.blocker && keyboard.friction && keyboard.marks.isEmpty && keyboard.pattern == .hiddenAction)
        let tiny = StepWriter(profile: .touch, screen: screen).step(.tap, target: .name("x"), pattern: .smallTarget, cost: .blocker(nil))
        #expect(tiny.blocker && tiny.marks.isEmpty && tiny.pattern == .smallTarget)
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

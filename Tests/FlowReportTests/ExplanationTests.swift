import FlowNavigator
import FlowPipeline
import FlowProgram
import FlowReport
import FlowSyntax
import Testing

/// `flowmap explain`: every pattern has an explanation whose `before` flow shows the pattern and
/// whose `after` flow is clean, and the lookup and rendering behave.
@Suite struct ExplanationTests {
    static func compile(_ text: String, as path: String) -> Compilation {
        Compilation.run([SourceFile(path: path, text: text)])
    }

    /// Every place a compilation can name a pattern: blockers, friction and diagnostics.
    static func patterns(in compilation: Compilation) -> Set<String> {
        var names = Set<String>()
        for task in compilation.tasks {
            for path in task.profiles {
                path.blockers.forEach { names.insert($0.pattern.name) }
                path.friction.forEach { names.insert($0.pattern.name) }
            }
        }
        compilation.diagnostics.compactMap(\.pattern?.name).forEach { names.insert($0) }
        return names
    }

    static func inputErrors(_ compilation: Compilation) -> [String] {
        compilation.hasInputErrors ? compilation.diagnostics.filter { $0.severity == .error }.map(\.message) : []
    }

    @Test(arguments: Pattern.allCases)
    func beforeShowsThePattern(_ pattern: Pattern) {
        let explanation = PatternGuide.explanation(for: pattern)
        let compilation = Self.compile(explanation.before, as: "before.flow")
        #expect(Self.inputErrors(compilation).isEmpty, "\(pattern.name): \(Self.inputErrors(compilation))")
        #expect(Self.patterns(in: compilation).contains(pattern.name), "\(pattern.name) does not show in its 'before'")
    }

    @Test(arguments: Pattern.allCases)
    func afterDoesNotShowThePattern(_ pattern: Pattern) {
        let explanation = PatternGuide.explanation(for: pattern)
        let compilation = Self.compile(explanation.after, as: "after.flow")
        #expect(Self.inputErrors(compilation).isEmpty, "\(pattern.name): \(Self.inputErrors(compilation))")
        #expect(!Self.patterns(in: compilation).contains(pattern.name), "\(pattern.name) still shows in its 'after'")
    }

    /// Beyond the pattern itself: the fixed flow has no finding at all, and its task passes.
    @Test(arguments: Pattern.allCases)
    func afterIsClean(_ pattern: Pattern) {
        let compilation = Self.compile(PatternGuide.explanation(for: pattern).after, as: "after.flow")
        #expect(compilation.diagnostics.map(\.message) == [], "\(pattern.name)")
        #expect(!compilation.hasFailures && !compilation.hasFrictionOrWarnings, "\(pattern.name)")
        #expect(!compilation.tasks.isEmpty, "\(pattern.name): the 'after' flow has no task")
    }

    /// "Who it blocks" names the seven profiles in order, and agrees with what the compiler finds
    /// in `before`: a profile blocked by the pattern is a blocker, an unreachable one unreachable,
    /// and friction is friction.
    @Test(arguments: Pattern.allCases)
    func whoItBlocksAgreesWithTheCompiler(_ pattern: Pattern) {
        let explanation = PatternGuide.explanation(for: pattern)
        let lines = explanation.whoItBlocks.split(separator: "\n").map(String.init)
        #expect(lines.count == Profile.allCases.count, "\(pattern.name)")
        for (line, profile) in zip(lines, Profile.allCases) {
            #expect(line.hasPrefix("\(profile.name): "), "\(pattern.name): '\(line)' should start with \(profile.name)")
        }
        let compilation = Self.compile(explanation.before, as: "before.flow")
        for task in compilation.tasks {
            for (path, line) in zip(task.profiles, lines) {
                if path.blockers.contains(where: { $0.pattern == pattern }) {
                    let word = path.status == .unreachable ? "unreachable" : "blocker"
                    #expect(line.contains(word), "\(pattern.name), \(path.profile.name) is \(path.status): '\(line)'")
                }
                if path.friction.contains(where: { $0.pattern == pattern }) {
                    #expect(line.contains("friction"), "\(pattern.name), \(path.profile.name) has friction: '\(line)'")
                }
            }
        }
    }

    @Test func allFollowsPatternOrder() {
        #expect(PatternGuide.all.count == Pattern.allCases.count)
        #expect(PatternGuide.all.map(\.pattern) == Pattern.allCases)
    }

    @Test(arguments: Pattern.allCases)
    func findAcceptsSlugNameAndAnyCase(_ pattern: Pattern) {
        #expect(PatternGuide.find(pattern.slug) == pattern)
        #expect(PatternGuide.find(pattern.name) == pattern)
        #expect(PatternGuide.find(pattern.name.uppercased()) == pattern)
        #expect(PatternGuide.find(pattern.name.lowercased()) == pattern)
        #expect(PatternGuide.find(pattern.slug.uppercased()) == pattern)
        #expect(PatternGuide.find("  \(pattern.name)  ") == pattern)
    }

    @Test func findExamples() {
        for query in ["Swipe Trap", "swipe-trap", "SWIPE TRAP", "swipe trap", "Swipe-Trap", "swipe_trap"] {
            #expect(PatternGuide.find(query) == .swipeTrap, "\(query)")
        }
        #expect(PatternGuide.find("offscreen at larger text") == .offscreenAtLargerText)
        #expect(PatternGuide.find("State in Label") == .stateInLabel)
    }

    @Test(arguments: ["", " ", "-", "swipe", "trap", "swipe trapped", "mystery", "blocker", "voiceover", "explain"])
    func findRejectsUnknownWords(_ query: String) {
        #expect(PatternGuide.find(query) == nil)
    }

    @Test(arguments: Pattern.allCases)
    func renderHasEverySection(_ pattern: Pattern) {
        let explanation = PatternGuide.explanation(for: pattern)
        let text = PatternGuide.render(explanation)
        for word in ["SwiftUI", "UIKit", "Before", "After", "Who it blocks", pattern.name, pattern.slug] {
            #expect(text.contains(word), "\(pattern.name): no '\(word)'")
        }
        for part in [explanation.before, explanation.after, explanation.swiftUI, explanation.uiKit, explanation.what] {
            #expect(text.contains(part), "\(pattern.name): a part is missing")
        }
        for line in explanation.whoItBlocks.split(separator: "\n") {
            #expect(text.contains(line), "\(pattern.name): '\(line)' is missing")
        }
        let before = text.range(of: "Before")!.lowerBound
        let after = text.range(of: "After (")!.lowerBound
        #expect(before < after)
    }

    @Test func listHasEveryPatternOnItsOwnLine() {
        let lines = PatternGuide.list().split(separator: "\n").map(String.init)
        #expect(lines.count == Pattern.allCases.count)
        for (line, pattern) in zip(lines, Pattern.allCases) {
            #expect(line.hasPrefix(pattern.slug + " "))
            #expect(line.contains(pattern.name))
            #expect(line.hasSuffix(pattern.summary))
        }
    }

    /// The texts are the project's own: no empty field, nothing but whole lines.
    @Test(arguments: Pattern.allCases)
    func fieldsAreFilledIn(_ pattern: Pattern) {
        let explanation = PatternGuide.explanation(for: pattern)
        for field in [explanation.what, explanation.whoItBlocks, explanation.swiftUI, explanation.uiKit, explanation.before, explanation.after] {
            #expect(!field.isEmpty)
            #expect(!field.hasSuffix("\n") && !field.hasPrefix("\n"))
        }
    }
}

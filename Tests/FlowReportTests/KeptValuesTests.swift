import FlowNavigator
import FlowPipeline
import FlowProgram
import FlowReport
import FlowSyntax
import Testing

/// What the public API returns can be kept after its `Compilation` is gone, and rendered later
/// given the `SourceSet` it was compiled from: spans are file indexes and offsets into the set,
/// never references to anything the compilation held.
@Suite struct KeptValuesTests {
    /// The screen's file sorts after the task's, but is given first: index and path order differ.
    static let screens = """
        screen "Pick a day"
          header "Pick a day"
          group "Day scroller" edge bottom
            gesture drag "Previous day"
            gesture drag "Next day"

        """
    static let tasks = """
        # Café · the task's file.
        task "Go back one day"
          start "Pick a day"
          activate "Previous day"

        """

    /// All that is kept of a compilation.
    struct Kept {
        let task: TaskPaths
        let diagnostic: Diagnostic
        let sources: SourceSet
        let start: String
    }

    static func renderings(_ kept: Kept) -> [String] {
        [
            JSONReport.render(kept.task, in: kept.sources),
            MermaidDiagram.render(kept.task, start: kept.start),
            DiagnosticRenderer(style: .rich).render(kept.diagnostic, in: kept.sources),
            DiagnosticRenderer(style: .short).render(kept.diagnostic, in: kept.sources),
        ]
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func aTaskAndADiagnosticRenderAfterTheirCompilationIsGone() throws {
        var kept: Kept?
        var before: [String] = []
        do {
            let files = [SourceFile(path: "z/screens.flow", text: Self.screens), SourceFile(path: "a/task.flow", text: Self.tasks)]
            let compilation = Compilation.run(files)
            #expect(!compilation.hasInputErrors)
            let task = try #require(compilation.tasks.first)
            let diagnostic = try #require(compilation.diagnostics.first { $0.id == .problem(.taskBlocked) && $0.pattern == .swipeTrap })
            let start = compilation.program.screens[task.task.start].name
            kept = Kept(task: task, diagnostic: diagnostic, sources: compilation.sources, start: start)
            before = Self.renderings(try #require(kept))
        }
        // The compilation, its program and the files given are gone; only `kept` remains.
        let after = Self.renderings(try #require(kept))
        #expect(after == before)

        let json = after[0]
        #expect(json.hasPrefix("{\n  \"column\": 6,\n  \"file\": \"a/task.flow\",\n  \"line\": 2,\n  \"name\": \"Go back one day\","))
        #expect(json.contains("\"detail\": \"only a custom gesture does it\",\n          \"file\": \"z/screens.flow\",\n          \"line\": 4,"))
        #expect(after[1].contains("p1([\"VoiceOver · blocked\"]):::blocked"))
        #expect(after[1].contains("⛔\u{A0}Swipe\u{A0}Trap"))
        #expect(
            Self.lines(after[2]) == [
                "a/task.flow:2:6: error: 'Go back one day' is blocked for VoiceOver: Swipe Trap [task-blocked]",
                "    2 | task \"Go back one day\"",
                "      |      ^~~~~~~~~~~~~~~~~",
                "      = note: z/screens.flow:4:5: Swipe Trap: only a custom gesture does it",
                "      = help: see 'flowmap explain swipe-trap' for the fix, or write 'waive voiceover swipe-trap on \"Day scroller\" \"reason\"' to accept it",
            ])
        #expect(
            after[3]
                == "a/task.flow:2:6: error: 'Go back one day' is blocked for VoiceOver: Swipe Trap [task-blocked]\n"
                + "z/screens.flow:4:5: note: Swipe Trap: only a custom gesture does it\n"
                + "a/task.flow:2:6: note: see 'flowmap explain swipe-trap' for the fix, or write 'waive voiceover swipe-trap on \"Day scroller\" \"reason\"' to accept it\n")
    }
}

import Testing
import FlowSyntax
@testable import FlowProgram

/// A screen's name index answers as reading every element would, and the table of which screen
/// first offers a name is built once per program, whoever asks.
@Suite struct NameIndexTests {
    /// A screen of 75 elements: icons, groups to say `in "…"` with, names repeated across groups,
    /// inputs, actions, swipe actions, gestures and VoiceOver-only labels.
    static let source = SourceFile(path: "long.flow", text: {
        var lines = ["screen \"Long\""]
        for group in 0..<5 {
            lines.append("  group \"Section \(group)\" contain")
            for row in 0..<12 {
                lines.append("    button \"Row \(row)\" label \"Open \(row % 4)\" input \"Go \(row)\", \"Open\"")
                if row % 3 == 0 { lines.append("      action \"Delete\"") }
                if row % 5 == 0 { lines.append("      swipe-action \"Archive \(row)\"") }
            }
            lines.append("    link icon \"gearshape\" label \"Settings \(group)\"")
            lines.append("    text \"Note \(group)\" when voiceover label \"Spoken \(group)\"")
        }
        lines.append("  image \"hero\" label \"Hero\" gesture swipe \"Next\"")
        return lines.joined(separator: "\n") + "\n"
    }())

    static func screen() throws -> Screen {
        let result = Frontend.run(SourceSet([source]))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        return try #require(result.program.screens.first)
    }

    /// What the index must answer, found by reading every element.
    static func scan(_ screen: Screen, offering name: String, byIcon: Bool, in scope: [Range<Int>]?) -> [Int] {
        screen.elements.indices.filter { index in
            let element = screen.elements[index]
            let offers = byIcon ? element.icon == name : element.offers(name)
            return offers && (scope.map { $0.contains { $0.contains(index) } } ?? true)
        }
    }

    static func scan(_ screen: Screen, calling name: String) -> [Int] {
        screen.elements.indices.filter { index in
            var called = false
            ScreenNameIndex.forEachReference(to: screen.elements[index]) { called = called || $0 == name }
            return called
        }
    }

    @Test func theIndexFindsWhatReadingEveryElementFinds() throws {
        let screen = try Self.screen()
        let index = ScreenNameIndex(screen)
        var names = Set<String>()
        for element in screen.elements {
            element.forEachName { names.insert($0) }
            ScreenNameIndex.forEachReference(to: element) { names.insert($0) }
        }
        names.formUnion(["gearshape", "nothing", "Row", ""])
        let scopes: [[Range<Int>]?] = [nil, [1..<20], [1..<20, 40..<60], []]
        for name in names.sorted() {
            for scope in scopes {
                #expect(
                    index.elements(offering: name, byIcon: false, in: scope) == Self.scan(screen, offering: name, byIcon: false, in: scope),
                    "'\(name)' in \(String(describing: scope))")
                #expect(index.elements(offering: name, byIcon: true, in: scope) == Self.scan(screen, offering: name, byIcon: true, in: scope))
            }
            #expect(index.elements(calling: name) == Self.scan(screen, calling: name), "in '\(name)'")
        }
        var offered = Set<String>()
        for element in screen.elements { element.forEachName { offered.insert($0) } }
        #expect(index.offered(byIcon: false) == offered.sorted())
        #expect(index.offered(byIcon: true) == ["gearshape"])
        // The fixture reaches what it is meant to: a name on many elements, in reading order.
        let open = index.elements(offering: "Open", byIcon: false, in: nil)
        #expect(open.count == 60 && open == open.sorted())
        #expect(index.elements(offering: "gearshape", byIcon: true, in: nil).count == 5)
    }

    @Test func stepsOnALongScreenResolveAsOnAShortOne() throws {
        let tasks = """
            task "Long"
              start "Long"
              activate "Go 7" in "Section 2"
              activate icon "gearshape" in "Section 4"
              find "Spoken 3"
              activate "Archive 10" in "Section 1"
            task "Ambiguous"
              start "Long"
              activate "Open 1"
            task "Typo"
              start "Long"
              activate "Archiv 10"
            """
        let sources = SourceSet([Self.source, SourceFile(path: "tasks.flow", text: tasks + "\n")])
        let result = Frontend.run(sources)
        let rendered = DiagnosticRenderer(style: .short).render(result.diagnostics, in: sources)
        #expect(result.program.tasks.map(\.name) == ["Long"])
        #expect(rendered.contains("'Open 1' names 15 elements on screen 'Long'"))
        #expect(rendered.contains("nothing on screen 'Long' offers 'Archiv 10'"))
        let steps = try #require(result.program.tasks.first?.steps)
        #expect(steps.map { $0.candidates.count } == [1, 1, 1, 1])
    }

    @Test func theFirstOfferTableIsBuiltOnceForAllThreads() throws {
        let screen = try Self.screen()
        let offers = FirstOffers([screen, screen])
        #expect(offers.builds == 0)
        let answers = ParallelMap.map(Array(0..<64), bytes: ParallelMap.minimumBytes, parallel: true) { index in
            offers.screen(offering: index % 2 == 0 ? "Hero" : "missing")
        }
        #expect(offers.builds == 1)
        #expect(answers.enumerated().allSatisfy { $0.element == ($0.offset % 2 == 0 ? 0 : nil) })
    }

    @Test func aTypoInEveryFileNamesTheScreenThatHasIt() {
        // Fifty files, each with a step that names something only the last file's screen offers.
        let files = (0..<50).map { index in
            SourceFile(
                path: "f\(index).flow",
                text: """
                    screen "S\(index)"
                      button "Here \(index)"
                    task "T\(index)"
                      start "S\(index)"
                      activate "Only on S49"
                    """ + (index == 49 ? "\nscreen \"Last\"\n  button \"Only on S49\"\n" : "\n"))
        }
        let result = Frontend.run(SourceSet(files))
        let notes = result.diagnostics.filter { $0.id == .problem(.unknownName) }.flatMap { $0.notes.map(\.message) }
        #expect(notes.count == 50)
        #expect(Set(notes) == ["screen 'Last' has it; no earlier step of this task opens that screen"])
    }

    @Test func anAmbiguousNameNotesItsFirstTenElementsAndCountsTheRest() {
        let buttons = (0..<40).map { _ in "  button \"E\"" }.joined(separator: "\n")
        let text = "screen \"Many\"\n\(buttons)\ntask \"T\"\n  start \"Many\"\n  activate \"E\"\n"
        let result = Frontend.run(SourceSet([SourceFile(path: "many.flow", text: text)]))
        let ambiguous = result.diagnostics.filter { $0.id == .problem(.ambiguousName) }
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.message == "'E' names 40 elements on screen 'Many'")
        #expect(ambiguous.first?.notes.count == 11)
        #expect(ambiguous.first?.notes.last?.message == "and 30 more")
        #expect(ambiguous.first?.notes.first?.span != nil)
    }

    @Test func manyUnknownScreensEachGetASuggestion() {
        let screens = (0..<300).map { "screen \"Screen \($0)\"\n  button \"B\"" }.joined(separator: "\n")
        let tasks = (0..<300).map { "task \"T\($0)\"\n  start \"Screen \($0)x\"" }.joined(separator: "\n")
        let result = Frontend.run(SourceSet([SourceFile(path: "s.flow", text: screens + "\n"), SourceFile(path: "t.flow", text: tasks + "\n")]))
        let unknown = result.diagnostics.filter { $0.id == .problem(.unknownScreen) }
        #expect(unknown.count == 300)
        #expect(unknown.allSatisfy { $0.help?.contains("did you mean 'Screen") == true })
    }
}

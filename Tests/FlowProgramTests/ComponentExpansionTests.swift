import Foundation
import Testing
import FlowSyntax
@testable import FlowProgram

/// Components, repetition and names per feature (navigator-model.md §9.1).
@Suite struct ComponentExpansionTests {
    static let structure = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/structure")

    static func file(_ name: String) throws -> SourceFile {
        SourceFile(path: name, bytes: Array(try Data(contentsOf: structure.appendingPathComponent(name))))
    }

    /// The program as later stages read it, without spans: kinds, strings, labels, parents,
    /// subtrees, accessibility, destinations, and each task's steps and candidates.
    static func elements(_ files: [SourceFile], parallel: Bool = false) -> [String] {
        ParallelFrontendTests.summary(files, parallel: parallel)
    }

    @Test func componentsExpandToWhatWritingThemOutGives() throws {
        let expanded = Self.elements([try Self.file("components.flow")])
        let byHand = Self.elements([try Self.file("by-hand.flow")])
        #expect(expanded == byHand)
        // Inbox: header, compose, three rows of three (a link and its two texts); Feed: header and three posts of five;
        // Help: 3 headers, 16 questions, 1 header, text and button.
        #expect(expanded.contains("screen Inbox 11"))
        #expect(expanded.contains("screen Feed 16"))
        #expect(expanded.contains("screen Help 22"))
        #expect(!expanded.contains { $0.contains("{") })
    }

    static func diagnostics(_ text: String, path: String = "a.flow") -> [Diagnostic] {
        Frontend.run(SourceSet([SourceFile(path: path, text: text)])).diagnostics
    }

    /// Filling a string: `{k}` and `{n}` are replaced, any other brace is text, and a
    /// placeholder with no value stays as written and is reported.
    @Test(arguments: [
        ("Row {1}", ["Ben"], nil, "Row Ben", []),
        ("{1}{2}", ["a", "é"], nil, "aé", []),
        ("{n}. {1}", ["x"], 3, "3. x", []),
        ("{n}{n}", [], 12, "1212", []),
        ("é{1}é", ["ü"], nil, "éüé", []),
        ("{0} {12345} {x} {} {", [], nil, "{0} {12345} {x} {} {", []),
        ("{3} and {1}", ["a"], nil, "{3} and a", ["3"]),
        ("{n}", [], nil, "{n}", ["n"]),
        ("}{1}{", ["a"], nil, "}a{", []),
        ("{1", ["a"], nil, "{1", []),
        ("{0012}", Array(repeating: "z", count: 12), nil, "z", []),
        ("", [], nil, "", []),
        ("no braces at all, and longer than a small string", [], nil, "no braces at all, and longer than a small string", []),
    ] as [(String, [String], Int?, String, [String])])
    func placeholdersAreFilled(text: String, arguments: [String], iteration: Int?, filled: String, missing: [String]) {
        var reported: [String] = []
        #expect(Placeholders.fill(text, arguments: arguments, iteration: iteration) { reported.append($0) } == filled)
        #expect(reported == missing)
    }

    @Test func aUseInsideAComponentPassesTheOuterArgumentsOn() {
        let text = """
            component "Badge"
              text "{1} ({2})"
            component "Post"
              group "{1}'s post"
                use "Badge" with "{1}", "{n}"
            screen "Feed"
              use "Post" with "Ana" repeat 2
            """
        let result = Frontend.run(SourceSet([SourceFile(path: "a.flow", text: text)]))
        #expect(result.diagnostics.isEmpty)
        let elements = result.program.screens[0].elements
        #expect(elements.map { $0.text ?? "-" } == ["Ana's post", "Ana (1)", "Ana's post", "Ana (2)"])
        #expect(elements.map { $0.parent ?? -1 } == [-1, 0, -1, 2])
        #expect(elements.map(\.depth) == [1, 2, 1, 2])
        #expect(elements.map(\.subtreeEnd) == [2, 2, 4, 4])
    }

    @Test func aRepeatedGroupRepeatsEverythingUnderItInReadingOrder() {
        let result = Frontend.run(SourceSet([SourceFile(path: "a.flow", text: """
            screen "List"
              group "Row {n}" repeat 3
                text "Title {n}"
                button "Like"
              text "End"
            """)]))
        #expect(result.diagnostics.isEmpty)
        let elements = result.program.screens[0].elements
        #expect(elements.map { $0.text ?? "-" } == [
            "Row 1", "Title 1", "Like", "Row 2", "Title 2", "Like", "Row 3", "Title 3", "Like", "End",
        ])
        #expect(elements.map(\.subtreeEnd) == [3, 2, 3, 6, 5, 6, 9, 8, 9, 10])
    }

    @Test func aCopysDiagnosticPointsAtTheComponentWithANoteAtTheUse() throws {
        let set = SourceSet([SourceFile(path: "a.flow", text: """
            component "Row"
              text "{1}" traits buton
            screen "List"
              use "Row" with "One"
              use "Row" with "Two" repeat 3
            """)])
        let trait = Frontend.run(set).diagnostics.filter { $0.id == .problem(.unknownTrait) }
        // Once, however many copies and `use` lines raise it, with each copy's own `use` line.
        #expect(trait.count == 1)
        #expect(trait.allSatisfy { set.location(of: $0.span) == (2, 21) })
        #expect(trait.first?.notes.map(\.message) == [
            "copied by this 'use' of component 'Row'", "copied by this 'use' of component 'Row'", "4 copies of this line have this problem",
        ])
        #expect(trait.first?.notes.compactMap { $0.span.map { set.location(of: $0).line } } == [4, 5])
    }

    /// A screen with a `use` or a `repeat` gets the checks of the whole screen too: once they
    /// were only run on screens with neither, so these two errors went unreported.
    @Test func aScreenWithACopyStillHasOneEscapeAndItsInlineLinksChecked() {
        let escapes = Self.diagnostics("""
            component "Row"
              text "{1}"
            screen "Sheet" sheet
              use "Row" with "Hello"
              button "Cancel" escape
              button "Close" escape
            """)
        #expect(escapes.map(\.id) == [.problem(.duplicateEscape)])
        let links = Self.diagnostics("""
            component "Row"
              text "{1}"
            screen "Terms"
              use "Row" with "Hello"
              text "Read the terms of use before you agree"
                link "privacy policy"
            """)
        #expect(links.map(\.id) == [.problem(.inlineLinkText)])
    }

    /// A link inside a copied text is looked for in the text as filled in, not as written.
    @Test func aCopiedInlineLinkIsFoundInItsFilledText() {
        // Found only in the filled text: "Read the {1} …" as written does not hold them.
        let filled = Self.diagnostics("""
            component "Consent"
              text "Read the {1} before you agree"
                link "terms of use"
            screen "Terms"
              use "Consent" with "terms of use"
            """)
        #expect(filled.isEmpty)
        let missing = Self.diagnostics("""
            component "Consent"
              text "Read the {1} before you agree"
                link "privacy policy"
            screen "Terms"
              use "Consent" with "terms of use"
            """)
        #expect(missing.map(\.id) == [.problem(.inlineLinkText)])
        #expect(missing.first?.notes.last?.message == "copied by this 'use' of component 'Consent'")
    }

    /// A second `escape` made by a copy is told once, with the `use` that made it; a link
    /// inside a copied text that holds an element is reported as anywhere else.
    @Test func copiesAreCheckedAsTheScreenTheyMake() {
        let twice = Self.diagnostics("""
            component "Close"
              button "Cancel" escape
            screen "Sheet" sheet
              use "Close"
              use "Close"
            """)
        #expect(twice.map(\.id) == [.problem(.duplicateEscape)])
        #expect(twice.first?.notes.map(\.message) == ["the first is here", "copied by this 'use' of component 'Close'"])
        let repeated = Self.diagnostics("""
            screen "Sheet" sheet
              button "Close" escape repeat 3
            """)
        #expect(repeated.map(\.id) == [.problem(.duplicateEscape)])
        let holding = Self.diagnostics("""
            component "Consent"
              text "Read the terms"
                link "terms"
                  button "Open"
            screen "Terms"
              use "Consent"
              use "Consent"
            """)
        #expect(holding.map(\.id) == [.problem(.invalidChild)])
    }

    @Test func aHugeExpansionIsAnErrorBeforeAnythingIsBuilt() {
        let started = ContinuousClock.now
        let diagnostics = Self.diagnostics("""
            component "Inner"
              button "Like {n}" repeat 1000
            component "Outer"
              use "Inner" repeat 1000
            screen "Big"
              use "Outer" repeat 1000
            screen "Fine"
              use "Inner"
            """)
        #expect(diagnostics.map(\.id) == [.problem(.expansionTooLarge)])
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test func manyScreensTogetherHaveABudget() {
        var text = "component \"Block\"\n  text \"Line {n}\" repeat 1000\n"
        for index in 0..<1_200 { text += "screen \"S\(index)\"\n  use \"Block\" repeat 90\n" }
        // Sizes only: the plan is made before anything is expanded.
        let syntax = Parser.parse(SourceFile(path: "a.flow", text: text), index: 0).syntax
        let expansion = ComponentExpansion([syntax])
        // 1,000,000 / 90,090 screens fit the budget; every later one is an error.
        #expect(expansion.diagnostics.count == 1_200 - 11)
        #expect(expansion.diagnostics.allSatisfy { $0.id == .problem(.expansionTooLarge) })
        #expect((0..<1_200).filter { expansion.expands(file: 0, screen: $0) }.count == 11)
    }

    @Test func aLongChainOfComponentsNeedsNoNativeStack() {
        var text = ""
        let count = 20_000
        for index in 0..<count { text += "component \"C\(index)\"\n  use \"C\(index + 1)\"\n" }
        text += "component \"C\(count)\"\n  text \"Leaf\"\nscreen \"Deep\"\n  use \"C0\"\n"
        let result = Frontend.run(SourceSet([SourceFile(path: "a.flow", text: text)]))
        #expect(result.diagnostics.isEmpty)
        #expect(result.program.screens[0].elements.map(\.text) == ["Leaf"])
    }

    @Test func aComponentCycleIsReportedOnceAndExpandsNothingForever() {
        let diagnostics = Self.diagnostics("""
            component "A"
              group "Ring"
                use "A"
            screen "S"
              use "A" repeat 3
            """)
        #expect(diagnostics.map(\.id) == [.problem(.componentCycle)])
    }

    // MARK: Names per feature

    static let mail = SourceFile(path: "mail/mail.flow", text: """
        screen "Settings"
          toggle "Signature"
        screen "Mail"
          button "Open" -> "Settings"
        task "Mail signature"
          start "Mail"
          activate "Open"
          activate "Signature"
        """)
    static let photos = SourceFile(path: "photos/photos.flow", text: """
        screen "Settings"
          toggle "iCloud Photos"
        task "Photos"
          start "Settings"
          activate "iCloud Photos"
        """)

    @Test func twoFeaturesMayEachHaveASettingsScreen() throws {
        let result = Frontend.run(SourceSet([Self.mail, Self.photos]))
        #expect(result.diagnostics.isEmpty)
        let program = result.program
        #expect(program.screens.map(\.title) == ["Settings (mail/mail.flow)", "Mail", "Settings (photos/photos.flow)"])
        // Each task is compiled against its own file's screen.
        #expect(program.tasks.map(\.start) == [1, 2])
        #expect(program.tasks[0].steps.map(\.screen) == [1, 0])
        #expect(program.screens[1].elements[0].destination == 0)
    }

    @Test func aThirdFileMustSayWhichFile() {
        let home = SourceFile(path: "home.flow", text: """
            screen "Home"
              button "Mail" -> "Settings"
              button "Photos" -> "Settings" from "photos.flow"
            task "Open"
              start "Settings" from "mail/mail.flow"
              activate "Signature"
            """)
        let result = Frontend.run(SourceSet([home, Self.mail, Self.photos]))
        #expect(result.diagnostics.map(\.id) == [.problem(.ambiguousAcrossFiles)])
        #expect(result.diagnostics.first?.message == "screen 'Settings' is declared in 2 files: 'mail/mail.flow', 'photos/photos.flow'")
        #expect(result.program.screens[0].elements[1].destination == 3)
        #expect(result.program.tasks.first?.start == 1)
    }

    // MARK: The parallel front end

    @Test func componentsGiveTheSameProgramInParallel() {
        var files = ParallelFrontendTests.program()
        files.append(SourceFile(path: "area/zz-components.flow", text: """
            component "Shared row"
              button "Row {1} {n}" label "Open {1} {n}"
                action "Delete {1}"
            screen "Components"
              use "Shared row" with "a" repeat 40
              text "Line {n}" repeat 30
              use "Shared rwo"
            """))
        for index in 0..<8 {
            files.append(SourceFile(path: "area/zz-use-\(index).flow", text: """
                screen "Use \(index)"
                  use "Shared row" with "u\(index)" repeat 5
                  link "Back" -> "Components"
                task "Delete from \(index)"
                  start "Use \(index)"
                  activate "Delete u\(index)" in "Open u\(index) 3"
                """))
        }
        let sequential = Self.elements(files, parallel: false)
        #expect(Self.elements(files, parallel: true) == sequential)
        #expect(sequential.joined(separator: "\n").contains("unknown-component"))
        #expect(sequential.contains("screen Components 70"))
    }
}

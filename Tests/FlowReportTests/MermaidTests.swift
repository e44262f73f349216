import Foundation
import Testing
import FlowSyntax
@testable import FlowNavigator
import FlowPipeline
import FlowProgram
@testable import FlowReport

/// The Mermaid picture of each task is well formed and reads as GitHub's Mermaid 11 draws it:
/// one lane per profile in the table's order, every node an edge uses is declared, labels are
/// text (never Markdown, math, a directive or an entity Mermaid rewrites), and no diagram
/// reaches Mermaid's limits. `Tests/Clients/check-mermaid.py` renders them in Chromium.
@Suite struct MermaidTests {
    static func diagrams(_ name: String) throws -> [String] {
        let compilation = try GoldenTests.compile(name)
        #expect(!compilation.tasks.isEmpty)
        return diagrams(of: compilation)
    }

    static func diagrams(of compilation: Compilation) -> [String] {
        compilation.tasks.map { MermaidDiagram.render($0, start: compilation.program.screens[$0.task.start].name) }
    }

    static func diagrams(flow: String) -> [String] {
        diagrams(of: Compilation.run([SourceFile(path: "test.flow", text: flow)]))
    }

    /// Node declarations: id → label, as written between the quotes.
    static func labels(_ diagram: String) -> [(id: String, label: String)] {
        diagram.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let open = trimmed.range(of: "[\""), !trimmed.contains(" --> "), !trimmed.contains(" -.-> ") else { return nil }
            let id = String(trimmed[..<open.lowerBound]).trimmingCharacters(in: CharacterSet(charactersIn: "(["))
            let rest = trimmed[open.upperBound...]
            guard let close = rest.range(of: "\"]", options: .backwards) else { return nil }
            return (id, String(rest[..<close.lowerBound]))
        }
    }

    static func edges(_ diagram: String) -> [(String, String)] {
        diagram.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let arrow = trimmed.range(of: " --> ") ?? trimmed.range(of: " -.-> ") else { return nil }
            return (String(trimmed[..<arrow.lowerBound]), String(trimmed[arrow.upperBound...]))
        }
    }

    @Test(arguments: ["tour", "flows", "escaping"])
    func structure(_ name: String) throws {
        for diagram in try Self.diagrams(name) {
            let lines = diagram.split(separator: "\n").map(String.init)
            #expect(lines.first == "```mermaid")
            #expect(lines.last == "```")
            let declared = Set(Self.labels(diagram).map(\.id))
            let used = Self.edges(diagram).flatMap { [$0.0, $0.1] }
            #expect(!used.isEmpty)
            for id in used { #expect(declared.contains(id), "edge uses undeclared node \(id)") }
            // One lane head per profile, in the table's order.
            let heads = Self.labels(diagram).filter { $0.id.wholeMatch(of: /p\d/) != nil }
            #expect(heads.map(\.id) == (0..<7).map { "p\($0)" })
            #expect(zip(heads, Profile.allCases).allSatisfy { $0.label.hasPrefix($1.name + " · ") })
        }
    }

    /// Inside a label, only entity codes: no raw quote, angle bracket, backtick or pipe.
    @Test func labelsAreEscaped() throws {
        for diagram in try Self.diagrams("escaping") {
            for (_, label) in Self.labels(diagram) {
                #expect(!label.contains("\""), "raw quote in \(label)")
                #expect(!label.contains("<") && !label.contains(">"), "raw angle bracket in \(label)")
                #expect(!label.contains("`") && !label.contains("|"), "raw backtick or pipe in \(label)")
            }
        }
        #expect(MermaidDiagram.label("a\"b<c>|`d#e\nf") == "a#34;b#60;c#62;#124;#96;d#35;e f")
    }

    /// Mermaid 11 reads a label as Markdown: `Price*Qty*Total` was drawn in italics, `__init__`
    /// in bold, and a `\` before the closing `#quot;` vanished. Every character Markdown reads
    /// is an entity code, which Mermaid turns into the character after Markdown has run.
    @Test func markdownInANameIsText() {
        #expect(MermaidDiagram.label("Price*Qty*Total") == "Price#42;Qty#42;Total")
        #expect(MermaidDiagram.label("__init__") == "#95;#95;init#95;#95;")
        #expect(MermaidDiagram.label("trail\\") == "trail#92;")
        #expect(MermaidDiagram.label("~~x~~ [a](b) !") == "#126;#126;x#126;#126; #91;a#93;(b) #33;")
    }

    /// `$$` starts KaTeX, and `%%{init: …}%%` anywhere in the text reconfigures the diagram
    /// (Mermaid removes it before parsing, leaving `[""]`, which does not parse).
    @Test func mathAndDirectivesInANameAreText() {
        #expect(MermaidDiagram.label("$$x^2$$") == "#36;#36;x^2#36;#36;")
        let directive = MermaidDiagram.label("%%{init: {\"theme\":\"dark\"}}%%")
        #expect(!directive.contains("%") && !directive.contains("\""))
        for diagram in Self.diagrams(flow: Self.hostile) {
            #expect(!diagram.contains("%%"))
            #expect(!diagram.contains("$$"))
        }
    }

    /// Before Mermaid decodes entities, it drops the last `;` of any line where `style` is
    /// followed by `:` and, with no space between, `#`: `Hair style:#2` became `Hair style:#352`.
    /// A name's `:` is an entity code, so that no line of ours matches.
    @Test func entityCodesSurviveMermaidsStyleCleanup() throws {
        #expect(MermaidDiagram.label("Hair style:#2") == "Hair style#58;#35;2")
        let cleanup = try Regex("(style|classDef).*:\\S*#.*;")
        for diagram in Self.diagrams(flow: Self.hostile) + (try Self.diagrams("tour")) {
            for line in diagram.split(separator: "\n") where !line.hasPrefix("  classDef ") {
                #expect(line.firstMatch(of: cleanup) == nil, "Mermaid would cut \(line)")
            }
        }
    }

    /// Bidirectional overrides and C1 controls would reorder or hide the label's text; they are
    /// shown by code point, as diagnostics show them. Other characters stay as they are.
    @Test func bidiAndC1AreShownByCodePoint() {
        #expect(MermaidDiagram.label("a\u{202E}b\u{2066}c\u{200F}d\u{85}e") == "a#92;u{202E}b#92;u{2066}c#92;u{200F}d#92;u{85}e")
        #expect(MermaidDiagram.label("🧑🏽‍💻 · café\u{200B}") == "🧑🏽‍💻 · café\u{200B}")
    }

    /// An empty name broke the parse (`([""])`), and Markdown trims spaces at a label's ends:
    /// no label is empty, and a name's own spaces at its ends are entity codes. (Empty or padded
    /// screen and task names are input errors now, `empty-name` and `padded-name`; an element's
    /// strings are the app's own and still reach the picture.)
    @Test func emptyNamesAndSpacesAtTheEnds() {
        let flow = """
            screen "Here"
              button "" label " padded "
              button "Go" -> "There"
            screen "There"
              header ""

            task "Go"
              start "Here"
              activate " padded "
              activate "Go"
              find ""

            """
        let diagrams = Self.diagrams(flow: flow)
        #expect(diagrams.count == 1)
        for diagram in diagrams {
            for (id, label) in Self.labels(diagram) {
                #expect(!label.isEmpty, "empty label on \(id)")
                #expect(!label.hasPrefix(" ") && !label.hasSuffix(" "), "label \(id) starts or ends with a space: \(label)")
            }
            #expect(diagram.contains("#32;padded#32;"))
        }
    }

    /// The lanes were subgraphs: Mermaid drew them in reverse order (Larger Text on top), and a
    /// lane's title wrapped behind its first node, cutting "blocked" in half. A lane is a row
    /// that starts with a node naming the profile and its result, declared in the table's order.
    @Test func lanesAreRowsWithTheirTitleAsANode() throws {
        for diagram in try Self.diagrams("tour") + (try Self.diagrams("flows")) {
            #expect(!diagram.contains("subgraph"))
            #expect(!diagram.contains("\n  end\n"))
        }
        let diagrams = try Self.diagrams("tour").joined()
        #expect(diagrams.contains("p1([\"VoiceOver · blocked\"]):::blocked\n"))
        #expect(diagrams.contains("p0([\"Touch · ok, 2 steps\"])\n"))
    }

    /// A blocked step is drawn in red and names its pattern.
    @Test func blockedStepsAreRedWithTheirPattern() throws {
        let diagram = try Self.diagrams("tour").joined()
        #expect(diagram.contains("⛔\u{A0}Swipe\u{A0}Trap\"]:::blocked"))
        #expect(diagram.contains("classDef blocked"))
        #expect(diagram.contains("no way#58; ⛔\u{A0}Swallowed\u{A0}Control"))
    }

    /// A flow whose task walks through `screens` screens, each with `fillers` texts before its
    /// button, and whose names are `nameLength` characters long.
    static func walk(screens: Int, fillers: Int = 3, nameLength: Int = 8) -> String {
        let pad = String(repeating: "x", count: max(0, nameLength - 8))
        var flow = ""
        for number in 0...screens {
            flow += "screen \"Screen \(number)\(pad)\"\n  header \"Step \(number)\"\n"
            for filler in 0..<fillers { flow += "  text \"Filler \(filler)\(pad)\"\n" }
            if number < screens { flow += "  button \"Next\(pad)\" -> \"Screen \(number + 1)\(pad)\"\n" }
            flow += "\n"
        }
        flow += "task \"Walk far\"\n  start \"Screen 0\(pad)\"\n"
        flow += String(repeating: "  activate \"Next\(pad)\"\n", count: screens)
        return flow
    }

    /// A task of about 46 steps gave over 500 edges (Mermaid's limit), and long names over
    /// 50,000 characters: a lane holds a bounded number of nodes, with "…" for what it folds,
    /// and names are cut to fit.
    @Test(arguments: [(60, 8), (400, 8), (12, 4000)])
    func longPathsStayUnderMermaidsLimits(screens: Int, nameLength: Int) throws {
        let diagram = try #require(Self.diagrams(flow: Self.walk(screens: screens, nameLength: nameLength)).first)
        #expect(Self.edges(diagram).count <= 100)
        #expect(diagram.utf16.count < 40_000)
        let labels = Self.labels(diagram)
        // Kept nodes, the gaps between them and the end of an unreachable path.
        for lane in 0..<7 {
            let nodes = labels.filter { $0.id.hasPrefix("p\(lane)n") }
            #expect(nodes.count <= 2 * MermaidLane.maximumNodes)
        }
        #expect(labels.contains { $0.label.hasPrefix("… ") && $0.label.hasSuffix(" steps") })
        if nameLength > 100 { #expect(labels.contains { $0.label.contains("x…") }) }
    }

    /// Very long names of characters that each become a long entity code still fit.
    @Test func hostileNamesStayUnderTheTextLimit() throws {
        let name = String(repeating: "*\u{202E}$", count: 3000)
        let flow = Self.walk(screens: 30).replacingOccurrences(of: "Next", with: name)
        let diagram = try #require(Self.diagrams(flow: flow).first)
        #expect(diagram.utf16.count < 40_000)
    }

    /// Steps that repeat one move or action on one target are one node; steps to different
    /// targets are not: a tap on "Pink" then on "Add" stays two nodes ("Tap ×2 · Add" would hide
    /// "Pink"), and so do VoiceOver's swipes to a text a `find` reads and then to a button.
    @Test func repeatedStepsFoldOnlyOnOneTarget() throws {
        let flow = """
            screen "Shop"
              header "Shop"
              text "Price"
              button "Pink"
              button "Add"

            task "Pink then add"
              start "Shop"
              activate "Pink"
              activate "Add"

            task "Add twice"
              start "Shop"
              activate "Add"
              activate "Add"

            task "Find the price, then add"
              start "Shop"
              find "Price"
              activate "Add"
            """
        let diagrams = Self.diagrams(flow: flow)
        try #require(diagrams.count == 3)
        let lane = { (diagram: String, profile: Int) in
            Self.labels(diagram).filter { $0.id.hasPrefix("p\(profile)n") }.map(\.label)
        }
        // Touch and Pointer.
        #expect(lane(diagrams[0], 0) == ["Tap · Pink", "Tap · Add"])
        #expect(lane(diagrams[0], 5) == ["Click · Pink", "Click · Add"])
        #expect(lane(diagrams[1], 0) == ["Tap ×2 · Add"])
        #expect(lane(diagrams[1], 5) == ["Click ×2 · Add"])
        // VoiceOver swipes to the price, then on to the button: two moves, two targets.
        #expect(Array(lane(diagrams[2], 1).prefix(2)) == ["Swipe right · Price", "Swipe right ×2 · Add, button"])
        // The same kind on the same target folds; another target, a marked step, another screen
        // or another kind does not.
        func step(_ kind: StepKind, _ target: String, screen: String = "Shop", marked: Bool = false) -> PathStep {
            PathStep(
                screen: screen, kind: kind, count: 1, target: .name(target), marks: [], pattern: marked ? .swipeTrap : nil,
                blocker: marked, friction: false, unverified: [], span: nil)
        }
        #expect(MermaidLane.folds(step(.swipe(.right), "Add"), step(.swipe(.right), "Add")))
        #expect(MermaidLane.folds(step(.key(.space), "Add"), step(.key(.space), "Add")))
        #expect(!MermaidLane.folds(step(.swipe(.right), "Price"), step(.swipe(.right), "Buy")))
        #expect(!MermaidLane.folds(step(.scan, "Pink"), step(.scan, "Add")))
        #expect(!MermaidLane.folds(step(.key(.space), "Pink"), step(.key(.space), "Add")))
        #expect(!MermaidLane.folds(step(.swipe(.down), "Volume"), step(.swipe(.down), "Max")))
        #expect(!MermaidLane.folds(step(.swipe(.right), "Add"), step(.swipe(.right), "Add", marked: true)))
        #expect(!MermaidLane.folds(step(.swipe(.right), "Add"), step(.swipe(.right), "Add", screen: "Cart")))
        #expect(!MermaidLane.folds(step(.swipe(.right), "Add"), step(.swipe(.left), "Add")))
        let folded = MermaidLane.foldedRuns(5) { index, _ in index != 2 }
        #expect(folded == [0..<3, 3..<5])
    }

    /// A diagram is at most about 900 px wide, GitHub's column, at Mermaid's 16 px text: a lane
    /// wider than that wraps onto rows of its own (each starting with "↳ profile") rather than
    /// the whole picture shrinking.
    @Test func wideLanesWrapIntoRows() throws {
        let diagram = try #require(Self.diagrams(flow: Self.walk(screens: 8)).first)
        #expect(diagram.contains("([\"↳ VoiceOver\"]):::more"))
        let compilations = [try GoldenTests.compile("flows"), try GoldenTests.compile("tour"),
                            Compilation.run([SourceFile(path: "walk.flow", text: Self.walk(screens: 8))])]
        for compilation in compilations {
            for task in compilation.tasks {
                let start = compilation.program.screens[task.task.start].name
                let layout = MermaidDiagram.layout(task.profiles.map(MermaidLane.init), start: start, limit: 60)
                #expect(layout.width <= MermaidDiagram.columnWidth, "\(task.task.name) is \(layout.width) px wide")
            }
        }
    }

    /// Names that Mermaid, Markdown, KaTeX or HTML would read (the hostile corpus's Mermaid file).
    static let hostile: String = {
        let url = GoldenTests.root.appendingPathComponent("Tests/Clients/hostile/mermaid.flow")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func theHostileCorpusCompiles() {
        #expect(!Self.hostile.isEmpty)
        #expect(Self.diagrams(flow: Self.hostile).count >= 3)
    }
}

import Testing
import FlowSyntax
@testable import FlowProgram

/// The front end parses files, checks their elements and checks their tasks on every core
/// when the input is large. The result must be the same, byte for byte, as on one thread.
@Suite struct ParallelFrontendTests {
    /// A program of many files, large enough to take the parallel path: every file links to
    /// the next file's screen, file 7 has a screen too long to scan (hashed names), and some
    /// files have errors of each pass (syntax, element, task, duplicate across files).
    static func program(files count: Int = 48) -> [SourceFile] {
        (0..<count).map { index in
            var lines = ["screen \"Screen \(index)\""]
            let rows = index == 7 ? 90 : 30
            for row in 0..<rows {
                lines.append("  button \"Row \(row) of screen \(index) with a long name\" label \"Open row \(row)\"")
                if row % 5 == 0 { lines.append("    action \"Delete row \(row)\"") }
            }
            lines.append("  link \"Next\" -> \"Screen \((index + 1) % count)\"")
            lines.append("  text \"Total\" value \"\(index)\" hint \"Sum\" traits header, selected when voiceover label \"Sum \(index)\"")
            lines.append("  button \"Edit\"")
            lines.append("  button \"Edit\"")
            if index % 9 == 4 { lines.append("  button \"Broken\" sise 44x44") }
            if index % 11 == 3 { lines.append("  text \"Tap\" -> \"No such screen\"") }
            lines.append("task \"Task \(index)\"")
            lines.append("  start \"Screen \(index)\"")
            lines.append("  activate \"Open row 3\"")
            lines.append("  activate \"Delete row 5\"")
            lines.append("  activate \"Next\"")
            lines.append("  activate \"Open row 1\"")
            lines.append("  expect voiceover at most 40 steps")
            if index % 6 == 1 {
                lines.append("task \"Ambiguous \(index)\"")
                lines.append("  start \"Screen \(index)\"")
                lines.append("  activate \"Edit\"")
            }
            if index % 10 == 2 {
                lines.append("task \"Elsewhere \(index)\"")
                lines.append("  start \"Screen \(index)\"")
                lines.append("  activate \"Open row 80\"")  // Only screen 7 offers it.
            }
            if index % 13 == 5 {
                lines.append("task \"Task 0\"")  // A duplicate of file 0's task.
                lines.append("  start \"Screen \(index)\"")
            }
            return SourceFile(path: "area/feature-\(index).flow", text: lines.joined(separator: "\n") + "\n")
        }
    }

    /// Everything later stages read of a program, and every diagnostic, as text.
    static func summary(_ files: [SourceFile], parallel: Bool) -> [String] {
        let sources = SourceSet(files)
        let result = Frontend.run(sources, parallel: parallel)
        var lines = DiagnosticRenderer(style: .short).render(result.diagnostics, in: sources).split(separator: "\n").map(String.init)
        for screen in result.program.screens {
            lines.append("screen \(screen.name) \(screen.elements.count)")
            for element in screen.elements {
                lines.append(
                    "  \(element.kind) \(element.text ?? "-") \(element.accessibility.label ?? "-") "
                        + "\(element.accessibility.actions.map(\.name)) \(element.destination.map(String.init) ?? "-") "
                        + "\(element.parent.map(String.init) ?? "-")..\(element.subtreeEnd) "
                        + Self.describe(element.accessibility) + " / " + Self.describe(element.voiceOverAccessibility))
            }
        }
        for task in result.program.tasks {
            lines.append("task \(task.name) from \(task.start)")
            for step in task.steps {
                lines.append("  \(step.kind) \(step.name) on \(step.screen) -> \(step.destination.map(String.init) ?? "-") \(step.candidates)")
            }
        }
        return lines
    }

    static func describe(_ accessibility: Accessibility) -> String {
        let traits = Trait.allCases.filter { accessibility.traits.contains($0) }.map(\.rawValue)
        return "\(accessibility.label ?? "-") \(accessibility.value ?? "-") \(accessibility.hint ?? "-") \(traits) "
            + "\(accessibility.hidden) \(accessibility.grouping?.rawValue ?? "-") \(accessibility.adjustable) "
            + "\(accessibility.actions.map(\.name))"
    }

    @Test func theProgramIsLargeEnoughToRunInParallel() {
        let bytes = Self.program().reduce(0) { $0 + $1.bytes.count }
        #expect(bytes >= ParallelMap.minimumBytes)
    }

    @Test func parallelAndSequentialGiveTheSameProgramAndDiagnostics() {
        let sources = Self.program()
        let sequential = Self.summary(sources, parallel: false)
        let parallel = Self.summary(sources, parallel: true)
        #expect(parallel == sequential)
        // The fixture reaches every pass's errors, and the hashed index, or it proves little.
        let text = sequential.joined(separator: "\n")
        for id in ["unknown-attribute", "unknown-screen", "ambiguous-name", "unknown-name", "duplicate-task"] {
            #expect(text.contains(id), "expected a '\(id)' diagnostic in the fixture")
        }
        #expect(text.contains("screen 'Screen 7' has it"))
        #expect(text.contains("activate Open row 80") == false)
    }

    @Test func fileOrderDoesNotChangeTheResult() {
        let sources = Self.program()
        #expect(Self.summary(sources.reversed(), parallel: true) == Self.summary(sources, parallel: true))
    }

    @Test func parallelMapKeepsTheItemsOrder() {
        let items = Array(0..<1_000)
        let mapped = ParallelMap.map(items, bytes: ParallelMap.minimumBytes, parallel: true) { $0 * 3 }
        #expect(mapped == items.map { $0 * 3 })
        #expect(ParallelMap.map([Int](), bytes: ParallelMap.minimumBytes, parallel: true) { $0 }.isEmpty)
    }
}

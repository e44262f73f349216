import Testing
import FlowSyntax
import FlowNavigator
@testable import FlowPipeline

/// `Compilation` sorts diagnostics a file at a time; the list must be the one a single
/// `Diagnostic.sorted` of everything gives, ties and all.
@Suite struct DiagnosticOrderTests {
    /// Two files whose diagnostics tie on position (one task line, several blocked profiles).
    static func source(_ name: String) -> String {
        """
        screen "\(name)"
          header "\(name)"
          group "Order No. 41" combine
            text "Order No. 41"
            gesture swipe "Delete"
          button "Reorder" label "Reorder 41"

        task "Delete in \(name)"
          start "\(name)"
          activate "Delete" in "Order No. 41"

        """
    }

    static let sources = [("b.flow", source("Orders")), ("a.flow", source("Archive"))]

    static func diagnostics(paths: [String]) -> [Diagnostic] {
        let files = zip(paths, sources).map { SourceFile(path: $0, text: $1.1) }
        let compilation = Compilation.run(files)
        #expect(!compilation.hasInputErrors)
        return compilation.diagnostics
    }

    /// The diagnostics dealt into three lists out of order, as the front end, the element checks
    /// and the paths hand them over.
    static func dealt(_ diagnostics: [Diagnostic]) -> [[Diagnostic]] {
        var lists: [[Diagnostic]] = [[], [], []]
        for (index, diagnostic) in diagnostics.reversed().enumerated() { lists[index % 3].append(diagnostic) }
        return lists
    }

    @Test(arguments: [["b.flow", "a.flow"], ["same.flow", "same.flow"]])
    func aFileAtATimeIsOneSort(_ paths: [String]) {
        let diagnostics = Self.diagnostics(paths: paths)
        #expect(diagnostics.count > 4)
        let lists = Self.dealt(diagnostics)
        #expect(Compilation.sortedByFile(lists) == Diagnostic.sorted(lists.flatMap { $0 }))
    }
}

import FlowNavigator
import FlowPipeline
import FlowProgram
import FlowReport
import FlowSyntax

/// The work that is timed (and profiled), each behind one function that callgrind can be told
/// to collect by name: `--toggle-collect='*frontEndWorkload*'`.
enum Workloads {
    /// Lex, parse and check, as `Frontend.run` does for `flowmap check`.
    @inline(never)
    static func frontEndWorkload(_ sources: [SourceFile]) -> Int {
        let front = Frontend.run(sources)
        return front.program.screens.count &+ front.diagnostics.count
    }

    /// Everything `flowmap compile` does between reading the files and writing the report:
    /// every task for every profile, element checks, diagnostics, and the Markdown report.
    @inline(never)
    static func compileWorkload(_ sources: [SourceFile]) -> Int {
        let compilation = Compilation.run(sources)
        // A file at a time, as `flowmap` prints and writes it.
        var bytes = 0
        MarkdownReport(compilation).write { bytes &+= $0.utf8.count }
        return bytes &+ compilation.diagnostics.count
    }

    struct InvalidCorpus: Error, CustomStringConvertible {
        let description: String
    }

    /// Compiles the corpus once and checks that it is what it claims to be: no error in the
    /// input, and every screen, element and task there.
    static func validate(_ corpus: Corpus, _ sources: [SourceFile]) throws -> Compilation {
        let compilation = Compilation.run(sources)
        if compilation.hasInputErrors {
            let errors = compilation.diagnostics.filter { $0.severity == .error && !PathDiagnostics.ids.contains($0.id) }
            let shown = DiagnosticRenderer(style: .short).render(Array(errors.prefix(10)))
            throw InvalidCorpus(description: "the generated corpus has \(errors.count) input errors:\n\(shown)")
        }
        let program = compilation.program
        let elements = program.screens.reduce(0) { $0 + $1.elements.count }
        guard program.screens.count == corpus.screenCount, elements == corpus.elementCount,
            program.tasks.count == corpus.taskCount, compilation.tasks.count == corpus.taskCount
        else {
            throw InvalidCorpus(
                description: "the corpus has \(program.screens.count) screens, \(elements) elements and "
                    + "\(program.tasks.count) tasks; expected \(corpus.screenCount), \(corpus.elementCount), \(corpus.taskCount)")
        }
        return compilation
    }
}

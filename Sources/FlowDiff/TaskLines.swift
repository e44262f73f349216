import FlowProgram
import FlowSyntax

/// A task's lines as written, without their positions and without its `expect` and `waive`
/// lines: two tasks with equal lines do the same thing, so a removed task and an added one
/// with equal lines are one task renamed.
struct TaskLines: Hashable {
    let lines: [String]

    /// The lines of each task of `tasks`, read again from the files that declare them (a
    /// `Program` keeps no syntax), each file parsed once.
    static func of(_ tasks: [FlowTask], in sources: SourceSet) -> [TaskLines] {
        var parsed: [Int: FileSyntax] = [:]
        return tasks.map { task in
            let file = task.span.file
            let syntax = parsed[file] ?? Parser.parse(sources[file], index: file).syntax
            parsed[file] = syntax
            let written = syntax.tasks.first { $0.name.text == task.name }
            let lines = (written?.steps ?? []).compactMap { step -> String? in
                switch step.kind {
                case .expect, .waive: nil
                default: SyntaxDump.dump(step, of: syntax)
                }
            }
            return TaskLines(lines: lines)
        }
    }
}

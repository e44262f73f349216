import FlowNavigator
import FlowProgram

/// What a generated corpus holds, and what the compiler makes of it: the counts, the element
/// warnings by pattern, and how many task paths are ok, blocked, unreachable or waived.
struct CorpusSummary {
    let text: String

    init(_ corpus: Corpus) {
        var out = "\(corpus.files.count) files, \(corpus.screenCount) screens, \(corpus.elementCount) elements, "
        out += "\(corpus.taskCount) tasks, \(corpus.byteCount) bytes (scale \(corpus.scale))\n"
        do {
            let compilation = try Workloads.validate(corpus, corpus.sources())
            var patterns: [String: Int] = [:]
            for diagnostic in compilation.diagnostics where diagnostic.severity == .warning {
                patterns[diagnostic.pattern?.name ?? diagnostic.id.rawValue, default: 0] += 1
            }
            out += "no input errors; warnings: "
            out += patterns.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "\n"
            var statuses: [String: Int] = [:]
            for task in compilation.tasks {
                for path in task.profiles { statuses[path.status.rawValue, default: 0] += 1 }
            }
            out += "task paths (task × profile): "
            out += statuses.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "\n"
        } catch {
            out += "\(error)\n"
        }
        text = out
    }
}

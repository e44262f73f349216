import Foundation
import Testing
import FlowSyntax
@testable import FlowProgram

@Test func scratch() throws {
    let path = ProcessInfo.processInfo.environment["SCRATCH"] ?? "/tmp/scratch/a.flow"
    let data = FileManager.default.contents(atPath: path) ?? Data()
    let file = SourceFile(path: "a.flow", bytes: Array(data))
    let (syntax, _) = Parser.parse(file)
    print(SyntaxDump.dump(syntax))
    let (program, diagnostics) = Frontend.run([file])
    let table = LineTable(file)
    for d in diagnostics {
        let (l, c) = table.location(of: d.span.start)
        print("\(l):\(c): \(d.severity) [\(d.id.rawValue)] \(d.message) \(d.help.map { "| help: " + $0 } ?? "") \(d.notes.map { "| note: " + $0.message }.joined())")
    }
    for t in program.tasks {
        print("task \(t.name) start=\(program.screens[t.start].name)")
        for s in t.steps { print("  \(s.kind) \(s.name) screen=\(program.screens[s.screen].name) cands=\(s.candidates.map { "\($0.element):\($0.kind)" }) dest=\(s.destination.map { program.screens[$0].name } ?? "-")") }
    }
}

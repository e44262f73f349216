import FlowPipeline
import FlowProgram
import FlowReport
import FlowSyntax
import Foundation
import Testing
@testable import FlowCommand

/// Every committed flow survives `flowmap fmt`: `flows/`, every folder of `Examples/`, the
/// spec's samples (the tour, real-screens.flow, platform-parts.flow) and the fuzz inputs
/// (Fuzz/regressions, Fuzz/large, split at form feeds as the fuzz target splits them). A file
/// without errors formats to a text that formats to itself, reads back as the same tree, and
/// compiles, with the rest of its program, to the same JSON report once lines and columns are
/// left out: per task and profile the same status, steps, blockers and friction. A file with
/// errors is refused, never formatted.
@Suite struct FormatCorpusTests {
    static let root = CommittedReportsTests.root

    /// One program of the corpus: its files, and the expansion budget it is compiled with.
    struct Program: CustomTestStringConvertible {
        let name: String
        let files: [SourceFile]
        let limits: ExpansionLimits
        var testDescription: String { name }
    }

    static let programs: [Program] = {
        var programs: [Program] = []
        // Each folder of flows/ and Examples/ that holds .flow files is one program.
        for top in ["flows", "Examples"] {
            var folders: [String: [String]] = [:]
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + top)
            while let name = enumerator?.nextObject() as? String {
                guard name.hasSuffix(".flow"), !name.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                let folder = (top + "/" + name).split(separator: "/").dropLast().joined(separator: "/")
                folders[folder, default: []].append(top + "/" + name)
            }
            for (folder, paths) in folders.sorted(by: { $0.key < $1.key }) {
                programs.append(Program(name: folder, files: paths.sorted().map(read), limits: .language))
            }
        }
        for sample in ["tour", "real-screens", "platform-parts"] {
            programs.append(Program(name: sample, files: [read("../shared/spec/\(sample).flow")], limits: .language))
        }
        for folder in ["Fuzz/regressions", "Fuzz/large"] {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).filter { $0.hasSuffix(".flow") }
            for name in names.sorted() {
                let bytes = read(folder + "/" + name).bytes
                let parts = bytes.split(separator: 0x0C, maxSplits: 3, omittingEmptySubsequences: false)
                let files = parts.enumerated().map { SourceFile(path: "\(name)-\($0.offset).flow", bytes: Array($0.element)) }
                programs.append(Program(name: folder + "/" + name, files: files, limits: fuzzLimits))
            }
        }
        return programs
    }()

    /// The fuzz target's budget (FuzzRegressionTests reads it from its source): the million
    /// elements of Fuzz/large take half a minute to compile in a debug build.
    static let fuzzLimits = (try? FuzzRegressionTests.fuzzExpansionLimits()) ?? ExpansionLimits(screenElements: 10_000, programElements: 10_000)

    static func read(_ path: String) -> SourceFile {
        let data = FileManager.default.contents(atPath: root + "/" + path) ?? Data()
        return SourceFile(path: path, bytes: Array(data))
    }

    @Test func theCorpusIsThere() {
        let names = Self.programs.map(\.name)
        for expected in ["flows", "Examples/platform", "Examples/pitfalls", "tour", "real-screens", "platform-parts"] {
            #expect(names.contains(expected))
        }
        #expect(Self.programs.allSatisfy { !$0.files.isEmpty })
        #expect(names.contains { $0.hasPrefix("Fuzz/regressions/") } && names.contains { $0.hasPrefix("Fuzz/large/") })
    }

    @Test(arguments: programs)
    func theProgramSurvivesFormatting(_ program: Program) throws {
        var formatted: [SourceFile] = []
        var anyFormatted = false
        for (index, file) in program.files.enumerated() {
            switch FlowFormatter.format(file, index: index) {
            case .invalid(let diagnostics):
                #expect(!diagnostics.isEmpty)
                formatted.append(file)
            case .unsafe(let why):
                Issue.record("\(file.path): \(why)")
                formatted.append(file)
            case .formatted(let text, _):
                anyFormatted = true
                let again = SourceFile(path: file.path, text: text)
                guard case .formatted(let twice, let changed) = FlowFormatter.format(again, index: index) else {
                    Issue.record("\(file.path): its formatted text is refused")
                    continue
                }
                #expect(!changed && twice == text, "\(file.path): formatting twice changes it")
                #expect(
                    SyntaxDump.dump(Parser.parse(again, index: index).syntax) == SyntaxDump.dump(Parser.parse(file, index: index).syntax))
                formatted.append(again)
            }
        }
        guard anyFormatted else { return }
        let before = try Self.positionFree(JSONReport.render(Compilation.run(program.files, limits: program.limits)))
        let after = try Self.positionFree(JSONReport.render(Compilation.run(formatted, limits: program.limits)))
        #expect(before == after, "\(program.name): formatting changes the report")
    }

    /// The committed flows are in canonical layout: `fmt --check` passes on them (the spec's
    /// samples in ../shared are not ours to reformat, and pass as well).
    @Test func theCommittedFlowsAreFormatted() {
        let run = Flowmap(["fmt", "--check", "flows", "Examples"], in: Self.root)
        #expect(run.status == 0, "run 'swift run flowmap fmt flows Examples' and commit the result")
        #expect(run.output == "" && run.errors == "")
    }

    /// What `flowmap import` writes is in canonical layout too, so that a team's first `fmt`
    /// of a draft changes nothing (its drafts of the real dumps are goldens).
    @Test func theImportersDraftsAreFormatted() {
        let run = Flowmap(["fmt", "--check", "Tests/FlowImportTests/Golden"], in: Self.root)
        #expect(run.status == 0 && run.output == "" && run.errors == "", "\(run.output)\(run.errors)")
    }

    /// The JSON report with every line and column left out, as a value to compare.
    static func positionFree(_ json: String) throws -> NSObject {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { $0.key != "line" && $0.key != "column" }.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        return try #require(strip(value) as? NSObject)
    }
}

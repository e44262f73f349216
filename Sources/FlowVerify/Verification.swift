import FlowImport
import FlowProgram
import FlowSyntax

/// `flowmap verify` without the command line: flows checked, each dump read as VoiceOver would
/// see it, paired with the screen it shows (`DumpPairing`) and compared (`ScreenComparison`).
/// Flows and dumps are files of one `SourceSet`, so that a diagnostic at the flow's line can
/// carry a note at the dump's, and every renderer shows both.
public enum Verification {
    public struct Result: Sendable {
        /// Every diagnostic: the flows' errors, the dumps' errors and warnings, the drift; sorted.
        public var diagnostics: [Diagnostic]

        /// A flow or a dump could not be read, or a dump shows no screen of the flows: exit 2.
        public var hasInputErrors: Bool {
            diagnostics.contains { $0.severity == .error && !Verification.driftIDs.contains($0.id) }
        }

        /// The app differs from the flows: exit 1.
        public var hasDrift: Bool {
            diagnostics.contains { $0.severity == .error && Verification.driftIDs.contains($0.id) }
        }

        /// Drift that is only a warning (an omitted control, another order, a state): what
        /// `--strict` also fails on.
        public var hasDriftWarnings: Bool {
            diagnostics.contains { $0.severity == .warning && Verification.driftIDs.contains($0.id) }
        }
    }

    /// The ids of the differences between a flow and the app.
    public static let driftIDs: Set<DiagnosticID> = [
        .problem(.missingInApp), .problem(.differsInApp), .problem(.notInFlow), .problem(.orderDiffers),
    ]

    /// The ids only `flowmap verify` reports.
    public static let ids: [DiagnosticID] = [
        .problem(.missingInApp), .problem(.differsInApp), .problem(.notInFlow), .problem(.orderDiffers), .problem(.unpairedDump),
    ]

    /// Files `0 ..< flows` of `sources` are the flows (one program), the others dumps.
    /// `screen` names the screen of a single dump; without it each dump is paired by its name.
    public static func run(_ sources: SourceSet, flows: Int, screen: String? = nil) -> Result {
        // The flows alone are one program; their files keep their indexes in `sources`.
        let front = Frontend.run(SourceSet(Array(sources.files.prefix(flows))))
        var diagnostics = front.diagnostics.filter { $0.severity == .error }
        let flowsRead = diagnostics.isEmpty
        for dump in flows..<sources.count {
            let reading = DumpReader.read(dump, in: sources)
            diagnostics += reading.diagnostics
            guard let tree = reading.tree else { continue }
            let path = sources[dump].path
            let app = VoiceOverView.screen(of: tree, named: nil, fileStem: DumpImport.stem(of: path))
            guard !app.elements.isEmpty else {
                diagnostics.append(DumpImport.empty(tree, app, file: dump))
                continue
            }
            guard flowsRead else { continue }
            switch DumpPairing.screen(for: app, path: path, named: screen, in: front.program) {
            case .screen(let index):
                diagnostics += ScreenComparison.diagnostics(front.program.screens[index], app)
            case .none(let unpaired):
                diagnostics.append(unpaired)
            }
        }
        return Result(diagnostics: Diagnostic.sorted(diagnostics, in: sources))
    }
}

import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowReport
import FlowSyntax
import Foundation

/// The reports of `--output DIR`: one Markdown report per input file (mirroring its relative
/// path) and an `index.md`, or one `flowmap.json` or `flowmap.sarif`; their names checked
/// before anything is written, then written by `StagedReports`, all together or not at all.
struct ReportFolder {
    /// The folder as given on the command line, for messages.
    let folder: String
    /// Where a relative `folder` is.
    let directory: String

    /// A report to write: its path inside the folder, the input it reports on (nil for the
    /// index and the single documents), and its text, streamed into a sink in pieces.
    struct Report {
        let path: String
        let input: String?
        let write: (TextSink) -> Void
    }

    /// The reports to write, in a stable order. `reportPaths[i]` is the report path of
    /// `compilation.sources[i]` (see `InputFiles.readWithReportPaths`). Nothing is rendered
    /// yet: each report is rendered as it is written, and freed before the next.
    static func reports(_ compilation: Compilation, reportPaths: [String], format: Invocation.Format) -> [Report] {
        switch format {
        case .json:
            return [Report(path: "flowmap.json", input: nil) { JSONReport.write(compilation, to: $0) }]
        case .sarif:
            return [
                Report(path: "flowmap.sarif", input: nil) {
                    SARIFReport.write(compilation, toolVersion: FlowmapCommand.version, to: $0)
                }
            ]
        case .markdown:
            let markdown = MarkdownReport(compilation)
            var names: [String: String] = [:]
            var reports: [Report] = []
            for file in compilation.program.files {
                let path = compilation.sources[file].path
                let relative = file < reportPaths.count ? reportPaths[file] : InputFiles.contained(path)
                let name = (relative.hasSuffix(".flow") ? String(relative.dropLast(5)) : relative) + ".md"
                names[path] = name
                reports.append(Report(path: name, input: path) { markdown.write(file: file, to: $0) })
            }
            reports.append(Report(path: "index.md", input: nil) { $0.write(IndexReport.render(compilation, reportNames: names)) })
            return reports
        }
    }

    /// Writes every report, replacing the old ones all together, or returns why not and
    /// leaves the folder as it was. The caller `finish`es the result once the run has
    /// succeeded, or rolls it back.
    func write(_ reports: [Report]) -> Result<StagedReports, StagedReports.Failure> {
        if let problem = Self.collision(reports) { return .failure(.init(problem)) }
        let base = folder.hasPrefix("/") ? folder : InputFiles.join(directory, folder)
        return StagedReports.write(reports.map { ($0.path, $0.write) }, into: base, shownAs: folder)
    }

    /// Why two reports cannot both be written: one path, or two paths that are one file on a
    /// case-insensitive or normalising file system (macOS and Windows by default: `Orders.md`
    /// and `orders.md`, `INDEX.md` and `index.md`, `café` in NFC and in NFD). Refused on every
    /// platform, so that a folder of flows gives the same reports wherever it is compiled.
    static func collision(_ reports: [Report]) -> String? {
        var owners: [String: Report] = [:]
        var folders: [String: Report] = [:]
        for report in reports {
            let key = foldedKey(report.path)
            if let owner = owners[key] ?? folders[key] {
                return describe(owner, report, folded: !bytesEqual(owner.path, report.path))
            }
            owners[key] = report
            let parts = report.path.split(separator: "/")
            if let reserved = parts.first(where: { $0.hasPrefix(StagedReports.prefix) }) {
                return "the report '\(report.path)' would be in a folder named '\(reserved)', which flowmap keeps for its temporary files; rename it"
            }
            for end in parts.indices.dropLast() {
                let folderKey = foldedKey(parts[...end].joined(separator: "/"))
                if let owner = owners[folderKey] { return describe(owner, report, folded: true) }
                folders[folderKey] = folders[folderKey] ?? report
            }
        }
        return nil
    }

    private static func describe(_ first: Report, _ second: Report, folded: Bool) -> String {
        let both = folded ? "the reports '\(first.path)' and '\(second.path)', one file on a case-insensitive or normalising file system (macOS, Windows)" : "the report '\(first.path)'"
        switch (first.input, second.input) {
        case (let one?, let other?):
            return "'\(one)' and '\(other)' would both write \(both); " + (folded ? "rename one of them" : "name their folders instead")
        case (let input?, nil), (nil, let input?):
            return folded
                ? "the report of '\(input)' and the index would write \(both); name its folder instead"
                : "the report of '\(input)' would overwrite '\(first.path)'; name its folder instead"
        case (nil, nil):
            return "two reports named '\(first.path)'"
        }
    }

    /// One key for names a case-insensitive, normalising file system takes for one: Swift
    /// compares strings by canonical equivalence (NFC = NFD), and upper- then lower-casing
    /// folds case more widely than lower-casing alone ('ß' and 'SS').
    private static func foldedKey(_ path: String) -> String {
        path.uppercased().lowercased()
    }

    private static func bytesEqual(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }
}

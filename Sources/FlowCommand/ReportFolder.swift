import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowReport
import FlowSyntax
import Foundation

/// The reports of `--output DIR`: one Markdown report per input file (mirroring its relative
/// path) and an `index.md`, or one `flowmap.json` or `flowmap.sarif`, and the manifest that
/// lists them (`ReportManifest`); their names checked before anything is written, then written
/// by `StagedReports`, all together or not at all, or compared with the folder (`--check`).
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
            let (reports, names) = markdownReports(compilation, reportPaths: reportPaths, prefix: "")
            return reports + [Report(path: "index.md", input: nil) { $0.write(IndexReport.render(compilation, reportNames: names)) }]
        }
    }

    /// One program of a run with `--program`: its name, which is its folder, and its inputs.
    struct Program {
        let name: String
        let compilation: Compilation
        let reportPaths: [String]
    }

    /// The reports of several programs, each in the folder named after it (`NAME/orders.md`,
    /// `NAME/flowmap.json`); in Markdown, one `index.md` over them all instead of one each.
    static func reports(_ programs: [Program], format: Invocation.Format) -> [Report] {
        guard format == .markdown else {
            return programs.flatMap { program in
                reports(program.compilation, reportPaths: program.reportPaths, format: format).map { report in
                    Report(path: program.name + "/" + report.path, input: report.input, write: report.write)
                }
            }
        }
        var written: [Report] = []
        var sections: [IndexReport.Section] = []
        for program in programs {
            let (files, names) = markdownReports(program.compilation, reportPaths: program.reportPaths, prefix: program.name + "/")
            written += files
            sections.append(.init(name: program.name, compilation: program.compilation, reportNames: names))
        }
        return written + [Report(path: "index.md", input: nil) { $0.write(IndexReport.render(sections)) }]
    }

    /// A Markdown report per file, named `prefix` + its report path, and each input's report
    /// name for the index.
    private static func markdownReports(
        _ compilation: Compilation, reportPaths: [String], prefix: String
    ) -> (reports: [Report], names: [String: String]) {
        let markdown = MarkdownReport(compilation)
        var names: [String: String] = [:]
        var reports: [Report] = []
        for file in compilation.program.files {
            let path = compilation.sources[file].path
            let relative = file < reportPaths.count ? reportPaths[file] : InputFiles.contained(path)
            let name = prefix + (relative.hasSuffix(".flow") ? String(relative.dropLast(5)) : relative) + ".md"
            names[path] = name
            reports.append(Report(path: name, input: path) { markdown.write(file: file, to: $0) })
        }
        return (reports, names)
    }

    /// What a run does to the folder: the reports it writes (the manifest last), and the
    /// reports an earlier run listed that it removes: those of its format it no longer writes.
    struct Plan {
        let reports: [Report]
        let stale: [String]
    }

    /// The folder's path to open.
    private var base: String { folder.hasPrefix("/") ? folder : InputFiles.join(directory, folder) }

    /// The plan for writing `reports` in `format`, or why they cannot be written (two reports
    /// in one file, an untrustworthy manifest).
    func plan(_ reports: [Report], format: Invocation.Format) -> Result<Plan, StagedReports.Failure> {
        if let problem = Self.collision(reports) { return .failure(.init(problem)) }
        let old: ReportManifest
        do throws(StagedReports.Failure) {
            let files = try OutputFolderFiles(path: base, shownAs: folder)
            let shown = InputFiles.join(folder, ReportManifest.name)
            switch files.read(ReportManifest.name, limit: ReportManifest.largest) {
            case .success(.file(let bytes)): old = try ReportManifest.parse(bytes, shownAs: shown).get()
            case .success(.missing): old = ReportManifest([])
            case .success(.other): throw .init("'\(shown)' is not a file (a link or a device); remove it")
            case .failure(let failure): throw failure
            }
        } catch {
            return .failure(error)
        }
        let written = Set(reports.map { Self.foldedKey($0.path) })
        // A report another run wrote in another format stays listed, for that run to replace.
        let (own, others) = (old.entries.filter { Self.owns($0, format) }, old.entries.filter { !Self.owns($0, format) })
        let stale = own.filter { !written.contains(Self.foldedKey($0)) }
        let manifest = ReportManifest(reports.map(\.path) + others)
        return .success(Plan(reports: reports + [Report(path: ReportManifest.name, input: nil) { $0.write(manifest.text) }], stale: stale))
    }

    /// Whether a run in `format` writes reports like `path`: Markdown every `.md`, JSON and
    /// SARIF their one document.
    static func owns(_ path: String, _ format: Invocation.Format) -> Bool {
        switch format {
        case .markdown: path.hasSuffix(".md")
        case .json: path == "flowmap.json" || path.hasSuffix("/flowmap.json")
        case .sarif: path == "flowmap.sarif" || path.hasSuffix("/flowmap.sarif")
        }
    }

    /// Writes the plan's reports and removes its stale ones, replacing the old reports all
    /// together, or returns why not and leaves the folder as it was. The caller `finish`es the
    /// result once the run has succeeded, or rolls it back.
    func write(_ plan: Plan) -> Result<StagedReports, StagedReports.Failure> {
        StagedReports.write(plan.reports.map { ($0.path, $0.write) }, removing: plan.stale, into: base, shownAs: folder)
    }

    /// What `write` would change, writing nothing: a line per report that differs
    /// (`DIR/x.md: out of date`), is missing, or would be removed (`no flow any more`).
    func check(_ plan: Plan) -> Result<[String], StagedReports.Failure> {
        let files: OutputFolderFiles
        do throws(StagedReports.Failure) { files = try OutputFolderFiles(path: base, shownAs: folder) } catch { return .failure(error) }
        var lines: [String] = []
        for report in plan.reports {
            let shown = InputFiles.join(folder, report.path)
            switch files.read(report.path) {
            case .failure(let failure): return .failure(failure)
            case .success(.missing): lines.append(shown + ": missing")
            case .success(.other): lines.append(shown + ": out of date")
            case .success(.file(let bytes)):
                let text = CollectedText()
                report.write(text)
                if text.bytes != bytes { lines.append(shown + ": out of date") }
            }
        }
        for path in plan.stale {
            switch files.read(path) {
            case .failure(let failure): return .failure(failure)
            case .success(.missing): break
            case .success: lines.append(InputFiles.join(folder, path) + ": no flow any more")
            }
        }
        return .success(lines)
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
    static func foldedKey(_ path: String) -> String {
        path.uppercased().lowercased()
    }

    private static func bytesEqual(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }
}

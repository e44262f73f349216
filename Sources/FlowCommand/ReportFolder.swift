import FlowNavigator
import FlowPipeline
import FlowReport
import FlowSyntax
import Foundation

/// Writes reports into a folder: one Markdown report per input file (mirroring its relative
/// path) and an `index.md`, or one `flowmap.json`. Every file is written atomically (a
/// temporary file renamed into place), so a failure never leaves a half-written report.
struct ReportFolder {
    let folder: String

    /// A file to write: its path inside the folder, its contents, and the input it reports
    /// on (nil for the index and the JSON document).
    struct File {
        let path: String
        let contents: String
        let input: String?
    }

    /// The files to write, in a stable order.
    static func files(_ compilation: Compilation, reportPaths: [String: String], format: Invocation.Format) -> [File] {
        switch format {
        case .json:
            return [File(path: "flowmap.json", contents: JSONReport.render(compilation), input: nil)]
        case .sarif:
            return [File(path: "flowmap.sarif", contents: SARIFReport.render(compilation, toolVersion: FlowmapCommand.version), input: nil)]
        case .markdown:
            let report = MarkdownReport(compilation)
            var names: [String: String] = [:]
            var files: [File] = []
            for file in compilation.program.files {
                let relative = reportPaths[file.path] ?? InputFiles.contained(file.path)
                let name = (relative.hasSuffix(".flow") ? String(relative.dropLast(5)) : relative) + ".md"
                names[file.path] = name
                files.append(File(path: name, contents: report.render(file: file), input: file.path))
            }
            files.append(File(path: "index.md", contents: IndexReport.render(compilation, reportNames: names), input: nil))
            return files
        }
    }

    /// Writes every file; returns the first failure's message. Two files with one path are
    /// found before anything is written, so that a refused run leaves the folder as it was.
    func write(_ files: [File], directory: String) -> String? {
        var owners: [String: File] = [:]
        for file in files {
            guard let owner = owners[file.path] else {
                owners[file.path] = file
                continue
            }
            switch (owner.input, file.input) {
            case (let first?, let second?):
                return "'\(first)' and '\(second)' would both write the report '\(file.path)'; name their folders instead"
            case (let input?, nil), (nil, let input?):
                return "the report of '\(input)' would overwrite '\(file.path)'; name its folder instead"
            case (nil, nil):
                return "two reports named '\(file.path)'"
            }
        }
        let base = folder.hasPrefix("/") ? folder : InputFiles.join(directory, folder)
        for file in files {
            let url = URL(fileURLWithPath: InputFiles.join(base, file.path))
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                return "cannot write '\(InputFiles.join(folder, file.path))': \(error.localizedDescription)"
            }
        }
        return nil
    }
}

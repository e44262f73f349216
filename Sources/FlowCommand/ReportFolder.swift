import FlowNavigator
import FlowReport
import FlowSyntax
import Foundation

/// Writes reports into a folder: one Markdown report per input file (mirroring its relative
/// path) and an `index.md`, or one `flowmap.json`. Every file is written atomically (a
/// temporary file renamed into place), so a failure never leaves a half-written report.
struct ReportFolder {
    let folder: String

    /// The files to write, as (path inside the folder, contents), in a stable order.
    static func files(
        _ compilation: Compilation, reportPaths: [String: String], format: Invocation.Format
    ) -> [(path: String, contents: String)] {
        switch format {
        case .json:
            return [("flowmap.json", JSONReport.render(compilation))]
        case .markdown:
            let report = MarkdownReport(compilation)
            var names: [String: String] = [:]
            var files: [(path: String, contents: String)] = []
            for file in compilation.program.files {
                let relative = reportPaths[file.path] ?? InputFiles.contained(file.path)
                let name = (relative.hasSuffix(".flow") ? String(relative.dropLast(5)) : relative) + ".md"
                names[file.path] = name
                files.append((name, report.render(file: file)))
            }
            files.append(("index.md", IndexReport.render(compilation, reportNames: names)))
            return files
        }
    }

    /// Writes every file; returns the first failure's message.
    func write(_ files: [(path: String, contents: String)], directory: String) -> String? {
        let base = folder.hasPrefix("/") ? folder : InputFiles.join(directory, folder)
        var written = Set<String>()
        for (path, contents) in files {
            guard written.insert(path).inserted else {
                return "two inputs would write the same report '\(path)'; name their folders instead"
            }
            let url = URL(fileURLWithPath: InputFiles.join(base, path))
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url, options: .atomic)
            } catch {
                return "cannot write '\(InputFiles.join(folder, path))': \(error.localizedDescription)"
            }
        }
        return nil
    }
}

import Foundation

/// A file a command writes in one piece (`import`'s draft, `verify`'s SARIF log): into a
/// temporary file that is renamed into place, so that a failure never leaves half of it.
enum WholeFile {
    /// Writes `text` into `file` (relative to `directory`); the `flowmap: error:` line if it could not.
    static func write(_ text: String, to file: String, directory: String) -> String? {
        let resolved = file.hasPrefix("/") ? file : InputFiles.join(directory, file)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: resolved), options: .atomic)
            return nil
        } catch {
            return CommandError.errorLine("cannot write '\(file)': \(error.localizedDescription)")
        }
    }
}

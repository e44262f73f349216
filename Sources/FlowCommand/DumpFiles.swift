import FlowOutput
import FlowSyntax
import Foundation

/// The accessibility dumps a command reads: files named one by one (`import`, `verify
/// --screen`), or every `.txt` and `.xml` file of a folder (`verify --dumps`, the extension in
/// any case: `Explore.TXT`), in name order, hidden ones skipped. Paths are shown as given, a
/// folder's files under the folder as given.
struct DumpFiles {
    let directory: String

    /// The extensions a dumps folder's files have: XCUITest's text and WebDriverAgent's XML.
    static let extensions = ["txt", "xml"]

    func read(_ dumps: [String]) -> (files: [SourceFile], errors: [CommandError]) {
        var files: [SourceFile] = []
        var errors: [CommandError] = []
        for dump in dumps {
            let resolved = dump.hasPrefix("/") ? dump : InputFiles.join(directory, dump)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else {
                errors.append(.unreadable(path: dump, reason: .noSuchFile))
                continue
            }
            guard !isFolder.boolValue else {
                errors.append(.unreadable(path: dump, reason: .dumpIsFolder))
                continue
            }
            do throws(CommandError) {
                files.append(try InputFiles.contents(of: resolved, shown: dump))
            } catch {
                errors.append(error)
            }
        }
        return (files, errors)
    }

    /// The dumps in `folder`, and the paths of its other files, which are skipped; a folder that
    /// holds no dump is an error, and a skipped file a warning, so that CI never verifies nothing
    /// unawares.
    func read(folder: String) -> (files: [SourceFile], errors: [CommandError], skipped: [String]) {
        let resolved = folder.hasPrefix("/") ? folder : InputFiles.join(directory, folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else {
            return ([], [.unreadable(path: folder, reason: .noSuchFile)], [])
        }
        guard isFolder.boolValue else { return ([], [.unreadable(path: folder, reason: .notAFolder)], []) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: resolved) else {
            return ([], [.unreadable(path: folder, reason: access(resolved, R_OK) == 0 ? .unreadable : .permissionDenied)], [])
        }
        // By bytes, as `InputFiles` orders a folder's flows: the same on every machine.
        let visible = names.filter { !$0.hasPrefix(".") }.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
        let isDump = { (name: String) in Self.extensions.contains { name.lowercased().hasSuffix("." + $0) } }
        let dumps = visible.filter(isDump)
        let skipped = visible.filter { name in
            guard !isDump(name) else { return false }
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: InputFiles.join(resolved, name), isDirectory: &isFolder) && !isFolder.boolValue
        }.map { InputFiles.join(folder, $0) }
        guard !dumps.isEmpty else { return ([], [.noDumps(path: folder)], skipped) }
        let (files, errors) = read(dumps.map { InputFiles.join(folder, $0) })
        return (files, errors, skipped)
    }

    /// The warning for a file of a dumps folder that is no dump.
    static func skippedWarning(_ path: String) -> String {
        "flowmap: warning: " + PrintableText.escaped("skipped '\(path)': a dump is a .txt or .xml file") + "\n"
    }
}

import FlowSyntax
import Foundation

/// The accessibility dumps a command reads: files named one by one (`import`, `verify
/// --screen`), or every `.txt` and `.xml` file of a folder (`verify --dumps`), in name order,
/// hidden ones skipped. Paths are shown as given, a folder's files under the folder as given.
struct DumpFiles {
    let directory: String

    /// The extensions a dumps folder's files have: XCUITest's text and WebDriverAgent's XML.
    static let extensions = ["txt", "xml"]

    func read(_ dumps: [String]) -> (files: [SourceFile], errors: [CommandError]) {
        var files: [SourceFile] = []
        var errors: [CommandError] = []
        for dump in dumps {
            let resolved = dump.hasPrefix("/") ? dump : InputFiles.join(directory, dump)
            guard FileManager.default.fileExists(atPath: resolved) else {
                errors.append(.unreadable(path: dump, reason: .noSuchFile))
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

    /// The dumps in `folder`; a folder that holds none is an error, so that CI never verifies nothing.
    func read(folder: String) -> (files: [SourceFile], errors: [CommandError]) {
        let resolved = folder.hasPrefix("/") ? folder : InputFiles.join(directory, folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else {
            return ([], [.unreadable(path: folder, reason: .noSuchFile)])
        }
        guard isFolder.boolValue else { return ([], [.unreadable(path: folder, reason: .notARegularFile)]) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: resolved) else {
            return ([], [.unreadable(path: folder, reason: access(resolved, R_OK) == 0 ? .unreadable : .permissionDenied)])
        }
        let dumps = names.filter { name in
            !name.hasPrefix(".") && Self.extensions.contains { name.hasSuffix("." + $0) }
        }
        guard !dumps.isEmpty else { return ([], [.noDumps(path: folder)]) }
        // By bytes, as `InputFiles` orders a folder's flows: the same on every machine.
        return read(dumps.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }.map { InputFiles.join(folder, $0) })
    }
}

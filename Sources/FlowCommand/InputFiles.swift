import FlowSyntax
import Foundation

/// Finds and reads the `.flow` files named on the command line. The only place that touches
/// the file system; everything after it works on `SourceFile` values.
struct InputFiles {
    /// Relative paths are resolved against this folder, but always printed as given.
    let directory: String
    private var fileManager: FileManager { .default }

    init(directory: String) {
        self.directory = directory
    }

    /// Reads every path: a file as it is named, a folder as all the `.flow` files under it in
    /// sorted order. Collects every unreadable path, so that one run reports them all.
    func read(_ paths: [String]) -> (sources: [SourceFile], errors: [CommandError]) {
        let result = readWithReportPaths(paths)
        return (result.sources, result.errors)
    }

    /// Like `read`, with each file's path for its report: relative to the folder it was found
    /// in, or, for a file named directly, its path without `.`, `..` or a leading `/`, so
    /// that a report never lands outside the output folder.
    func readWithReportPaths(_ paths: [String]) -> (sources: [SourceFile], reportPaths: [String], errors: [CommandError]) {
        var sources: [SourceFile] = []
        var reportPaths: [String] = []
        var errors: [CommandError] = []
        // `flowmap flows flows/a.flow` names one file twice; reading it twice would report
        // every screen in it as a duplicate.
        var seen = Set<String>()
        for path in paths {
            do throws(CommandError) {
                for (shown, resolved) in try find(path) where seen.insert(Self.canonical(resolved)).inserted {
                    sources.append(SourceFile(path: shown, bytes: try contents(of: resolved, shown: shown)))
                    let relative = shown == path ? shown : String(shown.dropFirst(Self.join(path, "").count))
                    reportPaths.append(Self.contained(relative))
                }
            } catch {
                errors.append(error)
            }
        }
        return (sources, reportPaths, errors)
    }

    /// A relative path that stays inside any folder it is joined to.
    static func contained(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: "/")
    }

    /// The files `path` stands for, as (path to print, path to open).
    private func find(_ path: String) throws(CommandError) -> [(shown: String, resolved: String)] {
        let resolved = path.hasPrefix("/") ? path : Self.join(directory, path)
        switch Self.kind(of: resolved, followingLinks: true) {
        case .missing:
            throw .unreadable(path: path, reason: .noSuchFile)
        case .file:
            // A file named explicitly is read whatever its extension.
            return [(path, resolved)]
        case .folder:
            var found: [(shown: String, resolved: String)] = []
            try walk(resolved, shown: path, into: &found)
            // A folder named on purpose that holds no flow is most likely a wrong path; passing
            // silently would let a CI job check nothing.
            guard !found.isEmpty else { throw .noFlows(path: path) }
            return found.sorted { $0.shown < $1.shown }
        case .link, .other:
            throw .unreadable(path: path, reason: .notARegularFile)
        }
    }

    /// Collects the `.flow` files under a folder. Hidden entries (.build, .git) are skipped,
    /// and links to folders are not followed, so that a link cycle cannot loop forever.
    private func walk(_ folder: String, shown: String, into found: inout [(shown: String, resolved: String)])
        throws(CommandError)
    {
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: folder)
        } catch {
            throw .unreadable(path: shown, reason: fileManager.isReadableFile(atPath: folder) ? .unreadable : .permissionDenied)
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let resolved = Self.join(folder, name)
            let shownChild = Self.join(shown, name)
            var kind = Self.kind(of: resolved, followingLinks: false)
            if kind == .link {
                let target = Self.kind(of: resolved, followingLinks: true)
                kind = target == .file ? .file : .other
            }
            switch kind {
            case .folder:
                try walk(resolved, shown: shownChild, into: &found)
            case .file where name.hasSuffix(".flow"):
                found.append((shownChild, resolved))
            default:
                break
            }
        }
    }

    private func contents(of resolved: String, shown: String) throws(CommandError) -> [UInt8] {
        guard fileManager.isReadableFile(atPath: resolved) else {
            throw .unreadable(path: shown, reason: .permissionDenied)
        }
        guard let data = fileManager.contents(atPath: resolved) else {
            throw .unreadable(path: shown, reason: .unreadable)
        }
        return [UInt8](data)
    }

    private enum Kind {
        case missing, file, folder, link, other
    }

    /// What is at `path`. `stat` rather than `FileManager.fileExists`, since a device or a
    /// pipe named `x.flow` must be refused rather than read forever.
    private static func kind(of path: String, followingLinks: Bool) -> Kind {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// One '/' between the parts, even when the first already ends with one.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The real path of a file, to recognise one file named two ways.
    private static func canonical(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}

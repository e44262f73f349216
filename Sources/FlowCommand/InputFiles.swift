import FlowSyntax
import Foundation

/// Finds and reads the `.flow` files named on the command line. The only place that reads
/// inputs from the file system; everything after it works on `SourceFile` values.
///
/// Every file found is read or reported, never skipped in silence: a `.flow` entry of a folder
/// that cannot be read (a link to nothing, a pipe) is an error like a missing path. A file is
/// one file on disk (device and inode), whatever the paths that name it, so that two names
/// that only look alike (`café` in NFC and in NFD) are two files, and one file named twice is
/// read once.
struct InputFiles {
    /// Relative paths are resolved against this folder, but always printed as given.
    let directory: String

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
    ///
    /// A file named several ways (`flows flows/a.flow`) is read once, under the name that
    /// does not depend on the order of the arguments: its own name rather than a link's (the
    /// name it keeps when the link goes, and the one `fmt` can write), found in a folder rather
    /// than named directly, in the outermost folder named, then the path first in byte order.
    func readWithReportPaths(_ paths: [String]) -> (sources: [SourceFile], reportPaths: [String], errors: [CommandError]) {
        var found: [Found] = []
        var errors: [CommandError] = []
        for path in paths {
            found += find(path, errors: &errors)
        }
        var chosen: [Identity: Int] = [:]
        var order: [Identity] = []
        for (index, file) in found.enumerated() {
            if let earlier = chosen[file.identity] {
                if file.isPreferred(over: found[earlier]) { chosen[file.identity] = index }
            } else {
                chosen[file.identity] = index
                order.append(file.identity)
            }
        }
        var sources: [SourceFile] = []
        var reportPaths: [String] = []
        for identity in order {
            guard let index = chosen[identity] else { continue }
            let file = found[index]
            do throws(CommandError) {
                sources.append(try Self.contents(of: file.resolved, shown: file.shown))
                reportPaths.append(file.report)
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

    /// One file found: the path to print, the path to open, its report path, whether a folder
    /// named on the command line holds it, and whether the name is a link (its last part).
    private struct Found {
        let shown: String
        let resolved: String
        let report: String
        let inFolder: Bool
        let isLink: Bool
        let identity: Identity

        /// The name to keep for a file named twice, whichever was named first.
        func isPreferred(over other: Found) -> Bool {
            if isLink != other.isLink { return !isLink }
            if inFolder != other.inFolder { return inFolder }
            let depth = report.split(separator: "/").count
            let otherDepth = other.report.split(separator: "/").count
            if depth != otherDepth { return depth > otherDepth }
            return Self.bytesPrecede(shown, other.shown)
        }

        /// Byte order: two names that Swift compares as equal (NFC and NFD) still have one order.
        static func bytesPrecede(_ a: String, _ b: String) -> Bool {
            a.utf8.lexicographicallyPrecedes(b.utf8)
        }
    }

    /// A file on disk, as the file system tells them apart.
    private struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// The files `path` stands for; its errors go to `errors`.
    private func find(_ path: String, errors: inout [CommandError]) -> [Found] {
        let resolved = path.hasPrefix("/") ? path : Self.join(directory, path)
        let (kind, identity) = Self.kind(of: resolved, followingLinks: true)
        switch kind {
        case .missing:
            errors.append(.unreadable(path: path, reason: .noSuchFile))
            return []
        case .file:
            // A file named explicitly is read whatever its extension.
            let isLink = Self.kind(of: resolved, followingLinks: false).kind == .link
            return [Found(shown: path, resolved: resolved, report: Self.contained(path), inFolder: false, isLink: isLink, identity: identity)]
        case .folder:
            var found: [Found] = []
            let errorsBefore = errors.count
            walk(resolved, shown: path, report: "", into: &found, errors: &errors)
            // A folder named on purpose that holds no flow is most likely a wrong path; passing
            // silently would let a CI job check nothing.
            if found.isEmpty && errors.count == errorsBefore { errors.append(.noFlows(path: path)) }
            return found.sorted { Found.bytesPrecede($0.shown, $1.shown) }
        case .link, .other:
            errors.append(.unreadable(path: path, reason: .notARegularFile))
            return []
        }
    }

    /// Collects the `.flow` files under a folder. Hidden entries (.build, .git) are skipped,
    /// and links to folders are not followed, so that a link cycle cannot loop forever. A
    /// `.flow` entry that is no readable file is an error: skipping it would check less than
    /// the folder holds without a word.
    private func walk(
        _ folder: String, shown: String, report: String, into found: inout [Found], errors: inout [CommandError]
    ) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            let reason: CommandError.Reason = access(folder, R_OK) == 0 ? .unreadable : .permissionDenied
            errors.append(.unreadable(path: shown, reason: reason))
            return
        }
        for name in names.sorted(by: Found.bytesPrecede) where !name.hasPrefix(".") {
            let resolved = Self.join(folder, name)
            let shownChild = Self.join(shown, name)
            let reportChild = report.isEmpty ? name : report + "/" + name
            var (kind, identity) = Self.kind(of: resolved, followingLinks: false)
            let isLink = kind == .link
            if isLink {
                let target = Self.kind(of: resolved, followingLinks: true)
                switch target.kind {
                case .file: (kind, identity) = target
                case .missing where name.hasSuffix(".flow"):
                    errors.append(.unreadable(path: shownChild, reason: .brokenLink))
                    continue
                case .other where name.hasSuffix(".flow"):
                    errors.append(.unreadable(path: shownChild, reason: .notARegularFile))
                    continue
                default: continue
                }
            }
            switch kind {
            case .folder:
                walk(resolved, shown: shownChild, report: reportChild, into: &found, errors: &errors)
            case .file where name.hasSuffix(".flow"):
                found.append(Found(shown: shownChild, resolved: resolved, report: reportChild, inFolder: true, isLink: isLink, identity: identity))
            case .other where name.hasSuffix(".flow"):
                errors.append(.unreadable(path: shownChild, reason: .notARegularFile))
            default:
                break
            }
        }
    }

    /// The bytes of a file, its size checked before anything is read: a file over
    /// `maximumFileSize` becomes a `SourceFile` of that size with no bytes, whose one
    /// diagnostic is `file-too-large` (a 1 GiB file costs a `stat`, not 1 GiB of memory).
    /// The size is taken from the open file, and at most one byte more than the limit is
    /// read, so a file that grows meanwhile is refused as well. Opened without blocking, so
    /// that a file swapped for a pipe after it was found is refused rather than waited on.
    static func contents(of resolved: String, shown: String) throws(CommandError) -> SourceFile {
        let descriptor = open(resolved, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw .unreadable(path: shown, reason: errno == EACCES ? .permissionDenied : .unreadable)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: shown, reason: .unreadable) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: shown, reason: .notARegularFile) }
        let size = Int(info.st_size)
        if size > maximumFileSize { return SourceFile(path: shown, unreadSize: size) }
        // One byte more than the size, to see the end of the file (or that it grew).
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == bytes.count {
                if count > maximumFileSize { return SourceFile(path: shown, unreadSize: count) }
                bytes += repeatElement(0, count: min(max(count, 4096), maximumFileSize + 1 - count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                readBytes(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got == 0 { break }
            guard got > 0 else {
                if errno == EINTR { continue }
                throw .unreadable(path: shown, reason: .unreadable)
            }
            count += got
        }
        bytes.removeSubrange(count...)
        return SourceFile(path: shown, bytes: bytes)
    }

    private enum Kind {
        case missing, file, folder, link, other
    }

    /// What is at `path`, and which file it is. `stat` rather than `FileManager.fileExists`,
    /// since a device or a pipe named `x.flow` must be refused rather than read forever.
    private static func kind(of path: String, followingLinks: Bool) -> (kind: Kind, identity: Identity) {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        let identity = Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        guard status == 0 else { return (.missing, identity) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (.file, identity)
        case S_IFDIR: return (.folder, identity)
        case S_IFLNK: return (.link, identity)
        default: return (.other, identity)
        }
    }

    /// One '/' between the parts, even when the first already ends with one.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// `read(2)`, by a name that `InputFiles.read` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

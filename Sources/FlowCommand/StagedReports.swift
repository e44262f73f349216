import FlowOutput
import Foundation

/// Reports written into an output folder all together or not at all, and never through a link.
///
/// Each report is first written into a temporary folder inside the output folder (one file
/// system, so that a rename moves it), one report at a time, freed before the next. Then every
/// folder on the way to every report is opened one name at a time without following links
/// (`O_NOFOLLOW`), so that a subfolder that is a link to elsewhere is refused rather than written
/// through; each old report is kept as a hard link in the temporary folder; and each new one is
/// renamed over its old one. Then the reports it is told to remove (those a run wrote before,
/// whose flow is gone) are moved into the temporary folder, and the folders that leaves empty
/// removed. If any step fails, the removed reports and the renamed ones are put back and the
/// folders made are removed; `rollback` does the same after the fact (a later step of the run
/// failed), and `finish` removes the temporary folder. A run that is killed leaves its temporary folder,
/// named `.flowmap-tmp-PID-…`, which the next run into that folder removes once no process has
/// that id.
final class StagedReports {
    /// The start of a temporary folder's name.
    static let prefix = ".flowmap-tmp-"

    /// Why the reports were not written, worded for `flowmap: error:`.
    struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    private let base: Int32
    private let staging: Int32
    private let stagingName: String
    private let shownAs: String
    /// Each report's path inside the folder, as its folder names and its file name.
    private var targets: [(folders: [String], name: String)] = []
    /// For each report renamed into place: whether an old one was kept to put back.
    private var replaced: [Bool] = []
    /// Folders made on the way to the reports, outermost first.
    private var madeFolders: [[String]] = []
    /// What the removal did, in order: a report moved into the temporary folder as `gone-N`,
    /// or a folder it left empty and removed.
    private enum Removal {
        case report(folders: [String], name: String, kept: String)
        case folder([String])
    }
    private var removals: [Removal] = []

    private init(base: Int32, staging: Int32, stagingName: String, shownAs: String) {
        self.base = base
        self.staging = staging
        self.stagingName = stagingName
        self.shownAs = shownAs
    }

    deinit {
        close(staging)
        close(base)
    }

    /// Writes `reports` (path inside the folder, and a writer streaming the text into a sink)
    /// into the folder at `path`, shown in messages as `shownAs`. The folder is made if it is
    /// missing; it may itself be a link (the user named it), but nothing inside it is followed.
    /// `removing` names reports (paths inside the folder) to remove; one that is already gone
    /// is passed over, and one that is not a file (a link, a folder) is refused.
    static func write(
        _ reports: [(path: String, write: (TextSink) -> Void)], removing: [String] = [], into path: String, shownAs: String
    ) -> Result<StagedReports, Failure> {
        var madeBase = false
        if access(path, F_OK) != 0 {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                madeBase = true
            } catch {
                return .failure(Failure("cannot make the folder '\(shownAs)': \(error.localizedDescription)"))
            }
        }
        let base = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard base >= 0 else {
            return .failure(Failure("cannot write into '\(shownAs)': \(String(cString: strerror(errno)))"))
        }
        removeAbandoned(in: base)
        let stagingName = prefix + "\(getpid())-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        guard mkdirat(base, stagingName, 0o700) == 0 else {
            let reason = String(cString: strerror(errno))
            close(base)
            if madeBase { rmdir(path) }
            return .failure(Failure("cannot write into '\(shownAs)': \(reason)"))
        }
        let staging = openat(base, stagingName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard staging >= 0 else {
            unlinkat(base, stagingName, AT_REMOVEDIR)
            close(base)
            return .failure(Failure("cannot write into '\(shownAs)': \(String(cString: strerror(errno)))"))
        }
        let staged = StagedReports(base: base, staging: staging, stagingName: stagingName, shownAs: shownAs)
        if let failure = staged.stage(reports) ?? staged.commit() ?? staged.remove(removing) {
            staged.finish()
            if madeBase { rmdir(path) }
            return .failure(failure)
        }
        return .success(staged)
    }

    /// Removes the temporary folder, and with it the old reports kept there.
    func finish() {
        Self.removeTree(stagingName, in: base)
    }

    /// Puts the old reports back, removes the new ones that had none and the folders made for
    /// them, then removes the temporary folder.
    func rollback() {
        undoRemovals()
        undo(count: replaced.count)
        finish()
    }

    // MARK: Steps

    /// Writes each report into the temporary folder, as `new-N`.
    private func stage(_ reports: [(path: String, write: (TextSink) -> Void)]) -> Failure? {
        for (number, report) in reports.enumerated() {
            var parts = report.path.split(separator: "/").map(String.init)
            let name = parts.removeLast()
            targets.append((parts, name))
            let file = openat(staging, "new-\(number)", O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard file >= 0 else { return failure(report.path, errno) }
            let sink = FileSink(file)
            report.write(sink)
            var error = sink.error
            if close(file) != 0 && error == 0 { error = errno }
            if error != 0 { return failure(report.path, error) }
        }
        return nil
    }

    /// Opens every report's folder (making missing ones), keeps each old report, and renames
    /// each new one into place; on a failure, undoes what it did.
    private func commit() -> Failure? {
        for target in targets {
            let (folder, problem) = openFolder(target.folders, making: true)
            guard let folder else { undo(count: 0); return problem }
            defer { close(folder) }
            var info = stat()
            if fstatat(folder, target.name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR {
                undo(count: 0)
                return Failure("cannot write '\(shown(target))': it is a folder")
            }
        }
        for (number, target) in targets.enumerated() {
            let (folder, problem) = openFolder(target.folders, making: false)
            guard let folder else { undo(count: number); return problem }
            defer { close(folder) }
            // A hard link keeps the old report, to put back; where links cannot be made, the
            // report is still replaced, but could not be put back.
            let kept = linkat(folder, target.name, staging, "old-\(number)", 0) == 0
            guard renameat(staging, "new-\(number)", folder, target.name) == 0 else {
                let error = errno
                if kept { unlinkat(staging, "old-\(number)", 0) }
                undo(count: number)
                return failure(target, error)
            }
            replaced.append(kept)
        }
        return nil
    }

    /// Moves each report of `stale` into the temporary folder, and removes the folders that
    /// leaves empty, innermost first; on a failure, puts back everything it and `commit` did.
    private func remove(_ stale: [String]) -> Failure? {
        for (number, path) in stale.enumerated() {
            var folders = path.split(separator: "/").map(String.init)
            let name = folders.removeLast()
            let (folder, problem) = openFolder(folders, making: false, missingIsNil: true)
            guard let folder else {
                guard let problem else { continue }
                return undoAll(problem)
            }
            defer { close(folder) }
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            guard info.st_mode & S_IFMT == S_IFREG else {
                return undoAll(Failure("cannot remove '\(InputFiles.join(shownAs, path))': it is not a report flowmap wrote (a link, a folder or a device); delete it yourself, or its line in '\(InputFiles.join(shownAs, ReportManifest.name))'"))
            }
            guard renameat(folder, name, staging, "gone-\(number)") == 0 else {
                return undoAll(Failure("cannot remove '\(InputFiles.join(shownAs, path))': \(String(cString: strerror(errno)))"))
            }
            removals.append(.report(folders: folders, name: name, kept: "gone-\(number)"))
            // A folder that still holds anything is not removed: `unlinkat` refuses it.
            for end in stride(from: folders.count, to: 0, by: -1) {
                guard let parent = openFolder(folders[..<(end - 1)], making: false).folder else { break }
                let removed = unlinkat(parent, folders[end - 1], AT_REMOVEDIR) == 0
                close(parent)
                guard removed else { break }
                removals.append(.folder(Array(folders[..<end])))
            }
        }
        return nil
    }

    /// Undoes the removals and the commit, and returns `failure`.
    private func undoAll(_ failure: Failure) -> Failure {
        undoRemovals()
        undo(count: replaced.count)
        return failure
    }

    /// Makes the removed folders again and puts the removed reports back, last first.
    private func undoRemovals() {
        for removal in removals.reversed() {
            switch removal {
            case .folder(let names):
                guard let name = names.last, let parent = openFolder(names.dropLast(), making: false).folder else { continue }
                mkdirat(parent, name, 0o755)
                close(parent)
            case .report(let folders, let name, let kept):
                guard let folder = openFolder(folders, making: false).folder else { continue }
                renameat(staging, kept, folder, name)
                close(folder)
            }
        }
        removals = []
    }

    /// Puts back the first `count` reports renamed into place, then removes the folders made.
    private func undo(count: Int) {
        for number in (0..<min(count, replaced.count)).reversed() {
            let target = targets[number]
            guard let folder = openFolder(target.folders, making: false).folder else { continue }
            if replaced[number] {
                renameat(staging, "old-\(number)", folder, target.name)
            } else {
                unlinkat(folder, target.name, 0)
            }
            close(folder)
        }
        replaced = []
        for folders in madeFolders.reversed() {
            guard let name = folders.last, let parent = openFolder(folders.dropLast(), making: false).folder else { continue }
            unlinkat(parent, name, AT_REMOVEDIR)
            close(parent)
        }
        madeFolders = []
    }

    /// The folder `names` inside the output folder, opened one name at a time without
    /// following a link; missing ones are made when `making`.
    /// With `missingIsNil`, a folder that does not exist gives neither a folder nor a problem.
    private func openFolder(
        _ names: some Collection<String>, making: Bool, missingIsNil: Bool = false
    ) -> (folder: Int32?, problem: Failure?) {
        var current = dup(base)
        var walked: [String] = []
        for name in names {
            walked.append(name)
            var next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && making && mkdirat(current, name, 0o755) == 0 {
                madeFolders.append(walked)
                next = openat(current, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let error = errno
            close(current)
            guard next >= 0 else {
                if missingIsNil && error == ENOENT { return (nil, nil) }
                var info = stat()
                let shownFolder = InputFiles.join(shownAs, walked.joined(separator: "/"))
                if error == ELOOP || (error == ENOTDIR && Self.isLink(name, walked, base: base, &info)) {
                    return (nil, Failure("cannot write into '\(shownFolder)': it is a symbolic link, and flowmap never writes through a link inside the output folder; remove it or choose another --output"))
                }
                return (nil, Failure("cannot write into '\(shownFolder)': \(String(cString: strerror(error)))"))
            }
            current = next
        }
        return (current, nil)
    }

    // MARK: Helpers

    private static func isLink(_ name: String, _ walked: [String], base: Int32, _ info: inout stat) -> Bool {
        fstatat(base, walked.joined(separator: "/"), &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private func shown(_ target: (folders: [String], name: String)) -> String {
        InputFiles.join(shownAs, (target.folders + [target.name]).joined(separator: "/"))
    }

    private func failure(_ path: String, _ error: Int32) -> Failure {
        Failure("cannot write '\(InputFiles.join(shownAs, path))': \(String(cString: strerror(error)))")
    }

    private func failure(_ target: (folders: [String], name: String), _ error: Int32) -> Failure {
        Failure("cannot write '\(shown(target))': \(String(cString: strerror(error)))")
    }

    /// Removes the temporary folders of runs that were killed: those whose process is gone.
    private static func removeAbandoned(in base: Int32) {
        guard let folder = fdopendir(dup(base)) else { return }
        var abandoned: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name.hasPrefix(prefix) else { continue }
            let pid = name.dropFirst(prefix.count).prefix { $0 != "-" }
            if let pid = Int32(pid), pid > 0, kill(pid, 0) == 0 || errno == EPERM { continue }
            abandoned.append(name)
        }
        closedir(folder)
        for name in abandoned { removeTree(name, in: base) }
    }

    /// Removes `name` in the folder `parent` and everything under it, following no link.
    private static func removeTree(_ name: String, in parent: Int32) {
        if unlinkat(parent, name, 0) == 0 { return }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0, let listing = fdopendir(folder) else {
            if folder >= 0 { close(folder) }
            return
        }
        var names: [String] = []
        while let entry = readdir(listing) {
            let child = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if child != "." && child != ".." { names.append(child) }
        }
        for child in names { removeTree(child, in: dirfd(listing)) }
        closedir(listing)
        unlinkat(parent, name, AT_REMOVEDIR)
    }
}

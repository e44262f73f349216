import Foundation

/// Files inside an output folder, read as `StagedReports` writes them: one name at a time,
/// never through a link. What `compile --output DIR --check` compares, and where the manifest
/// of the reports written before is read from.
final class OutputFolderFiles {
    /// What a path inside the folder holds.
    enum Content: Equatable {
        case file([UInt8])
        case missing
        /// A link or a device where a report belongs: never what flowmap wrote, and what a
        /// run replaces.
        case other
    }

    /// The folder, or nil when it does not exist (then every file in it is missing).
    private let base: Int32?
    private let shownAs: String

    /// The folder at `path` (which may itself be a link: the user named it), shown in messages
    /// as `shownAs`.
    init(path: String, shownAs: String) throws(StagedReports.Failure) {
        self.shownAs = shownAs
        let base = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard base >= 0 else {
            guard errno == ENOENT else {
                throw StagedReports.Failure("cannot read '\(shownAs)': \(String(cString: strerror(errno)))")
            }
            self.base = nil
            return
        }
        self.base = base
    }

    deinit {
        if let base { close(base) }
    }

    /// The file at `relative` (a path inside the folder), or why it cannot be read; a file
    /// longer than `limit` bytes is refused.
    func read(_ relative: String, limit: Int = .max) -> Result<Content, StagedReports.Failure> {
        guard let base else { return .success(.missing) }
        var parts = relative.split(separator: "/").map(String.init)
        let name = parts.removeLast()
        var folder = dup(base)
        var walked: [String] = []
        for part in parts {
            walked.append(part)
            let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let error = errno
            close(folder)
            guard next >= 0 else {
                if error == ENOENT { return .success(.missing) }
                let shownFolder = InputFiles.join(shownAs, walked.joined(separator: "/"))
                var info = stat()
                if error == ELOOP
                    || (error == ENOTDIR && fstatat(base, walked.joined(separator: "/"), &info, AT_SYMLINK_NOFOLLOW) == 0
                        && info.st_mode & S_IFMT == S_IFLNK)
                {
                    return .failure(.init("cannot read '\(shownFolder)': it is a symbolic link, and flowmap never reads or writes through a link inside the output folder; remove it or choose another --output"))
                }
                return .failure(.init("cannot read '\(shownFolder)': \(String(cString: strerror(error)))"))
            }
            folder = next
        }
        defer { close(folder) }
        let shown = InputFiles.join(shownAs, relative)
        // Not blocking: a pipe where a report belongs must not hang the check.
        let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            switch errno {
            case ENOENT: return .success(.missing)
            case ELOOP: return .success(.other)
            default: return .failure(.init("cannot read '\(shown)': \(String(cString: strerror(errno)))"))
            }
        }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { return .failure(.init("cannot read '\(shown)': \(String(cString: strerror(errno)))")) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.init("cannot write '\(shown)': it is a folder"))
        default: return .success(.other)
        }
        guard Int(info.st_size) <= limit else { return .failure(.init("cannot read '\(shown)': it is larger than \(limit) bytes")) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
            let got = bytes.withUnsafeMutableBytes { Foundation.read(file, $0.baseAddress! + count, $0.count - count) }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.init("cannot read '\(shown)': \(String(cString: strerror(errno)))"))
            }
            if got == 0 { break }
            count += got
            guard count <= limit else { return .failure(.init("cannot read '\(shown)': it is larger than \(limit) bytes")) }
        }
        bytes.removeLast(bytes.count - count)
        return .success(.file(bytes))
    }
}

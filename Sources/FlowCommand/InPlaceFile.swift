import Foundation

/// A file rewritten in place, all at once or not at all: the new bytes go into a hidden
/// temporary file in the same folder, which is then renamed over the old one, so that a reader
/// (or a crash) sees either the old file or the new one, never half of it. Only a regular file
/// is replaced: a link is refused rather than written through or replaced by a copy, and the
/// file keeps its permissions.
struct InPlaceFile {
    /// The path to open.
    let path: String
    /// The path as messages show it.
    let shown: String

    /// Replaces the file's bytes, which must still be `original`, with `text`; why it could not,
    /// or nil.
    func replace(_ original: [UInt8], with text: String) -> String? {
        let (folder, name) = Self.split(path)
        let base = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard base >= 0 else { return "cannot write '\(shown)': \(Self.reason())" }
        defer { close(base) }
        var before = stat()
        guard fstatat(base, name, &before, AT_SYMLINK_NOFOLLOW) == 0 else { return "cannot write '\(shown)': \(Self.reason())" }
        guard before.st_mode & S_IFMT == S_IFREG else {
            return before.st_mode & S_IFMT == S_IFLNK
                ? "'\(shown)' is a link: fmt rewrites a file in place and never through a link; format the file it points to"
                : "cannot write '\(shown)': not a regular file"
        }
        let temporary = ".\(name).fmt-\(getpid())-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let file = openat(base, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, before.st_mode & 0o7777)
        guard file >= 0 else { return "cannot write beside '\(shown)': \(Self.reason())" }
        var problem: String?
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(file, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    problem = "cannot write beside '\(shown)': \(Self.reason())"
                    return
                }
                offset += written
            }
        }
        // The umask may have narrowed the mode given to `openat`; the owner is kept where allowed.
        if problem == nil, fchmod(file, before.st_mode & 0o7777) != 0 { problem = "cannot write beside '\(shown)': \(Self.reason())" }
        _ = fchown(file, before.st_uid, before.st_gid)
        if problem == nil, fsync(file) != 0 { problem = "cannot write beside '\(shown)': \(Self.reason())" }
        if close(file) != 0, problem == nil { problem = "cannot write beside '\(shown)': \(Self.reason())" }
        // The name must still be the file that was read, as it was read: not swapped for a link,
        // nor edited meanwhile.
        var now = stat()
        if problem == nil,
            fstatat(base, name, &now, AT_SYMLINK_NOFOLLOW) != 0 || now.st_mode & S_IFMT != S_IFREG || now.st_ino != before.st_ino
                || now.st_dev != before.st_dev || (try? InputFiles.contents(of: path, shown: shown))?.bytes != original
        {
            problem = "'\(shown)' changed while it was formatted; it was left as it is"
        }
        if problem == nil, renameat(base, temporary, base, name) != 0 { problem = "cannot replace '\(shown)': \(Self.reason())" }
        if problem != nil { unlinkat(base, temporary, 0) }
        return problem
    }

    /// The folder that holds `path` and the file's name in it.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.utf8.index(after: slash)...]))
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}

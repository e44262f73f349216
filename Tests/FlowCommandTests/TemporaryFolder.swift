import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowmap-tests-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `relativePath`, creating the folders on the way.
    func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, bytes: Array(text.utf8))
    }

    func write(_ relativePath: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(
            atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }

    /// The text of the file at `relativePath`, or nil when there is none.
    func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relativePath).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every regular file under `relativePath` (the whole folder when nil), by its path
    /// relative to that folder, with its bytes: what a run wrote, to compare byte for byte.
    func snapshot(_ relativePath: String? = nil) -> [String: [UInt8]] {
        let root = relativePath.map { path + "/" + $0 } ?? path
        var files: [String: [UInt8]] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: root) ?? NSEnumerator() {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder), !isFolder.boolValue, let data = FileManager.default.contents(atPath: root + "/" + name) {
                files[name] = [UInt8](data)
            }
        }
        return files
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

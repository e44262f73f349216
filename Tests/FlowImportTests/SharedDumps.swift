import Foundation
import FlowSyntax

/// The real dumps in `../shared/dumps/` (SOURCES.md says where each comes from), read as a user
/// would bring them.
enum SharedDumps {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/dumps").standardizedFileURL

    /// Every dump's file name, sorted.
    static let names: [String] = {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { $0.hasSuffix(".txt") || $0.hasSuffix(".xml") }.sorted()
    }()

    /// The dumps that are whole screens; the others are fragments (`…-fragment-N`).
    static let wholeScreens = names.filter { !isFragment($0) }
    static let fragments = names.filter(isFragment)

    static func isFragment(_ name: String) -> Bool {
        name.range(of: #"-fragment-[0-9]+\."#, options: .regularExpression) != nil
    }

    static func source(_ name: String) throws -> SourceFile {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return SourceFile(path: name, bytes: Array(data))
    }
}

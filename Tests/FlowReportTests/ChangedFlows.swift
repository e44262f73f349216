import FlowPipeline
import FlowSyntax
import Foundation
import Testing

/// The committed `flows/` and a copy of it with two changes, made here from `flows/` so that
/// the copy never drifts from it: the "Delete" button of the order history made icon-only (its
/// text and label gone, its input label kept, so the task still names it), and three more
/// elements before "Pay $7.50" on the checkout.
enum ChangedFlows {
    /// Each change: the file, the line it replaces, and the lines that replace it.
    static let changes = [
        (
            "orders.flow", #"  button "Delete" label "Delete order 41" input "Delete order 41""#,
            #"  button icon "trash" input "Delete order 41""#
        ),
        (
            "checkout.flow", #"  button "Pay $7.50" -> "Confirm order""#,
            #"""
              text "Subtotal $7.50"
              text "Delivery free"
              button "Add a coupon"
              button "Pay $7.50" -> "Confirm order"
            """#
        ),
    ]

    /// `flows/` as it is committed, each file under `flows/NAME`.
    static func old() throws -> [SourceFile] {
        try GoldenTests.flowsFolder().map { shown, url in
            SourceFile(path: shown, bytes: Array(try #require(FileManager.default.contents(atPath: url.path))))
        }
    }

    /// The copy with both changes, each file under `changed/NAME`; each change's line is in
    /// its file exactly once.
    static func new() throws -> [SourceFile] {
        try old().map { file in
            let name = String(file.path.dropFirst("flows/".count))
            var lines = String(decoding: file.bytes, as: UTF8.self).components(separatedBy: "\n")
            for (changed, line, replacement) in changes where changed == name {
                let found = lines.indices.filter { lines[$0] == line }
                try #require(found.count == 1, "\(name) no longer has the line \(line) once")
                lines[found[0]] = replacement
            }
            return SourceFile(path: "changed/" + name, text: lines.joined(separator: "\n"))
        }
    }

    /// The comparison of `old()` with `new()`, each compiled.
    static func compilations() throws -> (old: Compilation, new: Compilation) {
        (Compilation.run(try old()), Compilation.run(try new()))
    }
}

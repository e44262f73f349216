import FlowOutput

/// `DIR/.flowmap-reports`: the reports `compile --output DIR` wrote into the folder, one
/// relative path a line, so that a later run can tell a report of a flow that no longer exists
/// (listed, and not written again) from a file someone else keeps there (never listed, never
/// touched). Written with the reports, all together or not at all.
///
/// A path is written with `%`, CR and LF percent-encoded, so that a file name with a line
/// break in it stays one entry. Read back, every entry must be a path inside the folder: the
/// file may have been edited, and an entry such as `../x` or `/etc/x` must never name a file
/// flowmap would remove.
struct ReportManifest: Equatable {
    /// The file's name inside the output folder.
    static let name = ".flowmap-reports"
    /// A manifest bigger than this is no list of reports: it is refused rather than read.
    static let largest = 16 * 1024 * 1024

    static let header = "# The reports 'flowmap compile --output' wrote into this folder, which a later run replaces,\n"
        + "# or removes once their flow is gone. Files not listed here are never touched.\n"

    /// The listed paths, relative to the folder, in byte order, each once.
    let entries: [String]

    init(_ entries: some Sequence<String>) {
        self.entries = Array(Set(entries)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The file's text.
    var text: String {
        var out = TextBuffer(capacity: Self.header.utf8.count + entries.reduce(0) { $0 + $1.utf8.count + 1 })
        out.append(Self.header)
        for entry in entries {
            for byte in entry.utf8 {
                switch byte {
                case UInt8(ascii: "%"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): PercentEncoding.append(byte, into: &out)
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\n"))
        }
        return out.text
    }

    /// The manifest in `bytes`, or why it cannot be trusted (worded for `flowmap: error:`, the
    /// file shown as `shownAs`). Lines starting with '#' and blank lines are skipped.
    static func parse(_ bytes: [UInt8], shownAs: String) -> Result<ReportManifest, StagedReports.Failure> {
        var entries: [String] = []
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            guard line.first != UInt8(ascii: "#") else { continue }
            guard let entry = decoded(line) else {
                return .failure(.init("'\(shownAs)' has a line that is not a path: '\(String(decoding: line, as: UTF8.self))'; " + remedy))
            }
            if let problem = problem(with: entry) {
                return .failure(.init("'\(shownAs)' lists '\(entry)', \(problem); " + remedy))
            }
            entries.append(entry)
        }
        return .success(ReportManifest(entries))
    }

    private static let remedy = "flowmap removes only reports it wrote inside the folder: correct that file or delete it"

    /// Why `entry` cannot be a report inside the folder, or nil when it can be one.
    static func problem(with entry: String) -> String? {
        if entry.hasPrefix("/") { return "which is outside the folder" }
        let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0 == ".." }) { return "which is outside the folder" }
        if parts.contains(where: { $0.isEmpty || $0 == "." }) { return "which is not a plain relative path" }
        if entry.utf8.contains(0) { return "which has a NUL byte" }
        if parts.contains(where: { $0.hasPrefix(StagedReports.prefix) }) { return "which is in flowmap's temporary folder" }
        if entry == name { return "which is the list itself" }
        return nil
    }

    /// A line with its percent escapes decoded, or nil when an escape is malformed.
    private static func decoded(_ line: ArraySlice<UInt8>) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.count)
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            guard byte == UInt8(ascii: "%") else {
                if byte != UInt8(ascii: "\r") { bytes.append(byte) }
                index += 1
                continue
            }
            guard index + 2 < line.endIndex, let high = hexValue(line[index + 1]), let low = hexValue(line[index + 2]) else {
                return nil
            }
            bytes.append(high << 4 | low)
            index += 3
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}

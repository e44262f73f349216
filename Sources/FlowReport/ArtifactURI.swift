import FlowOutput

/// A file's path as the URI of a SARIF `artifactLocation`, percent-encoded (RFC 3986: every
/// byte but the unreserved ones and '/', so a space, '#', '%', ':' or a control character
/// survives and a first segment is never read as a scheme).
///
/// A relative path (as typed, or as found under a folder) becomes a relative reference to
/// `%SRCROOT%`, the folder flowmap ran in, without `.` segments, empty segments or `a/..`. Its
/// leading `..` segments stay: resolved against the root they name the right file, and that
/// form is the same on every clone, where an absolute path is not (code scanning shows no file
/// outside the repository, whichever form names it). An absolute path becomes a `file://` URI,
/// which needs no base.
struct ArtifactURI {
    let text: String
    /// Whether the URI is relative to `%SRCROOT%`.
    let relative: Bool

    init(text: String, relative: Bool) {
        self.text = text
        self.relative = relative
    }

    init(path: String) {
        self = Self.isItsOwnURI(path) ? ArtifactURI(text: path, relative: true) : Self.resolving(path)
    }

    /// The URI of any `path`, segment by segment.
    static func resolving(_ path: String) -> ArtifactURI {
        let absolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) where segment != "." {
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
            } else if segment == "..", absolute {
                continue  // "/.." is "/"
            } else {
                segments.append(segment)
            }
        }
        let encoded = PercentEncoding.path(segments.joined(separator: "/"))
        return ArtifactURI(text: absolute ? "file:///" + encoded : encoded, relative: !absolute)
    }

    /// Whether a relative `path` is its URI as it is (most are, `Flows/cart.flow`): no byte to
    /// encode, and no empty, `.` or `..` segment to drop or fold. Checked in one pass, without
    /// the segments and strings the general case makes.
    static func isItsOwnURI(_ path: String) -> Bool {
        var segmentLength = 0
        var segmentIsDots = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || (segmentIsDots && segmentLength <= 2) { return false }
                segmentLength = 0
                segmentIsDots = true
            } else {
                guard PercentEncoding.isUnreserved(byte) else { return false }
                segmentLength += 1
                if byte != UInt8(ascii: ".") { segmentIsDots = false }
            }
        }
        return segmentLength > 0 && !(segmentIsDots && segmentLength <= 2)
    }
}

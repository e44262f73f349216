import FlowSyntax

/// A SARIF result whose diagnostic has notes at other places (`flowmap verify`'s note at the
/// dump's line, a duplicate's first declaration): the same members as `SARIFReport`'s result
/// template, and `relatedLocations`, one per such note, with the note as its message. Written
/// member by member, since such results are few.
enum RelatedLocations {
    static func writeResult(
        _ diagnostic: Diagnostic, uri: ArtifactURI, start: (line: Int, column: Int), end: (line: Int, column: Int),
        fingerprint: (result: String, line: String), ruleID: String, ruleIndex: Int, uris: inout [ArtifactURI?],
        lines: inout SourceLocator, into json: inout JSONWriter
    ) {
        json.beginObject()
        json.key("level")
        json.plainString(SARIFReport.level(diagnostic.severity))
        json.key("locations")
        json.beginArray()
        json.beginObject()
        physicalLocation(uri, start, end, into: &json)
        json.endObject()
        json.endArray()
        json.key("message")
        message(diagnostic.message, parenthesized: diagnostic.help, into: &json)
        json.key("partialFingerprints")
        json.beginObject()
        json.key("flowmap/v1")
        json.plainString(fingerprint.result)
        json.key("primaryLocationLineHash")
        json.plainString(fingerprint.line)
        json.endObject()
        json.key("relatedLocations")
        json.beginArray()
        var id = 0
        for note in diagnostic.notes {
            guard isElsewhere(note, than: diagnostic), let span = note.span else { continue }
            let noteURI = uris[span.file] ?? ArtifactURI(path: lines.sources.path(of: span))
            uris[span.file] = noteURI
            json.beginObject()
            json.key("id")
            json.number(id)
            json.key("message")
            message(note.message, parenthesized: nil, into: &json)
            physicalLocation(
                noteURI, lines.utf16Location(of: span.start, inFile: span.file), lines.utf16Location(of: span.end, inFile: span.file),
                into: &json)
            json.endObject()
            id += 1
        }
        json.endArray()
        json.key("ruleId")
        json.plainString(ruleID)
        json.key("ruleIndex")
        json.number(ruleIndex)
        json.endObject()
    }

    /// A note at a place of its own: one at the result's own start would only repeat it.
    static func isElsewhere(_ note: Note, than diagnostic: Diagnostic) -> Bool {
        guard let span = note.span else { return false }
        return span.file != diagnostic.span.file || span.start != diagnostic.span.start
    }

    private static func message(_ text: String, parenthesized more: String?, into json: inout JSONWriter) {
        json.beginObject()
        json.key("text")
        json.string(more.map { "\(text) (\($0))" } ?? text)
        json.endObject()
    }

    /// `physicalLocation`: the file's URI (relative ones with their base) and the region.
    private static func physicalLocation(
        _ uri: ArtifactURI, _ start: (line: Int, column: Int), _ end: (line: Int, column: Int), into json: inout JSONWriter
    ) {
        json.key("physicalLocation")
        json.beginObject()
        json.key("artifactLocation")
        json.beginObject()
        json.key("uri")
        json.plainString(uri.text)
        if uri.relative {
            json.key("uriBaseId")
            json.plainString("%SRCROOT%")
        }
        json.endObject()
        json.key("region")
        json.beginObject()
        json.key("endColumn")
        json.number(end.column)
        json.key("endLine")
        json.number(end.line)
        json.key("startColumn")
        json.number(start.column)
        json.key("startLine")
        json.number(start.line)
        json.endObject()
        json.endObject()
    }
}

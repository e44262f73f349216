import FlowDiff
import FlowImport
import FlowNavigator
import FlowOutput
import FlowPipeline
import FlowProgram
import FlowReport
import FlowSyntax

/// The target's own expansion budget (§9.1), as fuzz targets bound the size of their inputs: no
/// more elements than a 128 KiB input (`-max_len`) could write out by hand. With the language's
/// limits, a legal 229-byte input expands to 28,611 elements (Fuzz/regressions/copies-of-copies.flow)
/// and 545 bytes to a million; under AddressSanitizer those outlast libFuzzer's 2 s on no bug.
/// With this budget, a timeout means a real slowness.
let fuzzExpansionLimits = ExpansionLimits(screenElements: 10_000, programElements: 10_000)

/// The libFuzzer entry: one input through the whole pipeline and every renderer.
///
/// The bytes are one `.flow` file, or several when they contain a form feed (0x0C), which
/// splits them, so that names resolved across files and per-file reports are exercised too.
/// Every output is discarded; only a crash, a hang or a leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    // `split(separator: 0x0C, maxSplits: 3, omittingEmptySubsequences: false)`, with the form
    // feeds found eight bytes at a time: under the fuzzer a byte-by-byte loop pays for a traced
    // comparison at every byte.
    var parts: [[UInt8]] = []
    var start = 0
    while parts.count < 3 {
        let formFeed = ByteScan.first(in: bytes, from: start) { ByteScan.equal($0, 0x0C) }
        guard formFeed < bytes.count else { break }
        parts.append(Array(bytes[start..<formFeed]))
        start = formFeed + 1
    }
    parts.append(Array(bytes[start...]))
    let files = parts.enumerated().map { SourceFile(path: "fuzz\($0.offset).flow", bytes: $0.element) }
    FuzzSink.consume(files)
    // The same bytes as an accessibility dump, whole: both importers see every input.
    FuzzSink.importDump(Array(bytes))
    return 0
}

enum FuzzSink {
    /// Characters produced, so that no output can be thrown away unseen.
    nonisolated(unsafe) static var produced = 0

    static func consume(_ files: [SourceFile]) {
        var total = 0
        let compilation = Compilation.run(files, limits: fuzzExpansionLimits)
        // Colour only paints around text the plain rendering also computes: once, with rich.
        for style in DiagnosticRenderer.Style.allCases {
            let renderer = DiagnosticRenderer(style: style, color: style == .rich)
            total += renderer.render(compilation.diagnostics, in: compilation.sources).utf8.count
        }
        if let first = compilation.diagnostics.first {
            total += DiagnosticRenderer(style: .rich).render(first, in: compilation.sources).utf8.count
        }

        // The documents are streamed, as `flowmap --output` writes them: every byte is
        // rendered and handed over, but none is gathered into one string.
        let sink = ChecksumSink()
        // Every file's report, as `render()` gives it; each task's table embeds its
        // `MermaidDiagram`, so this one call covers the Markdown and Mermaid renderers.
        MarkdownReport(compilation).write(to: sink)
        var names: [String: String] = [:]
        for file in compilation.program.files {
            let path = compilation.sources[file].path
            names[path] = String(path.dropLast(5)) + ".md"
        }
        total += IndexReport.render(compilation, reportNames: names).utf8.count
        JSONReport.write(compilation, to: sink)
        SARIFReport.write(compilation, toolVersion: "0.0.0-fuzz", to: sink)
        total &+= sink.checksum
        // The diff's renderers: the program against itself (nothing changed), and an input of
        // several files against its first file alone, both ways (tasks added, removed, renamed
        // and changed).
        var comparisons = [ProgramComparison(old: compilation, new: compilation)]
        if files.count > 1 {
            let first = Compilation.run([files[0]], limits: fuzzExpansionLimits)
            comparisons += [
                ProgramComparison(old: first, new: compilation, maxIncrease: 1), ProgramComparison(old: compilation, new: first),
            ]
        }
        for comparison in comparisons {
            total += DiffMarkdownReport.render(comparison).utf8.count + DiffJSONReport.render(comparison).utf8.count
        }
        _ = compilation.hasInputErrors
        _ = compilation.hasFailures
        _ = compilation.hasFrictionOrWarnings
        for (index, file) in files.enumerated() { total &+= formatTwice(file, index: index) }
        produced &+= total
    }

    /// `flowmap fmt` on a file without errors: the formatted text must read back without errors
    /// as the same tree (`FlowFormatter.format` checks both), and formatting it again must change
    /// nothing. A file with errors is never formatted. The length of the text, for `produced`.
    static func formatTwice(_ file: SourceFile, index: Int) -> Int {
        switch FlowFormatter.format(file, index: index) {
        case .invalid:
            return 0
        case .unsafe(let why):
            preconditionFailure("fmt: \(why)")
        case .formatted(let text, _):
            guard case .formatted(let again, let changed) = FlowFormatter.format(SourceFile(path: file.path, text: text), index: index)
            else { preconditionFailure("fmt: the formatted text cannot be formatted again") }
            precondition(!changed && again == text, "fmt: formatting twice changed the text")
            return text.utf8.count
        }
    }

    /// `flowmap import` on `bytes`: detection, both readers, VoiceOver's view and the draft
    /// writer, then the front end on the draft. A draft the importer wrote that does not parse
    /// and check is a finding: it traps.
    static func importDump(_ bytes: [UInt8]) {
        let sources = SourceSet([SourceFile(path: "fuzz.dump", bytes: bytes)])
        let result = DumpImport.run(sources)
        var total = DiagnosticRenderer(style: .rich).render(result.diagnostics, in: sources).utf8.count
        guard let draft = result.draft else {
            produced &+= total
            return
        }
        let checked = Frontend.run(SourceSet([SourceFile(path: "draft.flow", text: draft)]), limits: fuzzExpansionLimits)
        if let error = checked.diagnostics.first(where: { $0.severity == .error }) {
            fatalError("the importer's draft does not check: \(error.id.rawValue): \(error.message)\n\(draft)")
        }
        total &+= checked.program.screens.count
        produced &+= total
    }
}

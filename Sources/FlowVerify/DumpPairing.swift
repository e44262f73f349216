import FlowImport
import FlowProgram
import FlowSyntax

/// Which screen of the flows a dump shows: the one `--screen` names, or else the one called
/// as the dump's file is without its extension (`Log in.txt` shows "Log in"), or else the
/// one called as the import would name it (the navigation bar's title, the selected tab, the
/// app's label). Names are compared exactly first, then as `NameKey` compares them.
enum DumpPairing {
    enum Found {
        case screen(Int)
        /// An `unpaired-dump` error at the dump's root.
        case none(Diagnostic)
    }

    /// The index of the screen in `program` that `app` (the dump at `path`) shows.
    static func screen(
        for app: ImportedScreen, path: String, named given: String?, in program: Program
    ) -> Found {
        let stem = DumpImport.stem(of: path)
        let wanted = given.map { [$0] } ?? [stem, app.name]
        for name in wanted {
            if let index = find(name, in: program) { return .screen(index) }
        }
        let names = program.screens.map(\.name)
        let message: String
        if let given {
            message = "no screen of the flows is called '\(given)' (--screen)"
        } else if stem == app.name {
            message = "no screen of the flows is called '\(stem)' (the dump's file name and the name the import gives it)"
        } else {
            message = "no screen of the flows is called '\(stem)' (the dump's file name) or '\(app.name)' (the name the import gives it)"
        }
        let help = wanted.lazy.compactMap { Suggestion.help(for: $0, among: names) }.first
            ?? "name the dump after the screen it shows ('Screen name.txt'), or give one dump with --screen NAME"
        return .none(Diagnostic(.problem(.unpairedDump), .error, message, at: app.span, help: help))
    }

    /// The first screen called `name`, exactly, else as VoiceOver would read the name.
    static func find(_ name: String, in program: Program) -> Int? {
        if let index = program.screen(named: name) { return index }
        guard let key = NameKey.normalised(name) else { return nil }
        return program.screens.firstIndex { NameKey.normalised($0.name) == key }
    }
}

import Foundation
import Testing
@testable import FlowCommand

/// Components, repeats and names per feature (navigator-model.md §9.1), through the command's
/// JSON: a copy is an ordinary element, and two features' "Settings" stay apart.
@Suite struct StructureJSONTests {
    static let root = TourJSONTests.root
    static let structure = "Tests/FlowProgramTests/Fixtures/structure/"

    static func json(_ arguments: [String]) throws -> (status: Int32, document: [String: Any]) {
        let run = Flowmap(["compile", "--format", "json"] + arguments, in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        return (run.status, document)
    }

    /// The document without where things are written: the copies' lines are the component's.
    static func withoutPlaces(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            var kept: [String: Any] = [:]
            for (key, item) in object where !["file", "line", "column", "message", "notes"].contains(key) {
                kept[key] = withoutPlaces(item)
            }
            return kept
        }
        if let array = value as? [Any] { return array.map(withoutPlaces) }
        return value
    }

    static func text(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The rows of real-screens.flow's table that need only components and repeats: their cells are left to
    /// the tab bar, Voice Control's double tap and the rotor; here the expanded screens must
    /// compile exactly as the hand-written ones.
    @Test func componentsAndRepeatsGiveTheJSONOfTheScreensWrittenOut() throws {
        let expanded = try Self.json([Self.structure + "components.flow"])
        let byHand = try Self.json([Self.structure + "by-hand.flow"])
        #expect(expanded.status == byHand.status)
        let tasks = try #require(expanded.document["tasks"])
        #expect(try Self.text(Self.withoutPlaces(tasks)) == Self.text(Self.withoutPlaces(try #require(byHand.document["tasks"]))))
        // The same problems (the two files' lines differ); the copies of one line that warn
        // alike are told once (grammar.md 6.4), where the rows written out by hand warn at each
        // of their lines. That the copies are the same elements as the rows written out is
        // ComponentExpansionTests' componentsExpandToWhatWritingThemOutGives.
        let problems = { (document: [String: Any]) in
            ((document["diagnostics"] as? [[String: Any]]) ?? []).map {
                "\($0["id"] as? String ?? "") \($0["message"] as? String ?? "")"
            }
        }
        #expect(Set(problems(expanded.document)) == Set(problems(byHand.document)))
        #expect(problems(expanded.document).count == Set(problems(expanded.document)).count)
        #expect(problems(byHand.document).count == problems(expanded.document).count + 2)
        let names = (tasks as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "" }
        #expect(names == ["Archive Ben's message", "Like Ben's photo", "Start a return"])
    }

    @Test func twoScreensOfOneNameAreToldApartInTheJSON() throws {
        let folder = "Tests/FlowProgramTests/Fixtures/diagnostics/ambiguous-across-files.good"
        let run = try Self.json([folder])
        #expect(run.status == 0)
        let tasks = try #require(run.document["tasks"] as? [[String: Any]])
        var screens: [String: [String]] = [:]
        for task in tasks {
            let touch = try #require((task["profiles"] as? [[String: Any]])?.first)
            screens[task["name"] as? String ?? ""] = ((touch["path"] as? [[String: Any]]) ?? []).map { $0["screen"] as? String ?? "" }
        }
        #expect(screens["Mail settings"] == ["Mail"])
        #expect(screens["Photo settings"] == ["Settings (\(folder)/photos.flow)"])
        #expect(screens["From home"] == ["Settings (\(folder)/photos.flow)"])
    }

    @Test func aWarningAboutACopyNotesTheUseLinesThatCopiedIt() {
        let run = Flowmap(["check", "-W", Self.structure + "components.flow"], in: Self.root)
        let lines = run.errorLines
        let warning = lines.firstIndex { $0.hasSuffix("another control on screen 'Feed' is also called 'Like' [duplicate-voice-command]") }
        #expect(warning != nil)
        if let warning {
            #expect(lines[warning].hasPrefix(Self.structure + "components.flow:36:5: warning:"))
            // The first copy's 'Like' is the first of its name: only the two later copies warn.
            #expect(Array(lines[(warning + 2)...].prefix(3)) == [42, 43].map {
                Self.structure + "components.flow:\($0):3: note: copied by this 'use' of component 'Post'"
            } + [Self.structure + "components.flow:36:5: note: 2 copies of this line have this problem"])
        }
    }

    @Test func copiesThatWarnAlikeAreToldOnceAndCopiesThatReadApartWarnApart() {
        let run = Flowmap(["check", "-W", Self.structure + "copies-warn-once.flow"], in: Self.root)
        // Six rows also push some below the screen at the largest text size; those warnings
        // are another test's.
        let warnings = run.errorLines.filter { $0.contains(": warning: ") && !$0.hasSuffix("[offscreen-at-larger-text]") }
        let file = Self.structure + "copies-warn-once.flow"
        #expect(warnings == [
            file + ":8:5: warning: a button with icon 'trash' has no name [mystery-icon]",
            file + ":9:5: warning: another control on screen 'List' is also called 'Edit A' [duplicate-voice-command]",
            file + ":9:5: warning: another control on screen 'List' is also called 'Edit B' [duplicate-voice-command]",
        ])
        let notes = run.errorLines.drop { !$0.hasSuffix("[mystery-icon]") }.dropFirst().prefix(5)
        #expect(Array(notes) == [12, 13, 14].map { file + ":\($0):3: note: copied by this 'use' of component 'Row'" }
            + [file + ":8:5: note: and by 3 more 'use' lines", file + ":8:5: note: 6 copies of this line have this problem"])
    }

    /// Errors of copies are told once in the words warnings of copies are (grammar.md 6.4): the
    /// two fixtures lay their rows out alike, and get the same notes.
    @Test func errorsOfCopiesAreToldOnceInTheWordsOfWarnings() {
        func notes(_ name: String, after suffix: String) -> [String] {
            let file = Self.structure + name
            let lines = Flowmap(["check", "-W", file], in: Self.root).errorLines
            // Each note as its line and words: a note with no place of its own stands at its
            // diagnostic's, whose column differs (the error is at the trait, the warning at the kind).
            return lines.drop { !$0.hasSuffix(suffix) }.dropFirst().prefix { $0.contains(": note: ") }.map { line in
                let place = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2)
                return "\(place[0]): \(line.split(separator: ": note: ", maxSplits: 1)[1])"
            }
        }
        let error = notes("copies-err-once.flow", after: "unknown trait 'buton' [unknown-trait]")
        let copies = [
            "12: copied by this 'use' of component 'Row'", "13: copied by this 'use' of component 'Row'",
            "14: copied by this 'use' of component 'Row'", "8: and by 3 more 'use' lines", "8: 6 copies of this line have this problem",
        ]
        // Each diagnostic's own help comes last, after the notes of its copies.
        #expect(error == copies + ["8: did you mean 'button'?"])
        #expect(notes("copies-warn-once.flow", after: "[mystery-icon]") == copies + ["8: add 'label \"…\"' with what it does, for example 'label \"Settings\"'"])
    }

    /// A `repeat` is told once too, in a screen with no `use` and in one with: the same warning
    /// for the same copies, whatever else the screen holds.
    @Test func repeatedCopiesWarnOnceWithTheirCount() {
        let file = Self.structure + "repeat-warns-once.flow"
        let run = Flowmap(["check", "-W", file], in: Self.root)
        let expected: [String] = [5, 12].flatMap { (line: Int) -> [String] in
            let place = file + ":\(line):3: "
            return [
                place + "warning: a button with icon 'trash' has no name [mystery-icon]",
                place + "note: 3 copies of this line have this problem",
                place + "note: add 'label \"…\"' with what it does, for example 'label \"Settings\"'",
            ]
        }
        #expect(run.errorLines.filter { $0.contains("[mystery-icon]") || $0.contains(": note: ") } == expected)
    }
}

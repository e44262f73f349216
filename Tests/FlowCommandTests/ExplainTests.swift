import Testing
import FlowNavigator
import FlowSyntax
@testable import FlowCommand

/// `flowmap explain`: like `rustc --explain`, by name or slug, in any case.
@Suite struct ExplainTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = FlowmapCommand.run(arguments, environment: [:], output: &output, errors: &errors, errorsIsTerminal: false)
        return (status, output, errors)
    }

    @Test(arguments: [["explain", "Swipe Trap"], ["explain", "swipe-trap"], ["explain", "SWIPE", "TRAP"]])
    func explainsAPatternByNameOrSlug(_ arguments: [String]) {
        let run = run(arguments)
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.hasPrefix("# Swipe Trap (swipe-trap)"))
        #expect(run.output.contains("SwiftUI") && run.output.contains("UIKit"))
    }

    @Test func listsEveryPattern() {
        let run = run(["explain"])
        #expect(run.status == 0)
        for pattern in Pattern.allCases {
            #expect(run.output.contains(pattern.slug) && run.output.contains(pattern.name))
        }
    }

    /// `explain` takes no option: one given is a usage error, not ignored.
    @Test(arguments: [["--format", "json"], ["--strict"], ["--check"], ["--output", "o"], ["--screen", "S"]])
    func anOptionIsAUsageError(_ option: [String]) {
        let run = run(["explain"] + option + ["swipe-trap"])
        #expect(run.status == 2 && run.output == "")
        #expect(run.errors.hasPrefix("flowmap: error: '\(option[0])' does not apply to 'explain'\n"), "\(run.errors)")
    }

    @Test func anUnknownPatternIsAUsageErrorWithASuggestion() {
        let run = run(["explain", "swipe-trp"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("flowmap: error: no pattern called 'swipe-trp'\nhelp: did you mean 'swipe-trap'?\n"))
    }
}

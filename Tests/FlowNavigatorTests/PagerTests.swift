import Testing
import FlowSyntax
import FlowProgram
@testable import FlowNavigator
import FlowPipeline

/// Pagers (navigator-model.md §9.3): what only a pager does to names and to the AX5 layout.
@Suite struct PagerTests {
    static func path(_ text: String, _ profile: Profile) -> ProfilePath? {
        Compilation.run([SourceFile(path: "p.flow", text: text)]).tasks.first?.profiles.first { $0.profile == profile }
    }

    @Test func voiceControlNamesOnlyTheShownPage() {
        let path = Self.path("""
            screen "Welcome"
              group "Tour" pages
                group "Page 1"
                  header "Plan your week"
                  button "Next"
                group "Page 2"
                  header "Ready?"
                  button "Next"
            task "T"
              start "Welcome"
              activate "Next" in "Page 2"
            """, .voiceControl)
        #expect(path?.status == .ok)
        #expect(path?.steps == 2, "Scroll right, then Tap Next: the first page's Next is not shown")
    }

    @Test func atLargerTextAPagerIsAsTallAsItsTallestPage() {
        // Stacked, ten long texts would push the button off a screen that does not scroll.
        let long = "A sentence long enough to wrap over several lines at the largest text size."
        let pages = (1...10).map { "    group \"Page \($0)\"\n      text \"\(long)\"" }.joined(separator: "\n")
        let path = Self.path("""
            screen "Welcome"
              group "Tour" pages
            \(pages)
              button "Skip"
            task "T"
              start "Welcome"
              activate "Skip"
            """, .largerText)
        #expect(path?.status == .ok)
        #expect(path?.steps == 1)
    }
}

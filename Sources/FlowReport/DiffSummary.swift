import FlowDiff
import FlowProgram

/// The one-line summary of a comparison, in English, for the diff's Markdown and JSON alike:
/// each method's biggest change and the tasks added, removed and renamed, separated by "; "
/// ("VoiceOver +12 steps on 'Check out' (2 more tasks changed); Voice Control newly blocked on
/// 'Delete'"), methods with
/// the same change said once ("VoiceOver and Voice Control newly blocked on 'Delete'"), or a
/// line that says nothing changed. Words go to a `StepWordingOutput`, which escapes the names.
enum DiffSummary {
    static func write<Output: StepWordingOutput & ~Copyable>(_ comparison: ProgramComparison, into out: inout Output) {
        let headlines = comparison.headlines
        guard !headlines.isEmpty else {
            out.words("No change: ")
            out.digits(comparison.unchanged.count)
            out.words(comparison.unchanged.count == 1 ? " task, the same for every profile" : " tasks, each the same for every profile")
            return
        }
        var index = 0
        while index < headlines.count {
            if index > 0 { out.words("; ") }
            switch headlines[index] {
            case .profile(let headline):
                // The profiles after it that changed the same way on the same tasks.
                var same = [headline]
                while index + 1 < headlines.count, case .profile(let next) = headlines[index + 1], next.change == headline.change,
                    next.task == headline.task, next.otherTasks == headline.otherTasks
                {
                    same.append(next)
                    index += 1
                }
                write(same, into: &out)
            case .tasks(let kind, let first, let oldName, let others): write(kind, first, oldName, others, into: &out)
            }
            index += 1
        }
    }

    /// Headlines that differ only in their profile: "VoiceOver, Switch Control and Pointer …".
    private static func write<Output: StepWordingOutput & ~Copyable>(_ same: [ProfileHeadline], into out: inout Output) {
        for (number, headline) in same.enumerated() {
            if number > 0 { out.words(number == same.count - 1 ? " and " : ", ") }
            out.words(from: headline.profile.name)
        }
        let headline = same[0]
        switch headline.change {
        case .newlyFailing(let failure):
            out.words(" newly ")
            out.words(words(failure))
        case .improved(let earlier, let failure):
            if let failure {
                out.words(" ")
                out.words(words(failure))
                out.words(", no longer ")
                out.words(words(earlier))
                out.words(",")
            } else {
                out.words(" no longer ")
                out.words(words(earlier))
            }
        case .steps(let delta):
            out.words(" ")
            signed(delta, into: &out)
            out.words(abs(delta) == 1 ? " step" : " steps")
        case .status(let status):
            out.words(" now ")
            out.words(from: status.rawValue)
        case .findings(let added, let removed):
            if added > 0 {
                out.words(" ")
                signed(added, into: &out)
            }
            if removed > 0 {
                out.words(" ")
                signed(-removed, into: &out)
            }
            out.words(added + removed == 1 ? " finding" : " findings")
        case .expectation(let atMost):
            if let atMost {
                out.words(" expects at most ")
                out.digits(atMost)
                out.words(atMost == 1 ? " step" : " steps")
            } else {
                out.words(" expects nothing")
            }
        case .other:
            out.words(" changed")
        }
        out.words(" on '")
        out.name(headline.task)
        out.words("'")
        // The other tasks may have changed in other ways: "and 3 more tasks" would say they
        // changed in this one.
        if headline.otherTasks > 0 {
            out.words(" (")
            out.digits(headline.otherTasks)
            out.words(headline.otherTasks == 1 ? " more task changed)" : " more tasks changed)")
        }
    }

    private static func write<Output: StepWordingOutput & ~Copyable>(
        _ kind: TaskChange.Kind, _ first: String, _ oldName: String?, _ others: Int, into out: inout Output
    ) {
        out.words("'")
        if let oldName {
            out.name(oldName)
            out.words("' renamed '")
        }
        out.name(first)
        out.words("'")
        if others > 0 {
            out.words(" and ")
            out.digits(others)
            out.words(others == 1 ? " more task" : " more tasks")
        }
        switch kind {
        case .added: out.words(" added")
        case .removed: out.words(" removed")
        case .renamed: if others > 0 { out.words(" renamed") }
        case .changed: out.words(" changed")
        }
    }

    /// "+12", "−3" (a minus sign, as in running text), "0".
    static func signed<Output: StepWordingOutput & ~Copyable>(_ number: Int, into out: inout Output) {
        if number > 0 { out.words("+") }
        if number < 0 { out.words("−") }
        out.digits(abs(number))
    }

    static func words(_ failure: ProfileOutcome.Failure) -> StaticString {
        switch failure {
        case .overExpectation: "over its expect"
        case .blocked: "blocked"
        case .unreachable: "unreachable"
        }
    }
}

import FlowSyntax

/// The screens a task navigated from, for `back` (navigator-model.md §9.2): each entry is a
/// screen the task left and the index of the step that left it.
struct Trail {
    private(set) var entries: [(screen: Int, step: Int)] = []

    /// Whether any step of the task has left a screen, for what `back-at-start` says.
    private(set) var navigated = false

    /// Step `step` went from `from` to `to`. An alert is never an entry (§9.1: it is left through
    /// its own buttons, never with `back`): leaving one for the screen that presented it returns
    /// there; leaving it for another screen keeps the presenter as the screen `back` returns to.
    /// A sheet is left the same way for the screen that presented it; a screen it opens is pushed
    /// on the sheet's own navigation stack, so `back` there returns to the sheet (§9.2).
    mutating func navigate(from: Int, to: Int?, by step: Int, screens: [Screen]) {
        guard let to, to != from else { return }
        navigated = true
        if let presentation = screens[from].presentation {
            if entries.last?.screen == to {
                entries.removeLast()
                return
            }
            if presentation == .alert { return }
        }
        entries.append((from, step))
    }

    mutating func pop() -> (screen: Int, step: Int)? { entries.popLast() }
}

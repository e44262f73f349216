/// The name indexes of every screen, built before tasks are checked so that tasks can be
/// checked in parallel: a short screen's index is only its elements, so building them all
/// costs little.
struct ProgramNameIndex: Sendable {
    let program: [Screen]
    let screens: [ScreenNameIndex]

    /// Built on every core when `parallel` (`ParallelMap`), from `bytes` of source.
    init(_ screens: [Screen], bytes: Int = 0, parallel: Bool = false) {
        self.program = screens
        self.screens = ParallelMap.map(screens, bytes: bytes, parallel: parallel) { ScreenNameIndex($0) }
    }

    func screen(_ index: Int) -> ScreenNameIndex { screens[index] }
}

/// The name indexes of every screen, built before tasks are checked so that tasks can be
/// checked in parallel.
struct ProgramNameIndex: Sendable {
    let program: [Screen]
    let screens: [ScreenNameIndex]

    init(_ screens: [Screen]) {
        self.program = screens
        self.screens = screens.map(ScreenNameIndex.init)
    }

    func screen(_ index: Int) -> ScreenNameIndex { screens[index] }
}

/// The name indexes of every screen, built before tasks are checked so that tasks can be
/// checked in parallel: a short screen's index is only its elements, so building them all
/// costs little.
struct ProgramNameIndex: Sendable {
    let program: [Screen]
    let screens: [ScreenNameIndex]

    /// `nameLengths`: each screen's masks, made with its elements (`ScreenNameIndex.nameLengths(of:)`).
    init(_ screens: [Screen], nameLengths: [[UInt64]]) {
        self.program = screens
        self.screens = screens.indices.map { ScreenNameIndex(screens[$0], nameLengths: nameLengths[$0]) }
    }

    func screen(_ index: Int) -> ScreenNameIndex { screens[index] }
}

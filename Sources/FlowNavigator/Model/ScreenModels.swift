import FlowProgram

/// What the navigator builds of each screen of a program: its flattening for each kind of
/// profile and its Larger Text layout, each built once, when first asked for.
///
/// The path compiler and the element checks share one, so a screen is flattened and laid out
/// once per compilation. A class: it is a cache, filled by whoever asks first.
final class ScreenModels {
    let program: Program
    private var flat: [FlatScreen?]
    private var flatForVoiceOver: [FlatScreen?]
    private var layouts: [LargerTextLayout?]
    private var overlayGroups: [[Int]?]
    private var pagerCache: [Pagers?]

    init(_ program: Program) {
        self.program = program
        flat = Array(repeating: nil, count: program.screens.count)
        flatForVoiceOver = flat
        layouts = Array(repeating: nil, count: program.screens.count)
        overlayGroups = Array(repeating: nil, count: program.screens.count)
        pagerCache = Array(repeating: nil, count: program.screens.count)
    }

    /// The screen's `overlay` groups (navigator-model.md §9.1), found once.
    func overlays(_ screen: Int) -> [Int] {
        if let built = overlayGroups[screen] { return built }
        let built = Overlays.groups(on: program.screens[screen])
        overlayGroups[screen] = built
        return built
    }

    func flat(_ screen: Int, voiceOver: Bool) -> FlatScreen {
        if let built = voiceOver ? flatForVoiceOver[screen] : flat[screen] { return built }
        let built = FlatScreen(program.screens[screen], voiceOver: voiceOver)
        if voiceOver {
            flatForVoiceOver[screen] = built
        } else {
            flat[screen] = built
        }
        return built
    }

    /// The screen's pagers (navigator-model.md §9.3).
    func pagers(_ screen: Int) -> Pagers {
        if let built = pagerCache[screen] { return built }
        let built = Pagers(program.screens[screen])
        pagerCache[screen] = built
        return built
    }

    func layout(_ screen: Int) -> LargerTextLayout {
        if let built = layouts[screen] { return built }
        let built = LargerTextLayout(program.screens[screen])
        layouts[screen] = built
        return built
    }
}

import FlowProgram
import FlowSyntax

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
    private var defaultLayouts: [LargerTextLayout?]
    private var overlayGroups: [[Int]?]
    private var pagerCache: [Pagers?]

    init(_ program: Program) {
        self.program = program
        flat = Array(repeating: nil, count: program.screens.count)
        flatForVoiceOver = flat
        layouts = Array(repeating: nil, count: program.screens.count)
        defaultLayouts = layouts
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

    /// The screen laid out at AX5 (§6), or at the default text size (§10.4's medium sheet).
    func layout(_ screen: Int, size: TextSize = .ax5) -> LargerTextLayout {
        if let built = size == .ax5 ? layouts[screen] : defaultLayouts[screen] { return built }
        let built = LargerTextLayout(program.screens[screen], size: size)
        if size == .ax5 { layouts[screen] = built } else { defaultLayouts[screen] = built }
        return built
    }

    /// A medium sheet as the profile sees it (§10.4); nil for any other screen.
    func sheet(_ screen: Int, for profile: Profile, expanded: Bool) -> MediumSheet? {
        guard program.screens[screen].medium else { return nil }
        return MediumSheet(grabber: 0, layout: layout(screen, size: profile == .largerText ? .ax5 : .large), expanded: expanded)
    }
}

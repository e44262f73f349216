import FlowProgram

/// Overlays and modality (navigator-model.md §9.1).
///
/// An `overlay` group is drawn over the rest of the screen: Touch, Pointer and Larger Text cannot
/// reach what it covers. A group with `traits modal` (accessibilityViewIsModal, `.isModal`) is all
/// that the tree methods see of its screen, so their focus starts on its first stop.
enum Overlays {
    /// The overlay group that covers `element` on the drawn screen: the last overlay declared (the
    /// one drawn on top) that does not hold the element; nil when nothing covers it.
    /// `overlays` are the screen's overlay groups (`groups(on:)`), found once per screen.
    static func cover(of element: Int, on screen: Screen, overlays: [Int]) -> Int? {
        var cover: Int?
        for index in overlays {
            if element >= index && element < screen.elements[index].subtreeEnd { return nil }
            cover = index
        }
        return cover
    }

    /// The screen's overlay groups, in reading order.
    static func groups(on screen: Screen) -> [Int] {
        screen.elements.indices.filter { screen.elements[$0].layout.overlay }
    }

    /// The modal group whose elements alone exist for a method's tree: the last one declared
    /// with `traits modal` (for VoiceOver, as VoiceOver is told). nil when the screen has none.
    static func modal(in elements: [Element], voiceOver: Bool) -> Int? {
        var modal: Int?
        for (index, element) in elements.enumerated() where element.kind == .group {
            let traits = voiceOver ? element.voiceOverAccessibility.traits : element.accessibility.traits
            if traits.contains(.modal) { modal = index }
        }
        return modal
    }
}

extension Overlays {
    /// Where `index` stands to the modal group: nil inside it, false for a group that holds it,
    /// true for an element outside it (with everything under it).
    static func outsideModal(_ index: Int, _ modal: Int, in elements: [Element]) -> Bool? {
        let modalEnd = elements[modal].subtreeEnd
        if index >= modal && index < modalEnd { return nil }
        return !(index < modal && elements[index].subtreeEnd >= modalEnd)
    }
}

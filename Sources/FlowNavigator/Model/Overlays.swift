import FlowProgram

/// Overlays and modality (navigator-model.md §9.1).
///
/// An `overlay` group is drawn over the rest of the screen: Touch, Pointer and Larger Text cannot
/// reach what it covers. A group with `traits modal` (accessibilityViewIsModal, `.isModal`) is all
/// that the tree methods see of its screen, so their focus starts on its first stop.
enum Overlays {
    /// The overlay group that covers `element` on the drawn screen: the last overlay declared (the
    /// one drawn on top) that does not hold the element; nil when nothing covers it.
    static func cover(of element: Int, on screen: Screen) -> Int? {
        var cover: Int?
        for (index, group) in screen.elements.enumerated() where group.layout.overlay {
            if element >= index && element < group.subtreeEnd { return nil }
            cover = index
        }
        return cover
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

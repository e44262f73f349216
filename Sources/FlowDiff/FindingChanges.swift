/// The findings of one kind (blockers, or friction) that a profile's path gained and lost.
public struct FindingChanges: Sendable, Equatable {
    /// In the new path and not in the old one, in the new path's order.
    public let added: [ElementFinding]
    /// In the old path and not in the new one, in the old path's order.
    public let removed: [ElementFinding]

    public init(before: [ElementFinding], after: [ElementFinding]) {
        let old = Set(before)
        let new = Set(after)
        added = Self.distinct(after.filter { !old.contains($0) })
        removed = Self.distinct(before.filter { !new.contains($0) })
    }

    /// Each finding once: two copies of a component on one screen give one finding each.
    private static func distinct(_ findings: [ElementFinding]) -> [ElementFinding] {
        var seen: Set<ElementFinding> = []
        return findings.filter { seen.insert($0).inserted }
    }

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
}

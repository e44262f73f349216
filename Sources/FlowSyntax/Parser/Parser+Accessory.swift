extension Parser {
    /// `accessory WORD`, then `-> "Screen"` when the word is a "More Info" button: an `->` after
    /// `accessory info` or `accessory detail-disclosure` is the accessory's; after the others it
    /// is the cell's own, read as any `->` (navigator-model.md §10.1).
    mutating func parseAccessory() -> Attribute.Kind? {
        guard
            let accessory = parseClosedWord(
                CellAccessory.self, after: "accessory", what: "an accessory", plural: "accessories", unknown: .unknownAttribute)
        else { return nil }
        guard accessory.isInfoButton else { return .accessory(accessory, destination: nil) }
        guard let destination = parseOptionalDestination() else { return nil }
        return .accessory(accessory, destination: destination)
    }
}

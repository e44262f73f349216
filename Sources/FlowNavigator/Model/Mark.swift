/// What a step depends on that a method may not offer (navigator-model.md, section 4).
public enum Mark: String, Sendable, CaseIterable, Hashable, Comparable {
    /// The step needs an app gesture instead of the method's own way of acting.
    case gesture
    /// The step needs the user to find or identify the target by looking.
    case sight

    public static func < (a: Mark, b: Mark) -> Bool { a.rawValue < b.rawValue }
}

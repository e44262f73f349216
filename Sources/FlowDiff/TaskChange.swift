/// One task that differs between the two sides: added, removed, renamed, or changed for some
/// profiles.
public struct TaskChange: Sendable {
    public enum Kind: String, Sendable {
        /// Only in the new program (and no removed task has its steps).
        case added
        /// Only in the old program (and no added task has its steps).
        case removed
        /// Its name changed and its steps did not: a removed task and an added one whose
        /// lines, but for `expect` and `waive`, are the same.
        case renamed
        /// The same name on both sides, with some profile changed.
        case changed
    }

    public let kind: Kind
    /// Its name in the new program, or in the old one for a removed task.
    public let name: String
    /// Its name in the old program, for a renamed task.
    public let oldName: String?
    /// The profiles that changed, in profile order: every profile of an added or removed task.
    public let profiles: [ProfileChange]

    init(kind: Kind, name: String, oldName: String? = nil, profiles: [ProfileChange]) {
        self.kind = kind
        self.name = name
        self.oldName = oldName
        self.profiles = profiles
    }
}

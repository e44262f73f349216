/// One phrase of a comparison's one-line summary (`ProgramComparison.headlines`).
public enum Headline: Sendable, Equatable {
    /// A profile's biggest change.
    case profile(ProfileHeadline)
    /// The tasks added, removed or renamed: the first of them, and how many more.
    case tasks(TaskChange.Kind, first: String, oldName: String?, others: Int)
}

extension ProgramComparison {
    /// The summary's phrases: each profile's biggest change, in profile order, then the tasks
    /// added, removed and renamed. Empty when nothing changed.
    public var headlines: [Headline] {
        var headlines = ProfileHeadline.of(tasks).map(Headline.profile)
        for kind in [TaskChange.Kind.added, .removed, .renamed] {
            let of = tasks.filter { $0.kind == kind }
            guard let first = of.first else { continue }
            headlines.append(.tasks(kind, first: first.name, oldName: first.oldName, others: of.count - 1))
        }
        return headlines
    }
}

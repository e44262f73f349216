/// Names compared as VoiceOver reads them: case and white space do not matter ("Log  In" is
/// "log in"), and a name that is only white space is no name.
enum NameKey {
    /// The name lowercased, its runs of white space one space, without white space at its ends;
    /// nil when nothing is left.
    static func normalised(_ name: String) -> String? {
        let words = name.lowercased().split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}

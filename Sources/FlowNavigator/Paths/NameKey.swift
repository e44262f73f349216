/// The key a name is counted and looked up by when names are compared without case (Voice
/// Control's commands, VoiceOver's repeated names).
enum NameKey {
    static func of(_ name: String) -> String { name.lowercased() }
}

/// Where the system's escape looks for its button (navigator-model.md §9.1): a screen has one
/// `escape` button, and each `overlay` group one of its own.
public enum EscapeScope {
    /// The overlay group whose escape the element answers: the nearest overlay that holds it;
    /// nil for the screen's own.
    public static func overlay(holding element: Int, in elements: [Element]) -> Int? {
        var current = elements[element].parent
        while let group = current {
            if elements[group].layout.overlay { return group }
            current = elements[group].parent
        }
        return nil
    }
}
